import Foundation
import HexBoard
import HexBoardCLI
import Testing

/// End-to-end runs of the `hexboard` binary: every command, pipes, bad input, overwriting.
@Suite("hexboard end to end", .serialized)
struct CLIEndToEndTests {
  let folder: URL

  init() throws {
    folder = try HexboardProcess.temporaryDirectory()
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func run(_ arguments: String..., input: Data = Data()) throws -> HexboardProcess.Result {
    try HexboardProcess.run(arguments, input: input, in: folder)
  }

  /// A 8×6 grass map with a forest cell, written to `name`.
  func makeMap(_ name: String = "map.json") throws -> String {
    let file = path(name)
    let created = try run("new", "--columns", "8", "--rows", "6", "--name", "Test", "-o", file)
    #expect(created.status == 0, "\(created.errors)")
    return file
  }

  func info(_ file: String) throws -> [String: Any] {
    let result = try run("info", file, "--json")
    #expect(result.status == 0, "\(result.errors)")
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    return try #require(object as? [String: Any])
  }

  func terrainCount(_ info: [String: Any], _ id: String) -> Int? {
    (info["terrain"] as? [[String: Any]])?.first { $0["id"] as? String == id }?["cells"] as? Int
  }

  // MARK: - Help and version

  @Test func helpAndVersion() throws {
    let help = try run("--help")
    #expect(help.status == 0)
    #expect(help.output.contains("USAGE: hexboard <command>"))
    for name in ["new", "info", "show", "render", "paint", "path", "range", "fov", "validate"] {
      #expect(help.output.contains("  \(name) "), "\(name) missing from --help")
    }
    let version = try run("--version")
    #expect(version.status == 0)
    #expect(version.output == "\(HexBoardCommand.version)\n")
  }

  @Test(arguments: [
    "new", "info", "show", "render", "paint", "elevation", "object add", "object move",
    "object remove", "object list", "feature set", "feature clear",
    "resize", "crop", "path", "range", "fov", "validate", "generate", "convert", "diff", "patch",
    "cell", "terrain list", "terrain add", "terrain set", "terrain remove", "map set", "object set",
  ])
  func everyCommandHasHelp(command: String) throws {
    let words = command.split(separator: " ").map(String.init)
    let result = try HexboardProcess.run(words + ["--help"], in: folder)
    #expect(result.status == 0)
    #expect(result.output.contains("USAGE: hexboard \(command)"))
    #expect(result.errors.isEmpty)
  }

  // MARK: - Usage errors: exit 2, one line on stderr, nothing on stdout

  @Test(arguments: [
    (["frobnicate"], "unknown command 'frobnicate'"),
    (["info", "--bogus"], "unknown option '--bogus'"),
    (["new", "--columns", "ten", "--rows", "3"], "--columns: expected a whole number"),
    (["new", "--columns", "0", "--rows", "3"], "--columns: expected a whole number from 1"),
    (["new", "--rows", "3"], "give --columns and --rows"),
    (["new", "--columns", "4", "--rows", "4", "--wrap", "sphere"], "--wrap: expected one of"),
    (["path", "x.json"], "missing argument <from>"),
    (["range", "x.json", "1,1"], "missing option '--budget'"),
    (["paint", "x.json", "forest"], "choose cells with --at"),
    (["object", "add", "x.json", "--id", "a"], "missing option '--kind'"),
    (["crop", "x.json", "--from", "1,x", "--to", "2,2"], "--from: expected two whole numbers"),
    // The editor's benchmark is the bench's (`hexboard-bench --editor FILE`), not the tool's.
    (["edit", "x.json", "--benchmark"], "unknown option '--benchmark'"),
  ])
  func usageErrors(arguments: [String], message: String) throws {
    let result = try HexboardProcess.run(arguments, in: folder)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("error: "))
    #expect(result.errors.contains(message), "\(result.errors)")
    #expect(result.errors.filter { $0 == "\n" }.count == 1)
  }

  // MARK: - Failures: exit 1

  @Test func missingFile() throws {
    let result = try run("info", path("nope.json"))
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("cannot open"))
    #expect(result.errors.contains("nope.json"))
  }

  @Test func unreadableFile() throws {
    // A folder where a file is expected cannot be read as a map (and, unlike file
    // permissions, this holds when the tests run as root).
    let result = try run("info", folder.path)
    #expect(result.status == 1)
    #expect(result.errors.contains("is a folder, not a file"))
  }

  @Test func malformedMap() throws {
    let file = path("bad.json")
    try Data("{\"format\": \"hexboard-map\", ".utf8).write(to: URL(fileURLWithPath: file))
    for command in [
      ["validate", file], ["info", file], ["paint", file, "forest", "--at", "1,1"],
    ] {
      let result = try HexboardProcess.run(command, in: folder)
      #expect(result.status == 1, "\(command)")
      #expect(result.output.isEmpty)
      #expect(result.errors.contains("bad.json"))
    }
    // Nothing was written over the bad file.
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "{\"format\": \"hexboard-map\", ")
  }

  @Test func validateGoodMap() throws {
    let file = try makeMap()
    let result = try run("validate", file)
    #expect(result.status == 0)
    #expect(result.output.contains("valid (48 cells, 0 objects)"))
  }

  // MARK: - Pipes

  @Test func commandsPipe() throws {
    let created = try run("new", "--columns", "8", "--rows", "6")
    #expect(created.status == 0)
    let painted = try run("paint", "-", "forest", "--at", "2,3", input: created.outputBytes)
    #expect(painted.status == 0, "\(painted.errors)")
    let info = try run("info", "-", "--json", input: painted.outputBytes)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any])
    #expect(terrainCount(json, "forest") == 1)
    #expect(terrainCount(json, "grass") == 47)
  }

  // MARK: - Editing and overwriting safety

  @Test func paintInPlaceAndSelectors() throws {
    let file = try makeMap()
    #expect(try run("paint", file, "hills", "--at", "4,3", "--radius", "1").status == 0)
    #expect(terrainCount(try info(file), "hills") == 7)
    #expect(try run("paint", file, "ocean", "--rect", "0,0:1,1").status == 0)
    #expect(terrainCount(try info(file), "ocean") == 4)
    #expect(try run("paint", file, "desert", "--line", "0,5:7,5").status == 0)
    #expect(try run("paint", file, "snow", "--flood", "7,0").status == 0)
    let after = try info(file)
    #expect(terrainCount(after, "grass") == 0)
    let unknown = try run("paint", file, "lava", "--at", "1,1")
    #expect(unknown.status == 1)
    #expect(unknown.errors.contains("unknown terrain 'lava'"))
    // A written cell off the map is a usage error, as for the side and corner selectors.
    let offMap = try run("paint", file, "forest", "--at", "99,99")
    #expect(offMap.status == 2)
    #expect(offMap.errors.contains("is not on the map"))
  }

  @Test func refusesToOverwriteWithoutForce() throws {
    let file = try makeMap()
    let other = path("other.txt")
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: other))
    let refused = try run("paint", file, "forest", "--at", "1,1", "-o", other)
    #expect(refused.status == 1)
    #expect(refused.errors.contains("refusing to overwrite existing file"))
    #expect(try String(contentsOfFile: other, encoding: .utf8) == "keep me")
    let newRefused = try run("new", "--columns", "3", "--rows", "3", "-o", other)
    #expect(newRefused.status == 1)
    #expect(try String(contentsOfFile: other, encoding: .utf8) == "keep me")
    let forced = try run("paint", file, "forest", "--at", "1,1", "-o", other, "--force")
    #expect(forced.status == 0)
    #expect(terrainCount(try info(other), "forest") == 1)
    // The input was left untouched when writing elsewhere.
    #expect(terrainCount(try info(file), "forest") == 0)
  }

  @Test func editsKeepPermissions() throws {
    let file = try makeMap()
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file)
    #expect(try run("paint", file, "forest", "--at", "1,1").status == 0)
    let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
    #expect(mode == 0o640)
  }

  @Test func elevation() throws {
    let file = try makeMap()
    #expect(try run("elevation", file, "5", "--at", "3,3", "--radius", "1").status == 0)
    #expect(try info(file)["elevation"] as? Bool == true)
  }

  // MARK: - Objects

  @Test func objects() throws {
    let file = try makeMap()
    #expect(
      try run(
        "object", "add", file, "--id", "u1", "--kind", "unit", "--at", "1,2", "-p", "owner=red"
      ).status == 0)
    #expect(
      try run("object", "add", file, "--id", "t1", "--kind", "town", "--at", "5,5").status == 0)
    let duplicate = try run("object", "add", file, "--id", "u1", "--kind", "unit", "--at", "2,2")
    #expect(duplicate.status == 1)
    #expect(duplicate.errors.contains("'u1' is used twice"))
    #expect(try run("object", "move", file, "u1", "--to", "2,2").status == 0)
    let listed = try run("object", "list", file)
    #expect(listed.output == "u1\tunit\t2,2  owner=red\nt1\ttown\t5,5\n")
    #expect(try run("object", "remove", file, "t1").status == 0)
    let json = try run("object", "list", file, "--json")
    #expect(
      json.output
        == "[{\"id\":\"u1\",\"kind\":\"unit\",\"at\":\"2,2\",\"properties\":{\"owner\":\"red\"}}]\n"
    )
    let missing = try run("object", "remove", file, "t1")
    #expect(missing.status == 1)
    #expect(missing.errors.contains("no object with id 't1'"))
  }

  // MARK: - Resize and crop

  @Test func resizeAndCrop() throws {
    let file = try makeMap()
    #expect(try run("paint", file, "forest", "--at", "0,0").status == 0)
    #expect(
      try run(
        "resize", file, "--columns", "12", "--rows", "10", "--anchor", "center", "--fill", "ocean"
      ).status == 0)
    var json = try info(file)
    #expect((json["dimensions"] as? [String: Int]) == ["columns": 12, "rows": 10])
    #expect(terrainCount(json, "ocean") == 120 - 48)
    #expect(terrainCount(json, "forest") == 1)
    #expect(try run("crop", file, "--from", "3,2", "--to", "10,7").status == 0)
    json = try info(file)
    #expect((json["dimensions"] as? [String: Int]) == ["columns": 8, "rows": 6])
    // Cropping from an odd column switches odd-q to even-q so neighbours stay neighbours.
    #expect(json["convention"] as? String == "even-q")
    // Old columns 1-7 (new 3-9) and all old rows survive, the forest at old 0,0 does not;
    // new column 10 was ocean.
    #expect(terrainCount(json, "grass") == 42)
    #expect(terrainCount(json, "ocean") == 6)
    #expect(terrainCount(json, "forest") == 0)
  }

  // MARK: - Queries

  @Test func pathRangeAndFieldOfView() throws {
    let file = try makeMap()
    // A wall of mountains down column 3, open at the bottom row.
    #expect(try run("paint", file, "mountain", "--rect", "3,0:3,4").status == 0)
    let path = try run("path", file, "1,1", "5,1")
    #expect(path.status == 0, "\(path.errors)")
    let lines = path.output.split(separator: "\n")
    #expect(lines.first?.hasPrefix("cost ") == true)
    #expect(lines.dropFirst().first == "1,1")
    #expect(lines.last == "5,1")
    #expect(lines.contains { $0.hasSuffix(",5") }, "the path goes round the wall's end")
    let json = try run("path", file, "1,1", "5,1", "--json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["cost"] as? Int == Int(lines[0].split(separator: " ")[1].dropLast()))
    let none = try run("path", file, "1,1", "5,1", "--max-cost", "2")
    #expect(none.status == 1)
    #expect(
      none.errors
        == "error: no path from 1,1 to 5,1: the cheapest path costs 10, over --max-cost 2\n")

    let range = try run("range", file, "1,1", "--budget", "1")
    #expect(range.status == 0)
    #expect(range.output.split(separator: "\n").first == "1,1 0")
    #expect(range.output.split(separator: "\n").count == 7)

    let fov = try run("fov", file, "1,1", "--radius", "4")
    #expect(fov.status == 0)
    let visible = Set(fov.output.split(separator: "\n"))
    #expect(visible.contains("1,1"))
    #expect(visible.contains("3,1"), "the wall itself is seen")
    #expect(!visible.contains("5,1"), "cells behind the wall are hidden")
  }

  @Test func axialCoordinates() throws {
    let file = try makeMap()
    #expect(try run("paint", file, "forest", "--at", "3,-1", "--axial").status == 0)
    let listed = try run("path", file, "3,3", "3,2", "--json")
    #expect(listed.status == 0)
    // Axial (3,-1) is offset (3,0) in odd-q.
    let forest = try run("range", file, "3,0", "--budget", "0")
    #expect(forest.output == "3,0 0\n")
    #expect(terrainCount(try info(file), "forest") == 1)
  }

  // MARK: - Generation

  @Test func generateIsDeterministic() throws {
    let arguments = [
      "generate", "continents", "--seed", "42", "--columns", "40", "--rows", "30", "--players", "2",
    ]
    let first = try HexboardProcess.run(arguments, in: folder)
    #expect(first.status == 0, "\(first.errors)")
    let second = try HexboardProcess.run(arguments, in: folder)
    #expect(first.outputBytes == second.outputBytes)
    let other = try HexboardProcess.run(
      ["generate", "continents", "--seed", "43", "--columns", "40", "--rows", "30"], in: folder)
    #expect(other.outputBytes != first.outputBytes)
    let board = try MapFile.decode([UInt8](first.outputBytes))
    #expect(board.properties["generator"] == .string("continents"))
    #expect(board.properties["generator.seed"] == .integer(42))
    #expect(board.objects.filter { $0.kind == "start" }.count == 2)
  }

  @Test func generateToFileReports() throws {
    let file = path("caves.json")
    let result = try run("generate", "caves", "--seed", "3", "--radius", "12", "-o", file)
    #expect(result.status == 0, "\(result.errors)")
    // The one line every command that writes a map says, on standard error.
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("generated caves, seed 3, "))
    #expect(try run("validate", file).status == 0)
    let again = try run("generate", "caves", "--seed", "3", "--radius", "12", "-o", file)
    #expect(again.status == 1)
    #expect(again.errors.contains("refusing to overwrite"))
    let wrapped = try run(
      "generate", "islands", "--seed", "9", "--columns", "32", "--rows", "24", "--wrap", "torus")
    #expect(wrapped.status == 0, "\(wrapped.errors)")
  }

  @Test(arguments: [
    (["generate", "volcanoes"], "<generator>: expected one of"),
    (["generate", "islands", "--seed", "-1"], "--seed: expected a whole number"),
    (["generate", "islands", "--land", "2"], "--land: expected 0.05...0.95, got 2"),
  ])
  func generateUsageErrors(arguments: [String], message: String) throws {
    let result = try HexboardProcess.run(arguments, in: folder)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains(message), "\(result.errors)")
  }
}
