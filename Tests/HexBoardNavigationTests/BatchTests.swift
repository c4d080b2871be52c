import HexBoard
import HexTestSupport
import Testing

/// Batches across cores answer exactly what the serial calls answer, in input order.
@Suite("Batches of queries")
struct BatchTests {
  @Test(arguments: 0..<7)
  func batchesMatchSerialAnswers(_ gridNumber: Int) async throws {
    let grid = try sampleGrids()[gridNumber]
    var rng = TestRandom(seed: 7800 + UInt64(gridNumber))
    for round in 0..<3 {
      let costs = randomCosts(grid, using: &rng, blocked: 10 + 10 * round)
      let weighted = try NavigationGraph(grid: grid) { costs[$0] }
      for graph in [weighted, weighted.withUniformCost] {
        let hexes = grid.hexes + [Hex(q: 99, r: 99)]
        let queries = (0..<57).map { _ in
          PathQuery(
            from: hexes.randomElement(using: &rng)!, to: hexes.randomElement(using: &rng)!,
            rules: SearchRules(
              maxCost: Bool.random(using: &rng) ? nil : Int.random(in: 0...20, using: &rng)))
        }
        let batch = await graph.paths(queries)
        let context = SearchContext()
        let serial = queries.map {
          graph.path(
            from: $0.start, to: $0.goal, rules: $0.rules, context: context)
        }
        #expect(batch == serial)
        #expect(zip(batch, serial).allSatisfy { $0?.stepCosts == $1?.stepCosts })
        let starts = (0..<33).map { _ in hexes.randomElement(using: &rng)! }
        let budget = Int.random(in: 0...12, using: &rng)
        let ranges = await graph.movementRanges(from: starts, rules: SearchRules(maxCost: budget))
        #expect(ranges.count == starts.count)
        for (range, start) in zip(ranges, starts) {
          let one = graph.movementRange(
            from: start, rules: SearchRules(maxCost: budget), context: context)
          #expect(range.cellIndices == one.cellIndices)
          #expect(range.cellCosts == one.cellCosts)
        }
      }
    }
  }

  /// Any worker count (fewer than the queries, more, below 1) answers as the serial calls.
  @Test func workerCountsChangeNoAnswer() async throws {
    let grid = try MapGrid(columns: 40, rows: 30)
    var rng = TestRandom(seed: 7890)
    let costs = randomCosts(grid, using: &rng, blocked: 20)
    let graph = try NavigationGraph(grid: grid) { costs[$0] }
    let queries = (0..<25).map { _ in
      PathQuery(
        from: grid.hex(at: Int.random(in: 0..<grid.indexCount, using: &rng)),
        to: grid.hex(at: Int.random(in: 0..<grid.indexCount, using: &rng)))
    }
    let serial = queries.map { graph.path(from: $0.start, to: $0.goal) }
    let starts = queries.map(\.start)
    let rules = SearchRules(maxCost: 9)
    let serialRanges = starts.map { graph.movementRange(from: $0, rules: rules) }
    for workers in [-3, 1, 2, 7, 64] {
      #expect(await graph.paths(queries, workers: workers) == serial)
      let ranges = await graph.movementRanges(from: starts, rules: rules, workers: workers)
      #expect(ranges.map(\.cellIndices) == serialRanges.map(\.cellIndices))
      #expect(ranges.map(\.cellCosts) == serialRanges.map(\.cellCosts))
    }
  }

  @Test func emptyAndSingleBatches() async throws {
    let grid = try MapGrid(columns: 8, rows: 8)
    let graph = try NavigationGraph(grid: grid) { _ in 2 }
    #expect(await graph.paths([]).isEmpty)
    #expect(await graph.movementRanges(from: [], rules: SearchRules(maxCost: 3)).isEmpty)
    let one = await graph.paths([PathQuery(from: grid.hex(at: 0), to: grid.hex(at: 9))])
    #expect(one == [graph.path(from: grid.hex(at: 0), to: grid.hex(at: 9))])
  }
}
