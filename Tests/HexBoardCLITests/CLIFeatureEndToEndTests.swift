import Foundation
import HexBoard
import Testing

/// End-to-end runs of `hexboard edge` and `hexboard vertex` and of the commands that read
/// features back: each selector on flat and pointy maps and across a wrap seam, every
/// mistake (one line, exit 2, the folder untouched), `info`, `path`/`range`/`fov` with a
/// wall, a river and a road, `diff`/`patch`, `crop`/`resize`.
@Suite("hexboard edge and vertex end to end", .serialized)
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
    board.edgesWithFeatures.map { edge in
      let cells = board.grid.cells(beside: edge).map { hex in
        let cell = hex.offset(in: board.grid.convention)
        return "\(cell.col),\(cell.row)"
      }.sorted()
      return cells.joined(separator: "|") + " "
        + board.edgeFeatures(on: edge).map(\.id).joined(
          separator: "+")
    }.sorted()
  }

  // MARK: - Help

  @Test func helpNamesTheCommandsAndTheCompassNames() throws {
    let box = try CLISandbox()
    let main = try box.succeed("--help")
    for name in ["edge set", "edge clear", "vertex set", "vertex clear"] {
      #expect(main.output.contains("\n  \(name) "), "\(name) missing from --help")
    }
    for group in [["edge", "--help"], ["help", "edge"], ["vertex", "-h"]] {
      let help = try box.succeed(group[0], group[1])
      #expect(
        help.output.contains(
          "USAGE: hexboard \(group.contains("vertex") ? "vertex" : "edge") <command>"))
      #expect(help.errors.isEmpty)
    }
    let edge = try box.succeed("edge", "set", "--help")
    #expect(edge.output.contains("flat-top maps:   se ne n nw sw s"))
    #expect(edge.output.contains("pointy-top maps: e ne nw w sw se"))
    #expect(edge.output.contains("--crossing <a:b>"))
    let clear = try box.succeed("edge", "clear", "--help")
    #expect(clear.output.contains("USAGE: hexboard edge clear <file> [<feature>] [options]"))
    let vertex = try box.succeed("vertex", "set", "--help")
    #expect(vertex.output.contains("flat-top maps:   e ne nw w sw se"))
    #expect(vertex.output.contains("pointy-top maps: ne n nw sw s se"))
    try box.expectRefusal(["edge"], status: 2, "'edge' needs a command; see 'hexboard edge --help'")
    try box.expectRefusal(
      ["vertex", "add", "map.json"], status: 2,
      "unknown command 'vertex add'; see 'hexboard vertex --help'")
  }

  // MARK: - Mistakes: one line, exit 2, nothing written

  static let flatSides = "se, ne, n, nw, sw, s"

  @Test(
    arguments: [
      (
        ["edge", "set", "map.json", "wall"],
        "choose sides with --at and --side, --between, --around or --crossing"
      ),
      (
        ["edge", "clear", "map.json"],
        "choose sides with --at and --side, --between, --around or --crossing"
      ),
      (["edge", "set", "map.json", "wall", "--at", "2,2"], "--at needs a --side"),
      (["edge", "set", "map.json", "wall", "--side", "n"], "--side needs an --at cell"),
      (
        ["edge", "set", "map.json", "wall", "--radius", "2", "--between", "1,1:1,2"],
        "--radius needs an --around centre"
      ),
      (
        ["edge", "set", "map.json", "wall", "--at", "2,2", "--side", "e"],
        "--side: flat-top hexes have no side 'e'; their sides are \(flatSides)"
      ),
      (
        ["edge", "set", "map.json", "wall", "--at", "2,2", "--side", "north"],
        "--side: flat-top hexes have no side 'north'; their sides are \(flatSides)"
      ),
      (
        ["edge", "set", "map.json", "wall", "--between", "1,1:3,3"],
        "--between 1,1:3,3: the cells are not neighbours"
      ),
      (
        ["edge", "set", "map.json", "wall", "--between", "0,2:7,2"],
        "--between 0,2:7,2: the cells are not neighbours"
      ),
      (
        ["edge", "set", "map.json", "wall", "--between", "1,1:1,6"],
        "--between 1,1:1,6: 1,6 is not on the map"
      ),
      (
        ["edge", "set", "map.json", "wall", "--at", "8,0", "--side", "n"],
        "--at 8,0 is not on the map"
      ),
      (["edge", "set", "map.json", "wall", "--around", "-1,0"], "--around -1,0 is not on the map"),
      (
        ["edge", "set", "map.json", "wall", "--crossing", "1,1:1,1"],
        "--crossing 1,1:1,1: the line is one cell and crosses no side"
      ),
      (
        ["edge", "set", "map.json", "lava", "--at", "2,2", "--side", "n"],
        "unknown edge feature 'lava' (this map has: wall, river, road)"
      ),
      (
        ["edge", "clear", "map.json", "town", "--at", "2,2", "--side", "n"],
        "unknown edge feature 'town' (this map has: wall, river, road)"
      ),
      (["edge", "set", "map.json", "wall", "--at", "2,2", "--side", "n", "-o", "out.json"], nil),
      (["vertex", "set", "map.json", "town"], "choose corners with --at and --corner"),
      (["vertex", "set", "map.json", "town", "--at", "2,2"], "--at needs a --corner"),
      (
        ["vertex", "set", "map.json", "town", "--at", "2,2", "--corner", "n"],
        "--corner: flat-top hexes have no corner 'n'; their corners are e, ne, nw, w, sw, se"
      ),
      (
        ["vertex", "set", "map.json", "wall", "--at", "2,2", "--corner", "e"],
        "unknown vertex feature 'wall' (this map has: town, tower)"
      ),
      (
        ["vertex", "clear", "map.json", "--at", "2,9", "--corner", "e"],
        "--at 2,9 is not on the map"
      ),
      (
        ["vertex", "set", "map.json", "town", "--at", "1,1", "--at", "2,2", "--corner", "e"],
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
      ["edge", "set", "map.json", "wall", "--at", "2,2", "--side", "n"], status: 2,
      "--side: pointy-top hexes have no side 'n'; their sides are e, ne, nw, w, sw, se")
    try box.expectRefusal(
      ["vertex", "set", "map.json", "town", "--at", "2,2", "--corner", "e"], status: 2,
      "--corner: pointy-top hexes have no corner 'e'; their corners are ne, n, nw, sw, s, se")
  }
}
