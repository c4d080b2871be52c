/// A cell position in doubled coordinates: one axis counts in half-hex steps, so
/// `(col + row)` is always even and every neighbour is a constant step away.
///
/// * ``DoubledConvention/doubledHeight`` suits flat-top hexes: `col = q`, `row = 2r + q`.
/// * ``DoubledConvention/doubledWidth`` suits pointy-top hexes: `col = 2q + r`, `row = r`.
///
/// `Codable` uses the compact form `[col, row]`.
public struct DoubledCoordinate: Hashable, Sendable {
  /// The column (in half-hex steps for doubled-width).
  public var col: Int
  /// The row (in half-hex steps for doubled-height).
  public var row: Int

  /// Creates a doubled coordinate; see ``isValid`` for which pairs name a hex.
  @inlinable
  public init(col: Int, row: Int) {
    self.col = col
    self.row = row
  }

  /// Whether this pair names a hex: `col + row` must be even.
  @inlinable
  public var isValid: Bool { (col + row) & 1 == 0 }
}

extension Hex {
  /// Converts a doubled coordinate to axial, or returns `nil` when `col + row` is odd (such
  /// a pair names no hex).
  @inlinable
  public init?(_ doubled: DoubledCoordinate, convention: DoubledConvention) {
    guard doubled.isValid else { return nil }
    switch convention {
    case .doubledHeight: self.init(q: doubled.col, r: (doubled.row - doubled.col) >> 1)
    case .doubledWidth: self.init(q: (doubled.col - doubled.row) >> 1, r: doubled.row)
    }
  }

  /// This hex in doubled coordinates.
  @inlinable
  public func doubled(in convention: DoubledConvention) -> DoubledCoordinate {
    switch convention {
    case .doubledHeight: DoubledCoordinate(col: q, row: 2 * r + q)
    case .doubledWidth: DoubledCoordinate(col: 2 * q + r, row: r)
    }
  }
}

extension DoubledCoordinate {
  /// The adjacent cell in `direction`, computed directly in doubled space.
  @inlinable
  public func neighbor(
    in direction: HexDirection, convention: DoubledConvention
  ) -> DoubledCoordinate {
    let step = convention.step(toward: direction)
    return DoubledCoordinate(col: col + step.dcol, row: row + step.drow)
  }

  /// The number of steps to `other`, computed directly in doubled space (Red Blob Games).
  @inlinable
  public func distance(to other: DoubledCoordinate, convention: DoubledConvention) -> Int {
    let dcol = abs(col - other.col)
    let drow = abs(row - other.row)
    switch convention {
    case .doubledHeight: return dcol + max(0, (drow - dcol) / 2)
    case .doubledWidth: return drow + max(0, (dcol - drow) / 2)
    }
  }
}

extension DoubledCoordinate: CustomStringConvertible {
  /// A readable form such as `(col: 2, row: 4)`.
  public var description: String { "(col: \(col), row: \(row))" }
}

extension DoubledCoordinate: Codable {
  /// Decodes the compact form `[col, row]`.
  public init(from decoder: any Decoder) throws {
    let (col, row) = try decoder.decodePair(Int.self, form: "[col, row]")
    self.init(col: col, row: row)
  }

  /// Encodes the compact form `[col, row]`.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodePair(col, row)
  }
}
