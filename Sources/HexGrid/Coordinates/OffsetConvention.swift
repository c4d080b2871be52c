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
