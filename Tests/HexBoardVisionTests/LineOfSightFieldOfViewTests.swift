import HexBoard
import HexTestSupport
import Testing

/// The public plain field of view (one line of sight per cell) against the test reference
/// and the fast sweep: the same cells in the same order, on random boards with walls.
@Suite("Field of view by lines of sight")
struct LineOfSightFieldOfViewTests {
  @Test func plainFieldOfViewIsTheReferenceAndTheSweep() throws {
    var rng = TestRandom(seed: 3_406)
    for grid in try sampleGrids() {
      var board = try randomBoard(on: grid, using: &rng)
      try addRandomFeatures(to: &board, density: 0.2, using: &rng)
      let blocker = board.sightBlocker
      var viewers = (0..<4).compactMap { _ in grid.hexes.randomElement(using: &rng) }
      viewers.append(Hex(q: 10_000, r: -3))
      for viewer in viewers {
        for radius in [-1, 0, 3, 7] {
          let plain = grid.lineOfSightFieldOfView(from: viewer, radius: radius, blocker: blocker)
          #expect(plain == grid.fieldOfView(from: viewer, radius: radius, blocker: blocker))
          if radius >= 0 {
            #expect(
              plain == referenceFieldOfView(grid, from: viewer, radius: radius, blocker: blocker))
          }
        }
      }
    }
  }
}
