/// The `6N` hexes at exactly `N` steps from a centre, in ring order.
///
/// **Ring order:** the ring starts at `center + HexDirection.southWest.vector * N` (the
/// Red Blob Games start) and walks `N` steps in each direction `0, 1, …, 5`, which turns
/// counter-clockwise on screen. A ring of radius 0 is the centre alone.
///
/// A random-access collection computed on demand: no storage, no allocation.
///
/// ```swift
/// Hex.zero.ring(radius: 1).first     // Hex(q: -1, r: 1)
/// Hex.zero.ring(radius: 3).count     // 18
/// ```
@frozen
public struct HexRing: RandomAccessCollection, Sendable {
  /// The hex the ring surrounds.
  public let center: Hex
  /// The distance of every hex of the ring from ``center``.
  public let radius: Int

  /// Creates the ring of `radius` around `center`; a negative radius gives an empty ring
  /// (stored as radius -1).
  @inlinable
  public init(center: Hex, radius: Int) {
    self.center = center
    self.radius = Swift.max(radius, -1)
  }

  /// Always 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// `6 * radius`, 1 for radius 0, 0 for an empty ring.
  @inlinable
  public var endIndex: Int { radius < 0 ? 0 : radius == 0 ? 1 : 6 * radius }

  /// The hex at `position` in ring order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public subscript(position: Int) -> Hex {
    precondition(position >= 0 && position < endIndex, "ring index out of range")
    if radius == 0 { return center }
    let side = position / radius
    let step = position - side * radius
    let corner = HexDirection.southWest.rotated(by: side).vector * radius
    let along = HexDirection(rawValue: side).unsafelyUnwrapped.vector * step
    return center + corner + along
  }

  /// Walks the ring step by step: no division or table look-up per hex.
  @inlinable
  public func makeIterator() -> Iterator {
    Iterator(ring: self)
  }

  /// Walks a ``HexRing`` in ring order without allocating.
  @frozen
  public struct Iterator: IteratorProtocol {
    @usableFromInline var q: Int32
    @usableFromInline var r: Int32
    /// The current side's step vector.
    @usableFromInline var dq: Int32 = 1
    @usableFromInline var dr: Int32 = 0
    /// Steps left on the current side, and sides left after it.
    @usableFromInline var stepsLeft: Int
    @usableFromInline var sidesLeft = 5
    @usableFromInline let radius: Int

    @inlinable
    init(ring: HexRing) {
      let corner = ring.center + HexDirection.southWest.vector * ring.radius
      q = corner.storedQ
      r = corner.storedR
      radius = ring.radius
      // Radius 0: the centre alone, as one side of one step; negative: nothing.
      stepsLeft = ring.radius < 0 ? 0 : Swift.max(ring.radius, 1)
      if ring.radius <= 0 { sidesLeft = 0 }
    }

    /// The next hex, or `nil` after the last.
    @inlinable
    public mutating func next() -> Hex? {
      if stepsLeft == 0 {
        guard sidesLeft > 0 else { return nil }
        sidesLeft &-= 1
        stepsLeft = radius
        // Turn left: (dq, dr, ds) → (-ds, -dq, -dr), the next direction in ring order.
        (dq, dr) = (dq &+ dr, 0 &- dq)
      }
      let hex = Hex(storedQ: q, storedR: r)
      q &+= dq
      r &+= dr
      stepsLeft &-= 1
      return hex
    }
  }
}

extension Hex {
  /// The hexes at exactly `radius` steps, in ring order (see ``HexRing``).
  @inlinable
  public func ring(radius: Int) -> HexRing {
    HexRing(center: self, radius: radius)
  }

  /// Calls `body` with each hex at exactly `radius` steps, in ring order (see ``HexRing``):
  /// the same hexes as ``ring(radius:)``, walked as six straight sides by two plain loops,
  /// which the optimiser unrolls and keeps in registers better than an iterator's state
  /// machine. For the hot loops of a game server (area effects, spawn searches).
  ///
  /// ```swift
  /// var onMap = 0
  /// center.forEachInRing(radius: 3) { hex in if grid.contains(hex) { onMap += 1 } }
  /// ```
  ///
  /// - Complexity: O(radius), no allocation.
  @inlinable
  public func forEachInRing(radius: Int, _ body: (Hex) throws -> Void) rethrows {
    guard radius > 0 else {
      if radius == 0 { try body(self) }
      return
    }
    let k = Int32(truncatingIfNeeded: radius)
    // Start at the south-west corner, then walk east, north-east, north-west, west,
    // south-west and south-east (directions 0...5), `radius` steps each.
    var q = storedQ &- k
    var r = storedR &+ k
    var dq: Int32 = 1
    var dr: Int32 = 0
    for _ in 0..<6 {
      for _ in 0..<radius {
        try body(Hex(storedQ: q, storedR: r))
        q &+= dq
        r &+= dr
      }
      (dq, dr) = (dq &+ dr, 0 &- dq)
    }
  }

  /// The hexes within `radius` steps, centre first, then ring by ring (see ``HexSpiral``).
  @inlinable
  public func spiral(radius: Int) -> HexSpiral {
    HexSpiral(center: self, radius: radius)
  }
}
