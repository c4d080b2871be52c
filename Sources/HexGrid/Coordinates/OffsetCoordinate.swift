/// A cell position `(col, row)` in an offset layout, the way rectangular boards are usually
/// stored and shown to people.
///
/// An offset coordinate means nothing without its ``OffsetConvention``; every conversion
/// takes one and defaults to ``OffsetConvention/oddQ`` (flat-top, odd columns shoved down
/// half a hex), HexBoard's default.
///
/// ```swift
/// let cell = OffsetCoordinate(col: 3, row: 2)
/// let hex = Hex(cell)                        // Hex(q: 3, r: 1)
/// hex.offset() == cell                       // true
/// cell.neighbor(in: .south)                  // (col: 3, row: 3), without leaving offset space
/// ```
///
/// Negative columns and rows work: parity uses `& 1`, never `% 2` (which is negative for
/// negative numbers in Swift).
///
/// `Codable` uses the compact form `[col, row]`.
public struct OffsetCoordinate: Hashable, Sendable {
  /// The column, counted left to right.
  public var col: Int
  /// The row, counted top to bottom.
  public var row: Int

  /// Creates an offset coordinate.
  @inlinable
  public init(col: Int, row: Int) {
    self.col = col
    self.row = row
  }
}

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

/// The offset neighbour tables, written out as in the Red Blob Games guide so they can be
/// read against it; the tests check each entry against converting to axial and back.
@usableFromInline
enum OffsetTables {
  /// odd-q: column step per direction (the same for both parities).
  @usableFromInline static let columnShiftedCol = [1, 1, 0, -1, -1, 0]
  /// odd-q: row step per direction, indexed `[column is odd][direction]`.
  @usableFromInline static let columnShiftedRow = [[0, -1, -1, -1, 0, 1], [1, 0, -1, 0, 1, 1]]
  /// odd-r: column step per direction, indexed `[row is odd][direction]`.
  @usableFromInline static let rowShiftedCol = [[1, 0, -1, -1, -1, 0], [1, 1, 0, -1, 0, 1]]
  /// odd-r: row step per direction (the same for both parities).
  @usableFromInline static let rowShiftedRow = [0, -1, -1, 0, 1, 1]
}

extension Hex {
  /// Converts an offset coordinate to axial under `convention`.
  ///
  /// - Complexity: O(1), exact integer arithmetic for any sign.
  @inlinable
  public init(_ offset: OffsetCoordinate, convention: OffsetConvention = .oddQ) {
    let col = offset.col
    let row = offset.row
    switch convention {
    case .oddQ: self.init(q: col, r: row - ((col - (col & 1)) >> 1))
    case .evenQ: self.init(q: col, r: row - ((col + (col & 1)) >> 1))
    case .oddR: self.init(q: col - ((row - (row & 1)) >> 1), r: row)
    case .evenR: self.init(q: col - ((row + (row & 1)) >> 1), r: row)
    }
  }

  /// This hex as an offset coordinate under `convention`.
  ///
  /// - Complexity: O(1), exact integer arithmetic for any sign.
  @inlinable
  public func offset(in convention: OffsetConvention = .oddQ) -> OffsetCoordinate {
    switch convention {
    case .oddQ: OffsetCoordinate(col: q, row: r + ((q - (q & 1)) >> 1))
    case .evenQ: OffsetCoordinate(col: q, row: r + ((q + (q & 1)) >> 1))
    case .oddR: OffsetCoordinate(col: q + ((r - (r & 1)) >> 1), row: r)
    case .evenR: OffsetCoordinate(col: q + ((r + (r & 1)) >> 1), row: r)
    }
  }
}

extension OffsetCoordinate {
  /// This cell as an axial hex under `convention`.
  @inlinable
  public func hex(in convention: OffsetConvention = .oddQ) -> Hex {
    Hex(self, convention: convention)
  }

  /// The adjacent cell in `direction`, computed directly in offset space with the
  /// convention's neighbour table.
  @inlinable
  public func neighbor(
    in direction: HexDirection, convention: OffsetConvention = .oddQ
  ) -> OffsetCoordinate {
    let parity = convention.shiftsColumns ? col & 1 : row & 1
    let step = convention.step(toward: direction, parity: parity)
    return OffsetCoordinate(col: col + step.dcol, row: row + step.drow)
  }

  /// The six adjacent cells in ``HexDirection`` order.
  public func neighbors(convention: OffsetConvention = .oddQ) -> [OffsetCoordinate] {
    HexDirection.allCases.map { neighbor(in: $0, convention: convention) }
  }

  /// The number of steps to `other` (both under `convention`).
  @inlinable
  public func distance(to other: OffsetCoordinate, convention: OffsetConvention = .oddQ) -> Int {
    hex(in: convention).distance(to: other.hex(in: convention))
  }
}

extension OffsetCoordinate: CustomStringConvertible {
  /// A readable form such as `(col: 3, row: 2)`.
  public var description: String { "(col: \(col), row: \(row))" }
}

extension OffsetCoordinate: Codable {
  /// Decodes the compact form `[col, row]`.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let col = try container.decode(Int.self)
    let row = try container.decode(Int.self)
    guard container.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "an offset coordinate is [col, row]")
    }
    self.init(col: col, row: row)
  }

  /// Encodes the compact form `[col, row]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(col)
    try container.encode(row)
  }
}
