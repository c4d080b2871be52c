import HexBoard
import HexBoardTiled
import Testing

/// The maps from Tiled's own repository (see Fixtures/PROVENANCE.txt) import with the right
/// size, stagger and cells, and the XML and JSON versions of each give the same board.
@Suite("Tiled fixtures")
struct TiledFixtureTests {
  /// The GID of every cell in storage order, recovered from the generated terrain ids
  /// (`tile-<gid>`); 0 for positions without a cell.
  func gids(_ board: Board) -> [Int] {
    (0..<board.grid.indexCount).map { index in
      guard board.grid.isCell(index) else { return 0 }
      let id = board.palette[Int(board.terrain[index: index])].id
      return Int(id.dropFirst("tile-".count)) ?? -1
    }
  }

  func gid(_ board: Board, col: Int, row: Int) -> Int? {
    board.terrain(at: Hex(OffsetCoordinate(col: col, row: row), convention: board.grid.convention))
      .flatMap { Int($0.id.dropFirst("tile-".count)) }
  }

  @Test(arguments: ["hexagonal-mini.tmx", "hexagonal-mini.tmj"])
  func hexagonalMini(file: String) throws {
    // staggeraxis y, staggerindex odd, 20×20, base64 + zlib.
    let imported = try TiledMap.load(from: "\(tiledFixtures)/\(file)")
    let board = imported.board
    #expect(imported.layerName == "Ground")
    #expect(imported.warnings.isEmpty)
    #expect(board.grid.shape == .rectangle(columns: 20, rows: 20))
    #expect(board.grid.convention == .oddR)
    #expect(board.orientation == .pointy)
    #expect(board.name == "hexagonal-mini")
    #expect(board.palette.count == 15)
    #expect(board.palette.map(\.id).first == "tile-2")
    #expect(
      (0..<20).compactMap { gid(board, col: $0, row: 0) } == [
        15, 15, 15, 5, 16, 17, 17, 13, 8, 14, 14, 14, 14, 5, 13, 13, 13, 13, 14, 14,
      ])
    #expect(gid(board, col: 5, row: 3) == 7)
    #expect(gid(board, col: 19, row: 19) == 3)
    let weighted = gids(board).enumerated().reduce(0) { $0 + ($1.offset + 1) * $1.element }
    #expect(weighted == 622_295)
    // Colours come from the tileset image (average of the tile's visible pixels).
    #expect(Set(board.palette.map(\.color)).count == board.palette.count)
  }

  @Test(arguments: ["test_hexagonal_tile_60x60x30.tmx", "test_hexagonal_tile_60x60x30.tmj"])
  func flaggedTiles(file: String) throws {
    // staggeraxis x, csv, rows 0 and 3 hold GID 1 with every flip and rotation flag.
    let board = try TiledMap.load(from: "\(tiledFixtures)/\(file)").board
    #expect(board.grid.convention == .oddQ)
    #expect(board.orientation == .flat)
    #expect(board.palette.map(\.id) == ["tile-1"])
    #expect(board.grid.cellCount == 14)
    #expect(board.grid.width == 7 && board.grid.height == 4)
    let cells = board.grid.hexes.map { $0.offset(in: .oddQ) }
    let expected = [0, 3].flatMap { row in (0..<7).map { OffsetCoordinate(col: $0, row: row) } }
    #expect(cells == expected)
    #expect(board.grid.shape == .cells(expected))
    // 0x20000001, 0xC0000001, 0xD0000001… all become GID 1.
    #expect(gids(board).filter { $0 == 1 }.count == 14)
    // The tile image is a green hexagon.
    #expect(board.palette[0].color == "#2c902f")
  }

  @Test(arguments: ["hexagonal-mini", "test_hexagonal_tile_60x60x30"])
  func xmlAndJSONGiveTheSameBoard(name: String) throws {
    let xml = try TiledMap.load(from: "\(tiledFixtures)/\(name).tmx")
    let json = try TiledMap.load(from: "\(tiledFixtures)/\(name).tmj")
    #expect(xml == json)
    #expect(try MapFile.encode(xml.board) == MapFile.encode(json.board))
  }

  @Test func withoutFilesColoursAreGeneratedDeterministically() throws {
    let bytes = try FileIO.read("\(tiledFixtures)/hexagonal-mini.tmj", limit: 1 << 20)
    let a = try TiledMap.decode(bytes, format: .json, path: "mini.tmj", readsFiles: false)
    let b = try TiledMap.decode(bytes, format: .json, path: "mini.tmj", readsFiles: false)
    #expect(a == b)
    #expect(a.board.name == "mini")
    let withImage = try TiledMap.load(from: "\(tiledFixtures)/hexagonal-mini.tmj")
    #expect(a.board.terrain == withImage.board.terrain)
    #expect(a.board.palette.map(\.color) != withImage.board.palette.map(\.color))
  }
}
