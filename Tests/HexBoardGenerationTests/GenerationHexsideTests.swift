import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardGeneration

/// Rivers along hexsides and roads between the starts: the generator's use of edge
/// features, checked from the finished board with the public hexside API.
@Suite("Generation: edge rivers and roads")
struct GenerationHexsideTests {
  static let families = ["rectangle", "hexagon", "cylinder", "torus"]

  static func grid(_ family: String) throws -> MapGrid {
    try generationGrids().first { $0.0 == family }!.1
  }

  /// A corner's height as documented: the lowest elevation of the cells around it.
  static func height(_ corner: HexVertex, on board: Board) -> Int {
    board.grid.cells(around: corner).map { board.elevation![$0]! }.min()!
  }

  static func touchesWater(_ corner: HexVertex, on board: Board) -> Bool {
    board.grid.cells(around: corner).contains { isWaterTerrain(board.terrain(at: $0)!) }
  }

  /// The side joining two corners, found through the cells around the first.
  static func side(between a: HexVertex, and b: HexVertex, on grid: MapGrid) -> HexEdge? {
    for hex in grid.cells(around: a) {
      for edge in grid.edges(of: hex) {
        guard let (x, y) = grid.vertices(of: edge) else { continue }
        if (x == a && y == b) || (x == b && y == a) { return edge }
      }
    }
    return nil
  }

  @Test(arguments: [GeneratorKind.islands, .continents], families)
  func edgeRiversRunDownhillAlongSidesToWater(kind: GeneratorKind, family: String) throws {
    let grid = try Self.grid(family)
    let parameters = GeneratorParameters(rivers: 8, players: 3, riverStyle: .edges, roads: true)
    let report = try MapGenerator.run(kind, grid: grid, seed: 77, parameters: parameters)
    let board = report.board
    try board.validate()
    #expect(report.rivers.isEmpty)
    #expect(board.properties["generator.riverStyle"] == .string("edges"))
    #expect(board.properties["generator.riversDrawn"] == .integer(report.riverCorners.count))
    #expect(report.riverCorners.count >= 3)

    // Deterministic, and different from the cell style.
    let again = try MapGenerator.run(kind, grid: grid, seed: 77, parameters: parameters)
    #expect(again.board == board)
    #expect(again.board.contentHash() == board.contentHash())
    #expect(again.riverCorners == report.riverCorners)
    #expect(again.roads == report.roads)
    var cellStyle = parameters
    cellStyle.riverStyle = .cells
    let cells = try MapGenerator.generate(kind, grid: grid, seed: 77, parameters: cellStyle)
    #expect(cells.contentHash() != board.contentHash())

    // Edge rivers leave the terrain alone: the same as with no rivers at all.
    var none = parameters
    none.rivers = 0
    let dry = try MapGenerator.generate(kind, grid: grid, seed: 77, parameters: none)
    #expect(dry.terrain == board.terrain)
    #expect(dry.objects == board.objects)

    var riverCorners: [HexVertex] = []
    var walked: [HexEdge] = []
    for river in report.riverCorners {
      #expect(river.count - 1 >= parameters.minimumRiverLength)
      #expect(!Self.touchesWater(river[0], on: board))
      for (a, b) in zip(river, river.dropFirst()) {
        let edge = try #require(Self.side(between: a, and: b, on: grid), "\(a) \(b)")
        #expect(board.hasFeature("river", at: .side(edge)))
        #expect(Self.height(b, on: board) <= Self.height(a, on: board))  // never climbs
        // Land on both sides: never between two water cells, never on the border.
        let beside = grid.cells(beside: edge)
        #expect(beside.count == 2)
        #expect(beside.allSatisfy { !isWaterTerrain(board.terrain(at: $0)!) })
        walked.append(edge)
      }
      #expect(Self.height(river.last!, on: board) < Self.height(river[0], on: board))
      for corner in river.dropLast() { #expect(!Self.touchesWater(corner, on: board)) }
      let mouth = river.last!
      #expect(Self.touchesWater(mouth, on: board) || riverCorners.contains(mouth))
      riverCorners += river
    }
    // Every river side on the board is a side of a reported river, and once.
    let sorted = walked.map { grid.edgeSlot(of: $0)! }.sorted()
    #expect(sorted == Array(Set(sorted)).sorted())
    #expect(
      sorted
        == board.featureLocations(carrying: "river", kind: .side).compactMap(\.edge).map {
          grid.edgeSlot(of: $0)!
        })
    try Self.expectRiverChainsReachWater(board)
    try Self.expectRoadsJoinStarts(report)
    // Saved and loaded, the board is the same (map format version 2 carries the features).
    let bytes = try MapFile.encode(board)
    #expect(try MapFile.decode(bytes) == board)
    #expect(try MapFile.encode(MapFile.decode(bytes)) == bytes)
  }

  /// From the board alone: every connected chain of river sides has a corner touching water.
  static func expectRiverChainsReachWater(_ board: Board) throws {
    let grid = board.grid
    let sides = board.featureLocations(carrying: "river", kind: .side).compactMap(\.edge)
    var parent = [Int](0..<grid.vertexSlotCount)
    func find(_ x: Int) -> Int {
      var x = x
      while parent[x] != x { x = parent[x] }
      return x
    }
    var corners: [HexVertex] = []
    for side in sides {
      let (a, b) = try #require(grid.vertices(of: side))
      let (i, j) = (grid.vertexSlot(of: a)!, grid.vertexSlot(of: b)!)
      parent[find(i)] = find(j)
      corners += [a, b]
    }
    var wet = Set<Int>()
    for corner in corners where touchesWater(corner, on: board) {
      wet.insert(find(grid.vertexSlot(of: corner)!))
    }
    for corner in corners {
      #expect(wet.contains(find(grid.vertexSlot(of: corner)!)), "dry chain at \(corner)")
    }
  }

  /// Every start is reachable from the first by crossing road sides only, and each road is
  /// a line of neighbouring cells with a road on every side it crosses.
  static func expectRoadsJoinStarts(_ report: GenerationReport) throws {
    let board = report.board
    let grid = board.grid
    let starts = board.objects.filter { $0.kind == "start" }.map(\.position)
    #expect(report.roads.count <= starts.count - 1)
    for road in report.roads {
      #expect(road.count >= 2)
      for (a, b) in zip(road, road.dropFirst()) {
        let edge = try #require(grid.edge(between: a, and: b))
        #expect(board.hasFeature("road", at: .side(edge)))
      }
    }
    var reached = [Bool](repeating: false, count: grid.indexCount)
    var queue = [grid.index(of: starts[0])!]
    reached[queue[0]] = true
    while let cell = queue.popLast() {
      for next in grid.neighbors(of: cell) where !reached[next] {
        let edge = grid.edge(between: grid.hex(at: cell), and: grid.hex(at: next))!
        guard board.hasFeature("road", at: .side(edge)) else { continue }
        reached[next] = true
        queue.append(next)
      }
    }
    for start in starts { #expect(reached[grid.index(of: start)!], "\(start) not on a road") }
    #expect(board.properties["generator.roadsBuilt"] == .integer(report.roads.count))
  }

  @Test(arguments: families)
  func roadsJoinStartsOnEveryGeneratorWithCellRivers(family: String) throws {
    let grid = try Self.grid(family)
    for kind in GeneratorKind.allCases {
      let parameters = GeneratorParameters(players: 4, roads: true)
      let report = try MapGenerator.run(kind, grid: grid, seed: 5, parameters: parameters)
      try report.board.validate()
      #expect(
        report.board.featureLocations(carrying: "river", kind: .side).compactMap(\.edge).isEmpty)
      #expect(!report.roads.isEmpty)
      try Self.expectRoadsJoinStarts(report)
      // Roads change no terrain or object.
      var plain = parameters
      plain.roads = false
      let without = try MapGenerator.generate(kind, grid: grid, seed: 5, parameters: plain)
      #expect(without.terrain == report.board.terrain)
      #expect(without.objects == report.board.objects)
      #expect(without.featureLocations(.side).compactMap(\.edge).isEmpty)
    }
  }

  @Test func defaultOptionsPlaceNoFeaturesAndRecordNothingNew() throws {
    let grid = try MapGrid(columns: 40, rows: 30)
    let board = try MapGenerator.generate(
      .continents, grid: grid, seed: 9, parameters: GeneratorParameters(players: 2))
    #expect(board.featureLocations(.side).compactMap(\.edge).isEmpty)
    #expect(board.properties["generator.riverStyle"] == nil)
    #expect(board.properties["generator.roads"] == nil)
  }

  /// The example of Generation.md, as written there.
  @Test func theArticlesExample() throws {
    let grid = try MapGrid(columns: 96, rows: 64, wrap: .cylinder)
    var parameters = GeneratorParameters()
    parameters.players = 4
    parameters.riverStyle = .edges  // the `river` edge feature, corner to corner downhill
    parameters.roads = true  // the `road` edge feature between the starts
    let rivers = try MapGenerator.run(.continents, grid: grid, seed: 42, parameters: parameters)
    #expect(!rivers.riverCorners.isEmpty)
    #expect(rivers.rivers.isEmpty)
    #expect(!rivers.roads.isEmpty)
    try Self.expectRoadsJoinStarts(rivers)
  }

  @Test func roadsNeedPlayers() throws {
    let grid = try MapGrid(columns: 20, rows: 20)
    #expect(
      throws: GenerationError.invalidParameter(
        name: "roads", rule: "join start positions: needs players > 0")
    ) {
      try MapGenerator.generate(
        .islands, grid: grid, seed: 1, parameters: GeneratorParameters(roads: true))
    }
  }
}
