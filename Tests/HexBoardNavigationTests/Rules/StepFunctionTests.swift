import HexBoard
import HexTestSupport
import Testing

/// A counter a step function can bump (the tests run the queries synchronously).
private final class Counter: @unchecked Sendable {
  var calls = 0
}

@Suite("Per-step cost functions")
struct StepFunctionTests {
  /// Paths, ranges and distance fields with a step function (forbidding, zero, negative
  /// and penalised steps), with and without an overlay, against a reference Dijkstra.
  @Test(arguments: 0..<8)
  func searchesMatchTheReference(_ batch: Int) throws {
    let context = SearchContext()
    for round in 0..<6 {
      let seed = UInt64(32_000 + batch * 6 + round)
      let board = try randomBoardWithFeatures(seed: seed)
      var rng = TestRandom(seed: seed &* 5)
      let graph = try board.navigationGraph()
      let grid = board.grid
      let function = randomStepFunction(salt: seed)
      let occupied =
        Bool.random(using: &rng) ? randomOccupancy(grid, percent: 15, using: &rng) : nil
      let cells = grid.indices
      for _ in 0..<5 {
        let s = cells.randomElement(using: &rng)!
        let t = cells.randomElement(using: &rng)!
        let (start, goal) = (grid.hex(at: s), grid.hex(at: t))
        let step = { (a: Int, b: Int) in
          referenceStep(board, from: a, to: b, occupied: occupied, exempt: [t], function: function)
        }
        let reference = graph.isPassable(start) ? referenceCosts(grid, from: [s], step: step) : [:]
        let path = graph.path(
          from: start, to: goal, rules: SearchRules(occupied: occupied, stepCost: function),
          context: context)
        #expect(path?.cost == reference[t], "seed \(seed) \(start) → \(goal)")
        if let path { expectWalk(path, on: board, from: s, to: t, step: step) }
        let budget = Int.random(in: 0...12, using: &rng)
        let range = graph.movementRange(
          from: start, rules: SearchRules(maxCost: budget, occupied: occupied, stepCost: function),
          context: context)
        let inRange =
          graph.isPassable(start)
          ? referenceCosts(grid, from: [s], limit: budget) {
            referenceStep(board, from: $0, to: $1, occupied: occupied, function: function)
          } : [:]
        #expect(rangeCosts(range) == inRange, "seed \(seed) range from \(start)")
        #expect(range.map(\.cost) == range.map(\.cost).sorted())
      }
      let goals = [grid.hex(at: cells.randomElement(using: &rng)!)]
      let goalIndices = goals.compactMap { grid.index(of: $0) }.filter {
        graph.isPassable(grid.hex(at: $0))
      }
      let field = graph.distanceField(
        goals: goals, rules: SearchRules(occupied: occupied, stepCost: function))
      let expected = referenceCosts(grid, from: goalIndices) { cell, neighbor in
        referenceStep(
          board, from: neighbor, to: cell, occupied: occupied, exempt: Set(goalIndices),
          function: function)
      }
      #expect(fieldCosts(field) == expected, "seed \(seed) field")
      for (index, cost) in expected where cost > 0 {
        let n = try #require(field.nextStep(from: grid.hex(at: index)).flatMap(grid.index(of:)))
        let step = referenceStep(
          board, from: index, to: n, occupied: occupied, exempt: Set(goalIndices),
          function: function)
        #expect(step.map { $0 + (expected[n] ?? -1_000_000) } == cost)
      }
    }
  }

  /// A function that returns the graph's own cost gives the graph's answers, read from
  /// the step's indices or from its hexes.
  @Test(arguments: 0..<4)
  func theGraphsOwnCostChangesNothing(_ batch: Int) throws {
    let context = SearchContext()
    for round in 0..<6 {
      let seed = UInt64(33_000 + batch * 6 + round)
      let board = try randomBoardWithFeatures(seed: seed)
      let graph = try board.navigationGraph()
      let grid = board.grid
      var rng = TestRandom(seed: seed)
      let cells = grid.indices.map { grid.hex(at: $0) }
      for _ in 0..<8 {
        let a = cells.randomElement(using: &rng)!
        let b = cells.randomElement(using: &rng)!
        let plain = graph.path(from: a, to: b, context: context)
        let own = graph.path(
          from: a, to: b, rules: SearchRules(stepCost: { $0.cost }), context: context)
        #expect(own?.cost == plain?.cost)
        let viaHexes = graph.path(
          from: a, to: b,
          rules: SearchRules(stepCost: { step in
            graph.cost(ofStepFrom: grid.hex(at: step.from), to: grid.hex(at: step.to))
          }), context: context)
        #expect(viaHexes == own)
        let budget = Int.random(in: 0...10, using: &rng)
        #expect(
          rangeCosts(
            graph.movementRange(
              from: a, rules: SearchRules(maxCost: budget, stepCost: { $0.cost }), context: context)
          )
            == rangeCosts(
              graph.movementRange(from: a, rules: SearchRules(maxCost: budget), context: context)))
        #expect(
          graph.distanceField(goals: [b], rules: SearchRules(stepCost: { $0.cost })).costs
            == graph.distanceField(goals: [b]).costs
        )
      }
    }
  }

  /// The step hands the function the right cells, direction and cost.
  @Test func stepsDescribeThemselves() throws {
    let board = try randomBoardWithFeatures(seed: 4)
    let graph = try board.navigationGraph()
    let grid = board.grid
    let cells = grid.indices.filter { graph.isPassable(grid.hex(at: $0)) }
    guard let s = cells.first, let t = cells.last else { return }
    let seen = Counter()
    _ = graph.movementRange(
      from: grid.hex(at: s),
      rules: SearchRules(
        maxCost: 1000,
        stepCost: { step in
          #expect(grid.neighbor(of: step.from, in: step.direction) == step.to)
          #expect(
            graph.cost(ofStepFrom: grid.hex(at: step.from), to: grid.hex(at: step.to)) == step.cost)
          seen.calls += 1
          return step.cost
        }))
    _ = graph.path(
      from: grid.hex(at: s), to: grid.hex(at: t),
      rules: SearchRules(stepCost: { step in
        #expect(grid.neighbor(of: step.from, in: step.direction) == step.to)
        return step.cost
      }))
    #expect(
      seen.calls > 0 || cells.count == 1
        || graph.movementRange(from: grid.hex(at: s), rules: SearchRules(maxCost: 1)).count == 1)
  }

  /// A goal no step can enter is refused at once: the function is asked about the (at
  /// most six) steps into the goal and nothing else.
  @Test func aGoalThatCannotBeEnteredEndsTheQueryAtOnce() throws {
    let grid = try MapGrid(columns: 200, rows: 200)
    let graph = try NavigationGraph(grid: grid) { _ in 1 }
    let goal = grid.index(of: OffsetCoordinate(col: 150, row: 150))!
    let start = grid.hex(at: 0)
    let counter = Counter()
    let forbidden = graph.path(
      from: start, to: grid.hex(at: goal),
      rules: SearchRules(stepCost: { step in
        counter.calls += 1
        return step.to == goal ? nil : step.cost
      }))
    #expect(forbidden == nil)
    #expect(counter.calls <= 6)
    // Ringed by units: the goal may be occupied, but no neighbour can be reached.
    let ring = grid.neighbors(of: goal).map { grid.hex(at: $0) }
    let units = Occupancy(grid: grid, hexes: ring)
    counter.calls = 0
    let ringed = graph.path(
      from: start, to: grid.hex(at: goal),
      rules: SearchRules(
        occupied: units,
        stepCost: { step in
          counter.calls += 1
          return step.cost
        }))
    #expect(ringed == nil)
    #expect(counter.calls == 0)
    #expect(
      graph.path(from: start, to: grid.hex(at: goal), rules: SearchRules(occupied: units)) == nil)
    // …unless the start is one of them: then the step from it into the goal is the path.
    let next = graph.path(
      from: ring[0], to: grid.hex(at: goal), rules: SearchRules(occupied: units))
    #expect(next?.cost == 1)
    // An impassable goal: no question asked either.
    let walled = try NavigationGraph(grid: grid) { $0 == goal ? nil : 1 }
    counter.calls = 0
    #expect(
      walled.path(
        from: start, to: grid.hex(at: goal),
        rules: SearchRules(stepCost: { step in
          counter.calls += 1
          return step.cost
        })) == nil)
    #expect(counter.calls == 0)
  }
}
