import Foundation
import HexBoard
import HexTestSupport
import Testing

/// The built `hexboard` binary on the commands of issue 21's rough edges: `cell`,
/// `terrain`, `map set`, `object set`, `validate` of several files, `new` of every shape,
/// `info` properties, `path`'s reasons, and what editing commands say (or not, `--quiet`).
@Suite("hexboard map commands end to end", .serialized)
struct CLICommandsEndToEndTests {
  static let maps = TestPaths.file("Maps")

  @Test func cellOnAShippedMap() throws {
    let box = try CLISandbox()
    let cell = try box.succeed("cell", Self.maps + "/skirmish.json", "2,1")
    #expect(cell.output.hasPrefix("cell:       2,1\nterrain:    grass (.), cost 1\n"))
    #expect(cell.output.contains("objects:    1\n  red-1  unit  owner=red  type=infantry\n"))
    let json = try box.succeed("cell", Self.maps + "/hexsides.json", "6,6", "--json")
    #expect(json.output.hasPrefix(#"{"cell":"6,6","terrain":"#))
    #expect(json.output.contains(#""features":["#))
  }

  @Test func paletteMapAndObjectEditsOnACopy() throws {
    let box = try CLISandbox()
    try FileManager.default.copyItem(
      atPath: Self.maps + "/skirmish.json", toPath: box.path("map.json"))
    let add = try box.succeed(
      "terrain", "add", "map.json", "swamp", "--symbol", "s", "--color", "#556b2f", "--cost",
      "4")
    #expect(add.errors == "added terrain swamp (s): cost 4\n")
    try box.succeed("paint", "map.json", "s", "--at", "5,5", "--quiet")
    try box.succeed("terrain", "set", "map.json", "~", "--id", "sea", "-q")
    try box.expectRefusal(
      ["terrain", "remove", "map.json", "sea"],
      "map.json: terrain 'sea' is on 13 cells; paint them first")
    try box.succeed("terrain", "remove", "map.json", "snow", "-q")
    let list = try box.succeed("terrain", "list", "map.json").output
    #expect(list.hasPrefix("~  sea       #1f4e8c  13 cells, impassable\n"))
    #expect(list.hasSuffix("s  swamp     #556b2f  1 cell, cost 4\n"))
    try box.succeed(
      "map", "set", "map.json", "--name", "Skirmish II", "--json-property", "turns=30", "-q")
    try box.succeed("object", "set", "map.json", "red-1", "--kind", "hero", "-p", "hp=5", "-q")
    let board = try box.load("map.json")
    #expect(board.name == "Skirmish II" && board.properties["turns"] == .integer(30))
    #expect(board.object(withID: "red-1")?.kind == "hero")
    #expect(board.object(withID: "red-1")?.properties["hp"] == "5")
    #expect(
      try box.succeed("validate", "map.json").output.hasSuffix(": valid (192 cells, 9 objects)\n"))
  }

  @Test func infoShowsAGeneratedMapsSeed() throws {
    let box = try CLISandbox()
    let info = try box.succeed("info", Self.maps + "/generated-islands.json").output
    #expect(info.contains("\nproperties:\n"))
    #expect(info.contains("  generator.seed "))
  }

  @Test func validateSeveralFiles() throws {
    let box = try CLISandbox()
    let shipped = try FileManager.default.contentsOfDirectory(atPath: Self.maps)
      .filter { $0.hasSuffix(".json") }.sorted().map { Self.maps + "/" + $0 }
    let all = try box.succeed(["validate"] + shipped)
    #expect(all.output.split(separator: "\n").count == shipped.count)
    try box.write("{", to: "bad.json")
    let (mixed, _) = try box.run(["validate", shipped[0], "bad.json", "missing.json", shipped[1]])
    #expect(mixed.status == 1)
    #expect(mixed.output.split(separator: "\n").count == 2)
    #expect(
      mixed.errors == """
        error: bad.json: line 1, column 2: expected a key in quotes, found end of file
        error: missing.json: cannot open the file: No such file or directory
        error: 2 of 4 files are not valid

        """)
    // One file: the one error, as before.
    try box.expectRefusal(
      ["validate", "bad.json"],
      "bad.json: line 1, column 2: expected a key in quotes, found end of file")
  }

  /// Every shape the file format has: made, validated, described by `info`, and saved back
  /// byte for byte by the library.
  @Test(
    arguments: [
      (["--columns", "5", "--rows", "4"], "rectangle (columns 5, rows 4)", 20),
      (["--radius", "2"], "hexagon (radius 2)", 19),
      (
        ["--shape", "hexagon", "--radius", "1", "--orientation", "pointy"], "hexagon (radius 1)", 7
      ),
      (
        ["--shape", "parallelogram", "--columns", "4", "--rows", "3"],
        "parallelogram (columns 4, rows 3)", 12
      ),
      (["--cells", "0,0 1,0;2,1", "--cells", "0,0 5,5"], "cells (count 4)", 4),
      (["--cells-from", "cells.txt", "--convention", "even-q"], "cells (count 3)", 3),
      (["--cells-from", "-"], "cells (count 2)", 2),
    ] as [([String], String, Int)])
  func newMakesEveryShape(options: [String], shape: String, cells: Int) throws {
    let box = try CLISandbox()
    try box.write("0,0\n1,1\n\n2,0\n", to: "cells.txt")
    let made = try HexboardProcess.run(
      ["new", "--fill", "~", "-o", "new.json"] + options, input: Data("3,3 4,4".utf8),
      in: URL(fileURLWithPath: box.folder))
    #expect(made.status == 0, "\(made.errors)")
    try box.succeed("validate", "new.json")
    let info = try box.succeed("info", "new.json").output
    #expect(info.contains("shape:      \(shape)\n"), "\(info)")
    #expect(info.contains("cells:      \(cells)\n"))
    let board = try box.load("new.json")
    #expect(board.terrainCounts[0] == cells)
    let bytes = try MapFileTestIO.read(box.path("new.json"))
    try board.save(to: box.path("again.json"))
    #expect(try MapFileTestIO.read(box.path("again.json")) == bytes)
  }

  @Test func newShapeMistakes() throws {
    let box = try CLISandbox()
    for (arguments, message) in [
      (
        ["--shape", "triangle", "--radius", "2"],
        "--shape: expected rectangle, hexagon, parallelogram or cells, got 'triangle'"
      ),
      (
        ["--shape", "parallelogram", "--radius", "2"],
        "--radius makes a hexagon, not --shape parallelogram"
      ),
      (
        ["--shape", "parallelogram", "--columns", "3"],
        "--shape parallelogram needs --columns and --rows"
      ),
      (["--shape", "cells"], "--shape cells needs --cells or --cells-from"),
      (
        ["--cells", "0,0", "--columns", "3"],
        "give either --cells (or --cells-from) or a size, not both"
      ),
      (
        ["--cells", "0,0 x"],
        "--cells: expected two whole numbers 'a,b' (within ±16777216), got 'x'"
      ),
      (["--cells", " "], "--cells: no cells given"),
      (
        ["--fill", "lava", "--radius", "1"],
        "--fill: unknown terrain 'lava' (this map has: ocean (~), coast (-), grass (.), forest (f), hills (h), mountain (^), desert (:), snow (*))"
      ),
    ] {
      try box.expectRefusal(
        ["new"] + arguments, status: arguments.first == "--fill" ? 1 : 2, message)
    }
  }

  /// The cell list is an input: `-o` onto it is refused, even with --force.
  @Test func newRefusesToWriteOverItsCellList() throws {
    let box = try CLISandbox()
    try box.write("0,0 1,0", to: "cells.txt")
    let (result, _) = try box.run([
      "new", "--cells-from", "cells.txt", "-o", "cells.txt", "--force",
    ])
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("error: "))
    #expect(try MapFileTestIO.read(box.path("cells.txt")) == Array("0,0 1,0".utf8))
  }

  @Test func pathSaysWhyThereIsNoPath() throws {
    let box = try CLISandbox()
    let skirmish = Self.maps + "/skirmish.json"
    try box.expectRefusal(
      ["path", skirmish, "0,0", "15,11"],
      "no path from 0,0 to 15,11: the goal is impassable (ocean)")
    try box.expectRefusal(
      ["path", skirmish, "15,11", "0,0"],
      "no path from 15,11 to 0,0: the start is impassable (ocean)")
    try box.expectRefusal(
      ["path", skirmish, "0,0", "5,5", "--max-cost", "2"],
      "no path from 0,0 to 5,5: the cheapest path costs 10, over --max-cost 2")
    try box.makeMap("map.json")
    try box.succeed("feature", "set", "map.json", "wall", "--around", "4,2", "-q")
    try box.expectRefusal(
      ["path", "map.json", "0,0", "4,2"],
      "no path from 0,0 to 4,2: they are in different regions (no passable route joins them)")
  }

  /// Each editing command says what it did on standard error, and nothing with --quiet;
  /// standard output stays the map (or empty).
  @Test func editingCommandsSayWhatTheyDid() throws {
    let box = try CLISandbox()
    try box.makeMap("map.json")
    let cases: [([String], String)] = [
      (
        ["paint", "map.json", "forest", "--at", "3,3", "--radius", "1"],
        "painted 7 cells with forest"
      ),
      (["elevation", "map.json", "4", "--rect", "0,0:1,1"], "set the elevation of 4 cells to 4"),
      (
        ["object", "add", "map.json", "--id", "u1", "--kind", "unit", "--at", "2,3"],
        "added object u1 (unit) at 2,3"
      ),
      (["object", "move", "map.json", "u1", "--to", "4,4"], "moved object u1 to 4,4"),
      (["object", "set", "map.json", "u1", "-p", "hp=3"], "changed object u1: set 1 property"),
      (["object", "remove", "map.json", "u1"], "removed object u1"),
      (["feature", "set", "map.json", "wall", "--around", "3,3"], "set wall on 6 sides"),
      (["feature", "clear", "map.json", "--around", "3,3"], "cleared every feature from 6 sides"),
      (
        ["feature", "set", "map.json", "town", "--at", "3,3", "--corner", "e"],
        "set town on 1 corner"
      ),
      (
        ["feature", "clear", "map.json", "town", "--at", "3,3", "--corner", "e"],
        "cleared town from 1 corner"
      ),
      (
        ["terrain", "add", "map.json", "lava", "--symbol", "!", "--impassable"],
        "added terrain lava (!): impassable"
      ),
      (
        ["terrain", "set", "map.json", "lava", "--cost", "9"],
        "changed terrain lava: ! #808080, cost 9"
      ),
      (["terrain", "remove", "map.json", "lava"], "removed terrain lava"),
      (["map", "set", "map.json", "--name", "N"], "renamed the map 'N'"),
      (
        ["resize", "map.json", "--columns", "9", "--rows", "6"],
        "resized the map to 9 columns and 6 rows"
      ),
      (
        ["crop", "map.json", "--from", "0,0", "--to", "7,5"],
        "cropped the map to 8 columns and 6 rows"
      ),
    ]
    for (arguments, message) in cases {
      let before = try MapFileTestIO.read(box.path("map.json"))
      let said = try box.succeed(arguments)
      #expect(said.errors == message + "\n", "\(arguments)")
      #expect(said.output.isEmpty)
      let after = try MapFileTestIO.read(box.path("map.json"))
      // The same edit again, quiet, on the map before it: the same file, nothing said.
      try MapFileTestIO.write(before, to: box.path("map.json"))
      let quiet = try box.succeed(arguments + ["--quiet"])
      #expect(quiet.errors.isEmpty && quiet.output.isEmpty, "\(arguments)")
      #expect(try MapFileTestIO.read(box.path("map.json")) == after)
    }
    // In a pipeline the map goes to standard output, the message to standard error.
    let piped = try HexboardProcess.run(
      ["paint", "-", "~", "--at", "0,0"], input: Data(try MapFileTestIO.read(box.path("map.json"))))
    #expect(piped.status == 0 && piped.errors == "painted 1 cell with ocean\n")
    #expect(piped.output.hasPrefix("{"))
  }
}
