import HexBoard
import HexTestSupport
import Testing

@_spi(Editor) @testable import HexBoardCLI

/// The key decoder and the screen painter: bytes in, events out; screens in, the fewest
/// bytes that turn the terminal from one into the next.
@Suite struct EditorScreenTests {
  @Test func decodesKeysArrowsAndMouse() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode(Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[D\t\r 2+q".utf8))
        == [
          .up, .down, .right, .left, .tab, .enter, .character(" "), .character("2"),
          .character("+"), .character("q"),
        ])
    #expect(
      decoder.decode(Array("\u{1B}[<0;5;3M\u{1B}[<0;5;3m\u{1B}[<64;1;1M".utf8)) == [
        .mouse(x: 4, y: 2, button: 0)
      ])
    // A sequence split across reads waits for its end.
    #expect(decoder.decode(Array("\u{1B}[<2;10".utf8)) == [])
    #expect(decoder.decode(Array(";7M\u{3}".utf8)) == [.mouse(x: 9, y: 6, button: 2), .interrupt])
    #expect(decoder.decode([0x1B]) == [.escape])
    #expect(decoder.decode(Array("é".utf8)) == [.character("é")])
    #expect(decoder.decode(Array("\u{1B}[99~x".utf8)) == [.character("x")], "unknown dropped")
  }

  @Test func paintedDiffsReproduceEveryScreen() throws {
    var rng = TestRandom(seed: 60)
    for _ in 0..<10 {
      let board = try randomBoard(using: &rng)
      var editor = MapEditor(board: board, fileName: "r.json") { _, _ in }
      var painter = ScreenPainter(colorEscapes: board.palette.map { _ in "\u{1B}[41m" })
      var terminal = FakeTerminal(width: 30, height: 10)
      let keys: [EditorKey] = [
        .up, .down, .left, .right, .tab, .character(" "), .character("f"), .character("u"),
        .character("?"),
      ]
      for _ in 0..<40 {
        _ = editor.handle(keys.randomElement(using: &rng)!)
        let screen = editor.screen(width: 30, height: 10)
        terminal.feed(painter.paint(screen))
        #expect(terminal.text == screen.text)
      }
    }
  }

  @Test func aCursorMoveRedrawsOnlyWhatChanged() throws {
    let board = try Board(
      name: "big", grid: MapGrid(shape: .rectangle(columns: 300, rows: 200)), fill: "grass")
    var editor = MapEditor(board: board, fileName: "big.json") { _, _ in }
    var painter = ScreenPainter(colorEscapes: board.palette.map { TerminalColor.escape($0.color) })
    let first = painter.paint(editor.screen(width: 200, height: 60)).count
    _ = editor.handle(.right)
    let second = painter.paint(editor.screen(width: 200, height: 60)).count
    #expect(first > 12_000)
    #expect(second < 400, "a move rewrites two cells and the status line, got \(second) bytes")
  }
}

/// The terrain escape, as the editor gets it from the terminal renderer.
enum TerminalColor {
  static func escape(_ color: RGBColor) -> String {
    "\u{1B}[48;2;\(color.red);\(color.green);\(color.blue)m"
  }
}
