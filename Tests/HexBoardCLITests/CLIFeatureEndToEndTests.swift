import Foundation
import HexBoard
import Testing

/// End-to-end runs of `hexboard feature set/clear` on sides and corners and of the commands that read
/// features back: each selector on flat and pointy maps and across a wrap seam, every
/// mistake (one line, exit 2, the folder untouched), `info`, `crop`/`resize` (queries and
/// patches: CLIFeatureQueryTests).
@Suite("hexboard feature end to end", .serialized)
struct CLIFeatureEndToEndTests {
  /// `name`: an 8×6 grass map, flat (odd-q) or pointy (odd-r), wrapped if asked.
  static func makeMap(
    _ box: CLISandbox, _ name: String = "map.json", orientation: String = "flat",
    wrap: String = "none"
  ) throws {
    try box.succeed(
      "new", "--columns", "8", "--rows", "6", "--orientation", orientation, "--wrap", wrap,
      "--name", "T", "-o", name)
  }

  static func cell(_ board: Board, _ col: Int, _ row: Int) -> Hex {
    Hex(OffsetCoordinate(col: col, row: row), convention: board.grid.convention)
  }

  /// The side between two cells given as offset coordinates.
  static func side(_ board: Board, _ a: (Int, Int), _ b: (Int, Int)) throws -> HexEdge {
    try #require(
      board.grid.edge(between: cell(board, a.0, a.1), and: cell(board, b.0, b.1)))
  }

  /// The ids on each side carrying features, by the two cells beside it (`"c,r|c,r"`, or
  /// one cell for a border side), sorted: what a test expects, written by hand.
  static func placed(_ board: Board) -> [String] {
    board.featureLocations(.side).compactMap(\.edge).map { edge in
      let cells = board.grid.cells(beside: edge).map { hex in
        let cell = hex.offset(in: board.grid.convention)
        return "\(cell.col),\(cell.row)"
      }.sorted()
      return cells.joined(separator: "|") + " "
        + board.features(at: edge).map(\.id).joined(
          separator: "+")
    }.sorted()
  }

  // MARK: - Help

  @Test func helpNamesTheCommandsAndTheCompassNames() throws {
    let box = try CLISandbox()
    let main = try box.succeed("--help")
    for name in ["feature set", "feature clear"] {
      #expect(main.output.contains("\n  \(name) "), "\(name) missing from --help")
    }
    for group in [["feature", "--help"], ["help", "feature"], ["feature", "-h"]] {
      let help = try box.succeed(group[0], group[1])
      #expect(help.output.contains("USAGE: hexboard feature <command>"))
      #expect(help.errors.isEmpty)
    }
    let set = try box.succeed("feature", "set", "--help")
    #expect(set.output.contains("flat-top sides:     se ne n nw sw s"))
    #expect(set.output.contains("pointy-top sides:   e ne nw w sw se"))
    #expect(set.output.contains("flat-top corners:   e ne nw w sw se"))
    #expect(set.output.contains("pointy-top corners: ne n nw sw s se"))
    #expect(set.output.contains("--crossing <a:b>"))
    #expect(set.output.contains("--corner <dir>"))
    let clear = try box.succeed("feature", "clear", "--help")
    #expect(clear.output.contains("USAGE: hexboard feature clear <file> [<feature>] [options]"))
    #expect(try box.succeed("feature").output.contains("  feature clear"))
    try box.expectRefusal(
      ["feature", "--at", "1,1"], status: 2,
      "'feature' needs a command; see 'hexboard feature --help'")
    for old in ["edge", "vertex"] {
      try box.expectRefusal(
        [old, "set", "map.json"], status: 2, "unknown command '\(old)'; see 'hexboard --help'")
    }
  }

  // MARK: - Mistakes: one line, exit 2, nothing written

  static let flatSides = "se, ne, n, nw, sw, s"

  @Test(
    arguments: [
      (
        ["feature", "set", "map.json", "wall"],
        "choose sides with --at and --side, --between, --around, --crossing or --along, or corners with --at and --corner"
      ),
      (
        ["feature", "clear", "map.json"],
        "choose sides with --at and --side, --between, --around, --crossing or --along, or corners with --at and --corner"
      ),
      (["feature", "set", "map.json", "wall", "--at", "2,2"], "--at needs a --side or a --corner"),
      (["feature", "set", "map.json", "wall", "--side", "n"], "--side needs an --at cell"),
      (
        ["feature", "set", "map.json", "wall", "--radius", "2", "--between", "1,1:1,2"],
        "--radius needs an --around centre"
      ),
      (
        ["feature", "set", "map.json", "wall", "--at", "2,2", "--side", "e"],
        "--side: flat-top hexes have no side 'e'; their sides are \(flatSides)"
      ),
      (
        ["feature", "set", "map.json", "wall", "--at", "2,2", "--side", "north"],
        "--side: flat-top hexes have no side 'north'; their sides are \(flatSides)"
      ),
      (
        ["feature", "set", "map.json", "wall", "--between", "1,1:3,3"],
        "--between 1,1:3,3: the cells are not neighbours"
      ),
      (
        ["feature", "set", "map.json", "wall", "--between", "0,2:7,2"],
        "--between 0,2:7,2: the cells are not neighbours"
      ),
      (
        ["feature", "set", "map.json", "wall", "--between", "1,1:1,6"],
        "--between 1,1:1,6: 1,6 is not on the map"
      ),
      (
        ["feature", "set", "map.json", "wall", "--at", "8,0", "--side", "n"],
        "--at 8,0 is not on the map"
      ),
      (
        ["feature", "set", "map.json", "wall", "--around", "-1,0"],
        "--around -1,0 is not on the map"
      ),
      (
        ["feature", "set", "map.json", "wall", "--crossing", "1,1:1,1"],
        "--crossing 1,1:1,1: the line is one cell and crosses no side"
      ),
      (
        ["feature", "set", "map.json", "lava", "--at", "2,2", "--side", "n"],
        "unknown side feature 'lava' (this map has: wall, river, road)"
      ),
      (
        ["feature", "clear", "map.json", "town", "--at", "2,2", "--side", "n"],
        "unknown side feature 'town' (this map has: wall, river, road)"
      ),
      (
        ["feature", "set", "map.json", "wall", "--at", "2,2", "--side", "n", "-o", "out.json"], nil
      ),
      (
        ["feature", "set", "map.json", "town"],
        "choose sides with --at and --side, --between, --around, --crossing or --along, or corners with --at and --corner"
      ),
      (["feature", "set", "map.json", "town", "--at", "2,2"], "--at needs a --side or a --corner"),
      (
        ["feature", "set", "map.json", "town", "--at", "2,2", "--corner", "n"],
        "--corner: flat-top hexes have no corner 'n'; their corners are e, ne, nw, w, sw, se"
      ),
      (
        ["feature", "set", "map.json", "wall", "--at", "2,2", "--corner", "e"],
        "unknown corner feature 'wall' (this map has: town, tower)"
      ),
      (
        ["feature", "clear", "map.json", "--at", "2,9", "--corner", "e"],
        "--at 2,9 is not on the map"
      ),
      (
        ["feature", "set", "map.json", "town", "--at", "1,1", "--at", "2,2", "--corner", "e"],
        "give one --corner for each --at (got 2 --at and 1 --corner)"
      ),
    ] as [([String], String?)])
  func mistakesAreOneLineAndExitTwo(arguments: [String], message: String?) throws {
    let box = try CLISandbox()
    try Self.makeMap(box)
    guard let message else {
      // A good selection with an unknown option after it: still refused before writing.
      try box.expectRefusal(
        arguments + ["--bogus"], status: 2,
        "unknown option '--bogus' for '\(arguments[0]) \(arguments[1])'")
      return
    }
    try box.expectRefusal(arguments, status: 2, message)
  }

  @Test func pointyMistakesNamePointySides() throws {
    let box = try CLISandbox()
    try Self.makeMap(box, orientation: "pointy")
    try box.expectRefusal(
      ["feature", "set", "map.json", "wall", "--at", "2,2", "--side", "n"], status: 2,
      "--side: pointy-top hexes have no side 'n'; their sides are e, ne, nw, w, sw, se")
    try box.expectRefusal(
      ["feature", "set", "map.json", "town", "--at", "2,2", "--corner", "e"], status: 2,
      "--corner: pointy-top hexes have no corner 'e'; their corners are ne, n, nw, sw, s, se")
  }

  // MARK: - Setting and clearing

  @Test func flatSelectorsSetAndClear() throws {
    let box = try CLISandbox()
    try Self.makeMap(box)
    func expectPlaced(_ expected: [String], sourceLocation: SourceLocation = #_sourceLocation)
      throws
    {
      #expect(
        try Self.placed(box.load("map.json")) == expected.sorted(), sourceLocation: sourceLocation)
    }
    let set = try box.succeed(
      "feature", "set", "map.json", "wall", "--at", "2,2", "--side", "n", "--side", "ne")
    #expect(set.output.isEmpty && set.errors == "set wall on 2 sides\n")
    try expectPlaced(["2,1|2,2 wall", "2,2|3,1 wall"])
    try box.succeed("feature", "set", "map.json", "river", "--between", "5,3:5,4")
    try box.succeed("feature", "set", "map.json", "road", "--crossing", "0,0:0,2")
    try expectPlaced([
      "2,1|2,2 wall", "2,2|3,1 wall", "5,3|5,4 river", "0,0|0,1 road", "0,1|0,2 road",
    ])
    // Around 0,0: four sides on the map's border, two towards 1,0 and 0,1.
    try box.succeed("feature", "set", "map.json", "river", "--around", "0,0")
    try expectPlaced([
      "2,1|2,2 wall", "2,2|3,1 wall", "5,3|5,4 river", "0,0|0,1 river+road", "0,1|0,2 road",
      "0,0 river", "0,0 river", "0,0 river", "0,0 river", "0,0|1,0 river",
    ])
    try box.succeed("feature", "clear", "map.json", "road", "--crossing", "0,0:0,2")
    try box.succeed("feature", "clear", "map.json", "--at", "3,1", "--side", "sw")
    try expectPlaced([
      "2,1|2,2 wall", "5,3|5,4 river", "0,0|0,1 river", "0,0 river", "0,0 river", "0,0 river",
      "0,0 river", "0,0|1,0 river",
    ])
    try box.succeed("feature", "clear", "map.json", "--around", "0,0", "--radius", "0")
    try expectPlaced(["2,1|2,2 wall", "5,3|5,4 river"])
    // --around with a radius: the 18 sides round 4,3 and its six neighbours.
    try box.succeed("feature", "set", "map.json", "wall", "--around", "4,3", "--radius", "1")
    #expect(try box.load("map.json").featureCounts(.side) == [19, 1, 0])
    // Clearing a feature that is not there changes nothing.
    let before = box.snapshot()
    try box.succeed("feature", "clear", "map.json", "road", "--around", "4,3", "--radius", "1")
    #expect(box.snapshot() == before)
  }

  @Test func pointySelectorsSetAndClear() throws {
    let box = try CLISandbox()
    try Self.makeMap(box, orientation: "pointy")
    try box.succeed(
      "feature", "set", "map.json", "wall", "--at", "2,2", "--side", "e", "--side", "nw")
    try box.succeed("feature", "set", "map.json", "river", "--between", "2,2:2,3")
    try box.succeed("feature", "set", "map.json", "road", "--crossing", "1,4:4,4")
    #expect(
      try Self.placed(box.load("map.json"))
        == [
          "1,1|2,2 wall", "1,4|2,4 road", "2,2|2,3 river", "2,2|3,2 wall", "2,4|3,4 road",
          "3,4|4,4 road",
        ])
    try box.succeed("feature", "clear", "map.json", "--at", "3,2", "--side", "w")
    try box.succeed("feature", "set", "map.json", "wall", "--around", "5,3", "--radius", "1")
    let board = try box.load("map.json")
    #expect(board.featureCounts(.side) == [19, 1, 3])
    #expect(!board.hasFeature("wall", at: .side(try Self.side(board, (2, 2), (3, 2)))))
  }

  @Test func wrapSeamSideIsOneSide() throws {
    let box = try CLISandbox()
    try Self.makeMap(box, wrap: "cylinder")
    try box.succeed("feature", "set", "map.json", "wall", "--between", "0,2:7,2")
    #expect(try Self.placed(box.load("map.json")) == ["0,2|7,2 wall"])
    // The same side named from the other cell, across the seam.
    try box.succeed("feature", "set", "map.json", "river", "--at", "7,2", "--side", "ne")
    #expect(try Self.placed(box.load("map.json")) == ["0,2|7,2 wall+river"])
    try box.succeed("feature", "clear", "map.json", "--at", "0,2", "--side", "sw")
    #expect(try box.load("map.json").featureLocations(.side).compactMap(\.edge).isEmpty)
    // Around a cell on the seam: 18 sides, some across it.
    try box.succeed("feature", "set", "map.json", "road", "--around", "0,2", "--radius", "1")
    #expect(try box.load("map.json").featureCounts(.side) == [0, 0, 18])
  }

  @Test func cornersSetAndClear() throws {
    let box = try CLISandbox()
    try Self.makeMap(box)
    try box.succeed("feature", "set", "map.json", "town", "--at", "2,2", "--corner", "e")
    // The same corner from its other two cells.
    try box.succeed("feature", "set", "map.json", "tower", "--at", "3,2", "--corner", "nw")
    var board = try box.load("map.json")
    let corner = try #require(board.featureLocations(.corner).compactMap(\.vertex).first)
    #expect(board.featureLocations(.corner).compactMap(\.vertex).count == 1)
    #expect(board.features(at: corner).map(\.id) == ["town", "tower"])
    #expect(
      Set(board.grid.cells(around: corner))
        == [Self.cell(board, 2, 2), Self.cell(board, 3, 1), Self.cell(board, 3, 2)])
    try box.succeed("feature", "clear", "map.json", "town", "--at", "3,1", "--corner", "sw")
    board = try box.load("map.json")
    #expect(board.features(at: corner).map(\.id) == ["tower"])
    try box.succeed("feature", "clear", "map.json", "--at", "2,2", "--corner", "e")
    #expect(try box.load("map.json").featureLocations(.corner).compactMap(\.vertex).isEmpty)

    try Self.makeMap(box, "pointy.json", orientation: "pointy")
    try box.succeed("feature", "set", "pointy.json", "town", "--at", "2,2", "--corner", "n")
    board = try box.load("pointy.json")
    let top = try #require(board.featureLocations(.corner).compactMap(\.vertex).first)
    #expect(
      Set(board.grid.cells(around: top))
        == [Self.cell(board, 2, 2), Self.cell(board, 1, 1), Self.cell(board, 2, 1)])
  }

  @Test func editsPipeAndWriteElsewhere() throws {
    let box = try CLISandbox()
    try Self.makeMap(box)
    let piped = try box.run(["feature", "set", "map.json", "wall", "--around", "1,1", "-o", "-"])
      .result
    #expect(piped.status == 0, "\(piped.errors)")
    try box.succeed("feature", "set", "map.json", "wall", "--around", "1,1", "-o", "walled.json")
    #expect(try MapFile.decode(Array(piped.outputBytes)) == box.load("walled.json"))
    // The input was left as it was.
    #expect(try box.load("map.json").featureLocations(.side).compactMap(\.edge).isEmpty)
    try box.expectRefusal(
      ["feature", "set", "map.json", "road", "--around", "1,1", "-o", "walled.json"],
      "refusing to overwrite existing file 'walled.json' (use --force)")
  }

  // MARK: - info

  @Test func infoCountsFeaturesOnlyWhenThereAreAny() throws {
    let box = try CLISandbox()
    try Self.makeMap(box)
    let plain = try box.succeed("info", "map.json")
    #expect(
      plain.output == """
        name:       T
        shape:      rectangle (columns 8, rows 6)
        grid:       odd-q, flat, wrap none
        cells:      48
        elevation:  no
        terrain:
          ~ ocean     0
          - coast     0
          . grass     48
          f forest    0
          h hills     0
          ^ mountain  0
          : desert    0
          * snow      0
        objects:    0
        land regions: 1

        """)
    #expect(try !box.succeed("info", "map.json", "--json").output.contains("Features"))
    try box.succeed(
      "feature", "set", "map.json", "river", "--between", "2,2:2,3", "--between", "4,4:4,5")
    try box.succeed("feature", "set", "map.json", "road", "--between", "2,2:2,3")
    try box.succeed("feature", "set", "map.json", "tower", "--at", "5,5", "--corner", "w")
    let text = try box.succeed("info", "map.json").output
    #expect(
      text.contains(
        "objects:    0\nedges:      wall 0, river 2, road 1\nvertices:   town 0, tower 1\nland regions: 1\n"
      ), "\(text)")
    let json = try box.succeed("info", "map.json", "--json").output
    #expect(
      json.contains(
        #""edgeFeatures":[{"id":"wall","edges":0},{"id":"river","edges":2},{"id":"road","edges":1}],"vertexFeatures":[{"id":"town","vertices":0},{"id":"tower","vertices":1}]"#
      ), "\(json)")
  }

  // MARK: - crop / resize carry features

  @Test func cropAndResizeCarryFeatures() throws {
    let box = try CLISandbox()
    try Self.makeMap(box)
    try box.succeed(
      "feature", "set", "map.json", "wall", "--between", "2,2:2,1", "--between", "0,0:1,0")
    try box.succeed("feature", "set", "map.json", "river", "--between", "3,3:3,4")
    try box.succeed("feature", "set", "map.json", "town", "--at", "0,0", "--corner", "w")
    let cropped = try box.succeed("crop", "map.json", "--from", "2,2", "--to", "5,5")
    #expect(
      cropped.errors
        == "warning: removed the features of 1 side (outside)\nwarning: removed the features of 1 corner (outside)\n"
        + "cropped the map to 4 columns and 4 rows\n"
    )
    // The wall along the cut-off 2,1 is now on the border, north of the new 0,0.
    #expect(try Self.placed(box.load("map.json")) == ["0,0 wall", "1,1|1,2 river"])
    try box.succeed("resize", "map.json", "--columns", "6", "--rows", "6", "--anchor", "center")
    // Moved one column and one row: even-q now, and the wall is between 1,0 and 1,1.
    let board = try box.load("map.json")
    #expect(board.grid.convention == .evenQ)
    #expect(Self.placed(board) == ["1,0|1,1 wall", "2,2|2,3 river"])
  }
}
