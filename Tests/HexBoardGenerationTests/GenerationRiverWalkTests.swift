import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardGeneration

/// The corner surface edge rivers walk on, against `HexVertex`/`MapGrid` as a reference, and
/// the walk on hand-made boards: flats crossed, pits refused.
@Suite("Generation: edge river walk")
struct GenerationRiverWalkTests {
  /// Every corner of every cell of every grid family: the sides the surface offers are the
  /// sides of the vertex that are on the map, and each leads to the side's other corner.
  @Test func cornerStepsMatchTheGridsVertices() throws {
    for grid in try sampleGrids() + generationGrids().map(\.1) {
      var random = TestRandom(seed: 3)
      let heights = (0..<grid.indexCount).map { _ in Int(random.next() % 7) }
      let surface = CornerSurface(
        grid: grid, heights: heights, water: [Bool](repeating: false, count: grid.indexCount))
      for index in grid.indices {
        for k in 0..<6 {
          let corner = CornerSurface.Corner(cell: index, corner: k)
          let vertex = HexVertex(grid.hex(at: index), corner: k)
          #expect(surface.slot(corner) == grid.vertexSlot(of: vertex))
          let around = grid.cells(around: vertex).map { heights[grid.index(of: $0)!] }
          #expect(surface.height(corner) == around.min())
          let (e1, e2, e3) = vertex.edges
          let expected = [e1, e2, e3].compactMap { grid.edgeSlot(of: $0) }.sorted()
          let steps = surface.steps(from: corner)
          #expect(steps.map(\.edgeSlot).sorted() == expected, "\(vertex) on \(grid)")
          for step in steps {
            let (a, b) = try #require(grid.vertices(of: grid.edge(atSlot: step.edgeSlot)))
            let ends = [grid.vertexSlot(of: a)!, grid.vertexSlot(of: b)!].sorted()
            #expect(ends == [surface.slot(corner), surface.slot(step.to)].sorted())
          }
        }
      }
    }
  }

  /// A board of hills on the given heights, with ocean where `height` is negative.
  static func board(_ grid: MapGrid, height: (OffsetCoordinate) -> Int) throws -> Board {
    var board = try Board(name: "walk", grid: grid, fill: "hills")
    var heights = HexMap<Int>(grid: grid, fill: 0)
    for hex in grid.hexes {
      let h = height(hex.offset(in: .oddQ))
      heights[hex] = h
      if h < 0 { try board.setTerrain("ocean", at: hex) }
    }
    try board.setElevation(heights)
    return board
  }

  /// A plateau at one height with the sea on the west: every walk starts on a flat, crosses
  /// it the shortest way and runs down to the shore.
  @Test func flatsAreCrossedTheShortestWay() throws {
    let grid = try MapGrid(columns: 14, rows: 9)
    var board = try Self.board(grid) { $0.col == 0 ? -1 : 50 }
    var rng = Xoshiro256StarStar(seed: 4)
    let rivers = try RiverGenerator(count: 3, minimumLength: 1)
      .addEdgeRivers(to: &board, using: &rng)
    #expect(rivers.count == 3)
    var earlier: [HexVertex] = []
    for river in rivers {
      let heights = river.map { c in grid.cells(around: c).map { board.elevation![$0]! }.min()! }
      #expect(heights.first == 50)
      #expect(heights.last == -1 || earlier.contains(river.last!))
      #expect(heights.dropLast().allSatisfy { $0 == 50 })
      earlier += river
      // Straight across: two sides take a corner one column west, and the walk is the
      // shortest, so it is no longer than twice the columns to cross plus a turn at each end.
      let spring = grid.cells(around: river[0])[0].offset(in: .oddQ)
      #expect(river.count - 1 <= 2 * spring.col + 4, "\(river.count - 1) sides from \(spring)")
    }
    #expect(board.terrain == (try Self.board(grid) { $0.col == 0 ? -1 : 50 }).terrain)
  }

  /// A basin walled in by a dam three cells thick: corners inside cannot reach the sea
  /// without climbing, so rivers from there are dropped, like cell rivers at a pit.
  @Test func riversThatMeetAPitAreDropped() throws {
    let grid = try MapGrid(columns: 21, rows: 21)
    let centre = Hex(OffsetCoordinate(col: 10, row: 10))
    let basin = { (cell: OffsetCoordinate) -> Int in
      let d = Hex(cell).distance(to: centre)
      if cell.col == 0 { return -1 }
      return d <= 3 ? 50 : d <= 6 ? 100 : 10
    }
    var board = try Self.board(grid, height: basin)
    // Springs only inside the basin: the rest is grass.
    for hex in grid.hexes where hex.distance(to: centre) > 3 && hex.offset(in: .oddQ).col > 0 {
      try board.setTerrain("grass", at: hex)
    }
    let before = board
    var rng = Xoshiro256StarStar(seed: 8)
    let rivers = try RiverGenerator(count: 4, minimumLength: 1)
      .addEdgeRivers(to: &board, using: &rng)
    #expect(rivers.isEmpty)
    #expect(board == before)
    // Opening the dam lets them out.
    var open = try Self.board(grid) { cell in
      let h = basin(cell)
      return h == 100 && cell.row == 10 && cell.col < 10 ? 40 : h
    }
    for hex in grid.hexes where hex.distance(to: centre) > 3 && hex.offset(in: .oddQ).col > 0 {
      try open.setTerrain("grass", at: hex)
    }
    var again = Xoshiro256StarStar(seed: 8)
    let out = try RiverGenerator(count: 1, minimumLength: 1).addEdgeRivers(to: &open, using: &again)
    #expect(out.count == 1)
  }

  @Test func aPaletteWithoutRiverIsRefused() throws {
    let grid = try MapGrid(columns: 12, rows: 8)
    var board = try Board(
      name: "dry", grid: grid, fill: "hills",
      edgePalette: EdgeFeature.defaultPalette.filter { $0.id == "wall" })
    try board.setElevation(HexMap(grid: grid, fill: 5))
    var rng = Xoshiro256StarStar(seed: 1)
    #expect(throws: GenerationError.missingEdgeFeature("river")) {
      try RiverGenerator(count: 1).addEdgeRivers(to: &board, using: &rng)
    }
    var roads = board
    try roads.addObject(BoardObject(id: "a", kind: "town", position: Hex(q: 0, r: 0)))
    #expect(throws: GenerationError.missingEdgeFeature("road")) {
      try RoadGenerator().addRoads(to: &roads)
    }
  }
}
