import Foundation
import HexBoard
import HexTestSupport
import Testing

@_spi(Editor) @testable import HexBoardCLI

/// The editor's state machine without a terminal: key events in, board and screen out.
@Suite struct EditorStateTests {
  static func rectangle(_ columns: Int = 8, _ rows: Int = 6, wrap: MapWrap = .none) throws -> Board
  {
    try Board(
      name: "t", grid: MapGrid(shape: .rectangle(columns: columns, rows: rows), wrap: wrap),
      fill: "grass")
  }

  static func editor(_ board: Board, save: @escaping (Board) throws -> Void = { _ in }) -> MapEditor
  {
    MapEditor(board: board, fileName: "t.json") { board, _ in try save(board) }
  }

  static func press(_ editor: inout MapEditor, _ keys: [EditorKey]) {
    for key in keys { _ = editor.handle(key) }
  }

  static func press(_ editor: inout MapEditor, _ text: String) {
    press(&editor, text.map { EditorKey.character($0) })
  }

  @Test func cursorStartsOnTheFirstCellAndMovesInOffsetCoordinates() throws {
    var editor = Self.editor(try Self.rectangle())
    #expect(editor.cursorOffset == OffsetCoordinate(col: 0, row: 0))
    Self.press(&editor, [.right, .right, .down])
    #expect(editor.cursorOffset == OffsetCoordinate(col: 2, row: 1))
    Self.press(&editor, [.left, .left, .left, .up, .up])
    #expect(editor.cursorOffset == OffsetCoordinate(col: 0, row: 0), "stops at the edges")
    // A cylinder comes round east-west, not north-south.
    var wrapped = Self.editor(try Self.rectangle(wrap: .cylinder))
    Self.press(&wrapped, [.left, .up])
    #expect(wrapped.cursorOffset == OffsetCoordinate(col: 7, row: 0))
  }

  @Test func cursorSkipsHolesOfAHexagon() throws {
    let board = try Board(name: "h", grid: MapGrid(shape: .hexagon(radius: 2)), fill: "grass")
    var editor = Self.editor(board)
    let first = editor.cursor
    #expect(board.grid.isCell(first))
    #expect((0..<first).allSatisfy { !board.grid.isCell($0) })
    // Moving everywhere never leaves the map.
    var rng = TestRandom(seed: 7)
    for _ in 0..<200 {
      Self.press(&editor, [[EditorKey.up, .down, .left, .right].randomElement(using: &rng)!])
      #expect(board.grid.isCell(editor.cursor))
    }
  }

  @Test func paletteSelectionAndBrushPaintTheHexRange() throws {
    var editor = Self.editor(try Self.rectangle(10, 10))
    Self.press(&editor, [.right, .right, .right, .down, .down, .down])
    Self.press(&editor, "4+ ")
    let board = editor.board
    let center = board.grid.hex(at: editor.cursor)
    for index in board.grid.indices {
      let expected = board.grid.distance(from: center, to: board.grid.hex(at: index)) <= 1
      #expect((board.terrain[index: index] == 3) == expected)
    }
    #expect(editor.message == "painted 7 cells")
    #expect(editor.isModified)
    // Tab cycles the palette and comes round.
    for _ in 0..<board.palette.count { Self.press(&editor, [.tab]) }
    #expect(editor.selected == 3)
    Self.press(&editor, "9")
    #expect(editor.selected == 3, "no ninth terrain: unchanged")
    Self.press(&editor, "---")
    #expect(editor.brushRadius == 0)
  }

  @Test func floodFillMatchesABruteForceComponent() throws {
    var rng = TestRandom(seed: 21)
    for _ in 0..<30 {
      let board = try randomBoard(using: &rng)
      var editor = Self.editor(board)
      let start = editor.cursor
      let target = board.terrain[index: start]
      // Reference: repeated relaxation over all cells until nothing grows.
      var inside = Set([start])
      var grew = true
      while grew {
        grew = false
        for index in board.grid.indices where !inside.contains(index) {
          guard board.terrain[index: index] == target else { continue }
          if board.grid.neighbors(of: index).contains(where: inside.contains) {
            inside.insert(index)
            grew = true
          }
        }
      }
      let code = (Int(target) + 1) % board.palette.count
      editor.selected = code
      Self.press(&editor, "f")
      for index in board.grid.indices {
        let expected = inside.contains(index) ? UInt8(code) : board.terrain[index: index]
        #expect(editor.board.terrain[index: index] == expected)
      }
    }
  }

  @Test func undoAllGivesTheOriginalAndRedoAllTheFinal() throws {
    var rng = TestRandom(seed: 2021)
    let keys: [EditorKey] = [
      .up, .down, .left, .right, .tab, .character(" "), .character(" "), .character("+"),
      .character("-"), .character("f"), .character("2"), .character("5"), .character("u"),
      .character("r"),
    ]
    for _ in 0..<40 {
      let board = try randomBoard(using: &rng)
      var editor = Self.editor(board)
      for _ in 0..<Int.random(in: 1...60, using: &rng) {
        _ = editor.handle(keys.randomElement(using: &rng)!)
        if Int.random(in: 0..<15, using: &rng) == 0 {
          // An edge toggle now and then.
          Self.press(&editor, "e")
          Self.press(
            &editor, [.character(Character(String(Int.random(in: 1...6, using: &rng)))), .escape])
        }
      }
      let final = editor.board
      let depth = editor.undoStack.count
      while !editor.undoStack.isEmpty { Self.press(&editor, "u") }
      #expect(editor.board == board)
      #expect(!editor.isModified)
      for _ in 0..<depth { Self.press(&editor, "r") }
      #expect(editor.board == final)
    }
  }

  /// The undo stack holds patches: each change is the patch from the board before it to
  /// the board after it, and undo applies its inverse (the shared change model of servers
  /// and scripts).
  @Test func undoStepsArePatchesAndTheirInverses() throws {
    var rng = TestRandom(seed: 3434)
    let keys: [EditorKey] = [
      .right, .down, .tab, .character(" "), .character("+"), .character("-"), .character("f"),
      .character("3"),
    ]
    for _ in 0..<10 {
      var editor = Self.editor(try randomBoard(using: &rng))
      for _ in 0..<30 { _ = editor.handle(keys.randomElement(using: &rng)!) }
      while let change = editor.undoStack.last {
        let after = editor.board
        #expect(after.contentHash() == change.patch.target)
        #expect(change.inverse.base == change.patch.target)
        Self.press(&editor, "u")
        #expect(editor.board.contentHash() == change.patch.base)
        #expect(try editor.board.applying(change.patch) == after)
        #expect(change.inverse == (try BoardPatch(from: after, to: editor.board)))
      }
    }
  }

  @Test func saveGoesThroughTheCallerAndClearsModified() throws {
    let sandbox = try CLISandbox()
    let path = sandbox.path("map.json")
    var editor = Self.editor(try Self.rectangle()) { board in
      try MapIO.write(board, to: .file(path), context: .capturing())
    }
    Self.press(&editor, [.right])
    Self.press(&editor, "4 ")
    #expect(editor.isModified)
    Self.press(&editor, "s")
    #expect(!editor.isModified)
    #expect(editor.message == "saved t.json")
    let saved = try MapFile.decode(try FileIO.read(path, limit: 1 << 20))
    #expect(saved == editor.board)
    #expect(saved.terrain(at: Hex(OffsetCoordinate(col: 1, row: 0)))?.id == "forest")
    // Undo after a save: modified again; redo: back at the saved state.
    Self.press(&editor, "u")
    #expect(editor.isModified)
    Self.press(&editor, "r")
    #expect(!editor.isModified)
  }

  /// A digit with a combining mark sorts between "1" and "9" as a Character but is no
  /// number: it must be ignored, in the normal mode and in edge mode (it trapped before).
  @Test func digitsWithCombiningMarksAreIgnored() throws {
    let board = try Self.rectangle()
    var editor = Self.editor(board)
    for mode in ["", "e"] {
      Self.press(&editor, mode)
      _ = editor.handle(.character("3\u{301}"))
      _ = editor.handle(.character("1\u{20E3}"))
      _ = editor.handle(.escape)
    }
    #expect(editor.board == board)
  }

  @Test func quitAsksWhenModified() throws {
    var clean = Self.editor(try Self.rectangle())
    #expect(clean.handle(.character("q")) == .quit)

    var saves = 0
    var editor = Self.editor(try Self.rectangle()) { _ in saves += 1 }
    Self.press(&editor, "2 ")
    #expect(editor.handle(.character("q")) == .proceed)
    #expect(editor.mode == .confirmQuit)
    #expect(editor.handle(.character("c")) == .proceed)
    #expect(editor.mode == .normal)
    #expect(editor.handle(.interrupt) == .proceed)
    #expect(editor.handle(.character("d")) == .quit)
    #expect(saves == 0)
    Self.press(&editor, "q")
    #expect(editor.handle(.character("s")) == .quit)
    #expect(saves == 1)
    // A failing save does not quit.
    var failing = Self.editor(try Self.rectangle()) { _ in throw CLIError.failure("disk full") }
    Self.press(&failing, "2 q")
    #expect(failing.handle(.character("s")) == .proceed)
    #expect(failing.message == "cannot save: disk full")
  }

  @Test func pathModeShowsTheCheapestPathAndItsCost() throws {
    var board = try Self.rectangle()
    try board.setTerrain("forest", at: Hex(OffsetCoordinate(col: 1, row: 0)))
    var editor = Self.editor(board)
    Self.press(&editor, "p")
    Self.press(&editor, [.enter, .right, .right, .right, .enter])
    let expected = try board.navigationGraph().path(
      from: Hex(OffsetCoordinate(col: 0, row: 0)), to: Hex(OffsetCoordinate(col: 3, row: 0)))
    #expect(expected != nil)
    #expect(editor.message.contains("cost \(expected!.cost), \(expected!.steps) steps"))
    #expect(editor.path.map { board.grid.hex(at: $0) } == expected!.hexes)
    let screen = editor.screen(width: 40, height: 12)
    #expect(screen.cells.contains { $0.attributes & EditorScreen.bold != 0 })
    Self.press(&editor, [.escape])
    #expect(editor.mode == .normal && editor.path.isEmpty)
  }

  @Test func edgeModeTogglesASideAndUndoes() throws {
    var editor = Self.editor(try Self.rectangle())
    Self.press(&editor, [.right, .down])
    let edge = HexEdge(editor.board.grid.hex(at: editor.cursor), .north)
    Self.press(&editor, "e3")
    #expect(editor.board.hasFeature("wall", at: .side(edge)))
    #expect(editor.statusLine.contains("n wall"))
    Self.press(&editor, [.tab])
    Self.press(&editor, "3")
    #expect(editor.board.hasFeature("river", at: .side(edge)))
    Self.press(&editor, [.escape])
    Self.press(&editor, "uu")
    #expect(editor.board.features(at: edge).isEmpty)
  }

  @Test func screenShowsTheMapCursorAndStatus() throws {
    var board = try Self.rectangle(4, 2)
    try board.addObject(
      BoardObject(id: "u1", kind: "unit", position: Hex(OffsetCoordinate(col: 1, row: 0))))
    var editor = Self.editor(board)
    Self.press(&editor, [.right])
    let screen = editor.screen(width: 40, height: 8)
    #expect(
      screen.text.split(separator: "\n", omittingEmptySubsequences: false) == [
        // The palette line (issue 38) above the status line; both cut with an ellipsis.
        ".   .", "  .@  .", ". ▒▒.", "  .   .", "", "[1 ocean] 2 coast 3 grass 4 forest 5 hi…",
        " t.json | 1,0 grass | u1 (unit) | paint…", "? for help, q to quit",
      ])
    // The cursor cell is in reverse video, nothing else on the map is.
    var inverse: [String] = []
    for y in 0..<6 {
      for x in 0..<40 where screen[x, y].attributes != 0 { inverse.append("\(x),\(y)") }
    }
    #expect(inverse == ["2,1", "3,1", "2,2", "3,2"])
  }

  @Test func mouseClicksMoveTheCursorAndPaint() throws {
    var editor = Self.editor(try Self.rectangle())
    _ = editor.screen(width: 40, height: 12)
    Self.press(&editor, "4")
    // Screen (4, 0) is column 2's symbol, (2, 1) column 1's first line.
    Self.press(&editor, [.mouse(x: 4, y: 0, button: 0)])
    #expect(editor.cursorOffset == OffsetCoordinate(col: 2, row: 0))
    #expect(editor.board.terrain(at: editor.board.grid.hex(at: editor.cursor))?.id == "forest")
    Self.press(&editor, [.mouse(x: 3, y: 2, button: 2)])
    #expect(editor.cursorOffset == OffsetCoordinate(col: 1, row: 0), "other buttons only move")
    #expect(editor.board.terrain(at: editor.board.grid.hex(at: editor.cursor))?.id == "grass")
    // The status lines and places beyond the map are not cells.
    Self.press(&editor, [.mouse(x: 0, y: 10, button: 0), .mouse(x: 39, y: 0, button: 0)])
    #expect(editor.cursorOffset == OffsetCoordinate(col: 1, row: 0))
  }

  @Test func theViewScrollsToKeepTheCursorOnScreen() throws {
    var editor = Self.editor(try Self.rectangle(200, 150))
    var rng = TestRandom(seed: 5)
    for _ in 0..<300 {
      let key = [EditorKey.right, .right, .down, .down, .left, .up].randomElement(using: &rng)!
      Self.press(&editor, [key])
      let screen = editor.screen(width: 50, height: 14)
      // The cursor cell (two characters on its two lines) is inside the map area.
      var inverse = 0
      for y in 0..<12 {
        for x in 0..<50 where screen[x, y].attributes & EditorScreen.inverse != 0 { inverse += 1 }
      }
      #expect(inverse == 4, "cursor at \(editor.cursorOffset)")
    }
    #expect(editor.viewX > 0 || editor.viewY > 0)
  }
}
