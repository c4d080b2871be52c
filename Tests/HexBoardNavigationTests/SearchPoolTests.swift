import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardNavigation

/// Pooled search buffers (the default `context:` argument) and the bucket queue's reset:
/// reuse is observable through the pool's counters, and answers never depend on which
/// buffers a query got or what the previous query left in them.
@Suite("Search buffers: pool and bucket reset")
struct SearchPoolTests {
  /// A fresh context per query, as the default argument makes, reuses one set of buffers
  /// (sized once), and answers as a long-lived context does.
  @Test func freshContextsReuseOnePooledSet() throws {
    let grid = try MapGrid(columns: 60, rows: 50)
    var rng = TestRandom(seed: 7600)
    let costs = randomCosts(grid, using: &rng, blocked: 20)
    let graph = try NavigationGraph(grid: grid) { costs[$0] }
    let pool = SearchBufferPool(capacity: 2)
    let kept = SearchContext()
    var firstStorage: UnsafeMutablePointer<UInt32>?
    // Passable starts, so that every query runs (an impassable one returns before it).
    let open = grid.indices.filter { costs[$0] != nil }
    for round in 0..<40 {
      let a = grid.hex(at: open.randomElement(using: &rng)!)
      let b = grid.hex(at: open.randomElement(using: &rng)!)
      let context = SearchContext(pool: pool)
      #expect(
        graph.path(from: a, to: b, context: context) == graph.path(from: a, to: b, context: kept))
      let range = graph.movementRange(from: a, rules: SearchRules(maxCost: 9), context: context)
      #expect(
        Array(range.cellIndices)
          == Array(
            graph.movementRange(from: a, rules: SearchRules(maxCost: 9), context: kept).cellIndices)
      )
      if round == 0 { firstStorage = context.buffers.slots }
      #expect(context.buffers.slots == firstStorage, "the same buffers every time")
    }
    let stats = pool.statistics
    #expect(stats.created == 1)
    #expect(stats.reused == 39)
    #expect(stats.idle == 1)
    // Given back reset: every cost slot unreached.
    let check = SearchContext(pool: pool)
    _ = graph.path(from: grid.hex(at: 0), to: grid.hex(at: 0), context: check)
    let probe = pool.take()
    #expect((0..<probe.capacity).allSatisfy { probe.costs![$0] == SearchBuffers.unreached })
    pool.give(probe)
    pool.drain()
    #expect(pool.statistics.idle == 0)
  }

  /// A context busy with one query lends a second pooled set to a query that arrives
  /// meanwhile, instead of allocating one per query; answers are unchanged.
  @Test func busyContextBorrowsFromThePool() throws {
    let grid = try MapGrid(columns: 30, rows: 30)
    let graph = try NavigationGraph(grid: grid) { ($0 % 7) + 1 }
    let pool = SearchBufferPool(capacity: 4)
    let context = SearchContext(pool: pool)
    let a = grid.hex(at: 0)
    let b = grid.hex(at: grid.indexCount - 1)
    let expected = graph.path(from: a, to: b)
    // Hold the context as an enclosing query would, then query through it twice.
    let answers: [Path?] = context.withBuffers(cellCount: grid.indexCount) { _ in
      [graph.path(from: a, to: b, context: context), graph.path(from: b, to: a, context: context)]
    }
    #expect(answers[0] == expected)
    #expect(answers[1] == graph.path(from: b, to: a))
    let stats = pool.statistics
    #expect(stats.created == 2)  // the context's own set and one lent set, used twice
    #expect(stats.reused == 1)
  }

  /// Entries left in the bucket queue by a query that stopped early (A* at its goal) are
  /// gone after the next reset, even when that reset asks for a smaller span.
  @Test func bucketResetDropsLeftovers() {
    var queue = BucketQueue<Int32>()
    defer { queue.deallocate() }
    queue.reset(span: 600, start: 0)
    for p in 0..<500 { queue.push(Int32(p), priority: p) }
    #expect(queue.pop()?.priority == 0)
    queue.reset(span: 5, start: 0)
    #expect(queue.pop() == nil)
    queue.push(7, priority: 3)
    queue.push(8, priority: 1)
    #expect(queue.pop()?.entry == 8)
    #expect(queue.pop()?.entry == 7)
    #expect(queue.pop() == nil)
    // Drained, then a larger span: nothing to clear, nothing left.
    queue.reset(span: 5000, start: 10)
    #expect(queue.pop() == nil)
    queue.push(1, priority: 4000)
    #expect(queue.pop()?.priority == 4000)
  }

  /// One very expensive cell that no range can enter changes no range, whatever ran on
  /// the context before (A* leaving entries behind, ranges of other spans).
  @Test func expensiveCellChangesNoRange() throws {
    let grid = try MapGrid(columns: 24, rows: 20)
    var rng = TestRandom(seed: 7700)
    var costs = randomCosts(grid, using: &rng, blocked: 25)
    for n in grid.neighbors(of: 0) { costs[n] = nil }
    let plain = try NavigationGraph(grid: grid) { $0 == 0 ? nil : costs[$0] }
    let expensive = try NavigationGraph(grid: grid) { $0 == 0 ? 60000 : costs[$0] }
    let context = SearchContext()
    for _ in 0..<30 {
      let s = grid.indices.filter { $0 != 0 }.randomElement(using: &rng)!
      let start = grid.hex(at: s)
      let budget = [5, 40, Int.max].randomElement(using: &rng)!
      _ = expensive.path(from: start, to: grid.hex(at: grid.indexCount - 1), context: context)
      let a = expensive.movementRange(
        from: start, rules: SearchRules(maxCost: budget), context: context)
      _ = plain.path(from: start, to: grid.hex(at: grid.indexCount / 2), context: context)
      let b = plain.movementRange(
        from: start, rules: SearchRules(maxCost: budget), context: context)
      #expect(a.cellIndices == b.cellIndices)
      #expect(a.cellCosts == b.cellCosts)
      let reference =
        costs[s] == nil ? [:] : referenceDijkstra(grid: grid, costs: costs, from: s, limit: budget)
      #expect(a.count == reference.count)
    }
  }
}
