import Foundation
import HexBoard
import Testing

@_spi(Editor) @testable import HexBoardCLI

/// Path mode's movement class (issue 37): Tab cycles the terrain's own costs and each class
/// the board declares; the path and cost shown follow the class.
@Suite struct EditorPathClassTests {
  /// An 8 × 6 grass board with a forest two columns wide (1 and 2) open only on row 5, and
  /// two classes: `heavy` pays 9 for forest (so it walks round by row 5, where the terrain's
  /// costs go straight through) and `ranger` pays 1 everywhere.
  static func board() throws -> Board {
    var board = try EditorStateTests.rectangle()
    for col in 1...2 {
      for row in 0...4 {
        try board.setTerrain("forest", at: Hex(OffsetCoordinate(col: col, row: row)))
      }
    }
    try board.addMovementClass(MovementClass(name: "heavy", terrainCosts: ["forest": 9]))
    try board.addMovementClass(MovementClass(name: "ranger", defaultCost: 1))
    return board
  }

  static let start = Hex(OffsetCoordinate(col: 0, row: 0))
  static let goal = Hex(OffsetCoordinate(col: 3, row: 0))

  /// The reference: the board's own graph (nil class) or the class's, searched directly.
  static func expected(_ board: Board, _ name: String?) throws -> Path {
    let graph: NavigationGraph
    if let name {
      graph = try board.navigationGraph(for: [try #require(board.movementClass(named: name))])
    } else {
      graph = try board.navigationGraph()
    }
    return try #require(graph.path(from: start, to: goal))
  }

  static func shows(_ editor: MapEditor, _ expected: Path, label: String) {
    #expect(editor.message.contains("cost \(expected.cost), \(expected.steps) steps"), "\(label)")
    #expect(editor.path.map { editor.board.grid.hex(at: $0) } == expected.hexes, "\(label)")
  }

  @Test func tabCyclesTheClassAndThePathFollowsItsCosts() throws {
    let board = try Self.board()
    let plain = try Self.expected(board, nil)
    let heavy = try Self.expected(board, "heavy")
    let ranger = try Self.expected(board, "ranger")
    // The three differ, so showing the wrong one fails.
    #expect(plain.cost != heavy.cost && plain.hexes != heavy.hexes)
    #expect(ranger.cost != plain.cost && ranger.cost != heavy.cost)

    var editor = EditorStateTests.editor(board)
    EditorStateTests.press(&editor, "p")
    #expect(editor.statusLine.contains("path terrain costs"))
    #expect(editor.paletteLine == "Tab: [terrain] heavy ranger")
    EditorStateTests.press(&editor, [.enter, .right, .right, .right, .enter])
    Self.shows(editor, plain, label: "terrain")
    #expect(!editor.message.contains(" by "), "no class: the message it always had")

    EditorStateTests.press(&editor, [.tab])
    Self.shows(editor, heavy, label: "heavy")
    #expect(editor.message.contains("by class heavy"))
    #expect(editor.statusLine.contains("path class heavy"))
    #expect(editor.paletteLine == "Tab: terrain [heavy] ranger")
    let screen = editor.screen(width: 100, height: 12)
    #expect(screen.text.contains("path class heavy"))

    EditorStateTests.press(&editor, [.tab])
    Self.shows(editor, ranger, label: "ranger")
    EditorStateTests.press(&editor, [.tab])
    Self.shows(editor, plain, label: "round to the terrain again")
    #expect(editor.statusLine.contains("path terrain costs"))

    // A new path keeps the class; picked before the start, it prices the next path.
    EditorStateTests.press(&editor, [.tab])
    EditorStateTests.press(&editor, [.left, .left, .left, .enter, .right, .right, .right, .enter])
    Self.shows(editor, heavy, label: "new path, heavy")
    // Leaving and coming back keeps the class.
    EditorStateTests.press(&editor, [.escape])
    #expect(!editor.statusLine.contains("path "))
    EditorStateTests.press(&editor, "p")
    #expect(editor.statusLine.contains("path class heavy"))
  }

  @Test func theClassGraphIsBuiltOncePerClassAndAgainAfterEdits() throws {
    var editor = EditorStateTests.editor(try Self.board())
    EditorStateTests.press(&editor, "p")
    #expect(editor.pathGraph == nil)
    EditorStateTests.press(&editor, [.tab, .enter, .right, .right, .right, .enter])
    #expect(editor.pathGraphBuilds == 1)
    // Cursor keys and more paths by the same class reuse the graph.
    EditorStateTests.press(&editor, [.enter, .left, .enter, .enter, .down, .down, .enter])
    #expect(editor.pathGraphBuilds == 1)
    EditorStateTests.press(&editor, [.tab])
    #expect(editor.pathGraphBuilds == 2, "a class change with a path shown finds it again")
    EditorStateTests.press(&editor, [.enter, .right, .enter])
    #expect(editor.pathGraphBuilds == 2)
    // Painting outside path mode changes costs: the next path mode builds the graph again.
    EditorStateTests.press(&editor, [.escape])
    EditorStateTests.press(&editor, "1 p")
    #expect(editor.pathGraph == nil)
    EditorStateTests.press(&editor, [.enter, .left, .enter])
    #expect(editor.pathGraphBuilds == 3)
  }

  @Test func aBoardWithoutClassesSaysSoOnTab() throws {
    var editor = EditorStateTests.editor(try EditorStateTests.rectangle())
    EditorStateTests.press(&editor, "p")
    EditorStateTests.press(&editor, [.tab])
    #expect(editor.message.contains("declares no movement classes"))
    #expect(editor.statusLine.contains("path terrain costs"))
    #expect(editor.mode == .path(start: nil))
  }

  @Test func noPathForAClassIsSaidAndTabMovesOn() throws {
    var board = try EditorStateTests.rectangle()
    try board.addMovementClass(MovementClass(name: "boat", defaultCost: .impassable))
    var editor = EditorStateTests.editor(board)
    EditorStateTests.press(&editor, "p")
    EditorStateTests.press(&editor, [.enter, .right, .enter])
    #expect(editor.message.contains("cost 1, 1 steps"))
    EditorStateTests.press(&editor, [.tab])
    #expect(editor.message == "no path from 0,0 to 1,0 by class boat (impassable or cut off)")
    #expect(editor.path.isEmpty)
    EditorStateTests.press(&editor, [.tab])
    #expect(editor.message.contains("cost 1, 1 steps"), "the same cells, terrain costs again")
  }

  @Test func endToEndTabPricesThePathByTheClass() throws {
    let board = try Self.board()
    let plain = try Self.expected(board, nil)
    let heavy = try Self.expected(board, "heavy")
    let sandbox = try CLISandbox()
    let path = sandbox.path("classes.json")
    try MapFile.save(board, to: path)
    let session = try PseudoTerminalSession(
      ["edit", path], width: 100, height: 16, environment: ["TERM": "xterm", "NO_COLOR": "1"])
    session.waitForScreen("0,0 grass")
    session.type("p")
    session.waitForScreen("path terrain costs")
    session.waitForScreen("Tab: [terrain] heavy ranger")
    session.type("\r\u{1B}[C\u{1B}[C\u{1B}[C\r")
    session.waitForScreen("path 0,0 to 3,0: cost \(plain.cost), \(plain.steps) steps")
    session.type("\t")
    session.waitForScreen(
      "path 0,0 to 3,0 by class heavy: cost \(heavy.cost), \(heavy.steps) steps")
    session.waitForScreen("path class heavy")
    session.type("\u{1B}")
    session.waitForScreen("? for help")
    session.type("q")
    #expect(session.waitForExit().status == 0)
  }
}
