/// The cells of a rectangle in offset coordinates: `columns × rows` cells starting at
/// ``origin``, under any ``OffsetConvention`` (odd-q by default). This is the shape of most
/// boards; on screen it is a rectangle with a zig-zag edge.
///
/// Iteration order: row by row from the top (`row` ascending), each row left to right
/// (`col` ascending), the order a board is printed and saved in.
///
/// ```swift
/// let board = RectangleShape(columns: 8, rows: 6)
/// board.count                                  // 48
/// board.contains(Hex(OffsetCoordinate(col: 7, row: 5)))   // true
/// ```
public struct RectangleShape: HexShape, Hashable {
  /// The number of columns.
  public let columns: Int
  /// The number of rows.
  public let rows: Int
  /// The top-left cell (may be negative).
  public let origin: OffsetCoordinate
  /// How the offset coordinates are laid out.
  public let convention: OffsetConvention

  /// Creates a rectangle of `columns × rows` cells whose top-left cell is `origin`. A
  /// negative `columns` or `rows` counts as 0: the rectangle is empty.
  public init(
    columns: Int, rows: Int, origin: OffsetCoordinate = OffsetCoordinate(col: 0, row: 0),
    convention: OffsetConvention = .oddQ
  ) {
    self.columns = Swift.max(columns, 0)
    self.rows = Swift.max(rows, 0)
    self.origin = origin
    self.convention = convention
  }

  /// `columns × rows`.
  public var count: Int { columns * rows }
  /// The exact count.
  public var underestimatedCount: Int { count }

  /// Whether `hex`'s offset cell lies inside the rectangle.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func contains(_ hex: Hex) -> Bool {
    let cell = hex.offset(in: convention)
    return cell.col >= origin.col && cell.col - origin.col < columns && cell.row >= origin.row
      && cell.row - origin.row < rows
  }

  /// Iterates row by row, left to right.
  public func makeIterator() -> Iterator { Iterator(shape: self) }

  /// Walks a ``RectangleShape`` without allocating.
  public struct Iterator: IteratorProtocol, Sendable {
    let shape: RectangleShape
    var index = 0

    /// The next hex, or `nil` after the last.
    public mutating func next() -> Hex? {
      guard index < shape.count else { return nil }
      let row = index / shape.columns
      let col = index - row * shape.columns
      index += 1
      return Hex(
        OffsetCoordinate(col: shape.origin.col + col, row: shape.origin.row + row),
        convention: shape.convention)
    }
  }
}
