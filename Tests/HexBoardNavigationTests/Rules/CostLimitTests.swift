import HexBoard
import HexTestSupport
import Testing

/// Cost arithmetic at its edges: per-step clamps, saturating sums, caps at their limits.
@Suite("Cost limits")
struct CostLimitTests {
  /// A one-row corridor of `length` cells, every cell costing `cost`.
  func corridor(_ length: Int, cost: Int = 1) throws -> (NavigationGraph, (Int) -> Hex) {
    let grid = try MapGrid(columns: length, rows: 1)
    return (try NavigationGraph(grid: grid) { _ in cost }, { grid.hex(at: $0) })
  }

  @Test func hugePenaltiesSaturateInsteadOfTrapping() throws {
    let (graph, hex) = try corridor(300)
    let context = SearchContext()
    let maximum = NavigationGraph.maximumQueryStepCost
    // The closure: every step ~1.07e9, clamped to the maximum.
    for penalty in [1_073_741_823, Int.max, maximum] {
      let five = graph.path(
        from: hex(0), to: hex(5), rules: SearchRules(stepCost: { _ in penalty }), context: context)
      #expect(five?.cost == 5 * maximum)
      // 255 maximal steps stay below UInt32.max - 1; 256 pass it: no path, no trap.
      let longest = graph.path(
        from: hex(0), to: hex(255), rules: SearchRules(stepCost: { _ in penalty }), context: context
      )
      #expect(longest?.cost == 255 * maximum)
      #expect(
        graph.path(
          from: hex(0), to: hex(256), rules: SearchRules(stepCost: { _ in penalty }),
          context: context) == nil)
      #expect(
        graph.path(
          from: hex(0), to: hex(299), rules: SearchRules(stepCost: { _ in penalty }),
          context: context) == nil)
      let range = graph.movementRange(
        from: hex(0),
        rules: SearchRules(
          maxCost: Int.max,
          stepCost: { _ in
            penalty
          }), context: context)
      #expect(range.count == 256)
      #expect(range.last?.cost == 255 * maximum)
      let field = graph.distanceField(
        goals: [hex(0)], rules: SearchRules(stepCost: { _ in penalty }))
      #expect(field.cost(at: hex(255)) == 255 * maximum)
      #expect(field.cost(at: hex(256)) == nil)
      #expect(field.nextStep(from: hex(255)) == hex(254))
    }
    // Through the old closure API too.
    #expect(
      graph.path(
        from: hex(0), to: hex(5), rules: SearchRules(stepCost: { _ in Int.max }), context: context)?
        .cost
        == 5 * maximum)
  }

  @Test func costsBelowOneCountAsOne() throws {
    let (graph, hex) = try corridor(20, cost: 3)
    for cost in [0, -1, Int.min] {
      #expect(
        graph.path(from: hex(0), to: hex(7), rules: SearchRules(stepCost: { _ in cost }))?.cost == 7
      )
      #expect(
        graph.path(from: hex(0), to: hex(7), rules: SearchRules(stepCost: { _ in cost }))?.cost == 7
      )
      #expect(
        graph.movementRange(from: hex(0), rules: SearchRules(maxCost: 4, stepCost: { _ in cost }))
          .count == 5)
      #expect(
        graph.distanceField(goals: [hex(0)], rules: SearchRules(stepCost: { _ in cost })).cost(
          at: hex(19)) == 19)
    }
  }

  @Test func capsAtTheirLimits() throws {
    let (graph, hex) = try corridor(12, cost: 2)
    let context = SearchContext()
    for maxCost in [Int.max, Int(UInt32.max), Int(UInt32.max) - 1, 1 << 40, 22] {
      #expect(
        graph.path(
          from: hex(0), to: hex(11), rules: SearchRules(maxCost: maxCost), context: context)?.cost
          == 22)
      #expect(
        graph.path(
          from: hex(0), to: hex(11), rules: SearchRules(maxCost: maxCost, stepCost: { $0.cost }),
          context: context)?.cost
          == 22)
      #expect(
        graph.movementRange(from: hex(0), rules: SearchRules(maxCost: maxCost), context: context)
          .count == 12)
      #expect(
        graph.distanceField(goals: [hex(0)], rules: SearchRules(maxCost: maxCost)).cost(at: hex(11))
          == 22)
    }
    for maxCost in [21, 0, -1, Int.min] {
      #expect(
        graph.path(
          from: hex(0), to: hex(11), rules: SearchRules(maxCost: maxCost), context: context) == nil)
      #expect(
        graph.path(
          from: hex(0), to: hex(11), rules: SearchRules(maxCost: maxCost, stepCost: { $0.cost }),
          context: context)
          == nil)
    }
    // Below zero nothing is within reach (NegativeLimitTests has every variant).
    #expect(graph.path(from: hex(3), to: hex(3), rules: SearchRules(maxCost: -1)) == nil)
    #expect(graph.path(from: hex(3), to: hex(3), rules: SearchRules(maxCost: 0))?.cost == 0)
    #expect(graph.movementRange(from: hex(0), rules: SearchRules(maxCost: Int.min)).isEmpty)
    #expect(
      graph.distanceField(goals: [hex(0)], rules: SearchRules(maxCost: -5)).cost(at: hex(0)) == nil)
    #expect(
      graph.distanceField(goals: [hex(0)], rules: SearchRules(maxCost: -5)).cost(at: hex(1)) == nil)
  }

  /// The graph's own costs: 65 536 steps of the largest cell cost stay within
  /// `UInt32.max - 1`, 65 537 pass `UInt32.max`: the path is not found, nothing wraps.
  @Test func longPathsOfTheLargestCostSaturate() throws {
    let top = NavigationGraph.maximumCellCost
    let (graph, hex) = try corridor(65_540, cost: top)
    let context = SearchContext()
    #expect(graph.path(from: hex(0), to: hex(65_536), context: context)?.cost == 65_536 * top)
    #expect(graph.path(from: hex(0), to: hex(65_537), context: context) == nil)
    // With an overlay (on the corridor's far end), so the range runs on the ruled search's
    // heap: the plain range's buckets would span 65 535 costs.
    let far = Occupancy(grid: try MapGrid(columns: 65_540, rows: 1), hexes: [hex(65_539)])
    let range = graph.movementRange(
      from: hex(0), rules: SearchRules(maxCost: Int.max, occupied: far), context: context)
    #expect(range.count == 65_537)
    #expect(range.last?.cost == 65_536 * top)
    let field = graph.distanceField(goals: [hex(0)])
    #expect(field.cost(at: hex(65_536)) == 65_536 * top)
    #expect(field.cost(at: hex(65_537)) == nil)
  }
}
