import Foundation
import HexBoard
import HexBoardTiled
import HexTestSupport
import Testing

/// Hexside and corner features through Tiled: board → .tmj → board, the same maps after
/// Tiled itself saved them (.tmx and .tmj, see Fixtures/PROVENANCE.txt), and the pixels of
/// the polylines.
@Suite("Tiled hexside and corner features")
struct TiledFeatureTests {
  static func offset(_ col: Int, _ row: Int, _ convention: OffsetConvention = .oddQ) -> Hex {
    Hex(OffsetCoordinate(col: col, row: row), convention: convention)
  }

  static func side(
    _ board: inout Board, _ id: String, _ a: Hex, _ b: Hex
  ) throws {
    try board.setFeature(id, at: .side(try #require(board.grid.edge(between: a, and: b))))
  }

  /// Flat 6 × 4 (odd-q): a river down the middle, a road across it (a bridge), a walled
  /// cell (a closed loop), a town and a tower on one corner and a wall on the border.
  static func flatBoard() throws -> Board {
    var board = try Board(name: "Features", grid: MapGrid(columns: 6, rows: 4), fill: "grass")
    for row in 0..<4 { try side(&board, "river", offset(2, row), offset(3, row)) }
    for row in 1..<4 { try side(&board, "river", offset(2, row), offset(3, row - 1)) }
    for edge in board.grid.edgesCrossed(from: offset(1, 1), to: offset(5, 1)) {
      try board.setFeature("road", at: .side(edge))
    }
    for edge in board.grid.outline(of: [offset(4, 2)]) {
      try board.setFeature("wall", at: .side(edge))
    }
    try board.setFeature("wall", at: .side(HexEdge(offset(0, 3), .southWest)))
    try board.setFeature("town", at: .corner(HexVertex(offset(1, 2), corner: 0)))
    try board.setFeature("tower", at: .corner(HexVertex(offset(1, 2), corner: 0)))
    try board.setTerrain("ocean", at: offset(0, 0))
    return board
  }

  /// Pointy torus 6 × 4 (odd-r) with a custom palette: features across both seams (drawn
  /// twice in Tiled), a corner where the seams meet, and an unused palette entry.
  static func torusBoard() throws -> Board {
    var edges = EdgeFeature.defaultPalette
    edges.insert(
      EdgeFeature(id: "ford", color: "#5599aa", movement: .sets(3), style: .crossing), at: 1)
    edges.append(EdgeFeature(id: "hedge", color: "#335511", blocksSight: true))
    var board = try Board(
      name: "Torus features",
      grid: MapGrid(columns: 6, rows: 4, convention: .oddR, wrap: .torus), orientation: .pointy,
      fill: "grass", edgePalette: edges,
      vertexPalette: [VertexFeature(id: "well", color: "#0a0b0c")])
    try side(&board, "river", offset(0, 1, .oddR), offset(5, 1, .oddR))
    try side(&board, "river", offset(0, 2, .oddR), offset(5, 1, .oddR))
    try side(&board, "ford", offset(0, 2, .oddR), offset(5, 1, .oddR))
    try side(&board, "road", offset(3, 3, .oddR), offset(3, 0, .oddR))
    try side(&board, "road", offset(3, 3, .oddR), offset(2, 3, .oddR))
    try side(&board, "wall", offset(2, 0, .oddR), offset(2, 3, .oddR))
    try board.setFeature("well", at: .corner(HexVertex(offset(0, 0, .oddR), corner: 2)))
    try board.setFeature("well", at: .corner(HexVertex(offset(3, 2, .oddR), corner: 0)))
    return board
  }

  static let fixtures: [(name: String, board: @Sendable () throws -> Board)] = [
    ("features-flat", flatBoard), ("features-torus", torusBoard),
  ]

  func roundTrip(_ board: Board, radius: Int = 16) throws -> Board {
    let exported = try TiledMap.encode(board, options: TiledExportOptions(tileRadius: radius))
    let imported = try TiledMap.decode(
      exported.mapFile, format: .json, path: "x.tmj", readsFiles: false)
    #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    return imported.board
  }

  @Test func fixtureBoardsRoundTrip() throws {
    for (name, make) in Self.fixtures {
      let board = try make()
      #expect(try roundTrip(board) == board, "\(name)")
      #expect(try roundTrip(board, radius: 15) == board, "\(name)")
    }
  }

  /// The committed export is today's, and the same map saved by Tiled 1.8.2 as .tmx and as
  /// .tmj imports to the same board.
  @Test(arguments: ["features-flat", "features-torus"])
  func tiledsOwnFilesImportToTheSameBoard(name: String) throws {
    let board = try #require(Self.fixtures.first { $0.name == name }).board()
    let exported = try TiledMap.encode(
      board, options: TiledExportOptions(imagePath: "\(name).tiles.png"))
    if TestPaths.updatesGoldens {
      try Data(exported.mapFile).write(to: URL(fileURLWithPath: "\(tiledFixtures)/\(name).tmj"))
      try Data(exported.tilesetImage).write(
        to: URL(fileURLWithPath: "\(tiledFixtures)/\(name).tiles.png"))
    }
    let committed = try FileIO.read("\(tiledFixtures)/\(name).tmj", limit: 1 << 20)
    #expect(exported.mapFile == committed, "regenerate Fixtures/\(name).tmj (PROVENANCE.txt)")
    for file in ["\(name).tmj", "\(name)-tiled.tmx", "\(name)-tiled.tmj"] {
      let imported = try TiledMap.load(from: "\(tiledFixtures)/\(file)")
      #expect(imported.warnings.isEmpty, "\(file): \(imported.warnings)")
      #expect(imported.board == board, "\(file)")
    }
  }

  @Test func randomBoardsWithFeaturesRoundTrip() throws {
    var rng = TestRandom(seed: 1717)
    for round in 0..<120 {
      var board =
        round % 2 == 0
        ? try TiledRoundTripTests.randomBoard(&rng) : try randomBoard(using: &rng)
      try addRandomFeatures(to: &board, density: [0.05, 0.3, 0.8][round % 3], using: &rng)
      let radius = [16, 15, 2, 40, 3].randomElement(using: &rng) ?? 16
      let back = try roundTrip(board, radius: radius)
      #expect(back == board, "round \(round) radius \(radius)")
      #expect(
        back.featureLocations(.side).compactMap(\.edge)
          == board.featureLocations(.side).compactMap(\.edge))
    }
  }

  @Test func palettesAloneSurviveTheRoundTrip() throws {
    var board = try Board(name: "p", grid: MapGrid(columns: 3, rows: 2), fill: "grass")
    try board.removePaletteFeature("road", kind: .side)
    try board.removePaletteFeature("town", kind: .corner)
    try board.removePaletteFeature("tower", kind: .corner)
    let back = try roundTrip(board)
    #expect(back.edgePalette.map(\.id) == ["wall", "river"])
    #expect(back.vertexPalette.isEmpty)
    #expect(back == board)
  }

  /// Boards without features export as before: no feature layers, no palette properties.
  @Test func boardsWithoutFeaturesExportAsBefore() throws {
    let board = try Board.load(from: TestPaths.repositoryRoot + "/Maps/skirmish.json")
    let text = String(decoding: try TiledMap.encode(board).mapFile, as: UTF8.self)
    #expect(!text.contains("hexboard:edgeFeatures") && !text.contains("\"edge:"))
    #expect(text.contains("\"nextlayerid\": 3,"))
  }

  /// Known answers at radius 16 (flat tiles 32 × 28, hexsidelength 16): the polylines run
  /// through the corners of the hexagons Tiled draws for the tiles, in whole pixels.
  @Test func polylinesLieOnTiledsHexagons() throws {
    var board = try Board(name: "k", grid: MapGrid(columns: 3, rows: 2), fill: "grass")
    // The south-east side of tile (0, 0): between its corners (32, 14) and (24, 28).
    try board.setFeature("river", at: .side(HexEdge(Self.offset(0, 0), .southEast)))
    // A road from the centre of tile (0, 0), (16, 14), to that of tile (1, 0), (40, 28).
    try board.setFeature("road", at: .side(HexEdge(Self.offset(0, 0), .southEast)))
    // A road off the map's top: from the centre of (2, 0), (64, 14), to its top side's middle.
    try board.setFeature("road", at: .side(HexEdge(Self.offset(2, 0), .north)))
    try board.setFeature("town", at: .corner(HexVertex(Self.offset(0, 0), corner: 1)))
    let text = String(decoding: try TiledMap.encode(board).mapFile, as: UTF8.self)
    for fragment in [
      #""polyline": [{"x": 0, "y": 0}, {"x": -8, "y": 14}], "rotation": 0, "type": "river", "visible": true, "width": 0, "x": 32, "y": 14}"#,
      #""polyline": [{"x": 0, "y": 0}, {"x": 24, "y": 14}], "rotation": 0, "type": "road", "visible": true, "width": 0, "x": 16, "y": 14}"#,
      #""polyline": [{"x": 0, "y": 0}, {"x": 0, "y": -14}], "rotation": 0, "type": "road", "visible": true, "width": 0, "x": 64, "y": 14}"#,
      #""point": true, "rotation": 0, "type": "town", "visible": true, "width": 0, "x": 24, "y": 0}"#,
      #""name": "edge:river""#, ##""color": "#2a7fd4""##,
      #"{"name": "hexboard:movement", "type": "string", "value": "add 2"}"#,
      #"{"name": "hexboard:edgeFeatures", "type": "string", "value": "wall\nriver\nroad"}"#,
    ] {
      #expect(text.contains(fragment), "\(fragment)")
    }
    #expect(try roundTrip(board) == board)
  }
}
