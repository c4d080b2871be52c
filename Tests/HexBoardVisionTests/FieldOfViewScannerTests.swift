import HexBoard
import HexTestSupport
import Testing

/// `FieldOfViewScanner`: one scanner reused over many viewers gives, viewer after viewer,
/// exactly the cells of `MapGrid.fieldOfView` in its order, and the cells of the
/// one-line-of-sight-per-cell reference, on random boards (heights, walls, opaque terrain)
/// of every shape and wrap, narrow wraps included (where the scanner takes the plain way).
@Suite("Field of view scanner")
struct FieldOfViewScannerTests {
  @Test(arguments: 0..<24)
  func reusedScannerGivesTheFieldOfView(seed: UInt64) throws {
    var rng = TestRandom(seed: 0xF0F5 &+ seed)
    let grids = try sampleGrids() + narrowWrapGrids()
    let grid = grids[Int(seed) % grids.count]
    var board = try randomBoard(on: grid, using: &rng)
    if Bool.random(using: &rng) {
      try addRandomFeatures(to: &board, density: 0.3, using: &rng)
    }
    let blocker = board.sightBlocker
    let radius = [0, 1, 2, 3, 5, 8, 33][Int.random(in: 0..<7, using: &rng)]
    var scanner = FieldOfViewScanner(radius: radius)
    #expect(scanner.radius == radius)
    var cells: [Int32] = [99]
    var viewers = (0..<12).map { _ in grid.hexes.randomElement(using: &rng)! }
    viewers.append(Hex(q: 10_000, r: -3))
    for viewer in viewers {
      scanner.scan(from: viewer, grid: grid, blocker: blocker, into: &cells)
      let expected = grid.fieldOfView(from: viewer, radius: radius, blocker: blocker)
      #expect(cells.map { grid.hex(at: Int($0)) } == expected, "viewer \(viewer) r \(radius)")
      if radius <= 8 {
        let reference = referenceFieldOfView(grid, from: viewer, radius: radius, blocker: blocker)
        #expect(Set(cells.map { grid.hex(at: Int($0)) }) == Set(reference))
      }
    }
    var negative = FieldOfViewScanner(radius: -1)
    negative.scan(from: grid.hexes.first!, grid: grid, blocker: blocker, into: &cells)
    #expect(cells.isEmpty)
  }
}
