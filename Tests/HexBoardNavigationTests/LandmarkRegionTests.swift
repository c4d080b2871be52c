import HexBoard
import HexTestSupport
import Testing

/// Landmarks prepared or refreshed on a graph whose regions updates have merged, split,
/// emptied and made: component ids are then sparse (freed ids are reused, the larger side
/// keeps its id), and nothing may index an array by them.
@Suite("Landmarks after region updates")
struct LandmarkRegionTests {
  /// The case: three regions, one cell opened between the first two, then a
  /// preparation (and a refresh) on the two regions left.
  @Test func fewerRegionsAfterAnUpdate() throws {
    let grid = try MapGrid(columns: 5, rows: 1)
    let costs: [Int?] = [1, nil, 1, nil, 1]
    var graph = try NavigationGraph(grid: grid) { costs[$0] }
    #expect(graph.componentCount == 3)
    try graph.setCost(1, at: grid.hex(at: 1))
    #expect(graph.componentCount == 2)
    graph.prepareLandmarks()
    // The largest region, cells 0 to 2, holds them.
    #expect(graph.landmarks?.cells.sorted() == [0, 1, 2])
    #expect(graph.path(from: grid.hex(at: 0), to: grid.hex(at: 2))?.cost == 2)
    #expect(graph.path(from: grid.hex(at: 0), to: grid.hex(at: 4)) == nil)
    try graph.setCost(1, at: grid.hex(at: 3))
    #expect(graph.componentCount == 1)
    graph.refreshLandmarks()
    #expect(graph.path(from: grid.hex(at: 0), to: grid.hex(at: 4))?.cost == 4)
    var rng = TestRandom(seed: 1)
    checkLandmarks(graph, using: &rng)
  }

  /// A table prepared before the update and refreshed after it.
  @Test func refreshAfterRegionsMerge() throws {
    let grid = try MapGrid(columns: 7, rows: 1)
    let costs: [Int?] = [1, nil, 1, nil, 1, nil, 1]
    var graph = try NavigationGraph(grid: grid) { costs[$0] }.preparingLandmarks()
    try graph.setCost(2, at: grid.hex(at: 3))
    try graph.setCost(nil, at: grid.hex(at: 6))
    graph.refreshLandmarks()
    #expect(graph.componentCount == 2)
    #expect(graph.path(from: grid.hex(at: 2), to: grid.hex(at: 4))?.cost == 3)
    var rng = TestRandom(seed: 2)
    checkLandmarks(graph, using: &rng)
  }

  /// Random sequences of cell updates (blocking, opening, repricing) on one graph, each
  /// followed at random by a preparation, a refresh or a repair: costs match the reference,
  /// and a preparation places the landmarks a fresh graph of the same costs gets (the
  /// placement depends on the map, never on the history of the region ids).
  @Test(arguments: 0..<6)
  func randomUpdatesThenLandmarks(_ batch: Int) throws {
    var rng = TestRandom(seed: 3_400 + UInt64(batch))
    let grids =
      try [
        MapGrid(columns: 9, rows: 1), MapGrid(columns: 7, rows: 5),
        MapGrid(columns: 4, rows: 9, convention: .oddR, wrap: .cylinder),
      ] + sampleGrids()
    for grid in grids {
      var map = RandomNavigationMap(
        grid: grid, maxCost: Int.random(in: 1...5, using: &rng), density: 0.2, using: &rng)
      map.costs = map.costs.map { _ in Int.random(in: 0..<2, using: &rng) == 0 ? nil : 1 }
      var graph = try map.graph()
      if Bool.random(using: &rng) { graph.prepareLandmarks(count: 4) }
      for _ in 0..<8 {
        for _ in 0..<Int.random(in: 1...(grid.indexCount / 3 + 1), using: &rng) {
          let i = Int.random(in: 0..<grid.indexCount, using: &rng)
          guard grid.isCell(i) else { continue }
          let cost: Int? =
            Int.random(in: 0..<5, using: &rng) < 2 ? nil : Int.random(in: 1...3, using: &rng)
          map.costs[i] = cost
          try graph.setCost(cost, atIndex: i)
        }
        let fresh = try map.graph()
        #expect(graph.componentCount == fresh.componentCount)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
          let count = Int.random(in: 1...16, using: &rng)
          graph.prepareLandmarks(count: count)
          #expect(graph.landmarks?.cells == fresh.preparingLandmarks(count: count).landmarks?.cells)
        case 1: graph.refreshLandmarks()
        default: graph.repairLandmarks()
        }
        checkLandmarks(graph, using: &rng, pairs: 4)
      }
    }
  }
}
