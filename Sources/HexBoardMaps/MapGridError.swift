import HexGrid

/// Why a ``MapGrid`` (or a ``HexMap`` on one) cannot be made: each case carries the values
/// that say what is wrong, and ``description`` says it in a sentence.
public enum MapGridError: Error, Equatable, CustomStringConvertible {
  /// A shape with no cells: an empty list of ``MapShape/cells(_:)``.
  case noCells
  /// A rectangle or parallelogram under 1×1 cells, or a hexagon of negative radius: the
  /// shape as given.
  case invalidSize(MapShape)
  /// Values given in storage order (``HexMap/init(grid:checkedStorage:)``) do not number one
  /// per grid index: `count` given, `expected` needed.
  case storageCountMismatch(count: Int, expected: Int)
  /// The bounding box would exceed ``MapGrid/maximumCellCount``.
  case tooLarge(cells: Int, limit: Int)
  /// Only rectangles wrap: the wrap asked for a shape of another kind.
  case wrapNeedsRectangle(MapWrap)
  /// The rectangle cannot wrap as asked: wrapping east–west needs at least 4 columns and an
  /// even number of them under odd-q and even-q (3 under odd-r and even-r); a torus also
  /// needs at least 3 rows (odd-q, even-q) or an even number, at least 4 (odd-r, even-r).
  case wrapDoesNotTile(MapWrap, convention: OffsetConvention, columns: Int, rows: Int)

  /// Whether `columns` can wrap under `convention`.
  static func columnsWrap(_ columns: Int, _ convention: OffsetConvention) -> Bool {
    let shiftsColumns = convention.shiftsColumns
    return columns >= (shiftsColumns ? 4 : 3) && (!shiftsColumns || columns % 2 == 0)
  }

  /// Whether `rows` can wrap (as a torus) under `convention`.
  static func rowsWrap(_ rows: Int, _ convention: OffsetConvention) -> Bool {
    let shiftsColumns = convention.shiftsColumns
    return rows >= (shiftsColumns ? 3 : 4) && (shiftsColumns || rows % 2 == 0)
  }

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .noCells: "invalid map dimensions: a map needs at least one cell"
    case .invalidSize(let shape):
      switch shape {
      case .rectangle(let columns, let rows):
        "invalid map dimensions: a rectangle needs at least 1×1 cells, got \(columns)×\(rows)"
      case .parallelogram(let columns, let rows):
        "invalid map dimensions: a parallelogram needs at least 1×1 cells, got \(columns)×\(rows)"
      case .hexagon(let radius):
        "invalid map dimensions: a hexagon's radius cannot be negative, got \(radius)"
      case .cells: "invalid map dimensions: a map needs at least one cell"
      }
    case .storageCountMismatch(let count, let expected):
      "invalid map dimensions: \(count) values for a grid of \(expected) indices"
    case .tooLarge(let cells, let limit):
      "map too large: \(cells) cells in its bounding box, the limit is \(limit)"
    case .wrapNeedsRectangle: "unsupported wrap: only rectangular maps can wrap"
    case .wrapDoesNotTile(_, let convention, let columns, let rows):
      if !Self.columnsWrap(columns, convention) {
        "unsupported wrap: a wrapped \(convention.rawValue) map needs \(convention.shiftsColumns ? "an even number of columns, at least 4" : "at least 3 columns"), got \(columns)"
      } else {
        "unsupported wrap: a \(convention.rawValue) torus needs \(convention.shiftsColumns ? "at least 3 rows" : "an even number of rows, at least 4"), got \(rows)"
      }
    }
  }
}
