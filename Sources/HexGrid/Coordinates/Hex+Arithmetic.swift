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
    (abs(q) + abs(r) + abs(q + r)) >> 1
  }

  /// The number of steps between this hex and `other` on an unbounded grid.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func distance(to other: Hex) -> Int {
    (self - other).length
  }
}
