import Foundation
import HexBoard
import Testing

@_spi(Editor) @testable import HexBoardCLI

/// Painting numeric layers in the editor: `l` reaches them in their turn, a digit (or
/// Enter) opens a prompt for the number, Enter takes it, Tab adds 1; Space and `f` paint
/// it, undo and redo restore it, the map shows each cell's number as a short label and the
/// status line the layer, the cursor cell's number and the number painted.
@Suite struct EditorNumericLayerTests {
  /// A 6 × 5 grass map with a numeric layer "owner" (and a categorical one after it).
  static func numeric() throws -> Board {
    var board = try EditorStateTests.rectangle(6, 5)
    try board.addLayer("owner", kind: .numeric)
    try board.addLayer("roads", kind: .categorical(palette: [LayerValue(id: "road")]))
    return board
  }

  @Test func digitsThenEnterChooseTheNumber() throws {
    var editor = EditorStateTests.editor(try Self.numeric())
    EditorStateTests.press(&editor, "l")
    #expect(editor.activeLayer?.name == "owner")
    #expect(editor.message == "painting numbers of owner: 1 (type another, then Enter)")
    #expect(editor.statusLine.contains("owner 0 | paint owner 1 r0"))
    #expect(editor.paletteLine.hasPrefix("owner: paint [1]  digits"))
    // Digits type into the prompt (a `-` only first; other keys do nothing there).
    EditorStateTests.press(&editor, "4-2q")
    EditorStateTests.press(&editor, [.character("1\u{301}"), .character("٣")])
    #expect(editor.mode == .numberPrompt(text: "42"))
    #expect(editor.message == "owner number (Enter paints it, Esc keeps 1): 42_")
    EditorStateTests.press(&editor, [.backspace])
    EditorStateTests.press(&editor, "7")
    EditorStateTests.press(&editor, [.enter])
    #expect(editor.mode == .normal && editor.selectedLayerCode == 47)
    #expect(editor.message == "owner 47")
    // Enter opens an empty prompt: the way to a number below 0.
    EditorStateTests.press(&editor, [.enter])
    EditorStateTests.press(&editor, "-12")
    EditorStateTests.press(&editor, [.enter])
    #expect(editor.selectedLayerCode == -12)
    // Esc keeps the number; a number out of a layer's range, or none, is refused.
    EditorStateTests.press(&editor, "5")
    EditorStateTests.press(&editor, [.escape])
    #expect(editor.selectedLayerCode == -12 && editor.message == "still painting -12")
    EditorStateTests.press(&editor, "99999999999")
    EditorStateTests.press(&editor, [.enter])
    #expect(editor.selectedLayerCode == -12)
    #expect(editor.message.hasPrefix("99999999999 is not a layer's number"))
    EditorStateTests.press(&editor, [.enter, .enter])
    #expect(editor.message == "no number typed: still painting -12")
    // Tab adds 1.
    EditorStateTests.press(&editor, [.tab, .tab])
    #expect(editor.selectedLayerCode == -10 && editor.message == "owner -10")
    // The next `l` goes on to the categorical layer, whose digits pick values again.
    EditorStateTests.press(&editor, "l1")
    #expect(editor.activeLayer?.name == "roads" && editor.selectedLayerCode == 1)
    #expect(editor.mode == .normal)
  }

  @Test func paintsFillsUndoesAndRedoesNumbers() throws {
    let start = try Self.numeric()
    var editor = EditorStateTests.editor(start)
    EditorStateTests.press(&editor, [.right, .right, .down, .down])
    EditorStateTests.press(&editor, "l12")
    EditorStateTests.press(&editor, [.enter])
    EditorStateTests.press(&editor, "+ ")
    #expect(editor.message == "painted 7 cells")
    let grid = editor.board.grid
    let center = grid.hex(at: editor.cursor)
    let owner = try #require(editor.board.layer(named: "owner"))
    for index in grid.indices {
      let near = grid.distance(from: center, to: grid.hex(at: index)) <= 1
      #expect(owner.number(at: grid.hex(at: index)) == (near ? 12 : 0))
    }
    #expect(editor.board.terrain == start.terrain, "terrain untouched")
    #expect(editor.statusLine.contains("owner 12 | paint owner 12 r1"))
    // A radius-0 stroke of 0 clears the middle; a fill of 3 covers the cleared area only,
    // then a fill of 5 outside covers the rest of the zeros, not the ring of twelves.
    EditorStateTests.press(&editor, "-0")
    EditorStateTests.press(&editor, [.enter])
    EditorStateTests.press(&editor, " 3")
    EditorStateTests.press(&editor, [.enter])
    EditorStateTests.press(&editor, "f")
    #expect(editor.message == "filled 1 cell")
    #expect(editor.board.layer(named: "owner")?.number(at: center) == 3)
    EditorStateTests.press(&editor, "f")
    #expect(editor.message == "filled 0 cells (already 3)")
    EditorStateTests.press(&editor, [.up, .up])
    EditorStateTests.press(&editor, "5")
    EditorStateTests.press(&editor, [.enter])
    EditorStateTests.press(&editor, "f")
    let filled = try #require(editor.board.layer(named: "owner"))
    #expect(filled.codes.flattened().filter { $0 == 5 }.count == 30 - 7)
    #expect(filled.codes.flattened().filter { $0 == 12 }.count == 6)
    // Undo walks back through the patches to the start; redo comes forward again.
    let painted = editor.board
    EditorStateTests.press(&editor, "uuuu")
    #expect(editor.board == start)
    #expect(!editor.isModified)
    EditorStateTests.press(&editor, "rrrr")
    #expect(editor.board == painted)
  }

  /// The map shows a number as a label of up to two characters across its cell: the
  /// number from -9 to 99, `++` above, `--` below; 0 shows the terrain.
  @Test func theMapShowsShortLabels() throws {
    var board = try EditorStateTests.rectangle(4, 2)
    try board.addLayer("owner", kind: .numeric)
    let numbers = [12, -7, 150, -20, 5, 0, 99, 1]
    for (index, number) in numbers.enumerated() {
      try board.setLayerNumber(number, inLayer: "owner", at: board.grid.hex(at: index))
    }
    var editor = EditorStateTests.editor(board)
    EditorStateTests.press(&editor, "l")
    // Each cell is two characters by two lines, odd columns half a cell lower: row 0 holds
    // 12, -7, 150, -20; row 1 holds 5, 0 (grass shows), 99, 1.
    let lines = editor.screen(width: 40, height: 8).text.split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(Array(lines.prefix(5)) == ["12  ++", "12-7++--", "5 -799--", "5 . 991", "      1"])
    #expect(MapEditor.numberLabel(0) == nil && MapEditor.numberLabel(-9) == "-9")
    #expect(MapEditor.numberLabel(-10) == "--" && MapEditor.numberLabel(100) == "++")
    #expect(MapEditor.numberLabel(Int32.max) == "++" && MapEditor.numberLabel(Int32.min) == "--")
  }

  /// On a pseudo-terminal: pick the numeric layer, type a number and Enter, paint it and
  /// see it on the map and in the status line, undo, paint a number below 0, save.
  @Test func paintsNumbersInTheTerminalAndSaves() throws {
    let sandbox = try CLISandbox()
    let path = sandbox.path("numbers.json")
    try MapFile.save(try Self.numeric(), to: path)
    let session = try PseudoTerminalSession(
      ["edit", path], width: 100, height: 14, environment: ["TERM": "xterm", "NO_COLOR": "1"])
    session.waitForScreen("0,0 grass")
    session.type("l42")
    session.waitForScreen("owner number (Enter paints it, Esc keeps 1): 42_")
    session.type("\r ")
    session.waitForScreen("owner 42 | paint owner 42 r0")
    session.waitForScreen("painted 1 cell")
    #expect(session.screen.hasPrefix("42"), "the number on the map: \(session.screen)")
    session.type("u")
    session.waitForScreen("undone (0 left)")
    session.type("\r-3\r")
    session.waitForScreen("owner -3")
    session.type(" s")
    session.waitForScreen("saved")
    session.type("q")
    #expect(session.waitForExit().status == 0)
    let saved = try MapFile.decode(try FileIO.read(path, limit: 1 << 20))
    let owner = try #require(saved.layer(named: "owner"))
    #expect(owner.number(at: saved.grid.hex(at: 0)) == -3)
    #expect(owner.codes.flattened().filter { $0 != 0 }.count == 1)
  }
}
