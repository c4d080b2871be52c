/// Which rows or columns of an offset layout are shoved by half a hex.
///
/// The `q` conventions shift columns and suit flat-top hexes; the `r` conventions shift
/// rows and suit pointy-top hexes.
@frozen
public enum OffsetConvention: String, CaseIterable, Sendable, Codable {
  /// Flat-top, odd columns shoved down half a hex. HexBoard's default.
  case oddQ = "odd-q"
  /// Flat-top, even columns shoved down half a hex.
  case evenQ = "even-q"
  /// Pointy-top, odd rows shoved right half a hex.
  case oddR = "odd-r"
  /// Pointy-top, even rows shoved right half a hex.
  case evenR = "even-r"

  /// The convention used when none is given: ``oddQ``.
  public static let `default` = OffsetConvention.oddQ

  /// Whether columns (not rows) are shifted: true for ``oddQ`` and ``evenQ``.
  @inlinable
  public var shiftsColumns: Bool { self == .oddQ || self == .evenQ }

  /// Whether the shoved rows or columns are the odd ones.
  @inlinable
  public var shovesOdd: Bool { self == .oddQ || self == .oddR }

  /// The same layout with odd and even swapped: ``oddQ`` and ``evenQ``, ``oddR`` and
  /// ``evenR``.
  public var swappingParity: OffsetConvention {
    switch self {
    case .oddQ: .evenQ
    case .evenQ: .oddQ
    case .oddR: .evenR
    case .evenR: .oddR
    }
  }

  /// The convention under which cells keep their neighbours once every offset coordinate
  /// moves by `columns` and `rows` (a box counted from another corner, a board reframed).
  ///
  /// An odd move along the shifted axis (columns for the `q` conventions, rows for the `r`
  /// ones) makes the shoved lines the even ones and the others odd, so the parity swaps;
  /// an even move, or any move along the other axis, keeps the convention. This is the one
  /// place that rule lives: the Tiled importer and exporter (Tiled counts from the map's
  /// box) and a board's resizing and cropping use it.
  ///
  /// ```swift
  /// OffsetConvention.oddQ.shifted(columns: 3, rows: 0)   // .evenQ
  /// OffsetConvention.oddQ.shifted(columns: 2, rows: 1)   // .oddQ
  /// ```
  public func shifted(columns: Int, rows: Int) -> OffsetConvention {
    (shiftsColumns ? columns : rows) & 1 == 0 ? self : swappingParity
  }

  /// The `(dcol, drow)` step towards `direction` from a cell whose shifted axis (the
  /// column for `q` conventions, the row for `r` conventions) has the given parity.
  ///
  /// These are the Red Blob Games offset neighbour tables, in ``HexDirection`` order.
  @inlinable
  public func step(toward direction: HexDirection, parity: Int) -> (dcol: Int, drow: Int) {
    // The "even" conventions use the "odd" table of the other parity.
    let oddParity = shovesOdd ? parity & 1 : 1 - (parity & 1)
    let d = direction.rawValue
    if shiftsColumns {
      return (OffsetTables.columnShiftedCol[d], OffsetTables.columnShiftedRow[oddParity][d])
    } else {
      return (OffsetTables.rowShiftedCol[oddParity][d], OffsetTables.rowShiftedRow[d])
    }
  }
}
