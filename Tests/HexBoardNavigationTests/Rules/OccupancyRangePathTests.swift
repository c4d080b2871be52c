import HexBoard
import HexTestSupport
import Testing

/// `MovementRange.path(to:)` on ranges around an occupancy overlay: every cell of the range
/// has a path of its range cost that enters no occupied cell; ranges priced by a step
/// function trace none.
@Suite("Range paths around units")
struct OccupancyRangePathTests {
  @Test func overlayRangesTracePathsAroundUnits() throws {
    var rng = TestRandom(seed: 4242)
    for grid in try sampleGrids() {
      for (maxCost, density) in [(1, 0.0), (5, 0.3), (3000, 0.2)] {
        let map = RandomNavigationMap(grid: grid, maxCost: maxCost, density: density, using: &rng)
        let graph = try map.graph()
        let passable = grid.indices.filter { graph.isPassable(grid.hex(at: $0)) }
        guard passable.count > 2 else { continue }
        var occupied = Occupancy(grid: grid)
        for index in passable where Int.random(in: 0..<6, using: &rng) == 0 {
          occupied.insert(index: index)
        }
        let start = grid.hex(at: passable.randomElement(using: &rng)!)
        let budget = maxCost * 4
        let range = graph.movementRange(
          from: start, rules: SearchRules(maxCost: budget, occupied: occupied))
        #expect(!range.isEmpty)
        for (hex, cost) in range {
          let path = try #require(range.path(to: hex), "no path to \(hex) on \(grid)")
          #expect(path.cost == cost && path.hexes.first == start && path.hexes.last == hex)
          for cell in path.hexes.dropFirst() { #expect(!occupied.contains(cell)) }
          for (k, (a, b)) in zip(path.hexes, path.hexes.dropFirst()).enumerated() {
            #expect(graph.cost(ofStepFrom: a, to: b) == path.stepCosts[k])
          }
        }
        // A range priced by a function keeps no pricing: it traces no paths.
        let priced = graph.movementRange(
          from: start,
          rules: SearchRules(
            maxCost: budget, occupied: occupied,
            stepCost: {
              $0.cost
            }))
        #expect(priced.count == range.count)
        #expect(priced.path(to: start) == nil)
      }
    }
  }
}
