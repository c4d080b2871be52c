import Foundation
import HexBoard
import Testing

@testable import HexBoardCLI

/// `feature set/clear --along A:B`: the chain of sides beside a line of cells (a river along a
/// line), known answers by compass name, the chain property on every pair of cells, a wrap
/// seam, the mistakes, and one end-to-end run against the same sides chosen by hand.
@Suite("hexboard edge --along")
struct CLIEdgeAlongTests {
  typealias Fixture = CLIFeatureSelectionTests

  /// The sides `names` of each cell `col,row` of `cells`, chosen with --at/--side.
  static func named(_ board: Board, _ cells: [(Int, Int)], _ names: [String]) throws -> [HexEdge] {
    var arguments: [String] = []
    for (col, row) in cells {
      for name in names { arguments += ["--at", "\(col),\(row)", "--side", name] }
    }
    return try Fixture.edges(board, arguments)
  }

  @Test func aPointyRowWalkedEastIsItsNorthEdgeAndWalkedWestItsSouthEdge() throws {
    let board = try Fixture.board(.pointy)
    let row = [(1, 2), (2, 2), (3, 2), (4, 2)]
    let north = try Fixture.edges(board, ["--along", "1,2:4,2"])
    #expect(north.count == 8)
    #expect(north == (try Self.named(board, row, ["nw", "ne"])))
    let south = try Fixture.edges(board, ["--along", "4,2:1,2"])
    #expect(south == (try Self.named(board, row, ["sw", "se"])))
  }

  @Test func aFlatColumnWalkedSouthIsItsEastEdge() throws {
    let board = try Fixture.board(.flat)
    let column = [(2, 1), (2, 2), (2, 3), (2, 4)]
    #expect(
      try Fixture.edges(board, ["--along", "2,1:2,4"])
        == (try Self.named(board, column, ["ne", "se"])))
    #expect(
      try Fixture.edges(board, ["--along", "2,4:2,1"])
        == (try Self.named(board, column, ["nw", "sw"])))
  }

  /// For every two different cells of an 8×6 map, flat and pointy: the sides form one
  /// chain (each corner ends at most two of them, exactly two corners end one, all
  /// connected), starting at a corner of A and ending at a corner of B.
  @Test(arguments: [HexOrientation.flat, .pointy])
  func everyLineGivesOneChainFromACornerOfAToACornerOfB(orientation: HexOrientation) throws {
    let board = try Fixture.board(orientation)
    let grid = board.grid
    let cells = (0..<6).flatMap { row in (0..<8).map { col in (col, row) } }
    for (a, b) in cells.flatMap({ a in cells.map { (a, $0) } }) where a != b {
      let text = "\(a.0),\(a.1):\(b.0),\(b.1)"
      let edges = try Fixture.edges(board, ["--along", text])
      var degree: [HexVertex: Int] = [:]
      var links: [HexVertex: [HexVertex]] = [:]
      for edge in edges {
        let (from, to) = try #require(grid.vertices(of: edge))
        degree[from, default: 0] += 1
        degree[to, default: 0] += 1
        links[from, default: []].append(to)
        links[to, default: []].append(from)
      }
      let ends = degree.filter { $0.value == 1 }.map(\.key)
      #expect(!edges.isEmpty && degree.values.allSatisfy { $0 <= 2 }, "\(text)")
      #expect(ends.count == 2, "\(text): \(ends.count) ends")
      guard let start = ends.first else { continue }
      var seen: Set<HexVertex> = [start]
      var stack = [start]
      while let vertex = stack.popLast() {
        for next in links[vertex] ?? [] where seen.insert(next).inserted { stack.append(next) }
      }
      #expect(seen.count == degree.count, "\(text): not one chain")
      let cornersOfA = Set(grid.vertices(of: Fixture.cell(board, a.0, a.1)))
      let cornersOfB = Set(grid.vertices(of: Fixture.cell(board, b.0, b.1)))
      #expect(
        ends.contains(where: cornersOfA.contains) && ends.contains(where: cornersOfB.contains),
        "\(text): the chain does not run from A to B")
    }
  }

  @Test func aWrappedRowGoesTheShortWayAcrossTheSeam() throws {
    let board = try Fixture.board(.pointy, wrap: .cylinder)
    let across = [(6, 2), (7, 2), (0, 2), (1, 2)]
    #expect(
      try Fixture.edges(board, ["--along", "6,2:1,2"])
        == (try Self.named(board, across, ["nw", "ne"])))
  }

  @Test(arguments: [
    (["--along", "1,1:9,1"], "--along 1,1:9,1: 9,1 is not on the map"),
    (["--along", "2,2:2,2"], "--along 2,2:2,2: the line is one cell and has no bank"),
    (["--along", "2,2"], "--along: expected two cells 'a:b' such as 1,2:2,2, got '2,2'"),
  ])
  func mistakesAreUsageErrors(arguments: [String], message: String) throws {
    let board = try Fixture.board()
    #expect(throws: CLIError.usage(message)) { try Fixture.edges(board, arguments) }
  }

  /// With --clip a line running off the map keeps its sides on the map: those of its cells
  /// on the map, and the side of 7,1 that 8,2 (off the map) shares with it.
  @Test func clipKeepsTheSidesOnTheMap() throws {
    let board = try Fixture.board(.pointy)
    var byHand: [String] = ["--at", "7,1", "--side", "se"]
    for col in 5...7 {
      byHand += ["--at", "\(col),2", "--side", "nw", "--at", "\(col),2", "--side", "ne"]
    }
    #expect(
      try Fixture.edges(board, ["--along", "5,2:9,2", "--clip"]) == Fixture.edges(board, byHand))
  }

  /// The built binary: `--along` sets and clears exactly the sides named by hand.
  @Test func endToEndAlongSetsAndClearsTheSameSidesAsNamedOnes() throws {
    let box = try CLISandbox()
    try CLIFeatureEndToEndTests.makeMap(box, "a.json", orientation: "pointy")
    try CLIFeatureEndToEndTests.makeMap(box, "b.json", orientation: "pointy")
    let set = try box.succeed("feature", "set", "a.json", "river", "--along", "1,2:4,2")
    #expect(set.errors.contains("8 sides"))
    var byHand = ["feature", "set", "b.json", "river"]
    for col in 1...4 {
      byHand += ["--at", "\(col),2", "--side", "nw", "--at", "\(col),2", "--side", "ne"]
    }
    #expect(try box.run(byHand).result.status == 0)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: box.path("a.json")))
        == Data(contentsOf: URL(fileURLWithPath: box.path("b.json"))))
    try box.succeed("feature", "clear", "a.json", "river", "--along", "1,2:4,2")
    let cleared = try Board.load(from: box.path("a.json"))
    #expect(cleared.featureLocations(.side).compactMap(\.edge).isEmpty)
  }
}
