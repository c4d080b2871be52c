import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardRendering

/// Side and corner features in the terminal preview (`showsFeatures`): known pictures in
/// both layouts, and every cell checked against the board on random boards.
@Suite("Rendering: terminal features")
struct RenderingTerminalFeatureTests {
  static func board(orientation: HexOrientation) throws -> Board {
    var board = try Board(
      name: "f",
      grid: MapGrid(
        shape: .rectangle(columns: 6, rows: 3), convention: orientation.defaultConvention),
      orientation: orientation, fill: "grass")
    let grid = board.grid
    func hex(_ col: Int, _ row: Int) throws -> Hex {
      grid.hex(at: try #require(grid.index(of: OffsetCoordinate(col: col, row: row))))
    }
    let east = try #require(orientation.side(named: orientation == .flat ? "se" : "e"))
    try board.setFeature("river", at: .side(HexEdge(try hex(2, 1), east)))
    try board.setFeature(
      "town",
      at: .corner(
        HexVertex(
          try hex(1, 1),
          corner: try #require(orientation.corner(named: orientation == .flat ? "ne" : "n")))))
    return board
  }

  static let plain = TerminalOptions(
    usesColor: false, showsLegend: true, showsName: false, showsFeatures: true)

  /// Pointy (odd-r): the river between 2,1 and 3,1 marks both after their terrain symbol;
  /// the town on the north corner of 1,1 marks 1,1 and the two cells above it, 1,0 and 2,0.
  @Test func pointyRowsShowFeaturesAfterTheTerrainSymbol() throws {
    let text = try Self.board(orientation: .pointy).terminalPreview(options: Self.plain)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(Array(lines.prefix(3)) == [". .x.x. . .", " . .x.~.~. .", ". . . . . ."])
    #expect(text.hasSuffix(" ~ river (side)\n x town (corner)\n"))
  }

  /// Flat (odd-q): a cell's second line shows the side glyph, then the corner glyph (the
  /// river on the south-east side of 2,1, the town on the north-east corner of 1,1); off,
  /// no glyph is drawn.
  @Test func flatColumnsShowFeaturesOnTheSecondLine() throws {
    let board = try Self.board(orientation: .flat)
    let canvas = TerminalCanvas(board: board, cellWidth: 2, showsFeatures: true)
    try Self.expectMarksMatchBoard(board, canvas)
    let off = TerminalOptions(usesColor: false, showsLegend: false, showsName: false)
    #expect(!board.terminalPreview(options: off).contains("~"))
  }

  /// Every cell of random boards with random features: the side glyph of its first side
  /// feature (edge palette order) and `x` when a corner holds a feature, where the layout
  /// puts them, and the same from `spot` and from `line`.
  @Test(arguments: 0..<25)
  func marksMatchTheBoard(_ seed: UInt64) throws {
    var rng = TestRandom(seed: 0x7f_0000 + seed)
    var board = try randomBoard(using: &rng)
    try addRandomFeatures(to: &board, using: &rng)
    let canvas = TerminalCanvas(board: board, cellWidth: 2, showsFeatures: true)
    try Self.expectMarksMatchBoard(board, canvas)
  }

  static func expectMarksMatchBoard(_ board: Board, _ canvas: TerminalCanvas) throws {
    let grid = board.grid
    let columns = grid.convention.shiftsColumns
    var glyphs: [TerminalCanvas.Glyph] = []
    for index in 0..<grid.indexCount where grid.isCell(index) {
      let hex = grid.hex(at: index)
      // The reference: the board's own queries, side by side and corner by corner.
      let sideIDs = Set(
        HexDirection.allCases.flatMap { board.features(at: HexEdge(hex, $0)) }.map(\.id))
      let side = board.edgePalette.first { sideIDs.contains($0.id) }
        .map(TerminalCanvas.sideGlyph(for:))
      let corner: Character? =
        (0..<6).contains { !board.features(at: HexVertex(hex, corner: $0)).isEmpty }
        ? "x" : nil
      let origin = canvas.origin(ofIndex: index)
      let expected: [(x: Int, line: Int, Character)] =
        columns
        ? [
          (origin.x, origin.line + 1, side ?? " "),
          (origin.x + 1, origin.line + 1, corner ?? " "),
        ]
        : [(origin.x + 1, origin.line, side ?? corner ?? " ")]
      for (x, line, character) in expected {
        #expect(canvas.spot(x: x, line: line)?.character == character)
        canvas.line(line, into: &glyphs)
        #expect(glyphs[x].character == character)
      }
    }
  }
}
