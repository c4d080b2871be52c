import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardVision

/// The ring sweep (O(r²) per viewer, boards without heights) against the
/// one-line-of-sight-per-cell reference and against the trace walk: the same cells in the
/// same order, on random boards with opaque terrain, walls, holes and wraps.
@Suite("Sight sweep")
struct SightSweepTests {
  /// The sweep's field of view, or `nil` when it declines (no table for the radius, a map
  /// it does not fit).
  static func swept(
    _ grid: MapGrid, from viewer: Hex, radius: Int, blocker: SightBlocker,
    skip: (Int) -> Bool = { _ in false }
  ) -> [Hex]? {
    guard let center = grid.canonical(viewer), SightScanner.fits(grid: grid, radius: radius),
      let table = SightTableCache.shared.table(radius: radius)
    else { return nil }
    var scanner = SightScanner(table: table)
    var found: [Hex] = []
    let done = scanner.sweep(
      from: center, radius: radius, grid: grid, blocker: blocker, skip: skip,
      found: { found.append(grid.hex(at: $0)) })
    return done ? found : nil
  }

  /// The board's blocker without its heights (the sweep's domain).
  static func flat(_ blocker: SightBlocker) -> SightBlocker {
    SightBlocker(isOpaque: blocker.isOpaque, isSideOpaque: blocker.isSideOpaque)
  }

  /// Every radius the tables serve has exact sweep ranges (no radius falls back).
  @Test func everyTableHasASweep() {
    for radius in 1...SightTableCache.maximumRadius {
      let table = SightTableCache.shared.table(radius: radius)
      #expect(table?.sweep != nil, "radius \(radius)")
    }
  }

  @Test(arguments: 0..<6)
  func matchesTheReference(_ batch: Int) throws {
    var rng = TestRandom(seed: 0x5EE9 &+ UInt64(batch))
    let shapes = FastFieldOfViewTests()
    var checked = 0
    for _ in 0..<10 {
      let board = try shapes.rugged(randomBoard(using: &rng), using: &rng)
      let blocker = Self.flat(board.sightBlocker)
      for viewer in shapes.viewers(board.grid, count: 4, using: &rng) {
        for radius in [0, 1, 2, 3, 5, 8, 12, 17] {
          guard let swept = Self.swept(board.grid, from: viewer, radius: radius, blocker: blocker)
          else { continue }
          let reference = referenceFieldOfView(
            board.grid, from: viewer, radius: radius, blocker: blocker)
          #expect(swept == reference, "viewer \(viewer) radius \(radius)")
          checked += 1
        }
      }
    }
    #expect(checked > 150, "the sweep declined too often to mean much")
  }

  /// A smaller radius swept with a larger radius's table (as `VisibilityMap` does for
  /// viewers of several radii) and targets skipped: the rest are still the reference's.
  @Test func smallerRadiusAndSkippedTargets() throws {
    var rng = TestRandom(seed: 0xF06)
    let shapes = FastFieldOfViewTests()
    for _ in 0..<20 {
      let board = try shapes.rugged(randomBoard(using: &rng), using: &rng)
      let blocker = Self.flat(board.sightBlocker)
      guard let table = SightTableCache.shared.table(radius: 9),
        SightScanner.fits(grid: board.grid, radius: 9)
      else { continue }
      var scanner = SightScanner(table: table)
      for viewer in shapes.viewers(board.grid, count: 3, using: &rng) {
        guard let center = board.grid.canonical(viewer) else { continue }
        let radius = Int.random(in: 0...9, using: &rng)
        var found: [Hex] = []
        let done = scanner.sweep(
          from: center, radius: radius, grid: board.grid, blocker: blocker,
          skip: { $0 % 3 == 0 }, found: { found.append(board.grid.hex(at: $0)) })
        #expect(done)
        let reference = referenceFieldOfView(
          board.grid, from: viewer, radius: radius, blocker: blocker
        ).filter { (board.grid.index(of: $0) ?? 0) % 3 != 0 }
        #expect(found == reference, "viewer \(viewer) radius \(radius)")
      }
    }
  }
}
