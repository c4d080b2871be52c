import HexBoard
import HexTestSupport
import Testing

/// The landmark table holds, for every landmark, its exact distances under the doubled
/// symmetric metric, whatever the rounds it was built in (at most 4 landmarks at a time):
/// a weaker table would still give admissible bounds, so the path tests cannot see it.
@Suite("Landmark tables: exact columns")
struct LandmarkBuildTests {
  @Test(arguments: [1, 3, 8, 13])
  func everyColumnHoldsItsLandmarksDistances(count: Int) throws {
    var rng = TestRandom(seed: 9400 + UInt64(count))
    let grid = try MapGrid(columns: 37, rows: 29)
    let costs = randomCosts(grid, using: &rng, blocked: 20, maxCost: 5)
    let weighted = try NavigationGraph(grid: grid) { costs[$0] }
    for graph in [weighted, weighted.withUniformCost] {
      let prepared = graph.preparingLandmarks(count: count)
      let table = try #require(prepared.landmarks)
      let stride = table.distances.count / grid.indexCount
      for (k, cell) in table.cells.enumerated() {
        // 2w(a, b) = cost(a → b) + cost(b → a): the entry costs of both cells.
        let truth = referenceCosts(grid, from: [Int(cell)]) { a, b in
          guard let there = graph.cost(ofStepFrom: grid.hex(at: a), to: grid.hex(at: b)),
            let back = graph.cost(ofStepFrom: grid.hex(at: b), to: grid.hex(at: a))
          else { return nil }
          return there + back
        }
        for index in grid.indices {
          let stored = Int(table.distances[index * stride + k])
          #expect(stored == min(truth[index] ?? 65535, 65535), "landmark \(k), cell \(index)")
        }
      }
    }
  }
}
