import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardCLI

/// The palette, map and object editing commands in-process (`terrain list|add|set|remove`,
/// `map set`, `object set`), the one way to name a terrain, `cell`, and what editing
/// commands say on standard error.
@Suite("hexboard map editing commands")
struct CLIMapEditingTests {
  struct Run {
    let status: Int32
    let output: String
    let errors: String
  }

  static func run(_ arguments: String..., input: [UInt8] = []) -> Run {
    run(arguments, input: input)
  }

  static func run(_ arguments: [String], input: [UInt8] = []) -> Run {
    let context = CommandContext.capturing(input: input)
    let status = HexBoardCommand.run(arguments: arguments, context: context)
    return Run(status: status, output: context.outputText, errors: context.capturedErrors)
  }

  /// A fresh 8×6 grass map in a sandbox, as a file path.
  static func map() throws -> (CLISandbox, String) {
    let box = try CLISandbox()
    let path = box.path("map.json")
    try Board(name: "M", grid: MapGrid(columns: 8, rows: 6), fill: "grass").save(to: path)
    return (box, path)
  }

  // MARK: - One way to name a terrain

  @Test func terrainNamesResolveByIdThenSymbol() throws {
    var palette = Terrain.defaultPalette
    #expect(try TerrainName.index("forest", in: palette, what: "x") == 3)
    #expect(try TerrainName.index("f", in: palette, what: "x") == 3)
    #expect(try TerrainName.index("~", in: palette, what: "x") == 0)
    // An id that is another terrain's symbol: the id wins.
    palette.append(Terrain(id: "h", symbol: "H", color: RGBColor.gray, movementCost: 1))
    #expect(try TerrainName.index("h", in: palette, what: "x") == palette.count - 1)
    #expect(
      throws: CLIError.failure(
        "--fill: unknown terrain 'lava' (this map has: ocean (~), coast (-), grass (.), forest (f), hills (h), mountain (^), desert (:), snow (*))"
      )
    ) { try TerrainName.index("lava", in: Terrain.defaultPalette, what: "--fill") }
    // A two-character name is never a symbol.
    #expect(throws: CLIError.self) { try TerrainName.index("~~", in: palette, what: "x") }
  }

  @Test(arguments: ["ocean", "~"])
  func everyCommandTakesASymbol(name: String) throws {
    let (box, path) = try Self.map()
    _ = box
    let new = Self.run("new", "--columns", "3", "--rows", "2", "--fill", name)
    #expect(new.status == 0, "\(new.errors)")
    #expect(try MapIO.decodeMap(Array(new.output.utf8)).terrainCounts[0] == 6)
    #expect(Self.run("paint", path, name, "--at", "1,1", "-q").status == 0)
    #expect(
      Self.run("resize", path, "--columns", "9", "--rows", "6", "--fill", name, "-q").status == 0)
    #expect(Self.run("terrain", "set", path, name, "--cost", "5", "-q").status == 0)
    let board = try MapFile.load(from: path)
    #expect(board.terrainCounts[0] == 7)
    #expect(board.palette[0].movementCost == 5)
  }

  // MARK: - Palette

  @Test func terrainAddSetRemoveAndList() throws {
    let (box, path) = try Self.map()
    _ = box
    let add = Self.run(
      "terrain", "add", path, "swamp", "--symbol", "s", "--color", "#556b2f", "--cost", "4",
      "--blocks-sight", "yes")
    #expect(add.status == 0 && add.errors == "added terrain swamp (s): cost 4, blocks sight\n")
    var board = try MapFile.load(from: path)
    #expect(
      board.palette.last
        == Terrain(id: "swamp", symbol: "s", color: "#556b2f", movementCost: 4, blocksSight: true))
    #expect(Self.run("paint", path, "s", "--at", "2,2", "--radius", "1", "-q").status == 0)
    // A rename with a new colour and impassable: the cells follow the palette entry.
    let set = Self.run(
      "terrain", "set", path, "swamp", "--id", "bog", "--impassable", "--color", "#000000")
    #expect(set.status == 0)
    #expect(set.errors == "changed terrain swamp (now bog): s #000000, impassable, blocks sight\n")
    board = try MapFile.load(from: path)
    #expect(board.terrain(at: CLISelectionRuleTests.hex(board, 2, 2))?.id == "bog")
    #expect(board.terrainCounts.last == 7)
    let list = Self.run("terrain", "list", path)
    #expect(list.output.hasPrefix("~  ocean     #1f4e8c  0 cells, impassable\n"))
    #expect(list.output.hasSuffix("s  bog       #000000  7 cells, impassable, blocks sight\n"))
    let json = Self.run("terrain", "list", path, "--json")
    #expect(
      json.output.contains(
        ##"{"id":"bog","symbol":"s","color":"#000000","movementCost":null,"blocksSight":true,"cells":7}"##
      ))
    // Removing a terrain in use is refused, naming how many cells have it.
    let refused = Self.run("terrain", "remove", path, "bog")
    #expect(refused.status == 1)
    #expect(refused.errors == "error: \(path): terrain 'bog' is on 7 cells; paint them first\n")
    #expect(Self.run("terrain", "remove", path, "snow", "-q").status == 0)
    board = try MapFile.load(from: path)
    #expect(board.palette.map(\.id).contains("snow") == false)
    #expect(board.terrainCounts.last == 7)
  }

  @Test(
    arguments: [
      (
        ["terrain", "add", "F", "x", "--color", "#000000", "--cost", "1"], 2,
        "missing option '--symbol'"
      ),
      (["terrain", "add", "F", "x", "--symbol", "x"], 2, "give --cost n or --impassable"),
      (
        ["terrain", "add", "F", "x", "--symbol", "xy", "--cost", "1"], 2,
        "--symbol: expected one character, got 'xy'"
      ),
      (
        ["terrain", "add", "F", "x", "--symbol", "x", "--cost", "0"], 2,
        "--cost: expected a whole number from 1 to 65535, got '0'"
      ),
      (
        ["terrain", "add", "F", "x", "--symbol", "x", "--cost", "1", "--impassable"], 2,
        "give --cost or --impassable, not both"
      ),
      (
        ["terrain", "add", "F", "x", "--symbol", "x", "--cost", "1", "--color", "red"], 2,
        "--color: expected a colour #rrggbb, got 'red'"
      ),
      (
        ["terrain", "add", "F", "x", "--symbol", "x", "--cost", "1", "--blocks-sight", "maybe"], 2,
        "--blocks-sight: expected yes or no, got 'maybe'"
      ),
      (
        ["terrain", "add", "F", "grass", "--symbol", "x", "--cost", "1"], 1,
        "F: terrain id 'grass' is used twice"
      ),
      (
        ["terrain", "add", "F", "x", "--symbol", "f", "--cost", "1"], 1,
        "F: terrain symbol 'f' is used twice"
      ),
      (
        ["terrain", "set", "F", "grass"], 2,
        "nothing to change: give --id, --symbol, --color, --cost, --impassable or --blocks-sight"
      ),
      (
        ["terrain", "set", "F", "grass", "--id", "forest"], 1,
        "F: terrain id 'forest' is used twice"
      ),
      (
        ["terrain", "set", "F", "lava", "--cost", "2"], 1,
        "<terrain>: unknown terrain 'lava' (this map has: ocean (~), coast (-), grass (.), forest (f), hills (h), mountain (^), desert (:), snow (*))"
      ),
      (
        ["terrain", "remove", "F", "grass"], 1,
        "F: terrain 'grass' is on 48 cells; paint them first"
      ),
      (
        ["map", "set", "F"], 2,
        "nothing to change: give --name, --property, --json-property or --remove-property"
      ),
      (["map", "set", "F", "-p", "=x"], 2, "--property: expected key=value, got '=x'"),
      (
        ["map", "set", "F", "--json-property", "seed=abc"], 2,
        "--json-property seed: expected a number or true/false, got 'abc' (use --property for text)"
      ),
      (["map", "set", "F", "--name", "a\u{1}b"], 1, "F: name: control character U+0001 in a name"),
      (["object", "set", "F", "nobody", "--kind", "unit"], 1, "F: no object with id 'nobody'"),
      (
        ["object", "set", "F", "u1"], 2,
        "nothing to change: give --kind, --owner, --class, --property, --json-property or a --remove- option"
      ),
      (
        ["object", "set", "F", "u1", "-p", "a\u{1}=x"], 1,
        "F: objects[0].properties: control character U+0001 in a property key"
      ),
    ] as [([String], Int32, String)])
  func editingMistakes(arguments: [String], status: Int32, message: String) throws {
    let (box, path) = try Self.map()
    _ = box
    var board = try MapFile.load(from: path)
    try board.addObject(BoardObject(id: "u1", kind: "unit", position: Hex(q: 1, r: 1)))
    try board.save(to: path)
    let before = try MapFileTestIO.read(path)
    let context = CommandContext.capturing()
    let result = HexBoardCommand.run(
      arguments: arguments.map { $0 == "F" ? path : $0 }, context: context)
    #expect(result == status)
    #expect(
      context.capturedErrors
        == "error: " + message.replacingOccurrences(of: "F:", with: "\(path):") + "\n")
    #expect(context.outputText.isEmpty)
    #expect(try MapFileTestIO.read(path) == before)
  }

  // MARK: - Map and object

  @Test func mapSetNameAndProperties() throws {
    let (box, path) = try Self.map()
    _ = box
    let set = Self.run(
      "map", "set", path, "--name", "Isle", "-p", "author=Ann", "--json-property", "seed=42",
      "--json-property", "ratio=0.5", "--json-property", "final=true")
    #expect(set.status == 0)
    #expect(set.errors == "renamed the map 'Isle', set 4 properties\n")
    var board = try MapFile.load(from: path)
    #expect(board.name == "Isle")
    #expect(
      board.properties == [
        "author": .string("Ann"), "seed": .integer(42), "ratio": .number(0.5),
        "final": .bool(true),
      ])
    let info = Self.run("info", path)
    #expect(
      info.output.hasSuffix(
        "properties:\n  author  Ann\n  final   true\n  ratio   0.5\n  seed    42\n"))
    #expect(
      Self.run("info", path, "--json").output.contains(
        #""properties":{"author":"Ann","final":true,"ratio":0.5,"seed":42}"#))
    let removed = Self.run(
      "map", "set", path, "--remove-property", "author", "--remove-property", "x")
    #expect(removed.errors == "removed 1 property\n")
    board = try MapFile.load(from: path)
    #expect(board.properties["author"] == nil && board.properties.count == 3)
  }

  @Test func objectSetKindAndProperties() throws {
    let (box, path) = try Self.map()
    _ = box
    #expect(
      Self.run(
        "object", "add", path, "--id", "u1", "--kind", "unit", "--at", "2,3", "-p", "hp=3",
        "-p", "owner=red"
      ).errors == "added object u1 (unit) at 2,3\n")
    #expect(
      Self.run("object", "add", path, "--id", "u2", "--kind", "unit", "--at", "2,3", "-q").errors
        .isEmpty)
    let set = Self.run(
      "object", "set", path, "u1", "--kind", "hero", "-p", "hp=5", "--remove-property", "owner")
    #expect(set.status == 0)
    #expect(set.errors == "changed object u1: kind hero, set 1 property, removed 1 property\n")
    let board = try MapFile.load(from: path)
    // Same id, cell and place in the order.
    #expect(board.objects.map(\.id) == ["u1", "u2"])
    #expect(
      board.object(withID: "u1")
        == BoardObject(
          id: "u1", kind: "hero", position: CLISelectionRuleTests.hex(board, 2, 3),
          properties: ["hp": "5"]))
  }

  /// Object properties are typed like the map's: `--property` keeps text, `--json-property`
  /// stores a number or a boolean, on `object add` and `object set` alike; a value that is
  /// neither is refused, naming the key, and nothing is written.
  @Test func objectPropertiesAreTypedLikeTheMapsProperties() throws {
    let (box, path) = try Self.map()
    _ = box
    let add = Self.run(
      "object", "add", path, "--id", "u1", "--kind", "unit", "--at", "2,3", "-p", "owner=red",
      "-p", "hp=12", "--json-property", "hp=12", "--json-property", "speed=1.5",
      "--json-property", "hidden=false")
    #expect(add.status == 0)
    var board = try MapFile.load(from: path)
    #expect(
      board.object(withID: "u1")?.properties == [
        "owner": .string("red"), "hp": .integer(12), "speed": .number(1.5),
        "hidden": .bool(false),
      ])
    let set = Self.run(
      "object", "set", path, "u1", "--json-property", "hp=-3", "--json-property", "big=1e3",
      "-p", "speed=fast", "--remove-property", "hidden")
    #expect(set.status == 0)
    #expect(set.errors == "changed object u1: set 3 properties, removed 1 property\n")
    board = try MapFile.load(from: path)
    // --property first, then --json-property: `speed` is text, `hp` an integer.
    #expect(
      board.object(withID: "u1")?.properties == [
        "owner": .string("red"), "hp": .integer(-3), "speed": .string("fast"),
        "big": .number(1000),
      ])
    let before = try MapFile.load(from: path)
    for arguments in [
      ["object", "set", path, "u1", "--json-property", "hp=12a"],
      [
        "object", "add", path, "--id", "u2", "--kind", "unit", "--at", "1,1", "--json-property",
        "hp=12a",
      ],
    ] {
      let refused = Self.run(arguments)
      #expect(refused.status == 2)
      #expect(
        refused.errors.contains(
          "--json-property hp: expected a number or true/false, got '12a' (use --property for text)"
        ))
    }
    for infinite in ["nan", "inf", "1e999"] {
      #expect(
        Self.run(["object", "set", path, "u1", "--json-property", "x=\(infinite)"]).status == 2)
    }
    #expect(try MapFile.load(from: path) == before)
  }

  // MARK: - cell

  @Test func cellShowsEverythingAtACell() throws {
    let (box, path) = try Self.map()
    _ = box
    for arguments in [
      ["paint", path, "forest", "--at", "3,3"], ["elevation", path, "7", "--at", "3,3"],
      ["object", "add", path, "--id", "u1", "--kind", "unit", "--at", "3,3", "-p", "hp=2\t3"],
      ["feature", "set", path, "wall", "--at", "3,3", "--side", "n"],
      ["feature", "set", path, "road", "--at", "3,3", "--side", "n"],
      ["feature", "set", path, "town", "--at", "3,3", "--corner", "e"],
    ] {
      let context = CommandContext.capturing()
      #expect(HexBoardCommand.run(arguments: arguments + ["-q"], context: context) == 0)
    }
    let text = Self.run("cell", path, "3,3")
    #expect(
      text.output == """
        cell:       3,3
        terrain:    forest (f), cost 2, blocks sight
        elevation:  7
        objects:    1
          u1  unit  hp=2\\u00093
        sides:
          se  4,4         -
          ne  4,3         -
          n   3,2         wall+road
          nw  2,3         -
          sw  2,4         -
          s   3,4         -
        corners:
          e   town
          ne  -
          nw  -
          w   -
          sw  -
          se  -

        """)
    let json = Self.run("cell", path, "0,0", "--json")
    #expect(
      json.output
        == #"{"cell":"0,0","terrain":{"id":"grass","symbol":".","movementCost":1,"blocksSight":false},"elevation":0,"objects":[],"sides":[{"side":"se","neighbor":"1,0","features":[]},{"side":"ne","neighbor":null,"features":[]},{"side":"n","neighbor":null,"features":[]},{"side":"nw","neighbor":null,"features":[]},{"side":"sw","neighbor":null,"features":[]},{"side":"s","neighbor":"0,1","features":[]}],"corners":[{"corner":"e","features":[]},{"corner":"ne","features":[]},{"corner":"nw","features":[]},{"corner":"w","features":[]},{"corner":"sw","features":[]},{"corner":"se","features":[]}]}"#
        + "\n")
    let axial = Self.run("cell", path, "3,1", "--axial")
    #expect(axial.output.hasPrefix("cell:       3,1\n"))
    let off = Self.run("cell", path, "8,0")
    #expect(off.status == 2 && off.errors == "error: <cell> 8,0 is not on the map\n")
  }
}
