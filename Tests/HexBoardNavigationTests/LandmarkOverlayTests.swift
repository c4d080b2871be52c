import HexBoard
import HexTestSupport
import Testing

/// Queries with an occupancy overlay on a graph with landmarks: the landmarks guide them too
/// (an overlay only forbids steps), and the answers are those of the same query on the
/// graph without landmarks.
@Suite("A* with landmarks and an overlay")
struct LandmarkOverlayTests {
  @Test func overlayQueriesMatchTheUnpreparedGraph() throws {
    var rng = TestRandom(seed: 1818)
    for grid in try sampleGrids() {
      for (maxCost, density) in [(1, 0.0), (5, 0.0), (5, 0.3), (3000, 0.2)] {
        let map = RandomNavigationMap(grid: grid, maxCost: maxCost, density: density, using: &rng)
        let plain = try map.graph()
        let prepared = plain.preparingLandmarks(count: 6)
        let passable = grid.indices.filter { plain.isPassable(grid.hex(at: $0)) }
        guard passable.count > 2 else { continue }
        var occupied = Occupancy(grid: grid)
        for index in passable where Int.random(in: 0..<10, using: &rng) == 0 {
          occupied.insert(index: index)
        }
        let context = SearchContext()
        for _ in 0..<25 {
          let start = grid.hex(at: passable.randomElement(using: &rng)!)
          let goal = grid.hex(at: passable.randomElement(using: &rng)!)
          let expected = plain.path(
            from: start, to: goal, rules: SearchRules(occupied: occupied), context: context)
          let found = prepared.path(
            from: start, to: goal, rules: SearchRules(occupied: occupied), context: context)
          #expect(found?.cost == expected?.cost, "\(start) → \(goal) on \(grid)")
          guard let found else { continue }
          // The path avoids occupied cells but its start and goal, and its step costs add up.
          for hex in found.hexes.dropFirst().dropLast() { #expect(!occupied.contains(hex)) }
          #expect(found.stepCosts.reduce(0, +) == found.cost)
          for (k, (a, b)) in zip(found.hexes, found.hexes.dropFirst()).enumerated() {
            #expect(prepared.cost(ofStepFrom: a, to: b) == found.stepCosts[k])
          }
        }
      }
    }
  }
}
