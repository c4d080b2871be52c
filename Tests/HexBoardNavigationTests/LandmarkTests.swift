import HexBoard
import HexTestSupport
import Testing

/// A random graph on `grid`: random costs (nil = impassable, up to `maxCost`) and random
/// side features (walls, rivers, roads) on about `density` of the sides.
struct RandomNavigationMap {
  var costs: [Int?]
  var rules: [(HexEdge, EdgeFeature.Movement)]
  let grid: MapGrid

  init(grid: MapGrid, maxCost: Int, density: Double, using rng: inout TestRandom) {
    self.grid = grid
    costs = randomCosts(grid, using: &rng, blocked: 25, maxCost: maxCost)
    rules = []
    for index in grid.indices {
      for d in 0..<3 where Double.random(in: 0..<1, using: &rng) < density {
        let edge = HexEdge(grid.hex(at: index), HexDirection(rawValue: d)!)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: rules.append((edge, .blocks))
        case 1: rules.append((edge, .adds(Int.random(in: 0...9, using: &rng))))
        default: rules.append((edge, .sets(Int.random(in: 1...maxCost, using: &rng))))
        }
      }
    }
  }

  func graph() throws -> NavigationGraph {
    try NavigationGraph(grid: grid, costAtIndex: { costs[$0] }, edgeRules: rules)
  }
}

/// The true cost from every cell to `goal` on `graph` (a reference Dijkstra backwards).
func costsToGoal(_ graph: NavigationGraph, _ goal: Int) -> [Int: Int] {
  let grid = graph.grid
  return referenceCosts(grid, from: [goal]) { a, b in
    graph.cost(ofStepFrom: grid.hex(at: b), to: grid.hex(at: a))
  }
}

/// Checks a graph with landmarks against the reference: the bound condition on every step,
/// admissible bounds towards a few goals, and paths of the reference's cost (valid, and the
/// same on a second run) between random pairs.
func checkLandmarks(
  _ graph: NavigationGraph, using rng: inout TestRandom, pairs: Int = 30, table: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let grid = graph.grid
  if table { #expect(graph.landmarkTableIsConsistent(), sourceLocation: sourceLocation) }
  let passable = grid.indices.filter { graph.isPassable(grid.hex(at: $0)) }
  guard !passable.isEmpty else { return }
  let context = SearchContext()
  for _ in 0..<pairs {
    let t = passable.randomElement(using: &rng)!
    let truth = costsToGoal(graph, t)
    for v in passable {
      if table, let cost = truth[v], let bound = graph.landmarkBound(from: v, to: t) {
        #expect(bound <= cost, "bound \(bound) > cost \(cost)", sourceLocation: sourceLocation)
      }
    }
    for _ in 0..<3 {
      let s = passable.randomElement(using: &rng)!
      let (start, goal) = (grid.hex(at: s), grid.hex(at: t))
      let path = graph.path(from: start, to: goal, context: context)
      #expect(path?.cost == truth[s], sourceLocation: sourceLocation)
      #expect(
        graph.path(from: start, to: goal)?.hexes == path?.hexes, sourceLocation: sourceLocation)
      if let path {
        var sum = 0
        for (a, b) in zip(path.hexes, path.hexes.dropFirst()) {
          sum += graph.cost(ofStepFrom: a, to: b) ?? 1_000_000
        }
        #expect(sum == path.cost, sourceLocation: sourceLocation)
        #expect(path.hexes.first == start && path.hexes.last == goal)
        // A cap at the cost finds it; one below does not.
        #expect(
          graph.path(from: start, to: goal, rules: SearchRules(maxCost: path.cost))?.cost
            == path.cost)
        if path.cost > 0 {
          #expect(
            graph.path(from: start, to: goal, rules: SearchRules(maxCost: path.cost - 1)) == nil)
        }
      }
    }
  }
}

@Suite("A* with landmarks")
struct LandmarkTests {
  @Test func preparedPathsMatchTheReference() throws {
    var rng = TestRandom(seed: 18)
    for grid in try sampleGrids() + narrowWrapGrids() {
      for (maxCost, density) in [(1, 0.0), (5, 0.0), (5, 0.3), (1, 0.3), (3000, 0.2)] {
        let map = RandomNavigationMap(grid: grid, maxCost: maxCost, density: density, using: &rng)
        let graph = try map.graph().preparingLandmarks(count: Int.random(in: 1...16, using: &rng))
        #expect(graph.landmarkCount > 0 || graph.componentCount == 0)
        checkLandmarks(graph, using: &rng)
      }
    }
  }

  @Test func uniformGraphsAndCounts() throws {
    var rng = TestRandom(seed: 7)
    let grid = try MapGrid(columns: 20, rows: 15)
    let map = RandomNavigationMap(grid: grid, maxCost: 4, density: 0, using: &rng)
    var graph = try map.graph()
    #expect(graph.landmarkCount == 0)
    graph.prepareLandmarks()
    #expect(graph.landmarkCount == 8)
    // Another metric: the uniform view carries no landmarks, but can have its own.
    #expect(graph.withUniformCost.landmarkCount == 0)
    let uniform = graph.withUniformCost.preparingLandmarks(count: 12)
    #expect(uniform.landmarkCount == 12)
    checkLandmarks(uniform, using: &rng)
    graph.prepareLandmarks(count: 0)
    #expect(graph.landmarkCount == 0)
    #expect(graph.landmarks == nil)
    // A map with no passable cell keeps no table; its queries still answer.
    let blocked = try NavigationGraph(grid: grid) { _ in nil }.preparingLandmarks()
    #expect(blocked.landmarks == nil)
    #expect(blocked.path(from: grid.hex(at: 0), to: grid.hex(at: 1)) == nil)
    // Placement is deterministic.
    let a = try map.graph().preparingLandmarks()
    let b = try map.graph().preparingLandmarks()
    #expect(a.landmarks?.cells == b.landmarks?.cells)
    #expect(a.landmarks?.distances == b.landmarks?.distances)
  }

  /// A table prepared on the old costs and repaired for the new ones keeps exact answers:
  /// cells opened, costs lowered and raised, cells blocked, side features changed.
  @Test func repairAfterRandomUpdateSequences() throws {
    var rng = TestRandom(seed: 1801)
    for grid in try sampleGrids() {
      for (maxCost, density) in [(5, 0.0), (1, 0.0), (5, 0.25)] {
        var map = RandomNavigationMap(grid: grid, maxCost: maxCost, density: density, using: &rng)
        var graph = try map.graph().preparingLandmarks()
        for _ in 0..<4 {
          var changed: [Int] = []
          for _ in 0..<Int.random(in: 1...6, using: &rng) {
            let i = Int.random(in: 0..<grid.indexCount, using: &rng)
            guard grid.isCell(i) else { continue }
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: map.costs[i] = nil
            case 1: map.costs[i] = 1
            case 2: map.costs[i] = Int.random(in: 1...maxCost, using: &rng)
            default: map.costs[i] = maxCost
            }
            changed.append(i)
          }
          if !map.rules.isEmpty && Bool.random(using: &rng) {
            // A side feature goes: a wall opens, a river dries, a road goes (all fine).
            let (edge, _) = map.rules.remove(at: Int.random(in: 0..<map.rules.count, using: &rng))
            for hex in [edge.hex, edge.hex.neighbor(in: edge.direction)] {
              if let i = grid.index(of: hex) { changed.append(i) }
            }
          }
          var next = try map.graph()
          next.landmarks = graph.landmarks
          if Bool.random(using: &rng) {
            next.repairLandmarks(around: changed)
          } else {
            // Deferred: queries stay exact (without the table) until the repair.
            next.landmarkStepsGotCheaper(around: changed)
            #expect(next.landmarksNeedRepair == !changed.isEmpty)
            checkLandmarks(next, using: &rng, pairs: 5, table: false)
            next.repairLandmarks()
            #expect(!next.landmarksNeedRepair)
          }
          graph = next
          checkLandmarks(graph, using: &rng, pairs: 10)
        }
        // A refresh gives the table a fresh preparation would.
        var refreshed = graph
        refreshed.refreshLandmarks()
        let fresh = try map.graph().preparingLandmarks()
        #expect(refreshed.landmarks?.distances == fresh.landmarks?.distances)
      }
    }
  }

  /// Without the repair, an opened shortcut leaves bounds that overestimate: the check
  /// above can fail.
  @Test func openingAShortcutNeedsTheRepair() throws {
    // A wall across the map with one gap at the bottom; opening a gap at the top shortens
    // the way from the top left to the top right.
    let grid = try MapGrid(columns: 9, rows: 9)
    var costs = [Int?](repeating: 1, count: grid.indexCount)
    for row in 0..<9 { costs[row * 9 + 4] = row == 8 ? 1 : nil }
    var graph = try NavigationGraph(grid: grid) { costs[$0] }.preparingLandmarks()
    costs[4] = 1
    var opened = try NavigationGraph(grid: grid) { costs[$0] }
    opened.landmarks = graph.landmarks
    #expect(!opened.landmarkTableIsConsistent())
    #expect(opened.repairLandmarks(around: [4]) > 0)
    #expect(opened.landmarkTableIsConsistent())
    graph = opened
    let path = graph.path(
      from: Hex(OffsetCoordinate(col: 0, row: 0)), to: Hex(OffsetCoordinate(col: 8, row: 0)))
    #expect(path?.cost == 8)
  }
}
