import HexBoard
import HexTestSupport
import Testing

@Suite("Distance field and connectivity")
struct DistanceFieldTests {
  @Test(arguments: 0..<7)
  func fieldMatchesAStar(_ gridNumber: Int) throws {
    let grid = try sampleGrids()[gridNumber]
    var rng = TestRandom(seed: 3000 + UInt64(gridNumber))
    let context = SearchContext()
    for _ in 0..<3 {
      let costs = randomCosts(grid, using: &rng, blocked: 20)
      let graph = try NavigationGraph(grid: grid) { costs[$0] }
      let goalCount = Int.random(in: 1...3, using: &rng)
      let goals = (0..<goalCount).map { _ in grid.hex(at: grid.indices.randomElement(using: &rng)!)
      }
      let field = graph.distanceField(goals: goals)
      let canonicalGoals = Set(goals.filter(graph.isPassable).compactMap(grid.canonical))
      for index in grid.indices {
        let hex = grid.hex(at: index)
        let best = goals.compactMap { graph.path(from: hex, to: $0, context: context)?.cost }.min()
        #expect(field.cost(at: hex) == best, "\(hex)")
        guard let cost = field.cost(at: hex) else {
          #expect(field.nextStep(from: hex) == nil)
          #expect(field.path(from: hex) == nil)
          continue
        }
        if cost == 0 {
          #expect(canonicalGoals.contains(hex))
          #expect(field.nextStep(from: hex) == nil)
          continue
        }
        let next = try #require(field.nextStep(from: hex))
        #expect(adjacentOnGrid(grid, hex, next))
        #expect(field.cost(at: next).map { $0 + graph.cost(ofEntering: next)! } == cost)
        let walk = try #require(field.path(from: hex))
        #expect(walk.first == hex)
        #expect(canonicalGoals.contains(walk.last!))
        let paid = walk.dropFirst().reduce(0) { $0 + graph.cost(ofEntering: $1)! }
        #expect(paid == cost)
      }
    }
  }

  @Test func maxCostAndUnreachable() throws {
    let map = try WallMap(closeGap: true)
    let field = map.graph.distanceField(goals: [map.goal])
    #expect(field.cost(at: map.goal) == 0)
    #expect(field.cost(at: map.start) == nil)
    #expect(field.nextStep(from: map.start) == nil)
    #expect(field.path(from: map.start) == nil)
    #expect(field.cost(at: Hex(OffsetCoordinate(col: 2, row: 2))) == nil)  // wall
    #expect(field.cost(at: Hex(q: 90, r: 0)) == nil)

    let open = try WallMap()
    let capped = open.graph.distanceField(goals: [open.goal], rules: SearchRules(maxCost: 3))
    for index in open.grid.indices {
      let hex = open.grid.hex(at: index)
      let exact = open.graph.path(from: hex, to: open.goal)?.cost
      if let exact, exact <= 3 {
        #expect(capped.cost(at: hex) == exact)
      } else {
        #expect(capped.cost(at: hex) == nil)
      }
    }
    #expect(open.graph.distanceField(goals: [open.goal]).cost(at: open.start) == 10)
    // Impassable or off-map goals are ignored.
    let wall = Hex(OffsetCoordinate(col: 2, row: 0))
    let ignored = open.graph.distanceField(goals: [wall, Hex(q: 99, r: 0)])
    #expect(open.grid.indices.allSatisfy { ignored.cost(at: open.grid.hex(at: $0)) == nil })
    #expect(open.graph.distanceField(goals: []).cost(at: open.start) == nil)
  }

  @Test func multipleGoalsPickTheNearest() throws {
    let grid = try MapGrid(columns: 11, rows: 3)
    let graph = try NavigationGraph(grid: grid) { _ in 1 }
    let left = Hex(OffsetCoordinate(col: 0, row: 1))
    let right = Hex(OffsetCoordinate(col: 10, row: 1))
    let field = graph.distanceField(goals: [left, right, left])
    #expect(field.cost(at: Hex(OffsetCoordinate(col: 2, row: 1))) == 2)
    #expect(field.cost(at: Hex(OffsetCoordinate(col: 8, row: 1))) == 2)
    #expect(field.cost(at: Hex(OffsetCoordinate(col: 5, row: 1))) == 5)
    #expect(field.path(from: Hex(OffsetCoordinate(col: 8, row: 1)))?.last == right)
  }

  @Test func connectivityOnTwoIslands() throws {
    // Two islands of land (1) in water (nil), plus a single-cell islet.
    let rows = [
      "##....####",
      "###...####",
      "..........",
      "..######..",
      "..######.#",
      "..........",
    ]
    let grid = try MapGrid(columns: 10, rows: 6)
    var costs = [Int?](repeating: nil, count: grid.indexCount)
    for (r, line) in rows.enumerated() {
      for (c, ch) in line.enumerated() where ch == "#" { costs[r * 10 + c] = 1 }
    }
    let graph = try NavigationGraph(grid: grid) { costs[$0] }
    func hex(_ c: Int, _ r: Int) -> Hex { Hex(OffsetCoordinate(col: c, row: r)) }
    #expect(graph.componentCount == 4)
    // Labels in storage order: top-left island 0, top-right 1, middle 2, islet 3.
    #expect(graph.component(of: hex(0, 0)) == 0)
    #expect(graph.component(of: hex(2, 1)) == 0)
    #expect(graph.component(of: hex(6, 0)) == 1)
    #expect(graph.component(of: hex(9, 1)) == 1)
    #expect(graph.component(of: hex(2, 3)) == 2)
    #expect(graph.component(of: hex(7, 4)) == 2)
    #expect(graph.component(of: hex(9, 4)) == 3)
    #expect(graph.component(of: hex(5, 2)) == nil)
    #expect(graph.component(of: hex(20, 2)) == nil)
    #expect(graph.areConnected(hex(0, 0), hex(2, 1)))
    #expect(!graph.areConnected(hex(0, 0), hex(6, 0)))
    #expect(!graph.areConnected(hex(2, 3), hex(9, 4)))
    #expect(!graph.areConnected(hex(5, 2), hex(5, 2)))
    #expect(graph.areConnected(hex(9, 4), hex(9, 4)))
    // Components agree with reachability.
    for i in grid.indices where costs[i] != nil {
      let reach = referenceDijkstra(grid: grid, costs: costs, from: i)
      for j in grid.indices where costs[j] != nil {
        #expect(graph.areConnected(grid.hex(at: i), grid.hex(at: j)) == (reach[j] != nil))
      }
    }
  }

  @Test func wrappedComponentsJoinAcrossTheSeam() throws {
    let grid = try MapGrid(columns: 8, rows: 4, wrap: .cylinder)
    // Land in columns 0 and 7 only: one component on a cylinder, two on a flat map.
    let land: (Int) -> Int? = { [0, 7].contains($0 % 8) ? 1 : nil }
    #expect(try NavigationGraph(grid: grid, costAtIndex: land).componentCount == 1)
    let flat = try MapGrid(columns: 8, rows: 4)
    #expect(try NavigationGraph(grid: flat, costAtIndex: land).componentCount == 2)
  }
}
