import HexBoard
import HexTestSupport
import Testing

/// A 5×5 odd-q map with a wall in column 2 on rows 0–3; the only gap is (2, 4).
/// Hand count from (0,0) to (4,0): 5 steps down to the gap at (2,4), 5 steps up to (4,0),
/// 10 in all, against a straight-line distance of 4.
struct WallMap {
  let grid: MapGrid
  let costs: [Int?]
  let graph: NavigationGraph
  let start = Hex(OffsetCoordinate(col: 0, row: 0))
  let goal = Hex(OffsetCoordinate(col: 4, row: 0))
  let gap = Hex(OffsetCoordinate(col: 2, row: 4))

  init(cellCost: Int = 1, closeGap: Bool = false) throws {
    let grid = try MapGrid(columns: 5, rows: 5)
    var costs = [Int?](repeating: cellCost, count: grid.indexCount)
    for row in 0..<(closeGap ? 5 : 4) { costs[row * 5 + 2] = nil }
    self.grid = grid
    self.costs = costs
    graph = try NavigationGraph(grid: grid) { costs[$0] }
  }
}

/// Checks that `path` is a valid walk on `graph` from `start` to `goal` with the right cost.
func checkPath(
  _ path: Path, graph: NavigationGraph, from start: Hex, to goal: Hex,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let grid = graph.grid
  #expect(path.hexes.first == grid.canonical(start), sourceLocation: sourceLocation)
  #expect(path.hexes.last == grid.canonical(goal), sourceLocation: sourceLocation)
  #expect(path.steps == path.hexes.count - 1, sourceLocation: sourceLocation)
  for hex in path.hexes { #expect(graph.isPassable(hex), sourceLocation: sourceLocation) }
  for (a, b) in zip(path.hexes, path.hexes.dropFirst()) {
    #expect(adjacentOnGrid(grid, a, b), "\(a) → \(b)", sourceLocation: sourceLocation)
  }
  let sum = path.hexes.dropFirst().reduce(0) { $0 + (graph.cost(ofEntering: $1) ?? 1_000_000) }
  #expect(path.cost == sum, sourceLocation: sourceLocation)
}

@Suite("A* pathfinding")
struct PathfindingTests {
  @Test func wallForcesDetour() throws {
    let map = try WallMap()
    #expect(map.graph.isUniform)
    let path = try #require(map.graph.path(from: map.start, to: map.goal))
    #expect(path.cost == 10)
    #expect(path.steps == 10)
    #expect(path.hexes.contains(map.gap))
    checkPath(path, graph: map.graph, from: map.start, to: map.goal)
    // The reverse direction costs the same on a uniform map.
    #expect(map.graph.path(from: map.goal, to: map.start)?.cost == 10)
  }

  @Test func weightedWallDoublesCost() throws {
    let map = try WallMap(cellCost: 2)
    #expect(!map.graph.isUniform)
    let path = try #require(map.graph.path(from: map.start, to: map.goal))
    #expect(path.cost == 20)
    checkPath(path, graph: map.graph, from: map.start, to: map.goal)
    #expect(map.graph.withUniformCost.path(from: map.start, to: map.goal)?.cost == 10)
  }

  @Test func maxCostCapsThePath() throws {
    let map = try WallMap()
    #expect(map.graph.path(from: map.start, to: map.goal, rules: SearchRules(maxCost: 9)) == nil)
    #expect(
      map.graph.path(from: map.start, to: map.goal, rules: SearchRules(maxCost: 10))?.cost == 10)
    #expect(
      map.graph.path(from: map.start, to: map.goal, rules: SearchRules(maxCost: 1000))?.cost == 10)
    #expect(map.graph.path(from: map.start, to: map.goal, rules: SearchRules(maxCost: -5)) == nil)
    let weighted = try WallMap(cellCost: 3)
    #expect(
      weighted.graph.path(from: weighted.start, to: weighted.goal, rules: SearchRules(maxCost: 29))
        == nil)
    #expect(
      weighted.graph.path(from: weighted.start, to: weighted.goal, rules: SearchRules(maxCost: 30))?
        .cost == 30)
  }

  @Test func impassableOrOffMapEndpointsGiveNil() throws {
    let map = try WallMap()
    let wall = Hex(OffsetCoordinate(col: 2, row: 1))
    #expect(!map.graph.isPassable(wall))
    #expect(map.graph.path(from: wall, to: map.goal) == nil)
    #expect(map.graph.path(from: map.start, to: wall) == nil)
    #expect(map.graph.path(from: wall, to: wall) == nil)
    let off = Hex(OffsetCoordinate(col: 9, row: 9))
    #expect(map.graph.path(from: off, to: map.goal) == nil)
    #expect(map.graph.path(from: map.start, to: off) == nil)
    #expect(map.graph.cost(ofEntering: off) == nil)
    #expect(map.graph.cost(ofEntering: wall) == nil)
  }

  @Test func startEqualsGoal() throws {
    let map = try WallMap(cellCost: 4)
    let path = try #require(map.graph.path(from: map.start, to: map.start))
    #expect(path.cost == 0)
    #expect(path.hexes == [map.start])
    #expect(path.steps == 0)
    #expect(
      map.graph.path(from: map.start, to: map.start, rules: SearchRules(maxCost: 0))?.cost == 0)
  }

  @Test func separateComponentsGiveNil() throws {
    let map = try WallMap(closeGap: true)
    #expect(map.graph.componentCount == 2)
    #expect(!map.graph.areConnected(map.start, map.goal))
    #expect(map.graph.path(from: map.start, to: map.goal) == nil)
    #expect(
      map.graph.path(from: map.start, to: map.goal, rules: SearchRules(stepCost: { _ in 1 })) == nil
    )
  }

  @Test func customEdgeCost() throws {
    let map = try WallMap()
    let doubled = try #require(
      map.graph.path(from: map.start, to: map.goal, rules: SearchRules(stepCost: { _ in 2 })))
    #expect(doubled.cost == 20)
    #expect(doubled.steps == 10)
    // A cost below 1 counts as 1 (it used to trap).
    let free = map.graph.path(
      from: map.start, to: map.goal, rules: SearchRules(stepCost: { _ in 0 }))
    let ones = map.graph.path(
      from: map.start, to: map.goal, rules: SearchRules(stepCost: { _ in 1 }))
    #expect(free != nil && free == ones)
    #expect(free?.cost == 10)
    // Forbidding every step into the gap cuts the map in two.
    let (gap, grid) = (map.gap, map.grid)
    #expect(
      map.graph.path(
        from: map.start, to: map.goal,
        rules: SearchRules(stepCost: { step in
          grid.hex(at: step.to) == gap ? nil : 1
        }))
        == nil)
    // Forbid one edge of the straight route on an open map: the cost stays (another route
    // of equal length exists) and the forbidden edge is never used.
    let open = try NavigationGraph(grid: map.grid) { _ in 1 }
    let a = Hex(OffsetCoordinate(col: 0, row: 2))
    let b = Hex(OffsetCoordinate(col: 1, row: 2))
    let path = try #require(
      open.path(
        from: a, to: Hex(OffsetCoordinate(col: 4, row: 2)),
        rules: SearchRules(stepCost: { step in
          grid.hex(at: step.from) == a && grid.hex(at: step.to) == b ? nil : 1
        })))
    #expect(!zip(path.hexes, path.hexes.dropFirst()).contains { $0 == a && $1 == b })
    #expect(path.cost == 4)
    // Only one neighbour of a dead end: forbidding it leaves no path.
    let line = try MapGrid(columns: 1, rows: 4)
    let lineGraph = try NavigationGraph(grid: line) { _ in 1 }
    let top = Hex(OffsetCoordinate(col: 0, row: 0))
    let second = Hex(OffsetCoordinate(col: 0, row: 1))
    let bottom = Hex(OffsetCoordinate(col: 0, row: 3))
    #expect(lineGraph.path(from: top, to: bottom)?.cost == 3)
    #expect(
      lineGraph.path(
        from: top, to: bottom,
        rules: SearchRules(stepCost: { step in
          line.hex(at: step.from) == top && line.hex(at: step.to) == second ? nil : 1
        }))
        == nil)
    // Custom cost with a cap.
    #expect(
      map.graph.path(
        from: map.start, to: map.goal, rules: SearchRules(maxCost: 19, stepCost: { _ in 2 })) == nil
    )
  }

  @Test func determinism() throws {
    var rng = TestRandom(seed: 7)
    let grid = try MapGrid(columns: 30, rows: 20)
    let costs = randomCosts(grid, using: &rng, blocked: 20)
    let graph = try NavigationGraph(grid: grid) { costs[$0] }
    let c1 = SearchContext()
    let c2 = SearchContext()
    let cells = grid.indices.filter { costs[$0] != nil }
    for _ in 0..<40 {
      let s = grid.hex(at: cells.randomElement(using: &rng)!)
      let t = grid.hex(at: cells.randomElement(using: &rng)!)
      let p1 = graph.path(from: s, to: t, context: c1)
      let p2 = graph.path(from: s, to: t, context: c1)
      let p3 = graph.path(from: s, to: t, context: c2)
      let p4 = graph.path(from: s, to: t)
      #expect(p1 == p2)
      #expect(p1 == p3)
      #expect(p1 == p4)
      let u1 = graph.withUniformCost.path(from: s, to: t, context: c1)
      let u2 = graph.withUniformCost.path(from: s, to: t, context: c2)
      #expect(u1 == u2)
    }
  }

  /// The sample grids, then the narrow wrapped ones (paths there cross a seam twice).
  @Test(arguments: 0..<19)
  func aStarMatchesReferenceDijkstra(_ gridNumber: Int) throws {
    let grid = try (sampleGrids() + narrowWrapGrids())[gridNumber]
    var rng = TestRandom(seed: 1000 + UInt64(gridNumber))
    let context = SearchContext()
    for round in 0..<4 {
      // Round 3 uses large costs, so A* runs on its heap instead of buckets.
      let costs = randomCosts(
        grid, using: &rng, blocked: 15 + 5 * round, maxCost: round == 3 ? 9000 : 5)
      let graph = try NavigationGraph(grid: grid) { costs[$0] }
      let uniformCosts = costs.map { $0.map { _ in 1 } }
      let cells = grid.indices
      for _ in 0..<12 {
        let s = cells.randomElement(using: &rng)!
        let reference = referenceDijkstra(grid: grid, costs: costs, from: s)
        let uniformReference = referenceDijkstra(grid: grid, costs: uniformCosts, from: s)
        for _ in 0..<6 {
          let t = cells.randomElement(using: &rng)!
          let start = grid.hex(at: s)
          let goal = grid.hex(at: t)
          let path = graph.path(from: start, to: goal, context: context)
          #expect(path?.cost == reference[t], "\(grid.shape) \(grid.wrap) \(start)→\(goal)")
          if let path { checkPath(path, graph: graph, from: start, to: goal) }
          if let cost = reference[t] {
            // A cap at the true cost finds the path.
            #expect(
              graph.path(
                from: start, to: goal, rules: SearchRules(maxCost: cost), context: context)?.cost
                == cost)
          }
          let uniform = graph.withUniformCost.path(from: start, to: goal, context: context)
          #expect(uniform?.cost == uniformReference[t])
          if let uniform { checkPath(uniform, graph: graph.withUniformCost, from: start, to: goal) }
          #expect(graph.areConnected(start, goal) == (reference[t] != nil))
          // custom edge cost equal to the entry cost gives the same optimum
          let custom = graph.path(
            from: start, to: goal,
            rules: SearchRules(stepCost: { [grid = graph.grid] step in
              graph.cost(ofEntering: grid.hex(at: step.to))
            }), context: context)
          #expect(custom?.cost == reference[t])
        }
      }
    }
  }

  @Test(arguments: [MapWrap.cylinder, .torus])
  func pathCrossesTheSeam(_ wrap: MapWrap) throws {
    let grid = try MapGrid(columns: 10, rows: 8, wrap: wrap)
    let graph = try NavigationGraph(grid: grid) { _ in 1 }
    let start = Hex(OffsetCoordinate(col: 0, row: 3))
    let goal = Hex(OffsetCoordinate(col: 9, row: 3))
    let path = try #require(graph.path(from: start, to: goal))
    #expect(path.cost == 1)
    #expect(path.hexes == [start, goal])
    if wrap == .torus {
      let top = Hex(OffsetCoordinate(col: 4, row: 0))
      let bottom = Hex(OffsetCoordinate(col: 4, row: 7))
      #expect(graph.path(from: top, to: bottom)?.cost == 1)
      let corner = Hex(OffsetCoordinate(col: 0, row: 0))
      let far = Hex(OffsetCoordinate(col: 9, row: 7))
      #expect(graph.path(from: corner, to: far)?.cost == grid.distance(from: corner, to: far))
    }
    // Out-of-box hexes are taken to their position on the map.
    let image = goal + grid.periods[0]
    #expect(graph.path(from: start, to: image)?.cost == 1)
  }

  @Test func invalidCostsThrow() throws {
    let grid = try MapGrid(columns: 3, rows: 3)
    #expect(throws: NavigationError.invalidCost(grid.hex(at: 4), 0)) {
      try NavigationGraph(grid: grid) { $0 == 4 ? 0 : 1 }
    }
    #expect(throws: NavigationError.invalidCost(grid.hex(at: 0), 70000)) {
      try NavigationGraph(grid: grid) { _ in 70000 }
    }
    let ok = try NavigationGraph(grid: grid) { _ in NavigationGraph.maximumCellCost }
    #expect(ok.maximumCost == NavigationGraph.maximumCellCost)
    let corner = grid.hex(at: 0)
    let other = grid.hex(at: 8)
    #expect(
      ok.path(from: corner, to: other)?.cost
        == NavigationGraph.maximumCellCost * corner.distance(to: other))
  }

  /// One limit on a cell's cost: the terrain's, which the graph takes as its own and a board
  /// holds its palette to (65,536 is refused, 65,535 accepted).
  @Test func costLimitIsTheTerrains() throws {
    #expect(Terrain.maximumMovementCost == 65_535)
    #expect(NavigationGraph.maximumCellCost == Terrain.maximumMovementCost)
    func board(cost: Int) throws -> Board {
      let grass = Terrain(id: "grass", symbol: ".", color: "#00ff00", movementCost: cost)
      return try Board(
        name: "b", grid: MapGrid(columns: 2, rows: 2), palette: [grass], fill: "grass")
    }
    #expect(throws: BoardError.invalidCost("grass", 65_536)) { try board(cost: 65_536) }
    #expect(try board(cost: 65_535).palette[0].movementCost == 65_535)
  }

  @Test func graphCounts() throws {
    let map = try WallMap()
    #expect(map.graph.passableCount == 21)
    let expectedEdges = map.grid.indices.filter { map.costs[$0] != nil }.reduce(0) { sum, i in
      sum + map.grid.neighbors(of: i).filter { map.costs[$0] != nil }.count
    }
    #expect(map.graph.edgeCount == expectedEdges)
    #expect(map.graph.minimumCost == 1)
    let mixed = try NavigationGraph(grid: map.grid) { $0 % 3 == 0 ? nil : 2 + $0 % 4 }
    #expect(mixed.minimumCost == 2)
    #expect(mixed.maximumCost == 5)
  }
}
