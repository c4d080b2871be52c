import HexBoardMaps
import HexBoardSupport

/// What a ``MovementRange`` needs beyond its arrays for ``MovementRange/cost(to:)`` and
/// ``MovementRange/path(to:)``: a dense table from grid index to position in the range,
/// built on first use (so a range nobody looks into costs one small object), and the step
/// costs of the search that made it.
final class MovementRangeLookup: @unchecked Sendable {
  // @unchecked: `built` is written once under `lock`, then only read.

  /// The neighbour of a cell in a direction and the cost of the step from it into the
  /// cell, or `nil` when that step is not allowed.
  typealias StepInto = @Sendable (_ cell: Int, _ direction: Int) -> (Int, UInt32)?

  let stepInto: StepInto?
  private let lock = POSIXMutex()
  private var built: PositionTable?

  init(stepInto: StepInto?) {
    self.stepInto = stepInto
  }

  /// The table for `range` (the range that owns this object), built on first call.
  func table(for range: MovementRange) -> PositionTable {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let table = PositionTable(grid: range.grid, cellIndices: range.cellIndices)
    built = table
    return table
  }
}

/// Positions of grid indices in a range, over the range's bounding box of rows and columns
/// (the shortest arc round a wrapped axis, so a range across the seam stays small): one
/// `Int32` per cell of the box, -1 for cells outside the range. No hashing.
struct PositionTable: Sendable {
  let width: Int
  let height: Int
  /// The box's first column and row (grid coordinates, `0..<grid.width`, `0..<grid.height`).
  let column: Int
  let row: Int
  /// The box's columns and rows, at most the grid's.
  let columns: Int
  let rows: Int
  let positions: [Int32]

  init(grid: MapGrid, cellIndices: [Int32]) {
    width = grid.width
    height = grid.height
    var usedColumns = [Bool](repeating: false, count: width)
    var usedRows = [Bool](repeating: false, count: height)
    for index in cellIndices {
      let i = Int(index)
      usedColumns[i % width] = true
      usedRows[i / width] = true
    }
    (column, columns) = PositionTable.arc(usedColumns, wraps: grid.wrap != .none)
    (row, rows) = PositionTable.arc(usedRows, wraps: grid.wrap == .torus)
    var positions = [Int32](repeating: -1, count: columns * rows)
    for (position, index) in cellIndices.enumerated() {
      let i = Int(index)
      positions[Self.slot(i, width, height, column, row, columns)] = Int32(position)
    }
    self.positions = positions
  }

  /// The position of grid index `index`, or `nil` if it is not in the range.
  func position(of index: Int) -> Int? {
    guard index >= 0, index < width * height else { return nil }
    let c = (index % width - column + width) % width
    let r = (index / width - row + height) % height
    guard c < columns, r < rows else { return nil }
    let position = positions[r * columns + c]
    return position < 0 ? nil : Int(position)
  }

  private static func slot(
    _ index: Int, _ width: Int, _ height: Int, _ column: Int, _ row: Int, _ columns: Int
  ) -> Int {
    let c = (index % width - column + width) % width
    let r = (index / width - row + height) % height
    return r * columns + c
  }

  /// The shortest run of `used` (read circularly when `wraps`) holding every `true`: its
  /// first element and length. Empty input gives (0, 0).
  static func arc(_ used: [Bool], wraps: Bool) -> (start: Int, length: Int) {
    guard let first = used.firstIndex(of: true), let last = used.lastIndex(of: true) else {
      return (0, 0)
    }
    guard wraps else { return (first, last - first + 1) }
    // The complement of the longest circular gap of unused elements.
    let n = used.count
    var bestGapEnd = first  // the gap that wraps round from `last` to `first`
    var bestGap = n - 1 - last + first
    var gap = 0
    for i in first...last {
      if used[i] {
        if gap > bestGap {
          bestGap = gap
          bestGapEnd = i
        }
        gap = 0
      } else {
        gap += 1
      }
    }
    return (bestGapEnd, n - bestGap)
  }
}
