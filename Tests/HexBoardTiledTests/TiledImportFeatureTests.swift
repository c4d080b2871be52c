import Foundation
import HexBoard
import HexBoardTiled
import HexTestSupport
import Testing

/// Tiled features beyond the fixtures: encodings, external tilesets, infinite maps, several
/// layers, objects, properties; and the errors for what cannot be imported.
@Suite("Tiled import features and errors")
struct TiledImportFeatureTests {
  /// GIDs of a 3×2 map: grass, water, grass / water, (empty), grass+flip.
  static let gids: [UInt32] = [1, 2, 1, 2, 0, 0x8000_0001]

  static func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

  static var littleEndian: [UInt8] {
    gids.flatMap { g in (0..<4).map { UInt8((g >> (8 * $0)) & 0xFF) } }
  }

  func layer(
    _ data: String, encoding: String? = nil, compression: String? = nil, name: String = "ground"
  )
    -> String
  {
    var text =
      "{\"type\": \"tilelayer\", \"name\": \"\(name)\", \"width\": 3, \"height\": 2, \"data\": \(data)"
    if let encoding { text += ", \"encoding\": \"\(encoding)\"" }
    if let compression { text += ", \"compression\": \"\(compression)\"" }
    return text + "}"
  }

  func load(_ json: String, path: String = "test.tmj", layer: String? = nil) throws -> TiledImport {
    try TiledMap.decode(
      Array(json.utf8), format: .json, path: path, layer: layer, readsFiles: false)
  }

  func checkSmallMap(_ board: Board) {
    #expect(board.palette.map(\.id) == ["grass", "water"])
    #expect(board.palette[1].color == "#1f4e8c")
    #expect(board.palette[1].movementCost == nil)
    #expect(board.grid.cellCount == 5)
    let ids = board.grid.hexes.compactMap { board.terrain(at: $0)?.id }
    #expect(ids == ["grass", "water", "grass", "water", "grass"])
  }

  @Test func csvArrayAndBase64Encodings() throws {
    checkSmallMap(try load(tiledMinimalMap(layer: layer("[1, 2, 1, 2, 0, 2147483649]"))).board)
    checkSmallMap(
      try load(
        tiledMinimalMap(layer: layer("\"\(Self.base64(Self.littleEndian))\"", encoding: "base64"))
      ).board)
    // zlib and gzip, produced by Python's zlib.compress and gzip.compress(mtime=0).
    let zlib: [UInt8] = [
      0x78, 0x9c, 0x63, 0x64, 0x60, 0x60, 0x60, 0x02, 0x62, 0x46, 0x28, 0xcd, 0x00, 0x61, 0x37,
      0x00, 0x00, 0x01, 0x04, 0x00, 0x88,
    ]
    checkSmallMap(
      try load(
        tiledMinimalMap(
          layer: layer("\"\(Self.base64(zlib))\"", encoding: "base64", compression: "zlib"))
      ).board)
    let gzip: [UInt8] = [
      0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0x63, 0x64, 0x60, 0x60, 0x60,
      0x02, 0x62, 0x46, 0x28, 0xcd, 0x00, 0x61, 0x37, 0x00, 0x00, 0xc0, 0x32, 0x7d, 0xff, 0x18,
      0x00, 0x00, 0x00,
    ]
    checkSmallMap(
      try load(
        tiledMinimalMap(
          layer: layer("\"\(Self.base64(gzip))\"", encoding: "base64", compression: "gzip"))
      ).board)
  }

  @Test func zstdIsRefusedClearly() throws {
    let error = #expect(throws: TiledError.self) {
      try load(
        tiledMinimalMap(
          layer: layer("\"KLUv/SAYwQAAAQAAAAIAAAA=\"", encoding: "base64", compression: "zstd")))
    }
    #expect(error?.kind == .unsupported)
    #expect(
      error?.description.hasPrefix("test.tmj: layer 'ground': zstd compression is not supported")
        == true)
  }

  @Test func nonHexagonalMapsAreRefused() throws {
    let error = #expect(throws: TiledError.self) {
      try load(tiledMinimalMap(layer: layer("[1, 2, 1, 2, 0, 1]"), orientation: "orthogonal"))
    }
    #expect(error?.kind == .unsupported)
    #expect(
      error?.description == "test.tmj: the map is orthogonal; only hexagonal maps can be imported")
  }

  @Test func brokenFilesAreRefused() throws {
    let json = #expect(throws: TiledError.self) { try load("{\"type\": \"map\", ") }
    #expect(json?.kind == .malformed)
    #expect(json?.description.hasPrefix("test.tmj: not valid JSON: line 1") == true)
    let xml = #expect(throws: TiledError.self) {
      try TiledMap.decode(
        Array("<map orientation='hexagonal'><layer>".utf8), format: .xml, path: "m.tmx")
    }
    #expect(xml?.description.hasPrefix("m.tmx: not valid XML") == true)
    let short = #expect(throws: TiledError.self) {
      try load(tiledMinimalMap(layer: layer("[1, 2, 1]")))
    }
    #expect(short?.description == "test.tmj: layer 'ground': the data holds 3 tiles; expected 6")
    let badZlib = #expect(throws: TiledError.self) {
      try load(
        tiledMinimalMap(
          layer: layer("\"eJxjZGBgYAJiRijNAGE3AAABBAAA\"", encoding: "base64", compression: "zlib"))
      )
    }
    #expect(badZlib?.description.contains("zlib data:") == true)
    let missing = #expect(throws: TiledError.self) {
      try load("{\"type\": \"map\", \"orientation\": \"hexagonal\"}")
    }
    #expect(missing?.description == "test.tmj: the map: missing 'width'")
    let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(throws: TiledError.self) { try load(deep) }
    let nested = String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100)
    #expect(throws: TiledError.self) {
      try TiledMap.decode(Array(nested.utf8), format: .xml, path: "deep.tmx")
    }
    let huge = #expect(throws: TiledError.self) {
      try load(
        tiledMinimalMap(
          layer:
            "{\"type\": \"tilelayer\", \"name\": \"g\", \"width\": 100000, \"height\": 100000, \"data\": []}"
        ))
    }
    #expect(huge?.description == "test.tmj: layers[0]: 'width' is 100000, outside 0…65536")
  }

  @Test func gidsOutsideEveryTilesetAreRefused() throws {
    let error = #expect(throws: TiledError.self) {
      try load(tiledMinimalMap(layer: layer("[1, 2, 1, 2, 9, 1]")))
    }
    #expect(error?.kind == .unsupported)
    #expect(error?.description.contains("tile (1, 1) has GID 9, which is in no tileset") == true)
    #expect(throws: TiledError.self) {
      try load(tiledMinimalMap(layer: layer("[0, 0, 0, 0, 0, 0]")))
    }
  }

  @Test func layersAreChosenByName() throws {
    let map = tiledMinimalMap(
      layer: layer("[3, 3, 3, 3, 3, 3]", name: "base"),
      extraLayers: ", {\"type\": \"group\", \"name\": \"g\", \"layers\": ["
        + layer("[1, 2, 1, 2, 0, 1]", name: "ground") + "]}")
    let first = try load(map)
    #expect(first.layerName == "base")
    #expect(first.board.palette.map(\.id) == ["grass", "water", "tile-3"])
    #expect(first.board.grid.shape == .rectangle(columns: 3, rows: 2))
    let chosen = try load(map, layer: "ground")
    #expect(chosen.layerName == "ground")
    checkSmallMap(chosen.board)
    let error = #expect(throws: TiledError.self) { try load(map, layer: "sky") }
    #expect(
      error?.description
        == "test.tmj: the map has no tile layer named 'sky' (its tile layers: 'base', 'ground')")
  }

  @Test func infiniteMapsKeepTheirTileCoordinates() throws {
    let chunks = """
      {"type": "tilelayer", "name": "ground", "width": 4, "height": 4, "startx": -2, "starty": -2,
       "chunks": [{"x": -2, "y": -2, "width": 2, "height": 2, "data": [1, 0, 0, 2]},
                  {"x": 0, "y": 0, "width": 2, "height": 2, "data": [0, 0, 1, 0]}]}
      """
    let board = try load(tiledMinimalMap(layer: chunks, infinite: true)).board
    let cells = board.grid.hexes.map { $0.offset(in: .oddQ) }
    #expect(
      cells == [
        OffsetCoordinate(col: -2, row: -2), OffsetCoordinate(col: -1, row: -1),
        OffsetCoordinate(col: 0, row: 1),
      ])
    #expect(board.grid.origin == OffsetCoordinate(col: -2, row: -2))
    #expect(board.terrain(at: Hex(OffsetCoordinate(col: -1, row: -1)))?.id == "water")
  }

  @Test func externalTilesetsResolveRelativeToTheMap() throws {
    let folder = try tiledTemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder + "/sets", withIntermediateDirectories: true)
    try tiledWrite(
      """
      {"type": "tileset", "name": "ext", "tilecount": 2, "columns": 2, "tilewidth": 32, "tileheight": 28,
       "tiles": [{"id": 0, "class": "sand", "properties": [{"name": "symbol", "type": "string", "value": ":"}]},
                 {"id": 1, "properties": [{"name": "terrain", "type": "string", "value": "rock"},
                                          {"name": "blocksSight", "type": "bool", "value": true}]}]}
      """, to: folder + "/sets/ext.tsj")
    try tiledWrite(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <tileset name="x" tilewidth="32" tileheight="28" tilecount="1" columns="1">
       <tile id="0" type="lava"><properties><property name="cost" type="int" value="7"/></properties></tile>
      </tileset>
      """, to: folder + "/sets/lava.tsx")
    let sets =
      "[{\"firstgid\": 1, \"source\": \"sets/ext.tsj\"}, {\"firstgid\": 3, \"source\": \"sets/lava.tsx\"}]"
    let map = tiledMinimalMap(layer: layer("[1, 2, 3, 1, 2, 3]"), tilesets: sets)
    try tiledWrite(map, to: folder + "/map.tmj")
    let board = try TiledMap.load(from: folder + "/map.tmj").board
    #expect(board.palette.map(\.id) == ["sand", "rock", "lava"])
    #expect(board.palette[0].symbol == ":")
    #expect(board.palette[1].blocksSight)
    #expect(board.palette[2].movementCost == 7)
    // The same map in XML.
    try tiledWrite(
      """
      <map version="1.8" orientation="hexagonal" width="3" height="2" tilewidth="32" tileheight="28"
           hexsidelength="16" staggeraxis="x" staggerindex="odd">
       <tileset firstgid="1" source="sets/ext.tsj"/>
       <tileset firstgid="3" source="sets/lava.tsx"/>
       <layer name="ground" width="3" height="2"><data encoding="csv">1,2,3,
      1,2,3</data></layer>
      </map>
      """, to: folder + "/map.tmx")
    #expect(try TiledMap.load(from: folder + "/map.tmx").board == board)
    // A missing tileset file names the file.
    try FileManager.default.removeItem(atPath: folder + "/sets/lava.tsx")
    let error = #expect(throws: TiledError.self) {
      try TiledMap.load(from: folder + "/map.tmj")
    }
    #expect(error?.kind == .io)
    #expect(error?.file == folder + "/map.tmj")
    #expect(
      error?.message == "tileset source 'sets/lava.tsx' cannot be opened: No such file or directory"
    )
    try? FileManager.default.removeItem(atPath: folder)
  }

  @Test func objectsAndPropertiesImport() throws {
    let objects = """
      , {"type": "objectgroup", "name": "things", "objects": [
        {"id": 4, "name": "hq", "type": "town", "x": 40, "y": 28, "point": true,
         "properties": [{"name": "level", "type": "int", "value": 3}, {"name": "big", "type": "bool", "value": true}]},
        {"id": 5, "name": "", "class": "tree", "x": 4, "y": 4, "width": 24, "height": 20},
        {"id": 6, "name": "hq", "type": "tile", "gid": 1, "x": 50, "y": 70, "width": 32, "height": 28},
        {"id": 7, "name": "far", "x": 900, "y": 900, "point": true}]}
      """
    var map = tiledMinimalMap(layer: layer("[1, 2, 1, 2, 0, 1]"), extraLayers: objects)
    map = map.replacingOccurrences(
      of: "\"infinite\": false,",
      with:
        "\"infinite\": false, \"properties\": [{\"name\": \"seed\", \"type\": \"int\", \"value\": 42}, {\"name\": \"r\", \"type\": \"float\", \"value\": 0.5}, {\"name\": \"fog\", \"type\": \"bool\", \"value\": false}, {\"name\": \"by\", \"value\": \"me\"}],"
    )
    let imported = try load(map)
    let board = imported.board
    #expect(
      board.properties == [
        "seed": .integer(42), "r": .number(0.5), "fog": .bool(false), "by": .string("me"),
      ])
    let placed = Array(board.objects)
    #expect(placed.map(\.id) == ["hq", "object-5", "object-6"])
    #expect(placed[0].kind == "town")
    #expect(placed[0].position == Hex(OffsetCoordinate(col: 1, row: 0)))
    #expect(placed[0].properties == ["level": 3, "big": true])
    #expect(placed[1].kind == "tree")
    #expect(placed[1].position == Hex(OffsetCoordinate(col: 0, row: 0)))
    // A tile object's (x, y) is its bottom-left corner: centre (66, 56) is cell (2, 1).
    #expect(placed[2].position == Hex(OffsetCoordinate(col: 2, row: 1)))
    #expect(imported.warnings == [.objectOnNoCell(id: 7, name: "far", x: 900, y: 900)])
    #expect(
      imported.warnings.map(\.description) == [
        "object 'far' at (900.0, 900.0) is on no cell; skipped"
      ])
  }

  @Test func tmxTileElementsAndBase64Gzip() throws {
    func tmx(_ data: String) -> [UInt8] {
      Array(
        """
        <map orientation="hexagonal" width="3" height="2" tilewidth="28" tileheight="32"
             hexsidelength="16" staggeraxis="y" staggerindex="even">
         <properties><property name="note">two
        lines</property></properties>
         <tileset firstgid="1" name="t" tilewidth="28" tileheight="32" tilecount="2">
          <tile id="0" class="grass"/><tile id="1" type="water"/>
         </tileset>
         <layer name="ground" width="3" height="2">\(data)</layer>
        </map>
        """.utf8)
    }
    let tiles = "<data>" + Self.gids.map { "<tile gid=\"\($0)\"/>" }.joined() + "</data>"
    let a = try TiledMap.decode(tmx(tiles), format: .xml, path: "a.tmx", readsFiles: false)
    let gzip =
      "<data encoding=\"base64\" compression=\"gzip\">H4sIAAAAAAACA2NkYGBgAmJGKM0AYTcAAMAyff8YAAAA</data>"
    let b = try TiledMap.decode(tmx(gzip), format: .xml, path: "a.tmx", readsFiles: false)
    #expect(a.board == b.board)
    #expect(a.board.grid.convention == .evenR)
    #expect(a.board.orientation == .pointy)
    // A multi-line string cannot be a board property value: skipped, with a warning.
    #expect(a.board.properties.isEmpty)
    #expect(
      a.warnings == [
        .mapPropertyRefused(name: "note", problem: "control character U+000A in a property value")
      ])
    #expect(
      a.warnings.map(\.description) == [
        "map property 'note': control character U+000A in a property value; skipped"
      ])
    #expect(a.board.palette.map(\.id) == ["grass", "water"])
    #expect(a.board.grid.cellCount == 5)
  }
}
