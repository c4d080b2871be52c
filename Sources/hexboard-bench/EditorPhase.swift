// `--editor FILE`: the terminal editor (HexBoardCLI's MapEditor) timed without a terminal,
// here rather than in the shipped tool. Opens the map as `hexboard edit` does (load, editor,
// first full screen), then feeds a fixed key sequence to the state machine and the screen
// painter on a 200 × 60 window, and reports the time per key and the bytes the terminal
// would receive.
import HexBoard
@_spi(Editor) import HexBoardCLI
import HexBoardRendering

func editorPhase(path: String) throws {
  let clock = ContinuousClock()
  let start = clock.now
  let board = try MapFile.load(from: path)
  var editor = MapEditor(board: board, fileName: path) { _, _ in }
  var painter = ScreenPainter(
    colorEscapes: board.palette.map { TerminalCanvas.ansiColors(for: $0.color) })
  let (width, height) = (200, 60)
  let firstBytes = painter.paint(editor.screen(width: width, height: height)).count
  let opened = clock.now - start

  // Moves along a row and down, with a paint every 8 keys and a scroll now and then.
  var keys: [EditorKey] = []
  for k in 0..<2000 {
    keys.append(k % 97 == 96 ? .down : .right)
    if k % 8 == 7 { keys.append(.character(" ")) }
  }
  var moveTime = Duration.zero
  var paintTime = Duration.zero
  var worst = Duration.zero
  var moveBytes = 0
  var moves = 0
  var paints = 0
  for key in keys {
    let before = clock.now
    _ = editor.handle(key)
    let bytes = painter.paint(editor.screen(width: width, height: height)).count
    let spent = clock.now - before
    worst = max(worst, spent)
    if key == .character(" ") {
      paintTime += spent
      paints += 1
    } else {
      moveTime += spent
      moveBytes += bytes
      moves += 1
    }
  }
  func micro(_ duration: Duration) -> String {
    let value =
      Double(duration.components.seconds) * 1e6
      + Double(duration.components.attoseconds) / 1e12
    return String(Int(value.rounded()))
  }
  print("map: \(board.grid.width) x \(board.grid.height) (\(board.grid.cellCount) cells)")
  print(
    "open (load, editor, first \(width)x\(height) screen): \(micro(opened)) us, \(firstBytes) bytes"
  )
  print(
    "cursor move: \(micro(moveTime / max(1, moves))) us per key, \(moveBytes / max(1, moves)) bytes per key (\(moves) keys)"
  )
  print("paint: \(micro(paintTime / max(1, paints))) us per key (\(paints) keys)")
  print("slowest key: \(micro(worst)) us")
}
