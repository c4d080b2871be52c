import HexBoard
import HexTestSupport
import Testing

/// `Board.resized(columns:rows:anchor:fill:)` and `Board.cropped(columns:rows:)`: terrain,
/// heights and objects move with their cells, new cells get the fill, what falls outside is
/// listed, the convention flips on an odd shift, the wrap stays, and bad requests throw
/// errors saying what is wrong.
@Suite("Board resize and crop")
struct BoardResizeTests {
  static let terrains = ["ocean", "coast", "grass", "forest", "hills", "mountain", "desert"]

  /// A 4 × 3 odd-q board whose cell (c, r) has terrain `terrains[(c + 2r) % 7]` and height
  /// 10c + r, with objects at (0, 0) and (3, 2).
  static func board(wrap: MapWrap = .none, columns: Int = 4, rows: Int = 3) throws -> Board {
    var board = try Board(
      name: "T", grid: MapGrid(shape: .rectangle(columns: columns, rows: rows), wrap: wrap),
      fill: "grass")
    let grid = board.grid
    var heights = HexMap<Int>(grid: grid, fill: 0)
    for index in grid.indices {
      let cell = grid.offset(at: index)
      try board.setTerrain(terrains[(cell.col + 2 * cell.row) % 7], at: grid.hex(at: index))
      heights[index: index] = 10 * cell.col + cell.row
    }
    try board.setElevation(heights)
    try board.addObject(
      BoardObject(id: "first", kind: "unit", position: grid.hex(atOffset: .init(col: 0, row: 0))))
    try board.addObject(
      BoardObject(
        id: "last", kind: "town",
        position: grid.hex(atOffset: .init(col: columns - 1, row: rows - 1))))
    return board
  }

  /// The terrain id and height of offset cell (col, row) of `board`.
  static func cell(_ board: Board, _ col: Int, _ row: Int) -> (String?, Int?) {
    let hex = board.grid.hex(atOffset: OffsetCoordinate(col: col, row: row))
    return (board.terrain(at: hex)?.id, board.elevation?[hex])
  }

  @Test func growingAroundTheCentreMovesEveryCellByHalfTheGrowth() throws {
    let old = try Self.board()
    let result = try old.resized(columns: 6, rows: 5, anchor: .center, fill: "snow")
    let board = result.board
    #expect(board.grid.shape == .rectangle(columns: 6, rows: 5))
    // One column before the old ones: an odd shift of odd-q gives even-q.
    #expect(board.grid.convention == .evenQ)
    for row in 0..<3 {
      for col in 0..<4 {
        #expect(Self.cell(board, col + 1, row + 1) == Self.cell(old, col, row), "\(col),\(row)")
      }
    }
    #expect(Self.cell(board, 0, 0) == ("snow", 0))
    #expect(Self.cell(board, 5, 4) == ("snow", 0))
    #expect(board.terrainCounts[board.paletteIndex(of: "snow") ?? 0] == 30 - 12)
    #expect(
      board.objects.map { board.grid.offset(of: $0.position) } == [
        OffsetCoordinate(col: 1, row: 1), OffsetCoordinate(col: 4, row: 3),
      ])
    #expect(result.removedNothing)
    #expect(board.name == old.name && board.palette == old.palette)
  }

  @Test func everyAnchorPlacesTheOldCellsWhereItSays() throws {
    let old = try Self.board()
    // Growth 3 columns and 2 rows: 0, 1 (3/2 rounded down) or 3 columns before the old ones.
    let expected: [ResizeAnchor: (Int, Int)] = [
      .topLeft: (0, 0), .top: (1, 0), .topRight: (3, 0), .left: (0, 1), .center: (1, 1),
      .right: (3, 1), .bottomLeft: (0, 2), .bottom: (1, 2), .bottomRight: (3, 2),
    ]
    for anchor in ResizeAnchor.allCases {
      let board = try old.resized(columns: 7, rows: 5, anchor: anchor).board
      let (dx, dy) = try #require(expected[anchor])
      #expect(Self.cell(board, dx, dy) == Self.cell(old, 0, 0), "\(anchor)")
      #expect(Self.cell(board, dx + 3, dy + 2) == Self.cell(old, 3, 2), "\(anchor)")
    }
  }

  @Test func shrinkingRemovesTheObjectsOutsideAndListsThem() throws {
    let old = try Self.board()
    let result = try old.resized(columns: 2, rows: 2, anchor: .topLeft)
    #expect(result.board.objects.map(\.id) == ["first"])
    #expect(result.removedObjects.map(\.id) == ["last"])
    #expect(result.removedObjects.first?.position == old.objects.last?.position)
    #expect(Self.cell(result.board, 1, 1) == Self.cell(old, 1, 1))
    // Shrinking from the centre drops half the change before (rounded toward zero).
    let centred = try old.resized(columns: 2, rows: 1, anchor: .center).board
    #expect(Self.cell(centred, 0, 0) == Self.cell(old, 1, 1))
  }

  @Test func cropKeepsTheRectangleWithItsCornerAtTheOrigin() throws {
    let old = try Self.board()
    let result = try old.cropped(columns: 1...2, rows: 1...2)
    #expect(result.board.grid.shape == .rectangle(columns: 2, rows: 2))
    #expect(result.board.grid.convention == .evenQ)
    for row in 0..<2 {
      for col in 0..<2 {
        #expect(Self.cell(result.board, col, row) == Self.cell(old, col + 1, row + 1))
      }
    }
    #expect(result.removedObjects.map(\.id) == ["first", "last"])
    #expect(result.board.objects.isEmpty)
  }

  @Test func theWrapStays() throws {
    let old = try Self.board(wrap: .cylinder, columns: 8, rows: 6)
    let result = try old.resized(columns: 10, rows: 6, anchor: .right)
    #expect(result.board.grid.wrap == .cylinder)
    #expect(Self.cell(result.board, 2, 0) == Self.cell(old, 0, 0))
  }

  @Test func badRequestsThrowErrorsSayingWhatIsWrong() throws {
    let old = try Self.board()
    #expect(throws: BoardError.unknownTerrain("lava")) {
      try old.resized(columns: 5, rows: 5, fill: "lava")
    }
    #expect(throws: BoardError.rectangleOutsideBoard(columns: 2...4, rows: 0...1)) {
      try old.cropped(columns: 2...4, rows: 0...1)
    }
    #expect(throws: BoardError.rectangleOutsideBoard(columns: -1...1, rows: 0...1)) {
      try old.cropped(columns: -1...1, rows: 0...1)
    }
    #expect(
      "\(BoardError.rectangleOutsideBoard(columns: 2...4, rows: 0...1))"
        == "columns 2…4 and rows 0…1 do not lie inside the board")
    #expect(throws: MapGridError.self) { try old.resized(columns: 0, rows: 5) }
    let round = try Board(name: "R", grid: MapGrid(shape: .hexagon(radius: 2)), fill: "grass")
    #expect(throws: BoardError.notRectangular) { try round.resized(columns: 5, rows: 5) }
    #expect(throws: BoardError.notRectangular) { try round.cropped(columns: 0...1, rows: 0...1) }
  }
}
