import HexGrid
import HexTestSupport
import Testing

@testable import HexBoard

/// One task's answers.
private struct Answers: Equatable, Sendable {
  var paths: [Path?] = []
  var ranges: [[Int32]] = []
  var rangeCosts: [[UInt32]] = []
}

/// A ``SearchContext`` shared between tasks, or used by a query nested in another, gives
/// every query the answer a private context would.
@Suite("SearchContext sharing")
struct SearchContextSharingTests {
  private static func world() throws -> (Board, NavigationGraph) {
    var board = try Board(name: "S", grid: MapGrid(columns: 36, rows: 28), fill: "grass")
    var rng = TestRandom(seed: 2026)
    let ids = ["grass", "forest", "hills", "ocean", "mountain"]
    for hex in board.grid.hexes { try board.setTerrain(ids.randomElement(using: &rng)!, at: hex) }
    return (board, try board.navigationGraph())
  }

  /// One task's paths and ranges, all through `context`.
  private static func queries(
    _ graph: NavigationGraph, _ hexes: [Hex], task: Int, context: SearchContext
  ) -> Answers {
    var rng = TestRandom(seed: 500 &+ UInt64(task))
    var answers = Answers()
    for _ in 0..<60 {
      let a = hexes.randomElement(using: &rng)!
      let b = hexes.randomElement(using: &rng)!
      answers.paths.append(graph.path(from: a, to: b, context: context))
      let range = graph.movementRange(from: a, budget: 7, context: context)
      answers.ranges.append(range.cellIndices)
      answers.rangeCosts.append(range.cellCosts)
    }
    return answers
  }

  /// Eight tasks hammer one context; each gets what it gets alone with a fresh context.
  /// (Under `swift test --sanitize=thread`, which CI runs, this also proves the sharing
  /// race-free.)
  @Test func oneContextSharedByManyTasks() async throws {
    let (board, graph) = try Self.world()
    let hexes = board.grid.hexes
    let serial = (0..<8).map { Self.queries(graph, hexes, task: $0, context: SearchContext()) }
    let shared = SearchContext()
    let parallel = await withTaskGroup(of: (Int, Answers).self) { group in
      for task in 0..<8 {
        group.addTask { (task, Self.queries(graph, hexes, task: task, context: shared)) }
      }
      var results = [Answers](repeating: Answers(), count: 8)
      for await (task, answers) in group { results[task] = answers }
      return results
    }
    #expect(parallel == serial)
    #expect(serial.allSatisfy { $0.paths.count == 60 && $0.paths.contains { $0 != nil } })
    // The shared context is still in working order afterwards.
    #expect(Self.queries(graph, hexes, task: 3, context: shared) == serial[3])
  }

  /// A query run while the context's buffers are held (here by an enclosing use on the
  /// same thread) runs on scratch buffers: it neither blocks nor disturbs the holder's
  /// half-finished state, and it answers like a fresh context.
  @Test func queryWhileBuffersAreHeldUsesScratch() throws {
    let (board, graph) = try Self.world()
    let start = board.grid.hexes[17]
    let goal = board.grid.hexes[board.grid.hexes.count - 40]
    let expected = graph.path(from: start, to: goal, context: SearchContext())
    let expectedRange = graph.movementRange(from: start, budget: 9, context: SearchContext())
    #expect(expected != nil)

    let context = SearchContext()
    // Warm it up, so the holder below works in the context's own (already sized) buffers.
    #expect(graph.path(from: goal, to: start, context: context) != nil)
    // Every index the graph's searches use, so the nested query cannot simply outgrow
    // (and replace) the holder's buffers.
    let cellCount = board.grid.indexCount
    let (nested, nestedRange, holderIntact) = context.withBuffers(cellCount: cellCount) {
      buffers in
      // The holder's half-done query: a cost on every cell.
      for index in 0..<cellCount { buffers.setCost(UInt32(index) + 1, of: index) }
      let nested = graph.path(from: start, to: goal, context: context)
      let nestedRange = graph.movementRange(from: start, budget: 9, context: context)
      let holderIntact = (0..<cellCount).allSatisfy { buffers.cost(of: $0) == UInt32($0) + 1 }
      return (nested, nestedRange, holderIntact)
    }
    #expect(nested == expected)
    #expect(nestedRange.cellIndices == expectedRange.cellIndices)
    #expect(nestedRange.cellCosts == expectedRange.cellCosts)
    #expect(holderIntact)
    // Released and reset: the context serves the next query from its own buffers.
    #expect(graph.path(from: start, to: goal, context: context) == expected)
  }

  /// The public way to nest: an edge-cost closure that itself searches with the context
  /// its own search is using. Both searches answer as if each had a context to itself.
  @Test func searchInsideEdgeCostClosure() throws {
    let (board, graph) = try Self.world()
    let hexes = board.grid.hexes
    let (start, goal) = (hexes[40], hexes[hexes.count - 75])
    // A far-apart pair with a path between them: from the first rows to the last.
    let (innerStart, innerGoal) = try #require(
      zip(hexes, hexes.reversed()).first {
        graph.path(from: $0, to: $1, context: SearchContext()) != nil
      })
    let expectedOuter = graph.path(from: start, to: goal, context: SearchContext()) { _, _ in 2 }
    let expectedInner = graph.path(from: innerStart, to: innerGoal, context: SearchContext())
    #expect(expectedOuter != nil && expectedInner != nil)

    let context = SearchContext()
    _ = graph.path(from: goal, to: start, context: context)  // warm: sized own buffers
    var inner: [Path?] = []
    let outer = graph.path(from: start, to: goal, context: context) { _, _ in
      if inner.count < 3 {
        inner.append(graph.path(from: innerStart, to: innerGoal, context: context))
      }
      return 2
    }
    #expect(outer == expectedOuter)
    #expect(inner == [expectedInner, expectedInner, expectedInner])
  }
}
