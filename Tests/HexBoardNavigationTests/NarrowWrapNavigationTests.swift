import HexBoard
import HexTestSupport
import Testing

/// The graph's own step costs by index (`nil`: the step is forbidden), read through its
/// public `cost(ofStepFrom:to:)`, never through a search.
func graphSteps(_ graph: NavigationGraph) -> (Int, Int) -> Int? {
  let grid = graph.grid
  return { a, b in graph.cost(ofStepFrom: grid.hex(at: a), to: grid.hex(at: b)) }
}

/// Every passable cell's reference costs from it (none from an impassable one).
func referenceTable(_ graph: NavigationGraph, step: (Int, Int) -> Int?) -> [Int: [Int: Int]] {
  let grid = graph.grid
  var table: [Int: [Int: Int]] = [:]
  for s in grid.indices where graph.isPassable(grid.hex(at: s)) {
    table[s] = referenceCosts(grid, from: [s], step: step)
  }
  return table
}

/// Checks that `path` walks from `s` to `t` by steps `step` allows, adding up to its cost.
func expectSteps(
  _ path: Path, grid: MapGrid, from s: Int, to t: Int, step: (Int, Int) -> Int?,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let cells = path.hexes.compactMap { grid.index(of: $0) }
  #expect(cells.first == s && cells.last == t, sourceLocation: sourceLocation)
  var total = 0
  for (a, b) in zip(cells, cells.dropFirst()) {
    guard grid.neighbors(of: a).contains(b), let cost = step(a, b) else {
      Issue.record("forbidden step \(a) → \(b)", sourceLocation: sourceLocation)
      return
    }
    total += cost
  }
  #expect(total == path.cost, sourceLocation: sourceLocation)
}

/// A* on maps narrow enough that a path crosses a seam more than once: the hex-distance
/// bound must hold from every cell's position on the map, not from a position tracked off
/// it. Every search variant against a reference Dijkstra, with caps at the true cost.
/// Heavy: only with `HEXBOARD_HEAVY_TESTS=1` (`.ci/run` runs it in a step of its own).
@Suite("Navigation on narrow wrapped maps", .enabled(if: TestPaths.runsHeavyTests))
struct NarrowWrapNavigationTests {
  /// The issue's map: a 3-wide even-r cylinder with (0,5) and (0,6) blocked. The path from
  /// (2,0) to (0,7) goes round twice; it costs 7 (the reverse path, ranges and fields
  /// agree), and a cap of 7 finds it.
  @Test func theIssuesCylinder() async throws {
    let grid = try MapGrid(columns: 3, rows: 12, convention: .evenR, wrap: .cylinder)
    let blocked = [OffsetCoordinate(col: 0, row: 5), OffsetCoordinate(col: 0, row: 6)]
      .compactMap { grid.index(of: $0) }
    let graph = try NavigationGraph(grid: grid) { blocked.contains($0) ? nil : 1 }
    let a = grid.hex(atOffset: OffsetCoordinate(col: 2, row: 0))
    let b = grid.hex(atOffset: OffsetCoordinate(col: 0, row: 7))
    let (s, t) = (try #require(grid.index(of: a)), try #require(grid.index(of: b)))
    #expect(referenceCosts(grid, from: [s], step: graphSteps(graph))[t] == 7)
    let guided = graph.preparingLandmarks()
    let elsewhere = Occupancy(
      grid: grid, hexes: [grid.hex(atOffset: OffsetCoordinate(col: 1, row: 11))])
    for g in [graph, guided] {
      #expect(g.path(from: a, to: b)?.cost == 7)
      #expect(g.path(from: b, to: a)?.cost == 7)
      #expect(g.path(from: a, to: b, rules: SearchRules(maxCost: 7))?.cost == 7)
      #expect(g.path(from: a, to: b, rules: SearchRules(maxCost: 6)) == nil)
      #expect(
        g.path(from: a, to: b, rules: SearchRules(maxCost: 7, occupied: elsewhere))?.cost == 7)
      #expect(
        g.path(from: a, to: b, rules: SearchRules(maxCost: 7, stepCost: { $0.cost }))?.cost == 7)
      #expect(
        await g.paths([PathQuery(from: a, to: b, rules: SearchRules(maxCost: 7))]).first??.cost == 7
      )
      #expect(g.withUniformCost.path(from: a, to: b, rules: SearchRules(maxCost: 7))?.cost == 7)
    }
    #expect(graph.distanceField(goals: [b]).cost(at: a) == 7)
    #expect(graph.movementRange(from: a, rules: SearchRules(maxCost: 7)).cost(to: b) == 7)
  }

  /// What the bound rests on: from the cells' positions on the map, the nearest image of
  /// one within a period either way gives the number of steps between them, which a
  /// breadth-first search counts (all pairs, the narrow grids and the wrapped sample grids).
  @Test func wrappedHexDistanceIsTheStepCount() throws {
    for grid in try narrowWrapGrids() + sampleGrids().filter({ $0.wrap != .none }) {
      for s in grid.indices {
        let steps = referenceCosts(grid, from: [s]) { _, _ in 1 }
        for t in grid.indices {
          #expect(grid.distance(from: grid.hex(at: s), to: grid.hex(at: t)) == steps[t])
        }
      }
    }
  }

  /// Every pair of cells, plain A* and A* with landmarks, the uniform view, and caps at the
  /// true cost (found) and one below (not found), on random costs and side features.
  @Test(arguments: 0..<12)
  func everyPairMatchesTheReference(_ gridNumber: Int) throws {
    let grid = try narrowWrapGrids()[gridNumber]
    var rng = TestRandom(seed: 33_000 + UInt64(gridNumber))
    let context = SearchContext()
    for (maxCost, density) in [(1, 0.0), (5, 0.0), (4, 0.3), (9000, 0.2)] {
      let map = RandomNavigationMap(grid: grid, maxCost: maxCost, density: density, using: &rng)
      let graph = try map.graph()
      let guided = graph.preparingLandmarks(count: Int.random(in: 1...16, using: &rng))
      let uniform = graph.withUniformCost
      let step = graphSteps(graph)
      let uniformStep = { (a: Int, b: Int) in step(a, b).map { _ in 1 } }
      let truth = referenceTable(graph, step: step)
      let uniformTruth = referenceTable(graph, step: uniformStep)
      for s in grid.indices {
        for t in grid.indices {
          let (start, goal) = (grid.hex(at: s), grid.hex(at: t))
          let label = "\(grid.convention) \(grid.wrap) \(grid.width)×\(grid.height) \(s)→\(t)"
          for (g, expected, rule) in [
            (graph, truth[s]?[t], step), (guided, truth[s]?[t], step),
            (uniform, uniformTruth[s]?[t], uniformStep),
          ] {
            let path = g.path(from: start, to: goal, context: context)
            #expect(path?.cost == expected, "\(label)")
            if let path { expectSteps(path, grid: grid, from: s, to: t, step: rule) }
            guard let expected else { continue }
            #expect(
              g.path(
                from: start, to: goal, rules: SearchRules(maxCost: expected), context: context)?
                .cost == expected,
              "\(label) capped at its cost")
            if expected > 0 {
              #expect(
                g.path(
                  from: start, to: goal, rules: SearchRules(maxCost: expected - 1), context: context
                ) == nil)
            }
          }
        }
      }
    }
  }

  /// Occupancy overlays, step functions (both together too), cost tables and batches, on
  /// random pairs, against the reference under the same rules, capped at the true cost.
  @Test(arguments: 0..<12)
  func rulesAndBatchesMatchTheReference(_ gridNumber: Int) async throws {
    let grid = try narrowWrapGrids()[gridNumber]
    var rng = TestRandom(seed: 33_100 + UInt64(gridNumber))
    let context = SearchContext()
    for round in 0..<4 {
      let density = round < 2 ? 0.0 : 0.3
      let map = RandomNavigationMap(grid: grid, maxCost: 5, density: density, using: &rng)
      let graph = try map.graph()
      let guided = graph.preparingLandmarks()
      let step = graphSteps(graph)
      let occupied = randomOccupancy(grid, percent: 20, using: &rng)
      let function = randomStepFunction(salt: UInt64(33_100 + round))
      let priced = { (a: Int, b: Int) -> Int? in
        guard let cost = step(a, b) else { return nil }
        let d = HexDirection.allCases.first { grid.neighbor(of: a, in: $0) == b }!
        return function(NavigationStep(from: a, to: b, direction: d, cost: cost)).map(clamped)
      }
      // A cost table of four classes; with no side features it prices a step into a cell
      // at its class's cost wherever the graph allows the step.
      let classes = grid.indices.map { _ in UInt8.random(in: 0..<4, using: &rng) }
      let classCosts: [Int?] = [2, 7, nil, 1]
      let table = try #require(
        CostTable(grid: grid, cellClasses: classes, costs: classCosts))
      var queries: [PathQuery] = []
      var expectedBatch: [Int?] = []
      for _ in 0..<40 {
        let s = grid.indices.randomElement(using: &rng)!
        let t = grid.indices.randomElement(using: &rng)!
        let (start, goal) = (grid.hex(at: s), grid.hex(at: t))
        let free = graph.isPassable(start)
        let label = "\(grid.convention) \(grid.wrap) \(grid.width)×\(grid.height) \(s)→\(t)"
        let around = { (a: Int, b: Int) in
          occupied.contains(index: b) && b != t ? nil : step(a, b)
        }
        let aroundPriced = { (a: Int, b: Int) in
          occupied.contains(index: b) && b != t ? nil : priced(a, b)
        }
        let references: [(String, Int?, Path?, (Int?) -> Path?)] = [
          (
            "overlay", free ? referenceCosts(grid, from: [s], step: around)[t] : nil,
            graph.path(
              from: start, to: goal, rules: SearchRules(occupied: occupied), context: context),
            {
              graph.path(
                from: start, to: goal, rules: SearchRules(maxCost: $0, occupied: occupied),
                context: context)
            }
          ),
          (
            "overlay, landmarks", free ? referenceCosts(grid, from: [s], step: around)[t] : nil,
            guided.path(
              from: start, to: goal, rules: SearchRules(occupied: occupied), context: context),
            {
              guided.path(
                from: start, to: goal, rules: SearchRules(maxCost: $0, occupied: occupied),
                context: context)
            }
          ),
          (
            "function", free ? referenceCosts(grid, from: [s], step: priced)[t] : nil,
            graph.path(
              from: start, to: goal, rules: SearchRules(stepCost: function), context: context),
            {
              graph.path(
                from: start, to: goal, rules: SearchRules(maxCost: $0, stepCost: function),
                context: context)
            }
          ),
          (
            "overlay and function",
            free ? referenceCosts(grid, from: [s], step: aroundPriced)[t] : nil,
            guided.path(
              from: start, to: goal, rules: SearchRules(occupied: occupied, stepCost: function),
              context: context),
            {
              guided.path(
                from: start, to: goal,
                rules: SearchRules(maxCost: $0, occupied: occupied, stepCost: function),
                context: context)
            }
          ),
        ]
        for (name, expected, path, capped) in references {
          #expect(path?.cost == expected, "\(name) \(label)")
          guard let expected else { continue }
          #expect(capped(expected)?.cost == expected, "\(name) \(label) capped at its cost")
          if expected > 0 { #expect(capped(expected - 1) == nil, "\(name) \(label)") }
        }
        if density == 0 {
          let classed = { (a: Int, b: Int) -> Int? in
            step(a, b) == nil ? nil : classCosts[Int(classes[b])]
          }
          let expected = free ? referenceCosts(grid, from: [s], step: classed)[t] : nil
          let path = graph.path(
            from: start, to: goal, rules: SearchRules(costs: table), context: context)
          #expect(path?.cost == expected, "table \(label)")
          if let expected {
            #expect(
              graph.path(
                from: start, to: goal, rules: SearchRules(maxCost: expected, costs: table))?.cost
                == expected)
          }
        }
        let truth = free ? referenceCosts(grid, from: [s], step: step)[t] : nil
        queries.append(PathQuery(from: start, to: goal, rules: SearchRules(maxCost: truth)))
        expectedBatch.append(truth)
      }
      for g in [graph, guided] {
        let answers = await g.paths(queries)
        #expect(answers.map { $0?.cost } == expectedBatch, "batch round \(round)")
      }
    }
  }

  /// Ranges and fields never used the hex bound; checked here on the same maps so that all
  /// the answers about one map are known to agree.
  @Test(arguments: 0..<12)
  func rangesAndFieldsMatchTheReference(_ gridNumber: Int) throws {
    let grid = try narrowWrapGrids()[gridNumber]
    var rng = TestRandom(seed: 33_200 + UInt64(gridNumber))
    let map = RandomNavigationMap(grid: grid, maxCost: 5, density: 0.3, using: &rng)
    let graph = try map.graph()
    let step = graphSteps(graph)
    for s in grid.indices {
      let start = grid.hex(at: s)
      let budget = Int.random(in: 0...15, using: &rng)
      let expected =
        graph.isPassable(start) ? referenceCosts(grid, from: [s], limit: budget, step: step) : [:]
      #expect(
        rangeCosts(graph.movementRange(from: start, rules: SearchRules(maxCost: budget)))
          == expected)
      let backwards =
        graph.isPassable(start) ? referenceCosts(grid, from: [s]) { step($1, $0) } : [:]
      #expect(fieldCosts(graph.distanceField(goals: [start])) == backwards)
    }
  }
}
