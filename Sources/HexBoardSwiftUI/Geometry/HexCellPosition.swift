import HexGrid

/// The hex a view of a ``HexGridLayout`` sits on: an axial `Hex` or an offset coordinate
/// that the layout reads under its ``HexGridLayout/convention``.
public enum HexCellPosition: Hashable, Sendable {
  /// An axial hex.
  case hex(Hex)
  /// An offset `(col, row)` coordinate, read under the layout's convention (odd-q unless
  /// the layout says otherwise, as in the seed).
  case offset(OffsetCoordinate)

  /// The axial hex, with offset coordinates read under `convention`.
  public func hex(convention: OffsetConvention) -> Hex {
    switch self {
    case .hex(let hex): hex
    case .offset(let cell): Hex(cell, convention: convention)
    }
  }
}
