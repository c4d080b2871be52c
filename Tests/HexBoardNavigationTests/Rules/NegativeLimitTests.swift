import HexBoard
import HexTestSupport
import Testing

/// One rule for limits below zero, in every search: nothing is within reach. No path (not
/// even from a cell to itself), an empty range (not even the start), a field in which no
/// cell has a cost (not even a goal). A limit of 0 reaches the start (or the goals) alone.
@Suite("Negative limits")
struct NegativeLimitTests {
  let grid: MapGrid
  let graph: NavigationGraph
  let table: CostTable
  let far: Occupancy

  init() throws {
    grid = try MapGrid(columns: 6, rows: 4, wrap: .cylinder)
    graph = try NavigationGraph(grid: grid) { $0 == 9 ? nil : 1 + $0 % 3 }
    table = try #require(
      CostTable(grid: grid, cellClasses: [UInt8](repeating: 0, count: 24), costs: [2]))
    far = Occupancy(grid: grid, hexes: [grid.hex(at: 23)])
  }

  /// The limit alone and with every other rule: an overlay, a cost table, a step
  /// function, and all three together.
  func ruleSets(_ limit: Int) -> [SearchRules] {
    let own: @Sendable (NavigationStep) -> Int? = { $0.cost }
    return [
      SearchRules(maxCost: limit),
      SearchRules(maxCost: limit, occupied: far),
      SearchRules(maxCost: limit, costs: table),
      SearchRules(maxCost: limit, occupied: far, costs: table),
      SearchRules(maxCost: limit, stepCost: own),
      SearchRules(maxCost: limit, occupied: far, stepCost: own),
      SearchRules(maxCost: limit, occupied: far, costs: table, stepCost: { _ in 1 }),
    ]
  }

  /// Every way of asking for a path from `a` to `b` capped at `limit`, on `graph`: one
  /// query and a batch per set of rules.
  func paths(_ graph: NavigationGraph, _ a: Hex, _ b: Hex, _ limit: Int) async -> [Path?] {
    let rules = ruleSets(limit)
    return rules.map { graph.path(from: a, to: b, rules: $0) }
      + (await graph.paths(rules.map { PathQuery(from: a, to: b, rules: $0) }))
  }

  /// Every way of asking for a range from `a` with `budget`: one query and a batch per set
  /// of rules.
  func ranges(_ graph: NavigationGraph, _ a: Hex, _ budget: Int) async -> [MovementRange] {
    var answers: [MovementRange] = []
    for rules in ruleSets(budget) {
      answers.append(graph.movementRange(from: a, rules: rules))
      answers += await graph.movementRanges(from: [a], rules: rules)
    }
    return answers
  }

  /// Every way of asking for a field towards `goals` capped at `limit`.
  func fields(_ graph: NavigationGraph, _ goals: [Hex], _ limit: Int) -> [DistanceField] {
    ruleSets(limit).map { graph.distanceField(goals: goals, rules: $0) }
  }

  @Test(arguments: [-1, -2, -1000, Int(Int32.min), Int.min])
  func negativeLimitsReachNothing(_ limit: Int) async throws {
    let a = grid.hex(at: 0)
    let b = grid.hex(at: 2)
    for g in [graph, graph.preparingLandmarks(), graph.withUniformCost] {
      let toItself = await paths(g, a, a, limit)
      #expect(toItself.count == 14)
      #expect(toItself.allSatisfy { $0 == nil }, "limit \(limit): a path from a cell to itself")
      #expect(await paths(g, a, b, limit).allSatisfy { $0 == nil })
      let reach = await ranges(g, a, limit)
      #expect(reach.count == 14)
      #expect(reach.allSatisfy { $0.isEmpty }, "limit \(limit): a range")
      let flows = fields(g, [a, b], limit)
      #expect(flows.count == 7)
      for field in flows {
        #expect(field.costs.allSatisfy { $0 == UInt32.max }, "limit \(limit): a field")
        #expect(field.cost(at: a) == nil && field.nextStep(from: b) == nil)
        #expect(field.path(from: a) == nil)
      }
    }
  }

  /// A limit of 0: the start alone, and the goals alone.
  @Test func zeroReachesTheStartAlone() async throws {
    let a = grid.hex(at: 0)
    let b = grid.hex(at: 2)
    for g in [graph, graph.preparingLandmarks(), graph.withUniformCost] {
      for path in await paths(g, a, a, 0) { #expect(path?.hexes == [a] && path?.cost == 0) }
      #expect(await paths(g, a, b, 0).allSatisfy { $0 == nil })
      for range in await ranges(g, a, 0) { #expect(range.map(\.hex) == [a]) }
      for field in fields(g, [a, b], 0) {
        #expect(field.cost(at: a) == 0 && field.cost(at: b) == 0)
        #expect(field.costs.filter { $0 != UInt32.max }.count == 2)
      }
    }
  }
}
