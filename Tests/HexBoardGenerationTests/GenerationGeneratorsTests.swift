import HexBoard
import HexBoardGeneration
import Testing

@Suite("Generation: generators")
struct GenerationGeneratorTests {
  static let kinds = GeneratorKind.allCases
  static let families = ["rectangle", "hexagon", "cylinder", "torus"]

  static func grid(_ family: String) throws -> MapGrid {
    try generationGrids().first { $0.0 == family }!.1
  }

  @Test(arguments: kinds, families)
  func everyGeneratorWorksOnEveryGridFamily(kind: GeneratorKind, family: String) throws {
    let grid = try Self.grid(family)
    var parameters = GeneratorParameters()
    parameters.players = 3
    let report = try MapGenerator.run(kind, grid: grid, seed: 123, parameters: parameters)
    let board = report.board
    try board.validate()
    #expect(board.grid == grid)
    #expect(board.properties["generator"] == .string(kind.rawValue))
    #expect(board.properties["generator.seed"] == .integer(123))
    #expect(board.properties["generator.version"] == .integer(MapGenerator.algorithmVersion))
    #expect(board.properties["generator.players"] == .integer(3))
    // Deterministic: the same call gives the same board.
    let again = try MapGenerator.generate(kind, grid: grid, seed: 123, parameters: parameters)
    #expect(again == board)
    #expect(again.contentHash() == board.contentHash())
    let other = try MapGenerator.generate(kind, grid: grid, seed: 124, parameters: parameters)
    #expect(other.contentHash() != board.contentHash())
    try checkStarts(report, players: 3)
    if kind == .caves {
      let floor = HexMap(board.terrain).connectedRegions { board.palette[Int($0)].id == "grass" }
      #expect(floor.count == 1)
    } else {
      try checkRivers(report)
      let asked = kind == .islands ? 0.3 : 0.42
      #expect(abs(report.landFraction - asked) < 0.06)
      #expect(board.elevation != nil)
    }
  }

  func checkStarts(_ report: GenerationReport, players: Int) throws {
    let board = report.board
    let placement = try #require(report.placement)
    #expect(placement.starts.count == players)
    let starts = board.objects.filter { $0.kind == "start" }
    #expect(starts.map(\.position) == placement.starts)
    let graph = try board.navigationGraph()
    for a in placement.starts {
      #expect(graph.isPassable(a))
      for b in placement.starts where a != b {
        #expect(graph.areConnected(a, b))
        #expect(board.grid.distance(from: a, to: b) >= placement.minimumDistance)
      }
    }
    #expect(placement.spread == placement.reachableLand.max()! - placement.reachableLand.min()!)
    let resources = board.objects.filter { $0.kind == "resource" }
    #expect(resources.count == placement.resources)
    #expect(resources.count == players * 3)
    for resource in resources {
      let owner = Int(resource.properties["player"]?.stringValue ?? "") ?? 0
      let start = placement.starts[owner - 1]
      #expect(board.grid.distance(from: resource.position, to: start) <= 4)
      #expect(resource.properties["type"] != nil)
    }
  }

  func checkRivers(_ report: GenerationReport) throws {
    let board = report.board
    let elevation = try #require(board.elevation)
    for river in report.rivers {
      #expect(river.count >= 5)
      for (a, b) in zip(river, river.dropFirst()) {
        #expect(board.grid.distance(from: a, to: b) == 1)
        #expect(elevation[b]! < elevation[a]!)  // strictly downhill
      }
      let mouth = try #require(board.terrain(at: river.last!))
      #expect(isWaterTerrain(mouth))
      for cell in river.dropFirst() { #expect(isWaterTerrain(board.terrain(at: cell)!)) }
      #expect(!isWaterTerrain(board.terrain(at: river[0])!))
    }
  }

  @Test func continentsHaveRiversMountainsAndCoasts() throws {
    let grid = try MapGrid(columns: 64, rows: 40, wrap: .cylinder)
    let report = try MapGenerator.run(.continents, grid: grid, seed: 3)
    #expect(report.rivers.count >= 2)
    let counts = report.board.terrainCounts
    let ids = report.board.palette.map(\.id)
    for id in ["ocean", "coast", "grass", "forest", "hills", "mountain"] {
      #expect(counts[ids.firstIndex(of: id)!] > 0, "no \(id)")
    }
    // Mountains are inland: never next to the sea.
    let board = report.board
    for hex in grid.hexes where board.terrain(at: hex)?.id == "mountain" {
      let neighbours = grid.neighbors(of: grid.index(of: hex)!).map { grid.hex(at: $0) }
      #expect(!neighbours.contains { board.terrain(at: $0)?.id == "ocean" })
    }
  }

  @Test(arguments: [0.2, 0.5, 0.7])
  func landFractionFollowsTheParameter(fraction: Double) throws {
    let grid = try MapGrid(columns: 48, rows: 32)
    let parameters = GeneratorParameters(landFraction: fraction, rivers: 0)
    for kind in [GeneratorKind.islands, .continents] {
      let report = try MapGenerator.run(kind, grid: grid, seed: 17, parameters: parameters)
      #expect(abs(report.landFraction - fraction) < 0.05, "\(kind) \(report.landFraction)")
    }
  }

  @Test func startsHonourAnExplicitDistanceOrFailClearly() throws {
    let grid = try MapGrid(columns: 48, rows: 32)
    var parameters = GeneratorParameters(players: 4, startDistance: 12)
    let report = try MapGenerator.run(.continents, grid: grid, seed: 21, parameters: parameters)
    #expect(report.placement?.minimumDistance == 12)
    #expect((report.placement?.closestPair ?? 0) >= 12)
    parameters.startDistance = 500
    #expect(throws: GenerationError.self) {
      try MapGenerator.generate(.continents, grid: grid, seed: 21, parameters: parameters)
    }
  }

  @Test func badParametersAreRejected() throws {
    let grid = try MapGrid(columns: 10, rows: 10)
    let bad: [GeneratorParameters] = [
      GeneratorParameters(landFraction: 1.5), GeneratorParameters(landFraction: .nan),
      GeneratorParameters(featureSize: 0), GeneratorParameters(rivers: -1),
      GeneratorParameters(players: -2), GeneratorParameters(startRadius: 0),
      GeneratorParameters(caveFill: 2), GeneratorParameters(caveIterations: 1000),
    ]
    for parameters in bad {
      #expect(throws: GenerationError.self) {
        try MapGenerator.generate(.islands, grid: grid, seed: 0, parameters: parameters)
      }
    }
    let tiny = try MapGrid(columns: 1, rows: 1)
    #expect(throws: GenerationError.self) { try MapGenerator.generate(.caves, grid: tiny, seed: 0) }
  }

  @Test func hugeSeedsAreRecordedAsTheirBitPattern() throws {
    let grid = try MapGrid(columns: 16, rows: 12)
    let board = try MapGenerator.generate(.caves, grid: grid, seed: UInt64.max)
    #expect(board.properties["generator.seed"] == .integer(-1))
  }
}
