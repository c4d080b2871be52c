import Foundation
import HexBoard
import Testing

/// End-to-end runs of `hexboard convert`: both directions, overwriting, usage errors.
@Suite("hexboard convert (Tiled) end to end", .serialized)
struct CLIConvertTests {
  let folder: URL
  let root = String(#filePath).components(separatedBy: "/Tests/")[0]

  init() throws {
    folder = try HexboardProcess.temporaryDirectory()
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func run(_ arguments: String...) throws -> HexboardProcess.Result {
    try HexboardProcess.run(arguments, in: folder)
  }

  func expectFailure(_ result: HexboardProcess.Result, status: Int32, containing text: String) {
    #expect(result.status == status)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("error: "))
    #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
    #expect(result.errors.contains(text), "\(result.errors)")
  }

  @Test func exportsAndImportsBackByteForByte() throws {
    let map = root + "/Maps/skirmish.json"
    let exported = try run("convert", map, path("skirmish.tmj"), "--checks", path("checks.json"))
    #expect(exported.status == 0, "\(exported.errors)")
    #expect(exported.output.isEmpty)
    #expect(exported.errors == "exported 192 cells to Tiled (tileset image skirmish.tiles.png)\n")
    let tmj = try String(contentsOfFile: path("skirmish.tmj"), encoding: .utf8)
    #expect(tmj.contains("\"image\": \"skirmish.tiles.png\""))
    let png = try Data(contentsOf: URL(fileURLWithPath: path("skirmish.tiles.png")))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let checks = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: path("checks.json"))))
    let list = try #require((checks as? [String: Any])?["checks"] as? [[String: Any]])
    #expect(list.count == 192)
    #expect(list.first?["x"] as? Double == 16 && list.first?["y"] as? Double == 14)

    let imported = try run("convert", path("skirmish.tmj"), path("back.json"))
    #expect(imported.status == 0, "\(imported.errors)")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: path("back.json")))
        == Data(contentsOf: URL(fileURLWithPath: map)))
  }

  @Test func importsTiledFixturesToStandardOutput() throws {
    let fixture = root + "/Tests/HexBoardTiledTests/Fixtures/hexagonal-mini.tmx"
    let result = try run("convert", fixture, "-")
    #expect(result.status == 0, "\(result.errors)")
    let board = try MapFile.decode(result.output)
    #expect(board.grid.shape == .rectangle(columns: 20, rows: 20))
    #expect(board.grid.convention == .oddR)
    let toFile = try run("convert", fixture, path("mini.json"), "--layer", "Ground")
    #expect(toFile.status == 0)
    #expect(try run("validate", path("mini.json")).status == 0)
  }

  @Test func refusesToOverwriteWithoutForce() throws {
    let map = root + "/Maps/arena.json"
    #expect(try run("convert", map, path("arena.tmj")).status == 0)
    // An export replaces its own earlier output; a Tiled map saved by Tiled needs --force.
    #expect(try run("convert", map, path("arena.tmj")).status == 0)
    try Data("{ \"compressionlevel\":-1 }".utf8).write(to: URL(fileURLWithPath: path("arena.tmj")))
    expectFailure(
      try run("convert", map, path("arena.tmj")), status: 1, containing: "refusing to overwrite")
    #expect(try run("convert", map, path("arena.tmj"), "--force").status == 0)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: path("arena.json")))
    expectFailure(
      try run("convert", path("arena.tmj"), path("arena.json")), status: 1,
      containing: "refusing to overwrite")
    #expect(try run("convert", path("arena.tmj"), path("arena.json"), "--force").status == 0)
    #expect(try Board.load(from: path("arena.json")) == Board.load(from: map))
  }

  @Test func usageErrorsExitWith2() throws {
    let map = root + "/Maps/arena.json"
    expectFailure(
      try run("convert", map, path("x.json")), status: 2, containing: "cannot tell the direction")
    expectFailure(
      try run("convert", map, path("x.tmx")), status: 2, containing: "name the output .tmj")
    expectFailure(try run("convert", map), status: 2, containing: "missing argument <output>")
    expectFailure(
      try run("convert", map, path("x.tmj"), "--tile-radius", "0"), status: 2,
      containing: "--tile-radius")
    expectFailure(
      try run("convert", map, path("x.tmj"), "--layer", "a"), status: 2, containing: "--layer")
    #expect(!FileManager.default.fileExists(atPath: path("x.tmj")))
  }

  @Test func badTiledFilesFailWithOneLine() throws {
    try Data(
      """
      {"type": "map", "orientation": "isometric", "width": 2, "height": 2, "tilewidth": 32,
       "tileheight": 16, "tilesets": [], "layers": []}
      """.utf8
    ).write(to: URL(fileURLWithPath: path("iso.tmj")))
    expectFailure(
      try run("convert", path("iso.tmj"), path("iso.json")), status: 1,
      containing: "iso.tmj: the map is isometric; only hexagonal maps can be imported")
    #expect(!FileManager.default.fileExists(atPath: path("iso.json")))
    expectFailure(
      try run("convert", path("none.tmx"), path("n.json")), status: 1, containing: "none.tmx")
  }

  @Test func helpShowsExamples() throws {
    let help = try run("convert", "--help")
    #expect(help.status == 0)
    for text in [
      "--layer", "--tile-radius", "--force", "EXAMPLES:", "hexboard convert Maps/dungeon.tmx",
    ] {
      #expect(help.output.contains(text), "\(text)")
    }
  }
}
