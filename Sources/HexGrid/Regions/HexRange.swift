/// The hexes whose cube coordinates lie within three closed intervals: a (possibly
/// irregular) hexagon. ``Hex/range(radius:)`` is the regular case, and the intersection of
/// any two ranges is again a range, which is how overlapping areas are computed.
///
/// Iteration order: by `q` ascending, then `r` ascending (the Red Blob Games loop).
///
/// ```swift
/// let a = Hex.zero.range(radius: 2)                   // 19 hexes
/// let b = Hex(q: 3, r: 0).range(radius: 2)
/// a.intersection(b).count                              // 4: the hexes within 2 of both
/// ```
public struct HexRange: HexShape, Hashable {
  /// The allowed `q` values.
  public let qBounds: ClosedRange<Int>
  /// The allowed `r` values.
  public let rBounds: ClosedRange<Int>
  /// The allowed `s` values.
  public let sBounds: ClosedRange<Int>
  /// Whether no hex satisfies all three bounds.
  public let isEmpty: Bool

  /// Creates the range of hexes with `q`, `r` and `s` in the given bounds.
  public init(q: ClosedRange<Int>, r: ClosedRange<Int>, s: ClosedRange<Int>) {
    qBounds = q
    rBounds = r
    sBounds = s
    // Non-empty iff some q has a non-empty r interval: r ∈ r ∩ [-q - sMax, -q - sMin].
    // Over all q this is the condition below (sum of the bounds brackets zero).
    isEmpty =
      q.lowerBound + r.lowerBound + s.lowerBound > 0
      || q.upperBound + r.upperBound + s.upperBound < 0
  }

  /// The hexes within `radius` steps of `center`; none (``empty``) for a negative radius.
  public init(center: Hex, radius: Int) {
    guard radius >= 0 else {
      self = .empty
      return
    }
    self.init(
      q: (center.q - radius)...(center.q + radius),
      r: (center.r - radius)...(center.r + radius),
      s: (center.s - radius)...(center.s + radius))
  }

  /// Whether `hex` lies in all three bounds.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func contains(_ hex: Hex) -> Bool {
    qBounds.contains(hex.q) && rBounds.contains(hex.r) && sBounds.contains(hex.s)
  }

  /// The hexes in both ranges.
  public func intersection(_ other: HexRange) -> HexRange {
    func clamp(_ a: ClosedRange<Int>, _ b: ClosedRange<Int>) -> ClosedRange<Int> {
      let low = Swift.max(a.lowerBound, b.lowerBound)
      let high = Swift.min(a.upperBound, b.upperBound)
      // An empty interval is kept as low...low with the whole range marked empty.
      return low...Swift.max(low, high)
    }
    let emptyAxis =
      Swift.max(qBounds.lowerBound, other.qBounds.lowerBound)
      > Swift.min(qBounds.upperBound, other.qBounds.upperBound)
      || Swift.max(rBounds.lowerBound, other.rBounds.lowerBound)
        > Swift.min(rBounds.upperBound, other.rBounds.upperBound)
      || Swift.max(sBounds.lowerBound, other.sBounds.lowerBound)
        > Swift.min(sBounds.upperBound, other.sBounds.upperBound)
    let result = HexRange(
      q: clamp(qBounds, other.qBounds), r: clamp(rBounds, other.rBounds),
      s: clamp(sBounds, other.sBounds))
    return emptyAxis || isEmpty || other.isEmpty ? HexRange.empty : result
  }

  /// The range with no hexes.
  public static let empty = HexRange(q: 0...0, r: 0...0, s: 1...1)

  /// The `r` interval of column `q`, or `nil` if the column has no hex.
  @inlinable
  func rInterval(atQ q: Int) -> ClosedRange<Int>? {
    let low = Swift.max(rBounds.lowerBound, -q - sBounds.upperBound)
    let high = Swift.min(rBounds.upperBound, -q - sBounds.lowerBound)
    return low <= high ? low...high : nil
  }

  /// The number of hexes in the range.
  ///
  /// - Complexity: O(width), summing the column lengths.
  public var count: Int {
    if isEmpty { return 0 }
    var total = 0
    for q in qBounds {
      if let column = rInterval(atQ: q) { total += column.count }
    }
    return total
  }

  /// The exact count.
  public var underestimatedCount: Int { count }

  /// Iterates by `q`, then `r`.
  public func makeIterator() -> Iterator {
    Iterator(range: self)
  }

  /// Walks a ``HexRange`` column by column without allocating.
  public struct Iterator: IteratorProtocol, Sendable {
    let range: HexRange
    var q: Int
    var r: Int
    var rEnd: Int

    init(range: HexRange) {
      self.range = range
      q = range.qBounds.lowerBound
      r = 1
      rEnd = 0
      if range.isEmpty { q = range.qBounds.upperBound + 1 }
      advanceColumn(startingAt: q)
    }

    mutating func advanceColumn(startingAt start: Int) {
      q = start
      while q <= range.qBounds.upperBound {
        if let column = range.rInterval(atQ: q) {
          r = column.lowerBound
          rEnd = column.upperBound
          return
        }
        q += 1
      }
    }

    /// The next hex, or `nil` after the last.
    public mutating func next() -> Hex? {
      guard q <= range.qBounds.upperBound else { return nil }
      let hex = Hex(q: q, r: r)
      if r < rEnd {
        r += 1
      } else {
        advanceColumn(startingAt: q + 1)
      }
      return hex
    }
  }
}

extension Hex {
  /// The hexes within `radius` steps of this hex (a hexagon of `3N(N+1) + 1` hexes).
  ///
  /// Radius 0 is the hex alone. Iterates by `q`, then `r`; for centre-outwards order use
  /// ``spiral(radius:)``.
  ///
  /// - Precondition: `radius >= 0`.
  public func range(radius: Int) -> HexRange {
    HexRange(center: self, radius: radius)
  }
}
