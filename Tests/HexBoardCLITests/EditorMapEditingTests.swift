import HexBoard
import HexBoardRendering
import HexTestSupport
import Testing

@_spi(Editor) @testable import HexBoardCLI

/// The editor's keys for corners, heights and objects, its palette line, features on its
/// map and its lines in a 40×12 window (issue 38), without a terminal.
@Suite struct EditorMapEditingTests {
  typealias S = EditorStateTests

  @Test func cornerModeTogglesTheSelectedFeatureAndUndoes() throws {
    let board = try S.rectangle()
    var editor = S.editor(board)
    S.press(&editor, [.right, .down])
    S.press(&editor, "c")
    #expect(editor.mode == .features(corners: true))
    S.press(&editor, [.tab])  // town → tower
    S.press(&editor, "3")
    let hex = editor.board.grid.hex(at: editor.cursor)
    #expect(editor.board.hasFeature("tower", at: .corner(HexVertex(hex, corner: 2))))
    #expect(editor.message == "put tower on corner nw")
    #expect(editor.statusLine.contains("corner nw tower"))
    S.press(&editor, "3")
    #expect(editor.board == board)
    S.press(&editor, "3u")
    #expect(editor.board == board)
    S.press(&editor, "r")
    #expect(editor.board.hasFeature("tower", at: .corner(HexVertex(hex, corner: 2))))
  }

  @Test func heightKeysCreateHeightsAndUndoRemovesThem() throws {
    let board = try S.rectangle()
    var editor = S.editor(board)
    S.press(&editor, ">>.<")
    #expect(editor.board.elevation?[index: 0] == 2)
    #expect(editor.board.elevation?[index: 1] == 0)
    #expect(editor.statusLine.contains("h 2"))
    S.press(&editor, ",,,")
    #expect(editor.board.elevation?[index: 0] == -1)
    S.press(&editor, "uuuuuuu")
    #expect(editor.board == board, "the first undo-able step created the heights")
  }

  @Test func objectsArePlacedMovedRemovedAndUndone() throws {
    let board = try S.rectangle()
    var editor = S.editor(board)
    S.press(&editor, "o")
    S.press(&editor, "town hq")
    S.press(&editor, [.backspace, .character("Q"), .enter])
    let hq = try #require(editor.board.object(withID: "hQ"))
    #expect(hq.kind == "town" && editor.board.grid.index(of: hq.position) == 0)
    #expect(editor.screen(width: 40, height: 12).text.hasPrefix(".o"), "the marker is drawn")
    S.press(&editor, "o")
    S.press(&editor, [.enter])
    #expect(editor.board.object(withID: "unit1")?.kind == "unit", "kind and id by default")
    S.press(&editor, "m")
    S.press(&editor, [.right, .down, .enter])
    let moved = try #require(editor.board.object(withID: "hQ"))
    #expect(
      editor.board.grid.offset(at: try #require(editor.board.grid.index(of: moved.position)))
        == OffsetCoordinate(col: 1, row: 1))
    S.press(&editor, "x")
    #expect(editor.board.object(withID: "hQ") == nil)
    let map = editor.screen(width: 40, height: 12).text.split(separator: "\n").prefix(9)
    #expect(!map.joined().contains("o"), "the town marker is gone")
    S.press(&editor, "x")
    #expect(editor.message == "no object here to remove")
    S.press(&editor, "o")
    S.press(&editor, [.escape])
    #expect(editor.message == "no object placed")
    S.press(&editor, "uuuu")
    #expect(editor.board == board)
    // A duplicate id is refused with the board's reason, nothing changed.
    S.press(&editor, "o")
    S.press(&editor, "unit a")
    S.press(
      &editor, [.enter, .character("o"), .character("u"), .character(" "), .character("a"), .enter])
    #expect(editor.message.hasPrefix("no object placed"))
    #expect(editor.board.objects.count == 1)
  }

  @Test func theMapShowsSideAndCornerFeatures() throws {
    var board = try S.rectangle()
    let hex = board.grid.hex(at: 0)
    try board.setFeature("river", at: .side(HexEdge(hex, HexDirection(rawValue: 5)!)))
    try board.setFeature("town", at: .corner(HexVertex(hex, corner: 0)))
    var editor = S.editor(board)
    S.press(&editor, [.down, .down])  // the cursor off the cell drawn
    let lines = editor.screen(width: 40, height: 12).text.split(separator: "\n")
    #expect(lines[1].hasPrefix("~x"), "\(lines[1])")
  }

  @Test func thePaletteLineShowsWhatEachNumberPaints() throws {
    var editor = S.editor(try S.rectangle())
    S.press(&editor, "3")
    let lines = editor.screen(width: 120, height: 12).text.split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[9]
        == "1 ocean 2 coast [3 grass] 4 forest 5 hills 6 mountain 7 desert 8 snow")
    S.press(&editor, "e")
    #expect(editor.paletteLine == "Tab: [wall] river road")
  }

  /// Every line of a 40×12 window: cut with an ellipsis, never past the edge; a prompt
  /// keeps its end, what is being typed.
  @Test func linesAreCutWithAnEllipsisIn40By12() throws {
    var editor = MapEditor(board: try S.rectangle(), fileName: "a-rather-long-file-name.json") {
      _, _ in
    }
    let screen = editor.screen(width: 40, height: 12)
    let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 12)
    #expect(lines[9].count == 40 && lines[9].hasSuffix("…"))
    #expect(lines[10].count == 40 && lines[10].hasSuffix("…"), "\(lines[10])")
    S.press(&editor, "o")
    S.press(&editor, "resource goldmine")
    let prompt = editor.screen(width: 40, height: 12).text.split(
      separator: "\n", omittingEmptySubsequences: false)[11]
    #expect(prompt.count == 40 && prompt.hasPrefix("…") && prompt.hasSuffix("goldmine_"))
    S.press(&editor, [.escape, .character("?")])
    let help = editor.screen(width: 40, height: 12).text.split(separator: "\n")
    #expect(help.allSatisfy { $0.count <= 40 })
    #expect(help.contains { $0.hasSuffix("…") })
  }

  /// The editor refreshes only the cells a feature change touches: after random side and
  /// corner toggles, undos and redos (random shapes and wraps), its marks equal marks
  /// computed from scratch.
  @Test(arguments: 0..<12)
  func featureMarksStayEqualToAFreshComputation(_ seed: UInt64) throws {
    var rng = TestRandom(seed: 0x38_0000 + seed)
    var editor = S.editor(try randomBoard(using: &rng))
    let keys: [EditorKey] = [
      .up, .down, .left, .right, .tab, .escape, .character("u"), .character("r"),
    ]
    for _ in 0..<80 {
      if Bool.random(using: &rng) {
        S.press(&editor, Bool.random(using: &rng) ? "e" : "c")
        S.press(&editor, String(Int.random(in: 1...6, using: &rng)))
      } else {
        _ = editor.handle(keys.randomElement(using: &rng)!)
      }
    }
    let fresh = TerminalCanvas.FeatureMarks(board: editor.board)
    let expected =
      fresh.codes.isEmpty ? [UInt8](repeating: 0, count: editor.board.grid.indexCount) : fresh.codes
    #expect(
      editor.featureMarks.codes.isEmpty
        ? expected.allSatisfy { $0 == 0 } : editor.featureMarks.codes == expected)
  }
}
