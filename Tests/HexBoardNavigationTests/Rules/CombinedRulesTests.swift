// Rules in combination (SearchRules): a unit class's cost table, the units in the way and a
// step function in one query, which no single call could express before the rules became
// one value. Checked against the reference Dijkstra on random boards with side features.

import HexBoard
import HexTestSupport
import Testing

/// The cost of the step `i → j` for a unit class paying `classCosts` per terrain, under
/// the movement rule as ``CostTable`` states it: a step the graph allows into a cell the
/// class can enter costs the class's price, plus what rivers add; a road sets the step's
/// cost. Read through the board's public API only.
func referenceTableStep(_ board: Board, from i: Int, to j: Int, classCosts: [Int?]) -> Int? {
  guard ruleStep(board, from: i, to: j) != nil,
    let price = classCosts[Int(board.terrain[index: j])],
    let edge = board.grid.edge(between: board.grid.hex(at: i), and: board.grid.hex(at: j))
  else { return nil }
  var sets: [Int] = []
  var adds = 0
  for feature in board.features(at: edge) {
    switch feature.movement {
    case .sets(let n): sets.append(n)
    case .adds(let n): adds += n
    case .blocks, .unchanged: break
    }
  }
  return sets.min() ?? clamped(price) + adds
}

@Suite("Rules in combination")
struct CombinedRulesTests {
  /// The reference step under all three rules: the overlay first (no entering an occupied
  /// cell but `exempt`), then the table's price, then the function, clamped.
  func combinedStep(
    _ board: Board, from i: Int, to j: Int, classCosts: [Int?], occupied: Occupancy,
    exempt: Set<Int>, function: (NavigationStep) -> Int?
  ) -> Int? {
    if occupied.contains(index: j), !exempt.contains(j) { return nil }
    guard let price = referenceTableStep(board, from: i, to: j, classCosts: classCosts)
    else { return nil }
    let grid = board.grid
    let direction = HexDirection.allCases.first { grid.neighbor(of: i, in: $0) == j }!
    return function(NavigationStep(from: i, to: j, direction: direction, cost: price))
      .map(clamped)
  }

  /// Paths, ranges and distance fields with a cost table, an overlay and a step function
  /// together (and a limit), against the reference Dijkstra; on a graph with landmarks
  /// too, which such rules must not use.
  @Test(arguments: 0..<6)
  func tableOverlayAndFunctionTogether(_ batch: Int) throws {
    let context = SearchContext()
    for round in 0..<6 {
      let seed = UInt64(36_000 + batch * 6 + round)
      let board = try randomBoardWithFeatures(seed: seed)
      var rng = TestRandom(seed: seed &* 7)
      let plainGraph = try board.navigationGraph()
      let graph = Bool.random(using: &rng) ? plainGraph.preparingLandmarks(count: 4) : plainGraph
      let grid = board.grid
      let classCosts: [Int?] = board.palette.map { _ in
        Int.random(in: 0..<5, using: &rng) == 0 ? nil : Int.random(in: 1...9, using: &rng)
      }
      let table = CostTable(board: board) { classCosts[board.palette.firstIndex(of: $0)!] }
      let occupied = randomOccupancy(grid, percent: 12, using: &rng)
      let function = randomStepFunction(salt: seed)
      let cells = grid.indices
      for _ in 0..<5 {
        let s = cells.randomElement(using: &rng)!
        let t = cells.randomElement(using: &rng)!
        let (start, goal) = (grid.hex(at: s), grid.hex(at: t))
        let limit = Bool.random(using: &rng) ? nil : Int.random(in: 0...30, using: &rng)
        let rules = try SearchRules(
          maxCost: limit, occupied: occupied, costs: table, for: board, stepCost: function)
        let step = { (a: Int, b: Int) in
          combinedStep(
            board, from: a, to: b, classCosts: classCosts, occupied: occupied, exempt: [t],
            function: function)
        }
        let reference =
          graph.isPassable(start)
          ? referenceCosts(grid, from: [s], limit: limit ?? Int.max, step: step) : [:]
        let path = graph.path(from: start, to: goal, rules: rules, context: context)
        #expect(path?.cost == reference[t], "seed \(seed) \(start) → \(goal)")
        if let path { expectWalk(path, on: board, from: s, to: t, step: step) }

        let range = graph.movementRange(from: start, rules: rules, context: context)
        let inRange =
          graph.isPassable(start)
          ? referenceCosts(grid, from: [s], limit: limit ?? Int.max) {
            combinedStep(
              board, from: $0, to: $1, classCosts: classCosts, occupied: occupied, exempt: [],
              function: function)
          } : [:]
        #expect(rangeCosts(range) == inRange, "seed \(seed) range from \(start)")
        #expect(range.map(\.cost) == range.map(\.cost).sorted())

        let goals = [goal].filter { graph.isPassable($0) }.compactMap(grid.index(of:))
        let field = graph.distanceField(goals: [goal], rules: rules)
        let expected = referenceCosts(grid, from: goals, limit: limit ?? Int.max) {
          cell, neighbor in
          combinedStep(
            board, from: neighbor, to: cell, classCosts: classCosts, occupied: occupied,
            exempt: Set(goals), function: function)
        }
        #expect(fieldCosts(field) == expected, "seed \(seed) field to \(goal)")
      }
    }
  }

  /// The function sees the step at the table's price, not the graph's.
  @Test func theFunctionSeesTheTablesPrice() throws {
    let board = try Board(name: "", grid: MapGrid(columns: 5, rows: 1), fill: "grass")
    let graph = try board.navigationGraph()
    let table = CostTable(board: board) { _ in 3 }
    let rules = SearchRules(costs: table, stepCost: { step in step.cost == 3 ? 5 : nil })
    let path = graph.path(
      from: Hex(OffsetCoordinate(col: 0, row: 0)), to: Hex(OffsetCoordinate(col: 4, row: 0)),
      rules: rules)
    #expect(path?.cost == 20)
    #expect(path?.stepCosts == [5, 5, 5, 5])
  }

  /// Batches take rules per query (paths) and shared rules (ranges), with exactly the
  /// answers of the single queries.
  @Test func batchesTakeTheRules() async throws {
    let board = try randomBoardWithFeatures(seed: 36_900)
    let graph = try board.navigationGraph()
    let grid = board.grid
    var rng = TestRandom(seed: 36_901)
    let occupied = randomOccupancy(grid, percent: 10, using: &rng)
    let table = CostTable(board: board) { $0.movementCost.map { $0 + 1 } }
    let function = randomStepFunction(salt: 36_902)
    let ruleSets = [
      SearchRules(),
      SearchRules(maxCost: 9),
      SearchRules(occupied: occupied, costs: table),
      SearchRules(maxCost: 25, occupied: occupied, costs: table, stepCost: function),
      SearchRules(maxCost: -1, costs: table),
    ]
    let cells = grid.indices.map { grid.hex(at: $0) }
    var queries: [PathQuery] = []
    for k in 0..<40 {
      queries.append(
        PathQuery(
          from: cells.randomElement(using: &rng)!, to: cells.randomElement(using: &rng)!,
          rules: ruleSets[k % ruleSets.count]))
    }
    let batched = await graph.paths(queries)
    #expect(batched == queries.map { graph.path(from: $0.start, to: $0.goal, rules: $0.rules) })
    #expect(batched.compactMap { $0 }.count > 5)
    let starts = Array(cells.prefix(12))
    for rules in ruleSets {
      let ranges = await graph.movementRanges(from: starts, rules: rules)
      #expect(
        ranges.map(rangeCosts)
          == starts.map { rangeCosts(graph.movementRange(from: $0, rules: rules)) })
    }
  }
}
