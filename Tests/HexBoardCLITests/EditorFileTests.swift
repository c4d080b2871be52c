import Foundation
import HexBoard
import Testing

@_spi(Editor) @testable import HexBoardCLI

/// The editor's `s` on a real file (``EditorFile`` behind ``MapEditor``): a file changed on
/// disk since it was opened or saved is not overwritten without asking.
@Suite struct EditorFileTests {
  /// An editor on a fresh 8 × 6 grass map saved at `map.json` in `sandbox`.
  static func open(_ sandbox: CLISandbox) throws -> (MapEditor, path: String) {
    let path = sandbox.path("map.json")
    let board = try Board(
      name: "t", grid: MapGrid(shape: .rectangle(columns: 8, rows: 6)), fill: "grass")
    try MapFile.save(board, to: path)
    let file = EditorFile(path: path)
    let editor = MapEditor(board: try file.load(), fileName: "map.json") { board, overwrite in
      try file.save(board, overwrite: overwrite)
    }
    return (editor, path)
  }

  static func press(_ editor: inout MapEditor, _ text: String) {
    for key in text { _ = editor.handle(.character(key)) }
  }

  /// Another command's edit of the file while the editor is open.
  static func paintElsewhere(_ path: String) throws {
    let context = CommandContext.capturing()
    let status = HexBoardCommand.run(
      arguments: ["paint", path, "hills", "--at", "5,5", "-q"], context: context)
    #expect(status == 0, "\(context.capturedErrors)")
  }

  static func terrain(_ path: String, _ col: Int, _ row: Int) throws -> String? {
    try MapFile.load(from: path).terrain(at: Hex(OffsetCoordinate(col: col, row: row)))?.id
  }

  @Test func savingTwiceNeedsNoQuestion() throws {
    let sandbox = try CLISandbox()
    var (editor, path) = try Self.open(sandbox)
    Self.press(&editor, "4 s")
    #expect(editor.message == "saved map.json")
    // Its own save is what it compares with next time.
    Self.press(&editor, "5 s")
    #expect(editor.message == "saved map.json")
    #expect(!editor.isModified)
    #expect(try Self.terrain(path, 0, 0) == "hills")
  }

  @Test func aFileChangedOnDiskIsNotOverwrittenWithoutAsking() throws {
    let sandbox = try CLISandbox()
    var (editor, path) = try Self.open(sandbox)
    Self.press(&editor, "4 ")
    try Self.paintElsewhere(path)
    Self.press(&editor, "s")
    #expect(editor.mode == .confirmOverwrite)
    #expect(editor.message.hasPrefix("map.json changed on disk since it was opened"))
    #expect(editor.isModified)
    #expect(try Self.terrain(path, 5, 5) == "hills", "the other edit is still there")
    #expect(try Self.terrain(path, 0, 0) == "grass")
    // Any other key keeps the file as it is.
    Self.press(&editor, "n")
    #expect(editor.mode == .normal)
    #expect(editor.isModified)
    #expect(try Self.terrain(path, 5, 5) == "hills")
    // Asked again, and this time told to overwrite.
    Self.press(&editor, "s")
    #expect(editor.mode == .confirmOverwrite)
    Self.press(&editor, "s")
    #expect(editor.message == "saved map.json")
    #expect(!editor.isModified)
    #expect(try Self.terrain(path, 0, 0) == "forest")
    #expect(try Self.terrain(path, 5, 5) == "grass")
  }

  @Test func quittingAsksTooWhenTheFileChanged() throws {
    let sandbox = try CLISandbox()
    var (editor, path) = try Self.open(sandbox)
    Self.press(&editor, "4 q")
    #expect(editor.mode == .confirmQuit)
    try FileManager.default.removeItem(atPath: path)
    // Saving to quit finds the file gone: it asks instead of quitting.
    #expect(editor.handle(.character("s")) == .proceed)
    #expect(editor.mode == .confirmOverwrite)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(editor.handle(.character("y")) == .proceed)
    #expect(!editor.isModified)
    #expect(try Self.terrain(path, 0, 0) == "forest")
    #expect(editor.handle(.character("q")) == .quit)
  }
}
