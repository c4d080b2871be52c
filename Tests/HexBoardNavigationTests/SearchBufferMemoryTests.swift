import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardNavigation

/// Search buffers whose memory follows the queries: cost slots committed page by page, given
/// back on large maps once the pages written pass the limit, trimmed when idle, and answers
/// unchanged by any of it.
@Suite("Search buffers: memory in proportion to the queries")
struct SearchBufferMemoryTests {
  /// A map just above the limit under which buffers never give pages back (1100×1000 cells),
  /// with random costs; its reference answers come from `referenceDijkstra`.
  static func largeMap(seed: UInt64) throws -> (MapGrid, [Int?], NavigationGraph) {
    let grid = try MapGrid(columns: 1100, rows: 1000)
    #expect(grid.indexCount > SearchBuffers.residentLimit)
    var rng = TestRandom(seed: seed)
    let costs = randomCosts(grid, using: &rng, blocked: 20)
    return (grid, costs, try NavigationGraph(grid: grid) { costs[$0] })
  }

  /// Small ranges spread over a large map: each answer matches the reference; the context
  /// counts the pages its queries wrote (never more than the map's), and
  /// `releaseMemory()` gives them all back, after which the answers are unchanged.
  @Test func spreadQueriesCountTheirPagesAndRelease() throws {
    let (grid, costs, graph) = try SearchBufferMemoryTests.largeMap(seed: 9100)
    let pool = SearchBufferPool(capacity: 1)
    let context = SearchContext(pool: pool)
    var rng = TestRandom(seed: 9101)
    let open = grid.indices.filter { costs[$0] != nil }
    let mapPages = (grid.indexCount + 1023) / 1024
    var previous = 0
    for round in 0..<200 {
      let s = open.randomElement(using: &rng)!
      let budget = Int.random(in: 6...30, using: &rng)
      let range = graph.movementRange(
        from: grid.hex(at: s), rules: SearchRules(maxCost: budget), context: context)
      let written = context.buffers.writtenPageEstimate
      #expect(written >= previous && written <= mapPages)
      previous = written
      if round % 20 == 0 {
        let reference = referenceDijkstra(grid: grid, costs: costs, from: s, limit: budget)
        #expect(range.count == reference.count)
        for (cell, cost) in zip(range.cellIndices, range.cellCosts) {
          #expect(reference[Int(cell)] == Int(cost))
        }
      }
      // A path between two cells of the range: the range's cost.
      if round % 10 == 0, let far = range.cellIndices.last {
        let path = graph.path(from: grid.hex(at: s), to: grid.hex(at: Int(far)), context: context)
        #expect(path?.cost == range.cost(to: grid.hex(at: Int(far))))
      }
      if round == 99 {
        #expect(written > SearchBuffers.idlePageLimit)
        context.releaseMemory()
        #expect(context.buffers.writtenPageEstimate == 0)
        #expect(context.buffers.touched.capacity == 0)
        previous = 0
      }
    }
    // Busy: a query holds the buffers, so there is nothing to release.
    let before = context.buffers.writtenPageEstimate
    context.withBuffers(cellCount: grid.indexCount) { _ in context.releaseMemory() }
    #expect(context.buffers.writtenPageEstimate == before)
  }

  /// A query that touches a large share of the map resets its own slots (no fill that
  /// would commit the whole map), and the queries after it answer as on a fresh context.
  @Test func largeQueryGivesTheSlotsBack() throws {
    let (grid, costs, graph) = try SearchBufferMemoryTests.largeMap(seed: 9200)
    let context = SearchContext(pool: SearchBufferPool(capacity: 1))
    let s = grid.indices.first { costs[$0] != nil }!
    let big = graph.movementRange(
      from: grid.hex(at: s), rules: SearchRules(maxCost: 3000), context: context)
    #expect(big.count * 8 > grid.indexCount)
    let pages = context.buffers.writtenPageEstimate
    #expect(pages > 0 && pages <= (grid.indexCount + 1023) / 1024)
    var rng = TestRandom(seed: 9201)
    let open = grid.indices.filter { costs[$0] != nil }
    for _ in 0..<5 {
      let a = open.randomElement(using: &rng)!
      let range = graph.movementRange(
        from: grid.hex(at: a), rules: SearchRules(maxCost: 12), context: context)
      let fresh = graph.movementRange(
        from: grid.hex(at: a), rules: SearchRules(maxCost: 12), context: SearchContext())
      #expect(range.cellIndices == fresh.cellIndices)
      #expect(range.cellCosts == fresh.cellCosts)
      #expect(range.count == referenceDijkstra(grid: grid, costs: costs, from: a, limit: 12).count)
    }
  }

  /// A context freed after a long query leaves its buffers in the pool trimmed: few slot
  /// pages committed, no list grown for that query; the next context to take them answers
  /// as a fresh one.
  @Test func idleBuffersAreTrimmed() throws {
    let (grid, costs, graph) = try SearchBufferMemoryTests.largeMap(seed: 9300)
    let pool = SearchBufferPool(capacity: 1)
    let open = grid.indices.filter { costs[$0] != nil }
    let a = grid.hex(at: open.first!)
    let b = grid.hex(at: open.last!)
    do {
      let context = SearchContext(pool: pool)
      #expect(graph.path(from: a, to: b, context: context) != nil)
      _ = graph.movementRange(from: b, rules: SearchRules(maxCost: 200), context: context)
      #expect(context.buffers.writtenPageEstimate > SearchBuffers.idlePageLimit)
    }
    var idle = pool.take()
    let limit = SearchBuffers.idlePageLimit * ZeroPages.pageBytes
    #expect(idle.writtenPageEstimate <= SearchBuffers.idlePageLimit)
    #expect(idle.touched.capacity * 4 <= limit)
    #expect(idle.queue.capacity * 4 <= limit)
    #expect(idle.buckets.heldCapacity * MemoryLayout<SearchEntry>.stride <= limit)
    #expect(idle.cellBuckets.heldCapacity * 4 <= limit)
    #expect((0..<idle.capacity).allSatisfy { idle.costs![$0] == SearchBuffers.unreached })
    pool.give(idle)
    let again = SearchContext(pool: pool)
    #expect(graph.path(from: b, to: a, context: again) == graph.path(from: b, to: a))
    idle = SearchBuffers()
    idle.deallocate()
  }

  /// The cost slots store complements: a fresh mapping (all zero) reads unreached
  /// everywhere, and a written cost reads back.
  @Test func slotsReadUnreachedUntilWritten() {
    var buffers = SearchBuffers()
    defer { buffers.deallocate() }
    buffers.begin(cellCount: 5000)
    let costs = buffers.costs!
    #expect((0..<5000).allSatisfy { costs[$0] == SearchBuffers.unreached })
    buffers.setCost(0, of: 17)
    buffers.setCost(41, of: 4999)
    #expect(costs[17] == 0 && costs[4999] == 41 && costs[18] == SearchBuffers.unreached)
    #expect(buffers.touched.count == 2)
    buffers.reset()
    #expect((0..<5000).allSatisfy { costs[$0] == SearchBuffers.unreached })
  }
}
