import HexBoard
import HexTestSupport
import Testing

/// `VisibilityMap` against brute force: visible = the union of the reference fields of view
/// (`referenceFieldOfView`), revealed and hidden = the set differences with the turn
/// before, explored = the running union, over turns of moving viewers on random boards.
@Suite("Visibility map")
struct VisibilityMapTests {
  /// The reference sets as sorted grid indices.
  func union(
    _ grid: MapGrid, _ viewers: [(viewer: Hex, radius: Int)], _ blocker: SightBlocker
  ) -> Set<Int> {
    var cells = Set<Int>()
    for (viewer, radius) in viewers {
      for hex in referenceFieldOfView(grid, from: viewer, radius: radius, blocker: blocker) {
        cells.insert(grid.index(of: hex)!)
      }
    }
    return cells
  }

  func indices(_ set: CellSet) -> Set<Int> { Set(set) }

  /// A board with elevation on every cell and sight-blocking walls on some sides.
  func board(on grid: MapGrid, using rng: inout TestRandom) throws -> Board {
    var board = try randomBoard(on: grid, using: &rng)
    if Bool.random(using: &rng) {
      var heights = HexMap<Int>(grid: grid, fill: 0)
      for index in grid.indices { heights[index: index] = Int.random(in: 0...3, using: &rng) }
      try board.setElevation(heights)
    }
    if Bool.random(using: &rng) {
      try addRandomFeatures(to: &board, density: 0.2, using: &rng)
    }
    return board
  }

  /// Viewers take random steps (some off the map and back, two on one cell at times).
  func move(_ viewers: [Hex], using rng: inout TestRandom) -> [Hex] {
    viewers.map { viewer in
      var hex = viewer
      for _ in 0..<Int.random(in: 0...3, using: &rng) {
        hex = hex.neighbor(in: HexDirection.allCases.randomElement(using: &rng)!)
      }
      return hex
    }
  }

  func grids(using rng: inout TestRandom) throws -> [MapGrid] {
    var grids = [
      try MapGrid(columns: 30, rows: 24),
      try MapGrid(columns: 28, rows: 20, convention: .evenR, wrap: .cylinder),
      try MapGrid(columns: 24, rows: 24, convention: .oddQ, wrap: .torus),
      try MapGrid(columns: 8, rows: 6, wrap: .torus),  // small: line of sight per cell
      try MapGrid(shape: .hexagon(radius: 9)),
    ]
    grids.append(try randomBoard(using: &rng).grid)  // any shape, holes, far origins
    return grids
  }

  @Test(arguments: 0..<3)
  func turnsAgainstBruteForce(_ batch: Int) throws {
    var rng = TestRandom(seed: 0xF0F &+ UInt64(batch))
    for grid in try grids(using: &rng) {
      var board = try board(on: grid, using: &rng)
      let hexes = grid.hexes
      var viewers = (0..<Int.random(in: 1...9, using: &rng)).map { _ in
        hexes.randomElement(using: &rng)!
      }
      let radius = Int.random(in: 0...7, using: &rng)
      var map = VisibilityMap(grid: grid)
      var before = Set<Int>()
      var explored = Set<Int>()
      for turn in 0..<5 {
        if turn == 3 {  // the board changes too: a mountain appears by a viewer
          try? board.setTerrain("mountain", at: viewers[0].neighbor(in: .north))
        }
        board.updateVisibility(&map, viewers: viewers, radius: radius)
        let now = union(grid, viewers.map { ($0, radius) }, board.sightBlocker)
        explored.formUnion(now)
        #expect(indices(map.visible) == now, "turn \(turn) grid \(grid.shape)")
        #expect(map.visible.count == now.count)
        #expect(indices(map.revealed) == now.subtracting(before))
        #expect(indices(map.hidden) == before.subtracting(now))
        #expect(indices(map.explored) == explored)
        before = now
        viewers = move(viewers, using: &rng)
      }
    }
  }

  /// A radius per viewer, a negative one seeing nothing, and radii past the sight tables.
  @Test func radiusPerViewer() throws {
    var rng = TestRandom(seed: 0x4AD)
    for grid in try grids(using: &rng) {
      let board = try board(on: grid, using: &rng)
      let hexes = grid.hexes
      var viewers: [(viewer: Hex, radius: Int)] = (0..<6).map { _ in
        (hexes.randomElement(using: &rng)!, Int.random(in: -1...9, using: &rng))
      }
      viewers.append((hexes[0], 33))
      var map = VisibilityMap(grid: grid)
      board.updateVisibility(&map, viewers: viewers)
      #expect(indices(map.visible) == union(grid, viewers, board.sightBlocker))
      #expect(map.revealed == map.visible && map.explored == map.visible && map.hidden.isEmpty)
    }
  }

  @Test func boardConveniences() throws {
    var rng = TestRandom(seed: 0xB0A)
    let board = try board(on: try MapGrid(columns: 20, rows: 20), using: &rng)
    let viewers = [Hex(OffsetCoordinate(col: 3, row: 4)), Hex(OffsetCoordinate(col: 15, row: 9))]
    let fresh = board.visibility(viewers: viewers, radius: 5)
    var map = VisibilityMap(grid: board.grid)
    map.update(viewers: viewers, radius: 5, blocker: board.sightBlocker)
    #expect(fresh == map)
    #expect(
      indices(fresh.visible) == union(board.grid, viewers.map { ($0, 5) }, board.sightBlocker))
    // Nobody left: everything is hidden, nothing visible, the memory stays.
    map.update(viewers: [], radius: 5, blocker: board.sightBlocker)
    #expect(map.visible.isEmpty && map.revealed.isEmpty)
    #expect(map.hidden == fresh.visible && map.explored == fresh.visible)
    // A map of another grid starts over on the board's.
    var other = VisibilityMap(grid: try MapGrid(columns: 3, rows: 3))
    board.updateVisibility(&other, viewers: viewers, radius: 5)
    #expect(other == fresh)
    map.reset()
    #expect(map == VisibilityMap(grid: board.grid))
  }
}
