import HexBoard
import Testing

/// The HexsidesAndCorners article's example (HexBoard.docc), line for line, with its answers;
/// scripts/check-snippets.sh compiles the article's own text.
@Suite("README hexsides")
struct ReadmeHexsidesTests {
  @Test func wallsRiversRoadsAndTowns() throws {
    var board = try Board(name: "Ford", grid: MapGrid(columns: 12, rows: 8), fill: "hills")
    let grid = board.grid
    // A river along the sides between columns 5 and 6, top to bottom.
    for row in 0..<8 {
      let west = Hex(OffsetCoordinate(col: 5, row: row))
      for side in [HexDirection.northEast, .southEast] {
        if let edge = grid.edge(between: west, and: west.neighbor(in: side)) {
          try board.setFeature("river", at: .side(edge))
        }
      }
    }
    // A road straight across the map: the sides a line of cells crosses (a bridge where it
    // meets the river).
    let west = Hex(OffsetCoordinate(col: 0, row: 4))
    let east = Hex(OffsetCoordinate(col: 11, row: 4))
    for edge in grid.edgesCrossed(from: west, to: east) {
      try board.setFeature("road", at: .side(edge))
    }
    // A walled keep: a wall round a ring of cells, a town on one of its corners.
    let keep = Hex(OffsetCoordinate(col: 9, row: 1))
    for edge in grid.outline(of: keep.range(radius: 1)) {
      try board.setFeature("wall", at: .side(edge))
    }
    try board.setFeature("town", at: .corner(HexVertex(keep, corner: 0)))

    let graph = try board.navigationGraph()
    let ford = Hex(OffsetCoordinate(col: 5, row: 6))
    let path = try #require(graph.path(from: west, to: east))
    #expect(path.cost == 11)  // on the road, 1 a step (hills cost 3)
    #expect(graph.cost(ofStepFrom: ford, to: ford.neighbor(in: .southEast)) == 5)  // 3 + river
    #expect(!graph.areConnected(west, keep))  // the wall closes the keep
    #expect(!board.lineOfSight(from: keep, to: keep.neighbor(in: .north).neighbor(in: .north)))
    #expect(board.featureCounts(.side) == [18, 15, 11])  // wall, river, road
    #expect(board.featureCounts(.corner) == [1, 0])  // town, tower
    let first = try #require(grid.edge(between: west, and: west.neighbor(in: .southEast)))
    #expect(board.features(at: first).map(\.id) == ["road"])
  }
}
