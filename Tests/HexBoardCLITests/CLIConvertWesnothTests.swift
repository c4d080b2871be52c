import Foundation
import HexBoard
import Testing

/// End-to-end runs of `hexboard convert` with Battle for Wesnoth maps: `.map` to `.json`
/// and back byte for byte, a scenario `.cfg`'s inline map, `info` and `show` on the
/// result, and clear errors. Fixtures are written here (Tests/HexBoardWesnothTests/Fixtures).
@Suite("hexboard convert (Wesnoth) end to end", .serialized)
struct CLIConvertWesnothTests {
  let folder: URL
  let root = String(#filePath).components(separatedBy: "/Tests/")[0]
  var constructs: String { root + "/Tests/HexBoardWesnothTests/Fixtures/constructs.map" }
  var small: String { root + "/Tests/HexBoardWesnothTests/Fixtures/small.map" }

  init() throws {
    folder = try HexboardProcess.temporaryDirectory()
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func run(_ arguments: String...) throws -> HexboardProcess.Result {
    try HexboardProcess.run(arguments, in: folder)
  }

  func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

  func expectFailure(_ result: HexboardProcess.Result, status: Int32, containing text: String) {
    #expect(result.status == status)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("error: "), "\(result.errors)")
    #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
    #expect(result.errors.contains(text), "\(result.errors)")
  }

  @Test(arguments: ["constructs", "small"])
  func importsAndExportsBackByteForByte(_ name: String) throws {
    let fixture = name == "small" ? small : constructs
    let imported = try run(
      "convert", fixture, path("\(name).json"), "--wesnoth-data", path("no-data"))
    #expect(imported.status == 0, "\(imported.errors)")
    #expect(imported.errors.hasPrefix("imported "), "\(imported.errors)")
    #expect(imported.errors.contains("built-in terrain table"))
    #expect(try run("validate", path("\(name).json")).status == 0)
    let exported = try run("convert", path("\(name).json"), path("\(name).map"))
    #expect(exported.status == 0, "\(exported.errors)")
    #expect(exported.errors.hasPrefix("exported "), "\(exported.errors)")
    #expect(try bytes(path("\(name).map")) == bytes(fixture))
  }

  @Test func infoAndShowWorkOnTheResult() throws {
    #expect(try run("convert", constructs, path("c.json"), "-q").status == 0)
    let info = try run("info", path("c.json"))
    #expect(info.status == 0, "\(info.errors)")
    for text in ["constructs", "wesnoth.border", "Kh"] {
      #expect(info.output.contains(text), "\(text) in \(info.output)")
    }
    let show = try run("show", path("c.json"))
    #expect(show.status == 0, "\(show.errors)")
    #expect(!show.output.isEmpty)
    let objects = try run("object", "list", path("c.json"))
    #expect(objects.status == 0)
    #expect(objects.output.contains("lake#2"))
  }

  @Test func scenarioConfigsImportTheirInlineMap() throws {
    let text = try String(contentsOfFile: small, encoding: .utf8)
    let config = "[scenario]\n    id=test\n    map_data=\"\n\(text)\"\n[/scenario]\n"
    try Data(config.utf8).write(to: URL(fileURLWithPath: path("s.cfg")))
    let result = try run("convert", path("s.cfg"), "-")
    #expect(result.status == 0, "\(result.errors)")
    let board = try MapFile.decode(result.output)
    #expect(board.grid.cellCount == 20)
    #expect(board.name == "s")
    try Data("[scenario]\n  map_data=\"{maps/x.map}\"\n[/scenario]\n".utf8).write(
      to: URL(fileURLWithPath: path("none.cfg")))
    expectFailure(
      try run("convert", path("none.cfg"), path("n.json")), status: 1,
      containing: "no inline map_data")
  }

  @Test func badInputFailsWithOneLineAndWritesNothing() throws {
    try Data("Gg, Gg\nGg\n".utf8).write(to: URL(fileURLWithPath: path("ragged.map")))
    expectFailure(
      try run("convert", path("ragged.map"), path("r.json")), status: 1,
      containing: "ragged.map: line 2, column 1: this row has 1 cells, the first row has 2")
    try Data("Gg, Gg\nGg, Gg\n".utf8).write(to: URL(fileURLWithPath: path("tiny.map")))
    expectFailure(
      try run("convert", path("tiny.map"), path("t.json")), status: 1,
      containing: "no playable hex")
    #expect(!FileManager.default.fileExists(atPath: path("r.json")))
    #expect(!FileManager.default.fileExists(atPath: path("t.json")))
    expectFailure(
      try run("convert", root + "/Maps/skirmish.json", path("skirmish.map")), status: 1,
      containing: "is not a Wesnoth terrain code")
    #expect(!FileManager.default.fileExists(atPath: path("skirmish.map")))
    expectFailure(
      try run("convert", path("missing.map"), path("m.json")), status: 1, containing: "missing.map")
  }

  @Test func usageErrorsExitWith2() throws {
    expectFailure(
      try run("convert", small, path("x.tmj")), status: 2, containing: "imports to a .json map")
    expectFailure(
      try run("convert", small, path("x.json"), "--layer", "a"), status: 2,
      containing: "--layer applies to Tiled maps")
    expectFailure(
      try run("convert", root + "/Maps/arena.json", path("x.map"), "--wesnoth-data", "/x"),
      status: 2, containing: "--wesnoth-data applies to importing")
    expectFailure(
      try run("convert", root + "/Maps/arena.json", path("x.tmj"), "--wesnoth-data", "/x"),
      status: 2, containing: "--wesnoth-data applies to importing")
    #expect(try run("convert", small, path("y.json")).status == 0)
    expectFailure(
      try run("convert", small, path("y.json")), status: 1, containing: "refusing to overwrite")
  }
}
