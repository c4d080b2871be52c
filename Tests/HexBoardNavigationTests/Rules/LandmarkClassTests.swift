import HexBoard
import HexTestSupport
import Testing

/// Landmarks with a cost table (`SearchRules.costsAtLeastGraph`): a table that never
/// prices below the graph keeps the landmark bounds admissible, so its paths use them and
/// stay the cheapest; a table below the graph in places is floored at the graph's costs
/// (without the floor, the landmarks would overestimate: the search broke its own
/// invariants, found when this test ran before the floor existed).
@Suite("Landmarks with cost tables")
struct LandmarkClassTests {
  /// A graph with random costs 1...3 and a few walls of closed cells, with landmarks.
  private func graph(_ grid: MapGrid, using rng: inout TestRandom) throws -> NavigationGraph {
    var costs: [Int?] = []
    for _ in 0..<grid.indexCount {
      costs.append(
        Int.random(in: 0..<12, using: &rng) == 0 ? nil : Int.random(in: 1...3, using: &rng))
    }
    return try NavigationGraph(grid: grid) { costs[$0] }.preparingLandmarks(count: 4)
  }

  /// A table pricing each cell `costs[index]` (`nil` closed): class k costs k, class 0 is
  /// closed, so each cell's class is its cost.
  private func table(_ grid: MapGrid, _ costs: [Int?]) throws -> CostTable {
    let perClass: [Int?] = (0..<256).map { $0 == 0 ? nil : $0 }
    return try #require(
      CostTable(grid: grid, cellClasses: costs.map { UInt8($0 ?? 0) }, costs: perClass))
  }

  @Test(arguments: 0..<4)
  func tablesAtLeastTheGraphUseLandmarksAndStayExact(_ seed: UInt64) throws {
    var rng = TestRandom(seed: 0x4C41_0000 &+ seed)
    let grid = try MapGrid(columns: 40, rows: 30)
    let graph = try graph(grid, using: &rng)
    let plain = graph.preparingLandmarks(count: 0)
    // At least the graph: the graph's cost plus 0...4 (closed cells stay closed).
    let costs: [Int?] = (0..<grid.indexCount).map { index in
      graph.cost(ofEntering: grid.hex(at: index)).map { $0 + Int.random(in: 0...4, using: &rng) }
    }
    let cavalry = try table(grid, costs)
    var guided = SearchRules(costs: cavalry)
    guided.costsAtLeastGraph = true
    #expect(guided.landmarksStayAdmissible && !SearchRules(costs: cavalry).landmarksStayAdmissible)
    var units = UnitMap(grid: grid)
    let passable = grid.indices.filter { costs[$0] != nil }
    for index in passable where Int.random(in: 0..<30, using: &rng) == 0 {
      units.place(side: Int.random(in: 0..<3, using: &rng), at: grid.hex(at: index))
    }
    var game = SearchRules(
      costs: cavalry, units: units, mover: Mover(side: 0), turns: Turns(movesPerTurn: 7))
    let unguidedGame = game
    game.costsAtLeastGraph = true
    let context = SearchContext()
    for _ in 0..<30 {
      let a = grid.hex(at: passable.randomElement(using: &rng)!)
      let b = grid.hex(at: passable.randomElement(using: &rng)!)
      let expected = plain.path(
        from: a, to: b, rules: SearchRules(costs: cavalry), context: context)
      let found = graph.path(from: a, to: b, rules: guided, context: context)
      #expect(found?.cost == expected?.cost, "\(a) → \(b)")
      let expectedGame = plain.path(from: a, to: b, rules: unguidedGame, context: context)
      let foundGame = graph.path(from: a, to: b, rules: game, context: context)
      #expect(foundGame?.cost == expectedGame?.cost, "\(a) → \(b) with units and turns")
    }
  }

  /// A table below the graph in places, with the flag: those cells cost the graph's price
  /// (the floor that keeps the landmarks admissible), so every path costs what it costs
  /// with the table raised to the graph, searched without landmarks.
  @Test func theFlagFloorsTheTableAtTheGraph() throws {
    var rng = TestRandom(seed: 0x4C41_1111)
    let grid = try MapGrid(columns: 40, rows: 30)
    let graph = try graph(grid, using: &rng)
    let plain = graph.preparingLandmarks(count: 0)
    let costs: [Int?] = (0..<grid.indexCount).map { index in
      graph.cost(ofEntering: grid.hex(at: index)) == nil ? nil : Int.random(in: 1...5, using: &rng)
    }
    let raised: [Int?] = (0..<grid.indexCount).map { index in
      costs[index].map { max($0, graph.cost(ofEntering: grid.hex(at: index))!) }
    }
    var floored = SearchRules(costs: try table(grid, costs))
    floored.costsAtLeastGraph = true
    var flooredGame = SearchRules(costs: try table(grid, costs), turns: Turns(movesPerTurn: 9))
    flooredGame.costsAtLeastGraph = true
    let exact = SearchRules(costs: try table(grid, raised))
    let exactGame = SearchRules(costs: try table(grid, raised), turns: Turns(movesPerTurn: 9))
    let passable = grid.indices.filter { costs[$0] != nil }
    let context = SearchContext()
    for _ in 0..<40 {
      let a = grid.hex(at: passable.randomElement(using: &rng)!)
      let b = grid.hex(at: passable.randomElement(using: &rng)!)
      #expect(
        graph.path(from: a, to: b, rules: floored, context: context)?.cost
          == plain.path(from: a, to: b, rules: exact, context: context)?.cost)
      #expect(
        graph.path(from: a, to: b, rules: flooredGame, context: context)?.cost
          == plain.path(from: a, to: b, rules: exactGame, context: context)?.cost)
      #expect(
        rangeCosts(graph.movementRange(from: a, rules: floored, context: context))
          == rangeCosts(plain.movementRange(from: a, rules: exact, context: context)))
    }
  }
}
