/// A cell position `(col, row)` in an offset layout, the way rectangular boards are usually
/// stored and shown to people.
///
/// An offset coordinate means nothing without its ``OffsetConvention``; every conversion
/// takes one and defaults to ``OffsetConvention/oddQ`` (flat-top, odd columns shoved down
/// half a hex), HexBoard's default.
///
/// **Where the odd-q default applies.** The default is only for coordinates that belong to
/// no map: a bare hex has no grid to take a convention from. Once a map is involved, use its
/// convention: `grid.offset(of: hex)` and `grid.hex(atOffset: cell)` (HexBoard's `MapGrid`)
/// read and write cells the way that map's files, patches and the command line name them,
/// even-q and row-shifted maps included.
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
///
/// Like ``Hex``, the coordinates are stored in 32 bits and creating one outside `Int32`
/// range traps. Converting between offset and axial coordinates is exact while the
/// coordinates stay within ±2³⁰.
public struct OffsetCoordinate: Hashable, Sendable {
  @usableFromInline var storedCol: Int32
  @usableFromInline var storedRow: Int32

  /// The column, counted left to right.
  @inlinable
  public var col: Int {
    get { Int(storedCol) }
    set { storedCol = Int32(newValue) }
  }

  /// The row, counted top to bottom.
  @inlinable
  public var row: Int {
    get { Int(storedRow) }
    set { storedRow = Int32(newValue) }
  }

  /// Creates an offset coordinate.
  @inlinable
  public init(col: Int, row: Int) {
    storedCol = Int32(col)
    storedRow = Int32(row)
  }

  /// Creates an offset coordinate from already-narrowed values.
  @inlinable
  init(storedCol: Int32, storedRow: Int32) {
    self.storedCol = storedCol
    self.storedRow = storedRow
  }
}

extension Hex {
  /// Converts an offset coordinate to axial under `convention` (odd-q when left out; for a
  /// map's cells use the map's convention, `grid.hex(atOffset:)` in HexBoard).
  ///
  /// - Complexity: O(1), exact integer arithmetic for any sign.
  @inlinable @inline(__always)
  public init(_ offset: OffsetCoordinate, convention: OffsetConvention = .oddQ) {
    // Red Blob Games: r = row - (col - (col & 1)) / 2 for odd-q. The division is exact, so
    // it equals the arithmetic shift col >> 1 (and (col + 1) >> 1 for the even
    // conventions): no parity branch, and right for negative numbers. 32-bit wrapping
    // arithmetic: no traps on the hot path, exact within ±2³⁰.
    let col = offset.storedCol
    let row = offset.storedRow
    switch convention {
    case .oddQ: self.init(storedQ: col, storedR: row &- (col >> 1))
    case .evenQ: self.init(storedQ: col, storedR: row &- ((col &+ 1) >> 1))
    case .oddR: self.init(storedQ: col &- (row >> 1), storedR: row)
    case .evenR: self.init(storedQ: col &- ((row &+ 1) >> 1), storedR: row)
    }
  }

  /// This hex as an offset coordinate under `convention` (odd-q when left out; for a
  /// map's cells use the map's convention, `grid.offset(of:)` in HexBoard).
  ///
  /// - Complexity: O(1), exact integer arithmetic for any sign.
  @inlinable @inline(__always)
  public func offset(in convention: OffsetConvention = .oddQ) -> OffsetCoordinate {
    let q = storedQ
    let r = storedR
    // The inverse of `Hex.init(_:convention:)`, with the same shift identities.
    switch convention {
    case .oddQ: return OffsetCoordinate(storedCol: q, storedRow: r &+ (q >> 1))
    case .evenQ: return OffsetCoordinate(storedCol: q, storedRow: r &+ ((q &+ 1) >> 1))
    case .oddR: return OffsetCoordinate(storedCol: q &+ (r >> 1), storedRow: r)
    case .evenR: return OffsetCoordinate(storedCol: q &+ ((r &+ 1) >> 1), storedRow: r)
    }
  }
}

extension OffsetCoordinate {
  /// This cell as an axial hex under `convention` (odd-q when left out; see
  /// ``Hex/init(_:convention:)-(OffsetCoordinate,_)``).
  @inlinable @inline(__always)
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
  @inlinable @inline(__always)
  public func distance(to other: OffsetCoordinate, convention: OffsetConvention = .oddQ) -> Int {
    hex(in: convention).distance(to: other.hex(in: convention))
  }
}

extension OffsetCoordinate: CustomStringConvertible {
  /// A readable form such as `(col: 3, row: 2)`.
  public var description: String { "(col: \(col), row: \(row))" }
}

extension OffsetCoordinate: Codable {
  /// Decodes the compact form `[col, row]`. Numbers outside `Int32` range (the storage range)
  /// throw rather than trap.
  public init(from decoder: any Decoder) throws {
    let (col, row) = try decoder.decodePair(Int32.self, form: "[col, row]")
    self.init(col: Int(col), row: Int(row))
  }

  /// Encodes the compact form `[col, row]`.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodePair(col, row)
  }
}
