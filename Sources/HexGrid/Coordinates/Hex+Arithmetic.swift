// Vector arithmetic, length and distance. Hexes form a lattice, so adding, subtracting
// and scaling them is exact integer arithmetic; these are the building blocks of every
// other algorithm and are `@inlinable` so they cost nothing across module boundaries.

extension Hex {
  /// The component-wise sum: translates `lhs` by the vector `rhs`.
  @inlinable
  public static func + (lhs: Hex, rhs: Hex) -> Hex {
    Hex(q: lhs.q + rhs.q, r: lhs.r + rhs.r)
  }

  /// The component-wise difference: the vector from `rhs` to `lhs`.
  @inlinable
  public static func - (lhs: Hex, rhs: Hex) -> Hex {
    Hex(q: lhs.q - rhs.q, r: lhs.r - rhs.r)
  }

  /// The vector pointing the other way (a rotation by 180°).
  @inlinable
  public static prefix func - (hex: Hex) -> Hex {
    Hex(q: -hex.q, r: -hex.r)
  }

  /// Scales the vector `hex` by `factor`.
  @inlinable
  public static func * (hex: Hex, factor: Int) -> Hex {
    Hex(q: hex.q * factor, r: hex.r * factor)
  }

  /// Scales the vector `hex` by `factor`.
  @inlinable
  public static func * (factor: Int, hex: Hex) -> Hex {
    hex * factor
  }

  /// Translates `lhs` by `rhs` in place.
  @inlinable
  public static func += (lhs: inout Hex, rhs: Hex) {
    lhs = lhs + rhs
  }

  /// Translates `lhs` by `-rhs` in place.
  @inlinable
  public static func -= (lhs: inout Hex, rhs: Hex) {
    lhs = lhs - rhs
  }

  /// The number of steps from the origin to this hex: `(|q| + |r| + |s|) / 2`.
  @inlinable
  public var length: Int {
    Hex.steps(storedQ, storedR)
  }

  /// `(|dq| + |dr| + |dq + dr|) / 2` in 32-bit wrapping arithmetic widened only for the
  /// final sum: no traps and a loop of these vectorises. Exact while coordinates stay
  /// within ±2²⁹, far beyond any board HexBoard accepts.
  @inlinable @inline(__always)
  static func steps(_ dq: Int32, _ dr: Int32) -> Int {
    let ds = dq &+ dr
    let sum = UInt64(dq.magnitude) &+ UInt64(dr.magnitude) &+ UInt64(ds.magnitude)
    return Int(truncatingIfNeeded: sum >> 1)
  }

  /// The number of steps between this hex and `other` on an unbounded grid.
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  public func distance(to other: Hex) -> Int {
    Hex.steps(storedQ &- other.storedQ, storedR &- other.storedR)
  }
}
