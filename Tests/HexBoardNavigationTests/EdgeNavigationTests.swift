import HexBoard
import HexTestSupport
import Testing

/// The movement rule, written here from its statement in the `NavigationGraph` docs and
/// read through the board's public API only: the cost of the step from cell `i` into its
/// neighbour `j`, or `nil` when the step is forbidden.
func ruleStep(_ board: Board, from i: Int, to j: Int) -> Int? {
  guard board.palette[Int(board.terrain[index: i])].movementCost != nil else { return nil }
  return referenceStepCost(
    board, from: i, to: j, entry: board.palette[Int(board.terrain[index: j])].movementCost)
}

/// A random board with random edge features, some of them extra features that set or add
/// other costs (so several "sets" on one side and large "adds" occur).
func randomBoardWithFeatures(seed: UInt64) throws -> Board {
  var rng = TestRandom(seed: seed)
  var board = try randomBoard(using: &rng)
  if Bool.random(using: &rng) {
    try board.addPaletteFeature(EdgeFeature(id: "toll", color: "#aa0000", movement: .sets(4)))
    try board.addPaletteFeature(EdgeFeature(id: "gorge", color: "#00aa00", movement: .adds(7)))
  }
  try addRandomFeatures(
    to: &board, density: Double.random(in: 0.1...0.9, using: &rng), using: &rng)
  return board
}

@Suite("Navigation honours edge features")
struct EdgeNavigationTests {
  /// A*, movement range, distance fields, connectivity and step costs against the rule and
  /// a reference Dijkstra, on random boards of every shape and wrap with random features.
  @Test(arguments: 0..<12)
  func searchesMatchTheRule(_ batch: Int) throws {
    for round in 0..<8 {
      let seed = UInt64(9000 + batch * 8 + round)
      let board = try randomBoardWithFeatures(seed: seed)
      var rng = TestRandom(seed: seed &* 31)
      try checkSearches(board, using: &rng, "seed \(seed)")
    }
  }

  func checkSearches(_ board: Board, using rng: inout TestRandom, _ label: String) throws {
    let grid = board.grid
    let graph = try board.navigationGraph()
    let step = { (i: Int, j: Int) in ruleStep(board, from: i, to: j) }
    let cells = grid.indices
    // Every step's cost, and the graph's step bounds.
    var low = Int.max
    var high = 1
    for i in cells {
      for j in grid.neighbors(of: i) {
        let expected = step(i, j)
        #expect(
          graph.cost(ofStepFrom: grid.hex(at: i), to: grid.hex(at: j)) == expected, "\(label)")
        if let expected {
          low = min(low, expected)
          high = max(high, expected)
        }
      }
    }
    if low != Int.max {
      #expect(graph.minimumStepCost <= low, "\(label)")
      #expect(graph.maximumStepCost >= high, "\(label)")
    }
    // Connected regions: one reference flood per region.
    var seen = Set<Int>()
    var regions = 0
    for s in cells where graph.isPassable(grid.hex(at: s)) && !seen.contains(s) {
      regions += 1
      let region = referenceCosts(grid, from: [s], step: step)
      for cell in region.keys {
        seen.insert(cell)
        #expect(graph.component(of: grid.hex(at: cell)) == graph.component(of: grid.hex(at: s)))
      }
    }
    #expect(graph.componentCount == regions, "\(label)")

    let context = SearchContext()
    for _ in 0..<4 {
      let s = cells.randomElement(using: &rng)!
      let start = grid.hex(at: s)
      let sources = graph.isPassable(start) ? [s] : []
      let reference = referenceCosts(grid, from: sources, step: step)
      let uniform = referenceCosts(grid, from: sources) { step($0, $1).map { _ in 1 } }
      for _ in 0..<6 {
        let t = cells.randomElement(using: &rng)!
        let goal = grid.hex(at: t)
        let path = graph.path(from: start, to: goal, context: context)
        #expect(path?.cost == reference[t], "\(label) \(start)→\(goal)")
        if let path { checkWalk(path.hexes, cost: path.cost, board: board, label) }
        #expect(
          graph.withUniformCost.path(from: start, to: goal, context: context)?.cost == uniform[t])
        #expect(graph.areConnected(start, goal) == (reference[t] != nil), "\(label)")
      }
      // Movement range: exactly the cells within the budget, at their cost, cheapest first.
      let budget = Int.random(in: 0...12, using: &rng)
      let range = graph.movementRange(
        from: start, rules: SearchRules(maxCost: budget), context: context)
      var got: [Int: Int] = [:]
      for (hex, cost) in range { got[grid.index(of: hex)!] = cost }
      #expect(got == reference.filter { $0.value <= budget }, "\(label) range \(budget)")
      #expect(zip(range.cellCosts, range.cellCosts.dropFirst()).allSatisfy { $0 <= $1 })
    }
    // Distance field: the cost of the cheapest walk *to* the nearest goal.
    let goals = (0..<2).map { _ in cells.randomElement(using: &rng)! }
      .filter { graph.isPassable(grid.hex(at: $0)) }
    let field = graph.distanceField(goals: goals.map(grid.hex(at:)))
    let backwards = referenceCosts(grid, from: goals) { step($1, $0) }
    for i in cells {
      #expect(field.cost(at: grid.hex(at: i)) == backwards[i], "\(label) field at \(i)")
      if let walk = field.path(from: grid.hex(at: i)) {
        checkWalk(walk, cost: backwards[i] ?? -1, board: board, label)
      }
    }
  }

  /// Checks that `hexes` is a walk of allowed steps whose costs add up to `cost`.
  func checkWalk(_ hexes: [Hex], cost: Int, board: Board, _ label: String) {
    let grid = board.grid
    var sum = 0
    for (a, b) in zip(hexes, hexes.dropFirst()) {
      guard let i = grid.index(of: a), let j = grid.index(of: b),
        let c = ruleStep(board, from: i, to: j)
      else {
        Issue.record("\(label): forbidden step \(a) → \(b)")
        return
      }
      sum += c
    }
    #expect(sum == cost, "\(label)")
  }

  /// The public way in for games without a board: the same features given as (side,
  /// movement) pairs, named from either side, build the same graph.
  @Test(arguments: 0..<6)
  func edgeRulesBuildTheBoardsGraph(_ batch: Int) throws {
    for round in 0..<8 {
      let seed = UInt64(7000 + batch * 8 + round)
      let board = try randomBoardWithFeatures(seed: seed)
      var rng = TestRandom(seed: seed)
      let grid = board.grid
      var rules: [(HexEdge, EdgeFeature.Movement)] = []
      for edge in board.featureLocations(.side).compactMap(\.edge) {
        for feature in board.features(at: edge) {
          // The other name of an inner side: from the cell beyond, looking back.
          let other = HexEdge(
            edge.hex.neighbor(in: edge.direction),
            HexDirection(rawValue: (edge.direction.rawValue + 3) % 6)!)
          let name = grid.contains(other) && Bool.random(using: &rng) ? other : edge
          rules.append((name, feature.movement))
        }
      }
      rules.shuffle(using: &rng)
      let palette = board.palette.map(\.movementCost)
      let terrain = HexMap(board.terrain)
      let graph = try NavigationGraph(
        grid: grid, costAtIndex: { palette[Int(terrain[index: $0])] }, edgeRules: rules)
      let fromMap = try NavigationGraph(map: terrain, edgeRules: rules) { palette[Int($0)] }
      let expected = try board.navigationGraph()
      #expect(graph.componentCount == expected.componentCount, "seed \(seed)")
      #expect(fromMap.componentCount == expected.componentCount)
      #expect(graph.edgeCount == expected.edgeCount)
      #expect(graph.minimumStepCost == expected.minimumStepCost)
      #expect(graph.maximumStepCost == expected.maximumStepCost)
      for i in grid.indices {
        for j in grid.neighbors(of: i) {
          let (a, b) = (grid.hex(at: i), grid.hex(at: j))
          #expect(graph.cost(ofStepFrom: a, to: b) == expected.cost(ofStepFrom: a, to: b))
          #expect(fromMap.cost(ofStepFrom: a, to: b) == expected.cost(ofStepFrom: a, to: b))
        }
      }
    }
  }

  @Test func edgeRulesAreChecked() throws {
    let grid = try MapGrid(columns: 4, rows: 3)
    let inside = HexEdge(Hex(q: 1, r: 0), .north)
    let far = HexEdge(Hex(q: 30, r: 30), .north)
    #expect(throws: NavigationError.offMapEdge(far)) {
      try NavigationGraph(grid: grid, costAtIndex: { _ in 1 }, edgeRules: [(far, .blocks)])
    }
    for (movement, cost) in [
      (EdgeFeature.Movement.sets(0), 0), (.adds(-1), -1), (.sets(65_536), 65_536),
    ] {
      #expect(throws: NavigationError.invalidEdgeCost(inside, cost)) {
        try NavigationGraph(grid: grid, costAtIndex: { _ in 1 }, edgeRules: [(inside, movement)])
      }
    }
    #expect(NavigationError.offMapEdge(far).description.contains("no cell of the map"))
    // Border sides and "unchanged" change nothing: the plain model is kept.
    let border = HexEdge(Hex(q: 0, r: 0), .north)
    let plain = try NavigationGraph(
      grid: grid, costAtIndex: { _ in 1 }, edgeRules: [(border, .adds(5)), (inside, .unchanged)])
    #expect(plain.isUniform)
    #expect(plain.edgeCount == (try NavigationGraph(grid: grid) { _ in 1 }).edgeCount)
  }
}
