import Foundation
import HexBoard
import HexBoardTiled
import HexCodecs
import HexTestSupport
import Testing

/// Board → .tmj → board gives back the same board, and the export's geometry agrees with
/// Tiled's formulas.
@Suite("Tiled round trip")
struct TiledRoundTripTests {
  func roundTrip(_ board: Board, radius: Int = 16) throws -> Board {
    let exported = try TiledMap.encode(board, options: TiledExportOptions(tileRadius: radius))
    let imported = try TiledMap.decode(
      exported.mapFile, format: .json, path: "x.tmj", readsFiles: false)
    #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    return imported.board
  }

  static let mapNames: [String] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.repositoryRoot + "/Maps"))
      ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }()

  @Test(arguments: mapNames)
  func shippedMapsRoundTrip(name: String) throws {
    let board = try Board.load(from: TestPaths.repositoryRoot + "/Maps/" + name)
    let back = try roundTrip(board)
    #expect(back == board)
    #expect(try MapFile.encode(back) == MapFile.encode(board))
  }

  @Test func shippedMapsExist() {
    #expect(Self.mapNames.count >= 4)
  }

  /// A random board: any shape, convention, wrap, palette, elevation, objects, properties.
  static func randomBoard(_ rng: inout TestRandom) throws -> Board {
    let convention = OffsetConvention.allCases.randomElement(using: &rng) ?? .oddQ
    let grid: MapGrid
    switch Int.random(in: 0..<5, using: &rng) {
    case 0:
      grid = try MapGrid(
        shape: .hexagon(radius: Int.random(in: 0...5, using: &rng)), convention: convention)
    case 1:
      grid = try MapGrid(
        shape: .parallelogram(
          columns: Int.random(in: 1...6, using: &rng), rows: Int.random(in: 1...6, using: &rng)),
        convention: convention)
    case 2:
      var cells: [OffsetCoordinate] = []
      for row in -3...3 {
        for col in -4...4 where Int.random(in: 0..<3, using: &rng) == 0 {
          cells.append(OffsetCoordinate(col: col, row: row))
        }
      }
      if cells.isEmpty { cells = [OffsetCoordinate(col: -1, row: 2)] }
      grid = try MapGrid(shape: .cells(cells), convention: convention)
    case 3:
      let wrap: MapWrap = Bool.random(using: &rng) ? .cylinder : .torus
      grid = try MapGrid(columns: 8, rows: 6, convention: convention, wrap: wrap)
    default:
      grid = try MapGrid(
        columns: Int.random(in: 1...12, using: &rng), rows: Int.random(in: 1...9, using: &rng),
        convention: convention)
    }
    let symbols: [Character] = [".", "~", "f", "^", "≈", "é", "\"", "\\", "#", "中"]
    let count = Int.random(in: 1...symbols.count, using: &rng)
    let palette = (0..<count).map { i in
      Terrain(
        id: i == 0 ? "grass land" : "t\(i)-\(Int.random(in: 0...999, using: &rng))",
        symbol: symbols[i],
        color: RGBColor(
          parsing: String(
            format: i % 2 == 0 ? "#%06x" : "#%06X", Int.random(in: 0...0xFFFFFF, using: &rng)))!,
        movementCost: Bool.random(using: &rng) ? nil : Int.random(in: 1...65_535, using: &rng),
        blocksSight: Bool.random(using: &rng))
    }
    let storage = (0..<grid.indexCount).map { _ in UInt8(Int.random(in: 0..<count, using: &rng)) }
    let elevation =
      Bool.random(using: &rng)
      ? HexMap(
        grid: grid,
        storage: (0..<grid.indexCount).map { _ in Int.random(in: -50...9000, using: &rng) })
      : nil
    var objects: [BoardObject] = []
    let hexes = grid.hexes
    for i in 0..<Int.random(in: 0...5, using: &rng) {
      let hex = hexes.randomElement(using: &rng) ?? hexes[0]
      objects.append(
        BoardObject(
          id: "obj \(i) \"q\"", kind: ["unit", "town", ""][i % 3], position: hex,
          properties: i % 2 == 0 ? [:] : ["owner": "red", "hp": "\(i * 7)", "note": "a, b & <c>"]))
    }
    let properties: [String: PropertyValue] = [
      "seed": .integer(Int.random(in: Int.min...Int.max, using: &rng)),
      "ratio": .number(Double.random(in: -1e20...1e20, using: &rng)),
      "whole": .number(2), "tiny": .number(1e-7), "fog": .bool(Bool.random(using: &rng)),
      "author": .string("Zoë \"the\" maker\t"),
    ]
    return try Board(
      name: "Random \(Int.random(in: 0...99, using: &rng))",
      orientation: Bool.random(using: &rng) ? .flat : .pointy, palette: palette,
      terrain: HexMap(grid: grid, storage: storage), elevation: elevation, objects: objects,
      properties: properties)
  }

  @Test func randomBoardsRoundTrip() throws {
    var rng = TestRandom(seed: 2024)
    for _ in 0..<150 {
      let board = try Self.randomBoard(&rng)
      let radius = [16, 15, 2, 40].randomElement(using: &rng) ?? 16
      let back = try roundTrip(board, radius: radius)
      #expect(back == board)
      #expect(try MapFile.encode(back) == MapFile.encode(board))
    }
  }

  @Test func exportIsDeterministicAndDescribesTheGeometry() throws {
    let board = try Board.load(from: TestPaths.repositoryRoot + "/Maps/skirmish.json")
    let a = try TiledMap.encode(board)
    let b = try TiledMap.encode(board)
    #expect(a.mapFile == b.mapFile && a.tilesetImage == b.tilesetImage)
    let text = String(decoding: a.mapFile, as: UTF8.self)
    for fragment in [
      "\"orientation\": \"hexagonal\"", "\"staggeraxis\": \"x\"", "\"staggerindex\": \"odd\"",
      "\"tilewidth\": 32", "\"tileheight\": 28", "\"hexsidelength\": 16",
      "\"image\": \"tiles.png\"",
      "\"type\": \"objectgroup\"", "\"name\": \"terrain\"", "\"type\": \"grass\"",
    ] {
      #expect(text.contains(fragment), "\(fragment)")
    }
    #expect(TiledGeometry(radius: 16, convention: .oddR).tileWidth == 28)
    #expect(TiledGeometry(radius: 16, convention: .oddR).tileHeight == 32)
    #expect(TiledGeometry(radius: 17, convention: .evenQ).tileHeight == 30)
  }

  @Test(arguments: OffsetConvention.allCases)
  func layoutAgreesWithTiledFormulas(convention: OffsetConvention) {
    for geometry in [
      TiledGeometry(radius: 16, convention: convention),
      TiledGeometry(radius: 15, convention: convention),
      TiledGeometry(tileWidth: 14, tileHeight: 12, hexSideLength: 6, convention: convention),
    ] {
      let layout = geometry.layout
      for y in -5...5 {
        for x in -5...5 {
          let tiled = geometry.tileCenter(x: x, y: y)
          let ours = layout.center(
            of: Hex(OffsetCoordinate(col: x, row: y), convention: convention))
          #expect(abs(tiled.x - ours.x) < 1e-9 && abs(tiled.y - ours.y) < 1e-9)
          #expect(layout.hex(at: tiled).offset(in: convention) == OffsetCoordinate(col: x, row: y))
        }
      }
    }
    // Known answers: odd-q column 1 is shoved down half a tile.
    let flat = TiledGeometry(radius: 16, convention: .oddQ)
    #expect(flat.tileCenter(x: 1, y: 0) == Point(x: 40, y: 28))
    #expect(flat.tileCenter(x: 0, y: 1) == Point(x: 16, y: 42))
    let pointy = TiledGeometry(radius: 16, convention: .evenR)
    #expect(pointy.tileCenter(x: 0, y: 0) == Point(x: 28, y: 16))
    #expect(pointy.tileCenter(x: 0, y: 1) == Point(x: 14, y: 40))
  }

  @Test func cellCentresCoverEveryCellInsideTheMap() throws {
    let board = try Board.load(from: TestPaths.repositoryRoot + "/Maps/arena.json")
    let exported = try TiledMap.encode(board)
    let image = try TiledTilesetImage(exported.tilesetImage)
    #expect(image.width == min(board.palette.count, 16) * 32)
    var indices: [Int] = []
    TiledMap.forEachCellCenter(board, options: TiledExportOptions()) { index, center in
      indices.append(index)
      #expect(center.x >= 0 && center.y >= 0)
      #expect(board.grid.isCell(index))
    }
    #expect(indices == Array(0..<board.grid.indexCount).filter(board.grid.isCell))
  }

  /// The tileset image is deflate-compressed (flat hexagons on transparency shrink many
  /// times over) and decodes to the exporter's pixels.
  @Test func tilesetImageIsCompressed() throws {
    let board = try Board.load(from: TestPaths.repositoryRoot + "/Maps/arena.json")
    let exported = try TiledMap.encode(board)
    let decoded = try PNGImage.decode(exported.tilesetImage)
    #expect(exported.tilesetImage.count * 8 < decoded.pixels.count)
    #expect(decoded.encoded() == exported.tilesetImage)
  }
}

/// The size of a PNG from its header.
struct TiledTilesetImage {
  let width: Int
  let height: Int

  init(_ bytes: [UInt8]) throws {
    guard bytes.count > 24 else { throw TiledError(.malformed, file: "", "short PNG") }
    func be32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    width = be32(16)
    height = be32(20)
  }
}
