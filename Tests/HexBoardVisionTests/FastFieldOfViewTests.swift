import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardVision

/// The field of view from sight tables against the one-line-of-sight-per-cell reference
/// (`referenceFieldOfView`, the implementation before issue 19): the same cells in the same
/// order, on random boards of every shape, wrap, elevation and walls, at every radius the
/// tables serve and past them.
/// Heavy: only with `HEXBOARD_HEAVY_TESTS=1` (`.ci/run` runs it in a step of its own).
@Suite("Fast field of view", .enabled(if: TestPaths.runsHeavyTests))
struct FastFieldOfViewTests {
  /// `board` with heights on every cell in a small range (so that elevation decides often)
  /// and, on some boards, sight-blocking walls on random sides.
  func rugged(_ board: Board, using rng: inout TestRandom) throws -> Board {
    var board = board
    if Bool.random(using: &rng) {
      var heights = HexMap<Int>(grid: board.grid, fill: 0)
      let top = Int.random(in: 1...6, using: &rng)
      for index in board.grid.indices {
        heights[index: index] = Int.random(in: 0...top, using: &rng)
      }
      try board.setElevation(heights)
    }
    if Bool.random(using: &rng) {
      try addRandomFeatures(
        to: &board, density: Double.random(in: 0.05...0.3, using: &rng), using: &rng)
    }
    if Bool.random(using: &rng) {
      try board.addPaletteFeature(EdgeFeature(id: "screen", color: "#101010", blocksSight: true))
      for hex in board.grid.hexes {
        for edge in board.edges(of: hex) where Int.random(in: 0..<12, using: &rng) == 0 {
          try board.setFeature("screen", at: .side(edge))
        }
      }
    }
    return board
  }

  /// Viewers on the board, plus one off it.
  func viewers(_ grid: MapGrid, count: Int, using rng: inout TestRandom) -> [Hex] {
    let hexes = grid.hexes
    var picked = (0..<count).compactMap { _ in hexes.randomElement(using: &rng) }
    picked.append(Hex(q: 10_000, r: -3))
    return picked
  }

  func expectSame(_ board: Board, radius: Int, viewers: [Hex]) {
    let blocker = board.sightBlocker
    for viewer in viewers {
      let fast = board.grid.fieldOfView(from: viewer, radius: radius, blocker: blocker)
      let reference = referenceFieldOfView(
        board.grid, from: viewer, radius: radius, blocker: blocker)
      #expect(
        fast == reference,
        "viewer \(viewer) radius \(radius) wrap \(board.grid.wrap) \(board.grid.width)x\(board.grid.height)"
      )
    }
  }

  /// Random boards of every shape (holes, origins far from zero, small wrapped maps).
  @Test(arguments: 0..<6)
  func randomShapes(_ batch: Int) throws {
    var rng = TestRandom(seed: 0xF06 &+ UInt64(batch))
    for _ in 0..<12 {
      let board = try rugged(randomBoard(using: &rng), using: &rng)
      let viewers = viewers(board.grid, count: 4, using: &rng)
      for radius in 0...12 { expectSame(board, radius: radius, viewers: viewers) }
    }
  }

  /// Rectangles around the size where wrapped maps switch between the tables and one line
  /// of sight per cell (a little over twice the radius), and larger ones.
  @Test(arguments: [MapWrap.none, .cylinder, .torus])
  func wrappedSizes(_ wrap: MapWrap) throws {
    var rng = TestRandom(seed: 0x70F0 &+ UInt64(wrap == .torus ? 2 : wrap == .cylinder ? 1 : 0))
    for round in 0..<10 {
      let radius = [2, 3, 5, 8, 12][round % 5]
      let convention = OffsetConvention.allCases[round % 4]
      var size = 2 * radius + [0, 2, 4, 6, 10, 16][Int.random(in: 0..<6, using: &rng)]
      size = Swift.max(size, 4)
      size += size % 2
      let grid = try MapGrid(columns: size, rows: size, convention: convention, wrap: wrap)
      let board = try rugged(randomBoard(on: grid, using: &rng), using: &rng)
      let viewers = viewers(grid, count: 6, using: &rng)
      for r in Set([0, 1, radius - 1, radius, radius + 1, 12]).sorted() where r >= 0 {
        expectSame(board, radius: r, viewers: viewers)
      }
    }
  }

  /// Far from the origin (coordinates in the thousands), so the traces' floating point runs
  /// at large magnitudes, and near the origin's negative side, where rounding halves would
  /// go the other way if a sample ever sat on a tie.
  @Test(arguments: [-5000, -7, 0, 4093])
  func farCoordinates(_ corner: Int) throws {
    var rng = TestRandom(seed: 0xFA4 &+ UInt64(bitPattern: Int64(corner)))
    var cells: [OffsetCoordinate] = []
    for row in corner..<(corner + 26) {
      for col in corner..<(corner + 26) where Int.random(in: 0..<12, using: &rng) > 0 {
        cells.append(OffsetCoordinate(col: col, row: row))
      }
    }
    let grid = try MapGrid(shape: .cells(cells), convention: .oddR)
    let board = try rugged(randomBoard(on: grid, using: &rng), using: &rng)
    let viewers = viewers(grid, count: 8, using: &rng)
    for radius in [4, 9, 12] { expectSame(board, radius: radius, viewers: viewers) }
  }

  /// Past the radii the tables serve, and negative radii.
  @Test func largeAndNegativeRadii() throws {
    var rng = TestRandom(seed: 33)
    let grid = try MapGrid(columns: 80, rows: 70, wrap: .cylinder)
    let board = try rugged(randomBoard(on: grid, using: &rng), using: &rng)
    expectSame(board, radius: 33, viewers: [Hex(OffsetCoordinate(col: 40, row: 35))])
    expectSame(board, radius: 32, viewers: [Hex(OffsetCoordinate(col: 1, row: 3))])
    #expect(board.fieldOfView(from: Hex(OffsetCoordinate(col: 4, row: 4)), radius: -1).isEmpty)
  }

  /// Symmetry: a target in the viewer's field of view sees the viewer back when it is
  /// within the same radius.
  @Test(arguments: 0..<3)
  func symmetry(_ batch: Int) throws {
    var rng = TestRandom(seed: 0x5E7 &+ UInt64(batch))
    let grid = try MapGrid(
      columns: 40, rows: 36, convention: OffsetConvention.allCases[batch],
      wrap: [MapWrap.none, .cylinder, .torus][batch])
    let board = try rugged(randomBoard(on: grid, using: &rng), using: &rng)
    let blocker = board.sightBlocker
    for viewer in viewers(grid, count: 10, using: &rng).dropLast() {
      let seen = Set(grid.fieldOfView(from: viewer, radius: 9, blocker: blocker))
      for target in grid.hexes where grid.distance(from: viewer, to: target) <= 9 {
        let back = grid.fieldOfView(from: target, radius: 9, blocker: blocker)
        #expect(back.contains(viewer) == seen.contains(target), "\(viewer) \(target)")
      }
    }
  }

  /// The tables themselves: every radius the cache serves builds, each target's two traces
  /// have one step per unit of distance and end on it, and the grazing line from (0, 0) to
  /// (2, -1) passes (1, 0) on one side and (1, -1) on the other.
  @Test func sightTables() throws {
    for radius in 0...SightTableCache.maximumRadius {
      let table = try #require(SightTableCache.shared.table(radius: radius))
      #expect(table.targets.count == SightTable.targetCount(radius: radius))
      for (slot, target) in table.targets.enumerated().dropFirst() {
        let n = Int(target.distance)
        #expect(n == table.offsets[slot].distance(to: .zero))
        #expect(Int(target.second - target.first) == n && Int(target.end - target.second) == n)
        #expect(Int(table.steps[Int(target.second) - 1].cell) == slot)
        #expect(Int(table.steps[Int(target.end) - 1].cell) == slot)
      }
    }
    #expect(SightTableCache.shared.table(radius: SightTableCache.maximumRadius + 1) == nil)
    let table = try #require(SightTableCache.shared.table(radius: 2))
    let slot = try #require(table.offsets.firstIndex(of: Hex(q: 2, r: -1)))
    let target = table.targets[slot]
    let middles = [target.first, target.second].map {
      table.offsets[Int(table.steps[Int($0)].cell)]
    }
    #expect(Set(middles) == [Hex(q: 1, r: 0), Hex(q: 1, r: -1)])
  }
}
