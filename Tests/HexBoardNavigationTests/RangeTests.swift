import HexBoard
import HexTestSupport
import Testing

@Suite("Movement range")
struct RangeTests {
  @Test(arguments: 0..<7)
  func rangeMatchesReference(_ gridNumber: Int) throws {
    let grid = try sampleGrids()[gridNumber]
    var rng = TestRandom(seed: 2000 + UInt64(gridNumber))
    let context = SearchContext()
    for round in 0..<3 {
      let costs = randomCosts(grid, using: &rng, blocked: 10 + 10 * round)
      let weighted = try NavigationGraph(grid: grid) { costs[$0] }
      let uniformCosts = costs.map { $0.map { _ in 1 } }
      for _ in 0..<10 {
        let s = grid.indices.randomElement(using: &rng)!
        let start = grid.hex(at: s)
        for (graph, table, budget) in [
          (weighted, costs, Int.random(in: 0...14, using: &rng)),
          (weighted.withUniformCost, uniformCosts, Int.random(in: 0...6, using: &rng)),
        ] {
          let range = graph.movementRange(
            from: start, rules: SearchRules(maxCost: budget), context: context)
          let reference = referenceDijkstra(grid: grid, costs: table, from: s, limit: budget)
          guard table[s] != nil else {
            #expect(range.isEmpty)
            continue
          }
          #expect(range.count == reference.count)
          #expect(range.first?.hex == start)
          #expect(range.first?.cost == 0)
          var got: [Int: Int] = [:]
          for (hex, cost) in range {
            let index = try #require(grid.index(of: hex))
            #expect(got[index] == nil, "\(hex) listed twice")
            got[index] = cost
          }
          #expect(got == reference)
          // Settled in order of cost.
          #expect(range.map(\.cost) == range.map(\.cost).sorted())
          #expect(range.totalCost == reference.values.reduce(0, +))
          #expect(range.hexes.count == range.count)
          if let (hex, cost) = range.last { #expect(range.cost(to: hex) == cost) }
        }
      }
    }
  }

  @Test func budgetZeroAndImpassableStart() throws {
    let map = try WallMap(cellCost: 2)
    let zero = map.graph.movementRange(from: map.start, rules: SearchRules(maxCost: 0))
    #expect(zero.count == 1)
    #expect(zero.first?.hex == map.start)
    #expect(zero.first?.cost == 0)
    #expect(
      map.graph.withUniformCost.movementRange(from: map.start, rules: SearchRules(maxCost: 0)).count
        == 1)
    let wall = Hex(OffsetCoordinate(col: 2, row: 0))
    #expect(map.graph.movementRange(from: wall, rules: SearchRules(maxCost: 10)).isEmpty)
    #expect(
      map.graph.withUniformCost.movementRange(from: wall, rules: SearchRules(maxCost: 10)).isEmpty)
    #expect(
      map.graph.movementRange(from: Hex(q: 50, r: 50), rules: SearchRules(maxCost: 10)).isEmpty)
    #expect(map.graph.movementRange(from: map.start, rules: SearchRules(maxCost: -1)).isEmpty)
    // Budget 1 with entry cost 2: nothing but the start.
    #expect(map.graph.movementRange(from: map.start, rules: SearchRules(maxCost: 1)).count == 1)
    #expect(map.graph.movementRange(from: map.start, rules: SearchRules(maxCost: 2)).count == 3)
  }

  @Test func uniformRangeOnOpenMapIsHexRange() throws {
    let grid = try MapGrid(shape: .hexagon(radius: 8))
    let graph = try NavigationGraph(grid: grid) { _ in 1 }
    let range = graph.movementRange(from: .zero, rules: SearchRules(maxCost: 3))
    #expect(range.count == 37)
    #expect(Set(range.hexes) == Set(Hex.zero.range(radius: 3)))
    for (hex, cost) in range { #expect(cost == hex.distance(to: .zero)) }
    #expect(range.cost(to: Hex(q: 4, r: 0)) == nil)
    #expect(range.cost(to: Hex(q: 2, r: 1)) == 3)
  }

  @Test func wrappedRangeCoversSeam() throws {
    let grid = try MapGrid(columns: 8, rows: 6, wrap: .torus)
    let graph = try NavigationGraph(grid: grid) { _ in 1 }
    let corner = Hex(OffsetCoordinate(col: 0, row: 0))
    let range = graph.movementRange(from: corner, rules: SearchRules(maxCost: 1))
    #expect(range.count == 7)
    #expect(Set(range.hexes.map { grid.index(of: $0)! }).count == 7)
    // Everything within a large budget, each cell once.
    let all = graph.movementRange(from: corner, rules: SearchRules(maxCost: 100))
    #expect(all.count == 48)
  }
}
