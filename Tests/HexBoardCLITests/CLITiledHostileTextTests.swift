import Foundation
import HexBoard
import HexTestSupport
import HexText
import Testing

/// `hexboard convert` on a Tiled map with control characters in its text: warnings and
/// errors are escaped, nothing raw reaches the terminal, a refused map writes nothing.
/// (The importer's own rules are checked in HexBoardTiledTests' "Tiled import: hostile text".)
@Suite("CLI: Tiled hostile text")
struct CLITiledHostileTextTests {
  static let escapes = HostileTiledText.escapes
  static let quoted = HostileTiledText.quoted
  static let layer = HostileTiledText.layer

  func map(objects: String = "", tilesets: String? = nil) -> String {
    tiledMinimalMap(
      layer: Self.layer, tilesets: tilesets,
      extraLayers: objects.isEmpty
        ? "" : #", {"type": "objectgroup", "name": "things", "objects": [\#(objects)]}"#)
  }

  @Test func convertPrintsEscapedWarningsAndErrors() throws {
    let folder = try HexboardProcess.temporaryDirectory()
    let objects =
      #"{"id": 4, "name": "\#(Self.escapes)", "type": "town", "x": 40, "y": 28, "point": true}"#
    try Data(map(objects: objects).utf8).write(to: folder.appendingPathComponent("in.tmj"))
    // --quiet: warnings are still said, the one-line report of the import is not.
    let result = try HexboardProcess.run(["convert", "in.tmj", "out.json", "--quiet"], in: folder)
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.errors
        == "warning: in.tmj: object 4: name \(Self.quoted) cannot be an id: control character U+001B in an id; using 'object-4'\n"
    )
    #expect(
      try Board.load(from: folder.appendingPathComponent("out.json").path).objects.map(\.id)
        == ["object-4"])
    let badClass = map(
      tilesets: """
        [{"firstgid": 1, "name": "t", "tilecount": 3, "columns": 3, "tilewidth": 32, "tileheight": 28,
          "tiles": [{"id": 0, "type": "\(Self.escapes)"}]}]
        """)
    try Data(badClass.utf8).write(to: folder.appendingPathComponent("bad.tmj"))
    let refused = try HexboardProcess.run(["convert", "bad.tmj", "bad.json"], in: folder)
    #expect(refused.status == 1)
    #expect(
      refused.errors
        == "error: bad.tmj: tileset 't' tile 0: class \(Self.quoted) cannot be a terrain id: control character U+001B in an id\n"
    )
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.json").path))
    for output in [result.outputBytes, refused.outputBytes, Data(result.errors.utf8)] {
      #expect(
        !String(decoding: output, as: UTF8.self).unicodeScalars.contains {
          TerminalText.isControl($0) && $0 != "\n"
        })
    }
    try? FileManager.default.removeItem(at: folder)
  }
}
