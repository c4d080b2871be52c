import Foundation
import HexBoard
import Testing

@_spi(Editor) @testable import HexBoardCLI

/// Painting categorical layers in the editor: `l` cycles the paint target (terrain, then
/// each layer), the number keys pick values (0 none), Space / `f` paint them, undo and redo
/// restore them, and the status line names the layer. Numeric layers:
/// EditorNumericLayerTests.
@Suite struct EditorLayerTests {
  static func layered() throws -> Board {
    var board = try EditorStateTests.rectangle(6, 5)
    try board.addLayer(
      "overlay",
      kind: .categorical(palette: [LayerValue(id: "forest"), LayerValue(id: "village")]))
    try board.addLayer("owner", kind: .numeric)
    try board.addLayer("roads", kind: .categorical(palette: [LayerValue(id: "road")]))
    return board
  }

  @Test func lCyclesTerrainAndEachLayer() throws {
    var editor = EditorStateTests.editor(try Self.layered())
    #expect(editor.activeLayer == nil)
    EditorStateTests.press(&editor, "l")
    #expect(editor.activeLayer?.name == "overlay")
    #expect(editor.message == "painting layer overlay: 1 forest")
    #expect(editor.statusLine.contains("overlay none | paint overlay 1 forest r0"))
    #expect(editor.paletteLine == "overlay: 0 none [1 forest] 2 village")
    EditorStateTests.press(&editor, "l")
    #expect(editor.activeLayer?.name == "owner", "the numeric layer comes in its turn")
    EditorStateTests.press(&editor, "l")
    #expect(editor.activeLayer?.name == "roads")
    EditorStateTests.press(&editor, "l")
    #expect(editor.activeLayer == nil)
    #expect(editor.statusLine.contains("paint 1 ocean r0"))
    // A map without layers says so.
    var plain = EditorStateTests.editor(try EditorStateTests.rectangle())
    EditorStateTests.press(&plain, "l")
    #expect(plain.activeLayer == nil)
    #expect(plain.message.hasPrefix("the map has no layer to paint"))
  }

  @Test func paintsFillsUndoesAndRedoesLayerValues() throws {
    let start = try Self.layered()
    var editor = EditorStateTests.editor(start)
    EditorStateTests.press(&editor, [.right, .right, .down, .down])
    EditorStateTests.press(&editor, "l2+ ")
    #expect(editor.message == "painted 7 cells")
    let center = editor.board.grid.hex(at: editor.cursor)
    let overlay = try #require(editor.board.layer(named: "overlay"))
    for index in editor.board.grid.indices {
      let near = editor.board.grid.distance(from: center, to: editor.board.grid.hex(at: index)) <= 1
      #expect((overlay.codes[index: index] == 2) == near)
    }
    #expect(editor.board.terrain == start.terrain, "terrain untouched")
    #expect(editor.statusLine.contains("overlay village"))
    // 0 paints none: the brush clears the middle, then a fill covers the empty area.
    EditorStateTests.press(&editor, "-0 ")
    #expect(editor.board.layer(named: "overlay")?.value(at: center) == nil)
    EditorStateTests.press(&editor, "1f")
    let filled = try #require(editor.board.layer(named: "overlay"))
    #expect(filled.value(at: center)?.id == "forest")
    #expect(filled.codes[index: 0] == 0, "the fill stays inside the ring of villages")
    // Undo walks back through the patches to the start; redo comes forward again.
    let painted = editor.board
    EditorStateTests.press(&editor, "uuu")
    #expect(editor.board == start)
    #expect(!editor.isModified)
    EditorStateTests.press(&editor, "rrr")
    #expect(editor.board == painted)
    // Tab cycles the values and none.
    EditorStateTests.press(&editor, [.tab, .tab])
    #expect(editor.selectedLayerCode == 0)
    EditorStateTests.press(&editor, "7")
    #expect(editor.message == "the layer overlay has 2 values")
  }

  /// On a pseudo-terminal: paint a value of a layer, see its number on the map and the
  /// layer in the status line, undo it, paint again, save.
  @Test func paintsALayerInTheTerminalAndSaves() throws {
    let sandbox = try CLISandbox()
    let path = sandbox.path("layers.json")
    try MapFile.save(try Self.layered(), to: path)
    let session = try PseudoTerminalSession(
      ["edit", path], width: 100, height: 14, environment: ["TERM": "xterm", "NO_COLOR": "1"])
    session.waitForScreen("0,0 grass")
    session.type("l2 ")
    session.waitForScreen("paint overlay 2 village")
    session.waitForScreen("painted 1 cell")
    #expect(session.screen.hasPrefix("2"), "the value's number on the map: \(session.screen)")
    session.type("u")
    session.waitForScreen("undone (0 left)")
    session.type("1 s")
    session.waitForScreen("saved")
    session.type("q")
    #expect(session.waitForExit().status == 0)
    let saved = try MapFile.decode(try FileIO.read(path, limit: 1 << 20))
    let overlay = try #require(saved.layer(named: "overlay"))
    #expect(overlay.value(at: saved.grid.hex(at: 0))?.id == "forest")
    #expect(overlay.codes.flattened().filter { $0 != 0 }.count == 1)
  }
}
