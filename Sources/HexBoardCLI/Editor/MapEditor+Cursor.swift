import HexBoard
import HexBoardRendering

// Moving the cursor: arrow keys in offset coordinates, mouse clicks, and the viewport that
// follows the cursor.
extension MapEditor {
  /// Moves the cursor one column (`dcol`) or row (`drow`) in the map's offset coordinates,
  /// skipping holes; at the edge of the bounding box it stays, unless the map wraps that
  /// way (a cylinder east-west, a torus both ways), when it comes round.
  mutating func moveCursor(dcol: Int, drow: Int) {
    let grid = board.grid
    let start = grid.offset(at: cursor)
    let wrapsColumns = grid.wrap != .none
    let wrapsRows = grid.wrap == .torus
    var col = start.col
    var row = start.row
    let steps = dcol != 0 ? grid.width : grid.height
    for _ in 0..<steps {
      col += dcol
      row += drow
      if !wrapsColumns, col < grid.origin.col || col >= grid.origin.col + grid.width { break }
      if !wrapsRows, row < grid.origin.row || row >= grid.origin.row + grid.height { break }
      if let index = grid.index(of: OffsetCoordinate(col: col, row: row)) {
        if index != cursor { cursor = index }
        return
      }
    }
  }

  /// Moves the cursor to the cell shown at screen position (`x`, `y`); `false` when no
  /// cell is there (the status lines, a hole, beyond the map).
  mutating func moveCursor(toScreenX x: Int, y: Int) -> Bool {
    guard x >= 0, y >= 0, x < viewWidth, y < viewHeight else { return false }
    let canvas = TerminalCanvas(
      board: board, cellWidth: 2, objectMarks: .none, featureMarks: .none)
    guard let spot = canvas.spot(x: viewX + x, line: viewY + y) else { return false }
    cursor = spot.index
    return true
  }

  /// Scrolls so the cursor cell is inside a `width × height` map area, keeping a margin of
  /// a quarter of the window where the map allows, so the view jumps rather than creeps.
  mutating func scrollToCursor(canvas: TerminalCanvas, width: Int, height: Int) {
    let (left, top) = canvas.origin(ofIndex: cursor)
    let cellWidth = canvas.cellWidth
    let cellHeight = canvas.linesPerRow
    if left < viewX || left + cellWidth > viewX + width {
      viewX = left - width / 2
    }
    if top < viewY || top + cellHeight > viewY + height {
      viewY = top - height / 2
    }
    viewX = max(0, min(viewX, canvas.lineWidth - width))
    viewY = max(0, min(viewY, canvas.lineCount - height))
  }
}
