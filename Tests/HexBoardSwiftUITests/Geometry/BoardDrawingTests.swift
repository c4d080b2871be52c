import HexBoard
import Testing

@testable import HexBoardSwiftUI

/// Whether two lists hold the same points (to rounding), in any order.
func same(_ a: [Point], _ b: [Point]) -> Bool {
  a.count == b.count
    && a.allSatisfy { p in b.contains { close(p.x, $0.x) && close(p.y, $0.y) } }
    && b.allSatisfy { p in a.contains { close(p.x, $0.x) && close(p.y, $0.y) } }
}

@Suite struct BoardDrawingTests {
  static let viewport = Rect(x: 0, y: 0, width: 500, height: 300)

  static func board() throws -> Board {
    var board = try Board(name: "t", grid: MapGrid(columns: 5, rows: 3), fill: "grass")
    try board.setTerrain("forest", at: Hex(OffsetCoordinate(col: 1, row: 1)))
    return board
  }

  @Test func cellsSitWhereTheSeedPutsThemInTheirTerrainColours() throws {
    let board = try Self.board()
    let drawing = try #require(BoardDrawing(board: board, in: Self.viewport))
    let offsets = board.grid.hexes.map { $0.offset() }
    let seed = SeedFormula(cells: offsets)
    #expect(drawing.cells.map(\.hex) == board.grid.hexes)
    for (cell, offset) in zip(drawing.cells, offsets) {
      let center = drawing.layout.center(of: cell.hex)
      let expected = seed.center(of: offset, x: 0, y: 0, width: 500, height: 300)
      #expect(close(center.x, expected.x) && close(center.y, expected.y))
      #expect(cell.corners == drawing.layout.corners(of: cell.hex))
      let terrain = offset == OffsetCoordinate(col: 1, row: 1) ? "#2e7d32" : "#7cb342"
      #expect(cell.color == RGBColor(parsing: terrain))
    }
  }

  @Test func sideAndCrossingFeaturesAreLinesOnTheSidesAndBetweenCentres() throws {
    var board = try Self.board()
    let a = Hex(OffsetCoordinate(col: 2, row: 1))
    let wall = HexEdge(a, .south)
    let road = HexEdge(a, .north)
    try board.setFeature("wall", at: .side(wall))
    try board.setFeature("road", at: .side(road))
    let drawing = try #require(BoardDrawing(board: board, in: Self.viewport))
    let layout = drawing.layout
    let radius = layout.size.width
    #expect(drawing.lines.count == 2)
    let (wallLine, roadLine) = (drawing.lines[0], drawing.lines[1])
    let ends = wall.endPoints(in: layout)
    #expect(same(wallLine.points, [ends.0, ends.1]))
    #expect(wallLine.color == RGBColor(parsing: "#3b2f2a"))
    #expect(close(wallLine.width, radius * 0.2))
    let centres = [layout.center(of: a), layout.center(of: a.neighbor(in: .north))]
    #expect(same(roadLine.points, centres))
    #expect(close(roadLine.width, radius * 0.16))
  }

  @Test func cornerFeaturesAreNestedSquaresOnTheCorner() throws {
    var board = try Self.board()
    let vertex = HexVertex(Hex(OffsetCoordinate(col: 2, row: 1)), corner: 1)
    try board.setFeature("town", at: .corner(vertex))
    try board.setFeature("tower", at: .corner(vertex))
    let drawing = try #require(BoardDrawing(board: board, in: Self.viewport))
    let radius = drawing.layout.size.width
    #expect(drawing.corners.count == 2)
    for marker in drawing.corners { #expect(marker.center == vertex.point(in: drawing.layout)) }
    #expect(close(drawing.corners[0].radius, radius * 0.2))
    #expect(close(drawing.corners[1].radius, radius * 0.1))
    #expect(
      drawing.corners.map(\.color) == [RGBColor(parsing: "#c62828"), RGBColor(parsing: "#424242")])
  }

  @Test func objectsAreDiscsTheLaterOnesSmaller() throws {
    var board = try Self.board()
    let hex = Hex(OffsetCoordinate(col: 3, row: 2))
    try board.addObject(BoardObject(id: "a", kind: "unit", position: hex))
    try board.addObject(
      BoardObject(id: "b", kind: "unit", position: hex, properties: ["color": "#102030"]))
    try board.addObject(BoardObject(id: "c", kind: "unit", position: .zero))
    let drawing = try #require(BoardDrawing(board: board, in: Self.viewport))
    let radius = drawing.layout.size.width
    #expect(drawing.objects.map(\.center) == [hex, hex, .zero].map(drawing.layout.center(of:)))
    #expect(drawing.objects.map(\.radius) == [radius * 0.35, radius * 0.175, radius * 0.35])
    #expect(drawing.objects[1].color == RGBColor(parsing: "#102030"))
    // The same kind, the same colour; the colour is one of the eight.
    #expect(drawing.objects[0].color == drawing.objects[2].color)
    #expect(BoardDrawing.kindColors.contains(drawing.objects[0].color))
  }

  @Test func hitTestFindsEveryCellAndNothingElse() throws {
    let board = try Self.board()
    let drawing = try #require(BoardDrawing(board: board, in: Self.viewport))
    for hex in board.grid.hexes {
      #expect(drawing.hex(at: drawing.layout.center(of: hex)) == hex)
      // Just inside each corner still hits the cell.
      for corner in drawing.layout.corners(of: hex, inset: 0.5) {
        #expect(drawing.hex(at: corner) == hex)
      }
    }
    #expect(drawing.hex(at: Point(x: 1, y: 1)) == nil)  // the viewport's corner: no cell
    #expect(drawing.hex(at: Point(x: .nan, y: 5)) == nil)
  }

  @Test func hitTestSkipsHolesAndWrappedImages() throws {
    let cells = [
      OffsetCoordinate(col: 0, row: 0), OffsetCoordinate(col: 2, row: 0),
      OffsetCoordinate(col: 1, row: 1),
    ]
    let holed = try Board(name: "h", grid: MapGrid(shape: .cells(cells)), fill: "grass")
    let drawing = try #require(BoardDrawing(board: holed, in: Self.viewport))
    let hole = Hex(OffsetCoordinate(col: 1, row: 0))
    #expect(drawing.hex(at: drawing.layout.center(of: hole)) == nil)
    // A cylinder: the hex left of column 0 wraps onto the last column, but nothing is
    // drawn there.
    let cylinder = try Board(
      name: "c", grid: MapGrid(columns: 4, rows: 2, wrap: .cylinder), fill: "grass")
    let wrapped = try #require(BoardDrawing(board: cylinder, in: Self.viewport))
    let left = Hex(OffsetCoordinate(col: -1, row: 0))
    #expect(cylinder.grid.contains(left))
    #expect(wrapped.hex(at: wrapped.layout.center(of: left)) == nil)
  }

  @Test func noRoomNoDrawing() throws {
    #expect(
      BoardDrawing(board: try Self.board(), in: Rect(x: 0, y: 0, width: 0, height: 10)) == nil)
  }
}
