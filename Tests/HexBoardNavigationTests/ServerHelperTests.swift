import HexBoard
import HexTestSupport
import Testing

/// Per-step costs on paths, walking a path as far as a budget allows, and the O(1) cost
/// and path look-ups of a movement range, against reference searches on seeded random maps
/// (every shape and wrap, with and without features on the sides).
@Suite("Server helpers: step costs, budgets, range look-ups")
struct ServerHelperTests {
  /// A path's step costs are the graph's costs of its steps and sum to its cost; each
  /// prefix within a budget is the longest start of the path that fits.
  @Test(arguments: 0..<7)
  func pathStepCostsAndPrefixes(_ gridNumber: Int) throws {
    let grid = try sampleGrids()[gridNumber]
    var rng = TestRandom(seed: 7300 + UInt64(gridNumber))
    let context = SearchContext()
    for round in 0..<3 {
      let costs = randomCosts(grid, using: &rng, blocked: 10 * round)
      let weighted = try NavigationGraph(grid: grid) { costs[$0] }
      for graph in [weighted, weighted.withUniformCost] {
        for _ in 0..<8 {
          let a = grid.hex(at: grid.indices.randomElement(using: &rng)!)
          let b = grid.hex(at: grid.indices.randomElement(using: &rng)!)
          guard let path = graph.path(from: a, to: b, context: context) else { continue }
          try checkStepCosts(path, graph)
          checkPrefixes(path)
        }
      }
    }
  }

  /// The same on boards with walls, rivers and roads (every step-cost model).
  @Test(arguments: 0..<4)
  func stepCostsWithSideFeatures(_ batch: Int) throws {
    for round in 0..<4 {
      let seed = UInt64(7400 + batch * 4 + round)
      let board = try randomBoardWithFeatures(seed: seed)
      let graph = try board.navigationGraph()
      var rng = TestRandom(seed: seed &* 7)
      let cells = board.grid.indices
      for _ in 0..<10 {
        let a = board.grid.hex(at: cells.randomElement(using: &rng)!)
        let b = board.grid.hex(at: cells.randomElement(using: &rng)!)
        if let path = graph.path(from: a, to: b) {
          try checkStepCosts(path, graph)
          checkPrefixes(path)
        }
        let range = graph.movementRange(
          from: a, rules: SearchRules(maxCost: Int.random(in: 0...12, using: &rng)))
        try checkRange(range, graph, from: a, reference: nil)
      }
    }
  }

  func checkStepCosts(_ path: Path, _ graph: NavigationGraph) throws {
    #expect(path.stepCosts.count == path.steps)
    #expect(path.stepCosts.reduce(0, +) == path.cost)
    for i in 0..<path.steps {
      let step = graph.cost(ofStepFrom: path.hexes[i], to: path.hexes[i + 1])
      #expect(step == path.stepCosts[i], "step \(i) of \(path)")
    }
  }

  func checkPrefixes(_ path: Path) {
    for budget in -1...(path.cost + 1) {
      let prefix = path.prefix(withinBudget: budget)
      let taken = prefix.steps
      #expect(prefix.hexes == Array(path.hexes[...taken]))
      #expect(prefix.stepCosts == Array(path.stepCosts[..<taken]))
      #expect(prefix.cost == path.stepCosts[..<taken].reduce(0, +))
      #expect(prefix.cost <= max(budget, 0))
      // Longest: the next step would not fit.
      if taken < path.steps { #expect(prefix.cost + path.stepCosts[taken] > budget) }
    }
    #expect(path.prefix(withinBudget: path.cost) == path)
  }

  /// Paths made by hand: equal to the searched one (step costs are not compared), and cut
  /// all or nothing when they know only their total.
  @Test func handMadePaths() throws {
    let grid = try MapGrid(columns: 5, rows: 1)
    let graph = try NavigationGraph(grid: grid) { $0 + 1 }
    let start = grid.hex(at: 0)
    let goal = grid.hex(at: 3)
    let found = try #require(graph.path(from: start, to: goal))
    #expect(found.stepCosts == [2, 3, 4])
    let byHand = Path(hexes: found.hexes, cost: 9)
    #expect(byHand == found)
    #expect(byHand.hashValue == found.hashValue)
    #expect(byHand.stepCosts.isEmpty)
    #expect(byHand.prefix(withinBudget: 9) == byHand)
    #expect(byHand.prefix(withinBudget: 8).hexes == [start])
    #expect(found.prefix(withinBudget: 8).hexes == Array(found.hexes.prefix(3)))
    #expect(Path(hexes: found.hexes, stepCosts: [2, 3, 4]) == found)
    let alone = try #require(graph.path(from: start, to: start))
    #expect(alone.stepCosts.isEmpty && alone.cost == 0)
    #expect(alone.prefix(withinBudget: 0) == alone)
    #expect(Path(hexes: [], cost: 0).prefix(withinBudget: 3).hexes.isEmpty)
  }

  /// `cost(to:)` for every cell of the map (in range or not) and `path(to:)` for every cell
  /// of the range, against a reference Dijkstra, on every shape and wrap.
  @Test(arguments: 0..<7)
  func rangeLookupsMatchReference(_ gridNumber: Int) throws {
    let grid = try sampleGrids()[gridNumber]
    var rng = TestRandom(seed: 7500 + UInt64(gridNumber))
    let context = SearchContext()
    for round in 0..<3 {
      let costs = randomCosts(grid, using: &rng, blocked: 10 + 10 * round)
      let weighted = try NavigationGraph(grid: grid) { costs[$0] }
      let uniformCosts = costs.map { $0.map { _ in 1 } }
      for _ in 0..<6 {
        let s = grid.indices.randomElement(using: &rng)!
        for (graph, table, budget) in [
          (weighted, costs, Int.random(in: 0...16, using: &rng)),
          (weighted.withUniformCost, uniformCosts, Int.random(in: 0...7, using: &rng)),
        ] {
          let start = grid.hex(at: s)
          let range = graph.movementRange(
            from: start, rules: SearchRules(maxCost: budget), context: context)
          let reference =
            table[s] == nil
            ? [:] : referenceDijkstra(grid: grid, costs: table, from: s, limit: budget)
          try checkRange(range, graph, from: start, reference: reference)
        }
      }
    }
  }

  /// Checks every look-up of `range`: against `reference` (index → cost) when given, and
  /// in any case against the range's own list.
  func checkRange(
    _ range: MovementRange, _ graph: NavigationGraph, from start: Hex, reference: [Int: Int]?
  ) throws {
    let grid = graph.grid
    var listed: [Int: Int] = [:]
    for (position, index) in range.cellIndices.enumerated() {
      listed[Int(index)] = Int(range.cellCosts[position])
    }
    if let reference { #expect(listed == reference) }
    for index in grid.indices {
      let hex = grid.hex(at: index)
      #expect(range.cost(to: hex) == listed[index], "cost to \(hex)")
      #expect(
        range.position(ofIndex: index).map { Int(range.cellIndices[$0]) }
          == listed[index].map { _ in index })
      guard let cost = listed[index] else {
        #expect(range.path(to: hex) == nil)
        continue
      }
      let path = try #require(range.path(to: hex), "path to \(hex)")
      #expect(path.cost == cost)
      #expect(path.hexes.first == start)
      #expect(path.hexes.last == hex)
      try checkStepCosts(path, graph)
      // Every cell on it is in the range, at its range cost.
      var spent = 0
      for (i, step) in path.hexes.enumerated() {
        if i > 0 { spent += path.stepCosts[i - 1] }
        #expect(range.cost(to: step) == spent)
      }
      #expect(range.path(to: hex) == path, "deterministic")
    }
    // Off the map, and an empty range.
    #expect(range.cost(to: Hex(q: 999, r: -999)) == nil || grid.wrap != .none)
    #expect(range.position(ofIndex: -1) == nil && range.position(ofIndex: grid.indexCount) == nil)
  }

  /// A range across a wrapped seam keeps a small position table (the shortest arc round
  /// the map), and its look-ups stay right.
  @Test func rangeAcrossTheSeam() throws {
    for wrap in [MapWrap.cylinder, .torus] {
      let grid = try MapGrid(columns: 40, rows: 30, wrap: wrap)
      let graph = try NavigationGraph(grid: grid) { _ in 1 }
      // Column 0, a middle row: the range crosses the east–west seam (and on the torus
      // index 0 crosses both).
      let start = grid.hex(at: wrap == .torus ? 0 : 15 * 40)
      let range = graph.movementRange(from: start, rules: SearchRules(maxCost: 3))
      #expect(range.count == 37)
      for hex in start.spiral(radius: 5) {
        let distance = grid.distance(from: start, to: hex)
        #expect(range.cost(to: hex) == (distance <= 3 ? distance : nil))
        #expect(range.path(to: hex)?.cost == (distance <= 3 ? distance : nil))
      }
    }
  }
}
