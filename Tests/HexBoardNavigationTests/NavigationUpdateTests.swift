import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardNavigation

/// A live map as a test keeps it: the cost of every cell (`nil`: impassable or a hole) and
/// the features of every side, by canonical edge. The graph under test is updated in place;
/// this state is what a graph built from scratch must agree with.
struct LiveMapState {
  let grid: MapGrid
  var costs: [Int?]
  var sides: [HexEdge: [EdgeFeature.Movement]] = [:]

  /// The graph built from scratch for this state.
  func rebuilt() throws -> NavigationGraph {
    let rules = sides.keys.sorted { grid.edgeSlot(of: $0)! < grid.edgeSlot(of: $1)! }
      .flatMap { edge in sides[edge]!.map { (edge, $0) } }
    return try NavigationGraph(grid: grid, costAtIndex: { costs[$0] }, edgeRules: rules)
  }

  /// The movement rule, from its statement: the cost of the step from `i` into its
  /// neighbour `j`, or `nil` when it is forbidden.
  func step(_ i: Int, _ j: Int) -> Int? {
    guard costs[i] != nil, let entry = costs[j],
      let edge = grid.edge(between: grid.hex(at: i), and: grid.hex(at: j))
    else { return nil }
    var sets: [Int] = []
    var adds = 0
    for movement in sides[edge] ?? [] {
      switch movement {
      case .blocks: return nil
      case .sets(let n): sets.append(n)
      case .adds(let n): adds += n
      case .unchanged: break
      }
    }
    return sets.min() ?? entry + adds
  }
}

/// Random feature lists for a side: walls, rivers, roads, bridges, large costs (escapes).
let sideChoices: [[EdgeFeature.Movement]] = [
  [], [.blocks], [.adds(2)], [.sets(1)], [.adds(2), .sets(1)], [.adds(9)], [.blocks, .adds(1)],
  [.sets(3)], [.adds(0)], [.unchanged], [.adds(2), .adds(2)], [.sets(40)],
]

/// Compares `graph` with the graph rebuilt from `state` and with the rule: passability,
/// every step's cost, the bounds, the same-component relation and the component count.
/// Mismatches are collected and reported once (an expectation per step would be slow).
func expectMatches(_ graph: NavigationGraph, _ state: LiveMapState, _ label: String) throws {
  let grid = state.grid
  let fresh = try state.rebuilt()
  var problems: [String] = []
  func check(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition { problems.append(what()) }
  }
  var forward: [Int: Int] = [:]
  var backward: [Int: Int] = [:]
  for i in grid.indices {
    let hex = grid.hex(at: i)
    check(graph.isPassable(hex) == (state.costs[i] != nil), "passable \(i)")
    check(graph.cost(ofEntering: hex) == state.costs[i], "entry cost \(i)")
    if let cost = state.costs[i] {
      check(graph.minimumCost <= cost && graph.maximumCost >= cost, "cost bounds at \(i)")
    }
    for j in grid.neighbors(of: i) {
      let expected = state.step(i, j)
      let got = graph.cost(ofStepFrom: hex, to: grid.hex(at: j))
      check(
        got == expected,
        "step \(i)→\(j): \(String(describing: got)), rule \(String(describing: expected))")
      check(got == fresh.cost(ofStepFrom: hex, to: grid.hex(at: j)), "rebuilt step \(i)→\(j)")
      if let expected {
        check(graph.minimumStepCost <= expected, "minimum step bound \(i)→\(j)")
        check(graph.maximumStepCost >= expected, "maximum step bound \(i)→\(j)")
      }
    }
    let mine = graph.component(of: hex)
    let theirs = fresh.component(of: hex)
    check((mine == nil) == (theirs == nil), "labelled \(i)")
    if let mine, let theirs {
      check(forward[mine, default: theirs] == theirs, "region of \(i) (\(mine) → \(theirs))")
      check(backward[theirs, default: mine] == mine, "region of \(i) (\(theirs) ← \(mine))")
      forward[mine] = theirs
      backward[theirs] = mine
    }
  }
  check(
    graph.componentCount == fresh.componentCount,
    "count \(graph.componentCount), rebuilt \(fresh.componentCount)")
  check(graph.passableCount == fresh.passableCount, "passable count")
  check(graph.edgeCount == fresh.edgeCount, "edge count")
  #expect(problems.isEmpty, "\(label): \(problems.prefix(5))")
  expectConsistentSizes(graph, label)
}

/// The bookkeeping behind the labels: each live id's size is its number of cells, free ids
/// have none, and the count is the number of live ids.
func expectConsistentSizes(_ graph: NavigationGraph, _ label: String) {
  var counts = [Int32](repeating: 0, count: graph.componentSizes.count)
  for l in graph.components where l >= 0 {
    guard Int(l) < counts.count else {
      Issue.record("\(label): label \(l) without a size")
      return
    }
    counts[Int(l)] += 1
  }
  #expect(counts == graph.componentSizes, "\(label) component sizes")
  #expect(Set(graph.freeComponentIDs).count == graph.freeComponentIDs.count)
  #expect(graph.freeComponentIDs.allSatisfy { counts[Int($0)] == 0 }, "\(label) free ids")
  #expect(graph.componentCount == counts.count - graph.freeComponentIDs.count, "\(label) count")
}

/// Path costs between random pairs, a movement range and a distance field against the
/// reference Dijkstra over the rule.
func expectSearchesMatch(
  _ graph: NavigationGraph, _ state: LiveMapState, using rng: inout TestRandom, _ label: String
) {
  let grid = state.grid
  let cells = grid.indices
  let context = SearchContext()
  for _ in 0..<2 {
    let s = cells.randomElement(using: &rng)!
    let sources = state.costs[s] == nil ? [] : [s]
    let reference = referenceCosts(grid, from: sources, step: state.step)
    for _ in 0..<5 {
      let t = cells.randomElement(using: &rng)!
      let path = graph.path(from: grid.hex(at: s), to: grid.hex(at: t), context: context)
      #expect(path?.cost == reference[t], "\(label) path \(s)→\(t)")
      // A capped query finds the cheapest path exactly when it is within the cap.
      let cap = Int.random(in: 0...24, using: &rng)
      let capped = graph.path(
        from: grid.hex(at: s), to: grid.hex(at: t), rules: SearchRules(maxCost: cap),
        context: context)
      #expect(capped?.cost == reference[t].flatMap { $0 <= cap ? $0 : nil }, "\(label) cap")
      if let path {
        var sum = 0
        for (a, b) in zip(path.hexes, path.hexes.dropFirst()) {
          sum += state.step(grid.index(of: a)!, grid.index(of: b)!) ?? 1_000_000
        }
        #expect(sum == path.cost, "\(label) walk \(s)→\(t)")
      }
    }
    let budget = Int.random(in: 0...12, using: &rng)
    let range = graph.movementRange(
      from: grid.hex(at: s), rules: SearchRules(maxCost: budget), context: context)
    var got: [Int: Int] = [:]
    for (hex, cost) in range { got[grid.index(of: hex)!] = cost }
    #expect(got == reference.filter { $0.value <= budget }, "\(label) range")
  }
  let goals = (0..<2).map { _ in cells.randomElement(using: &rng)! }
    .filter { state.costs[$0] != nil }
  let field = graph.distanceField(goals: goals.map(grid.hex(at:)))
  let backwards = referenceCosts(grid, from: goals) { state.step($1, $0) }
  for i in cells {
    #expect(field.cost(at: grid.hex(at: i)) == backwards[i], "\(label) field at \(i)")
  }
}

/// A random grid: one of the sample grids (every shape family, wrapped ones) or the grid of a
/// random board (any shape, holes, convention and wrap).
func randomUpdateGrid(using rng: inout TestRandom) throws -> MapGrid {
  if Bool.random(using: &rng) { return try sampleGrids().randomElement(using: &rng)! }
  return try randomBoard(using: &rng).grid
}

/// A random side of a cell of `grid`, named from either cell beside it (or the seam's
/// other name on wrapped maps).
func randomEdge(_ grid: MapGrid, using rng: inout TestRandom) -> HexEdge {
  let i = grid.indices.randomElement(using: &rng)!
  let direction = HexDirection.allCases.randomElement(using: &rng)!
  let edge = HexEdge(grid.hex(at: i), direction)
  guard Bool.random(using: &rng), let j = grid.neighbor(of: i, in: direction) else { return edge }
  return HexEdge(grid.hex(at: j), direction.opposite)
}

@Suite("Navigation graph updates")
struct NavigationUpdateTests {
  /// Seeded random update sequences on random maps of every shape, wrapped ones included:
  /// after each update the graph agrees with one built from scratch.
  @Test(arguments: 0..<16)
  func randomUpdatesMatchARebuild(_ batch: Int) throws {
    for round in 0..<3 {
      let seed = UInt64(18_000 + batch * 3 + round)
      var rng = TestRandom(seed: seed)
      let grid = try randomUpdateGrid(using: &rng)
      let blocked = [0, 25, 45, 60].randomElement(using: &rng)!
      let maxCost = [1, 1, 5, 30].randomElement(using: &rng)!
      var state = LiveMapState(
        grid: grid, costs: randomCosts(grid, using: &rng, blocked: blocked, maxCost: maxCost))
      for i in 0..<grid.indexCount where !grid.isCell(i) { state.costs[i] = nil }
      // Some maps start with features on their sides, some without any.
      let featured = Int.random(in: 0..<3, using: &rng)
      if featured > 0 {
        for _ in 0..<(grid.cellCount * featured / 2) {
          let edge = grid.canonical(randomEdge(grid, using: &rng))!
          state.sides[edge] = sideChoices.randomElement(using: &rng)!
        }
      }
      var graph = try state.rebuilt()
      let steps = 70
      for step in 0..<steps {
        let label = "seed \(seed) step \(step)"
        try applyRandomUpdate(to: &graph, &state, using: &rng)
        try expectMatches(graph, state, label)
        if step % 10 == 9 { expectSearchesMatch(graph, state, using: &rng, label) }
      }
    }
  }

  /// One random update, applied to both the graph and the state: toggle a cell, re-price
  /// one, or replace what a side does.
  func applyRandomUpdate(
    to graph: inout NavigationGraph, _ state: inout LiveMapState, using rng: inout TestRandom
  ) throws {
    let grid = state.grid
    switch Int.random(in: 0..<10, using: &rng) {
    case 0..<4:
      let i = grid.indices.randomElement(using: &rng)!
      let cost: Int? = state.costs[i] == nil ? Int.random(in: 1...6, using: &rng) : nil
      state.costs[i] = cost
      if Bool.random(using: &rng) {
        try graph.setCost(cost, at: grid.hex(at: i))
      } else {
        try graph.setCost(cost, atIndex: i)
      }
    case 4..<6:
      let i = grid.indices.randomElement(using: &rng)!
      let cost = [1, 2, 3, 5, 9, 25].randomElement(using: &rng)!
      state.costs[i] = cost
      try graph.setCost(cost, at: grid.hex(at: i))
    default:
      let edge = randomEdge(grid, using: &rng)
      let movements = sideChoices.randomElement(using: &rng)!
      state.sides[grid.canonical(edge)!] = movements.isEmpty ? nil : movements
      try graph.setEdgeRules(movements, on: edge)
    }
  }

  /// Long sequences of cell toggles alone on larger maps, where regions split and merge
  /// far from the change (rooms, corridors).
  @Test(arguments: 0..<6)
  func togglesSplitAndMergeRegions(_ batch: Int) throws {
    var rng = TestRandom(seed: UInt64(18_500 + batch))
    let wraps: [MapWrap] = [.none, .cylinder, .torus]
    let grid = try MapGrid(columns: 24, rows: 18, wrap: wraps[batch % 3])
    var state = LiveMapState(grid: grid, costs: randomCosts(grid, using: &rng, blocked: 42))
    var graph = try state.rebuilt()
    for step in 0..<300 {
      let i = Int.random(in: 0..<grid.indexCount, using: &rng)
      state.costs[i] = state.costs[i] == nil ? Int.random(in: 1...5, using: &rng) : nil
      try graph.setCost(state.costs[i], atIndex: i)
      if step % 6 == 0 { try expectMatches(graph, state, "batch \(batch) step \(step)") }
    }
    try expectMatches(graph, state, "batch \(batch) end")
  }
}
