import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardNavigation

/// Readers on snapshots while a writer updates: each reader checks the snapshot it was
/// handed against a graph built from scratch for that snapshot's state, while the writer
/// goes on updating its own copy (whose first write after each snapshot copies the shared
/// arrays). CI runs this under the thread sanitizer too.
@Suite("Navigation snapshots under concurrent updates")
struct NavigationSnapshotConcurrencyTests {
  @Test(arguments: 0..<2)
  func readersSeeTheirSnapshot(_ seed: Int) async throws {
    var rng = TestRandom(seed: UInt64(18_700 + seed))
    let grid = try sampleGrids()[seed == 0 ? 0 : 5]
    var state = LiveMapState(grid: grid, costs: randomCosts(grid, using: &rng, blocked: 35))
    for _ in 0..<grid.cellCount / 3 {
      state.sides[grid.canonical(randomEdge(grid, using: &rng))!] =
        sideChoices.randomElement(using: &rng)!
    }
    var graph = try state.rebuilt()
    let updates = NavigationUpdateTests()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for round in 0..<16 {
        let snapshot = graph
        let snapshotState = state
        let readerSeed = UInt64(round)
        group.addTask {
          var readerRandom = TestRandom(seed: readerSeed)
          try expectMatches(snapshot, snapshotState, "snapshot \(round)")
          expectSearchesMatch(snapshot, snapshotState, using: &readerRandom, "snapshot \(round)")
        }
        for _ in 0..<4 { try updates.applyRandomUpdate(to: &graph, &state, using: &rng) }
      }
      try await group.waitForAll()
    }
    try expectMatches(graph, state, "writer")
  }
}
