import HexBoard
import HexBoardTiled
import Testing

/// Named layers through Tiled: a categorical layer becomes a tile layer whose tiles follow
/// the terrains' in the one tileset, and comes back on import; numeric layers stay behind;
/// a foreign map's other tile layers import as layers when named.
@Suite("Tiled named layers")
struct TiledLayerTests {
  static func offset(_ col: Int, _ row: Int) -> Hex {
    Hex(OffsetCoordinate(col: col, row: row), convention: .oddQ)
  }

  /// A 5 × 4 board with two categorical layers (one value unused, one uncoloured) around
  /// a numeric one, and a hole-free rectangle.
  static func layeredBoard() throws -> Board {
    var board = try Board(name: "Layers", grid: MapGrid(columns: 5, rows: 4), fill: "grass")
    try board.setTerrain("ocean", at: offset(0, 0))
    try board.addLayer(
      "overlay",
      kind: .categorical(palette: [
        LayerValue(id: "forest", name: "Pine forest", color: "#228822"),
        LayerValue(id: "village", color: "#c8a060"),
        LayerValue(id: "castle"),
      ]))
    try board.addLayer("owner", kind: .numeric)
    try board.addLayer("roads", kind: .categorical(palette: [LayerValue(id: "road")]))
    try board.setLayerValue("forest", inLayer: "overlay", at: offset(1, 1))
    try board.setLayerValue("forest", inLayer: "overlay", at: offset(2, 1))
    try board.setLayerValue("village", inLayer: "overlay", at: offset(4, 3))
    try board.setLayerNumber(3, inLayer: "owner", at: offset(0, 0))
    try board.setLayerValue("road", inLayer: "roads", at: offset(3, 0))
    return board
  }

  /// Board → .tmj → board: the categorical layers come back whole (palettes with their
  /// names, colours and unused values; every cell), the numeric one is left out.
  @Test func categoricalLayersRoundTrip() throws {
    let board = try Self.layeredBoard()
    let exported = try TiledMap.encode(board)
    let text = String(decoding: exported.mapFile, as: UTF8.self)
    #expect(text.contains("\"name\": \"overlay\""))
    #expect(text.contains("\"name\": \"roads\""))
    #expect(!text.contains("\"name\": \"owner\""))
    let back = try TiledMap.decode(exported.mapFile, format: .json, readsFiles: false).board
    var expected = board
    try expected.removeLayer("owner")
    #expect(back.layers == expected.layers)
    #expect(back.palette == board.palette)
    #expect(back.terrain == board.terrain)
    // The whole board equals, but for the layer that has no tile.
    #expect(back == expected)
  }

  /// A board without layers exports as before: one tile layer, terrain tiles only.
  @Test func aBoardWithoutLayersHasOneTileLayer() throws {
    var board = try Self.layeredBoard()
    for name in ["overlay", "owner", "roads"] { try board.removeLayer(name) }
    let text = String(decoding: try TiledMap.encode(board).mapFile, as: UTF8.self)
    #expect(text.components(separatedBy: "\"tilelayer\"").count == 2)
    #expect(!text.contains("hexboard:layer"))
    #expect(text.contains("\"nextlayerid\": 3,"))
  }

  /// Picking the overlay's tile layer as the terrain layer gives terrains, and the
  /// terrain layer then is no layer (only marked layers and named ones become layers).
  @Test func theTerrainLayerIsNeverAlsoALayer() throws {
    let exported = try TiledMap.encode(try Self.layeredBoard())
    let imported = try TiledMap.decode(
      exported.mapFile, format: .json, layer: "terrain", overlays: [], readsFiles: false)
    #expect(imported.board.layers.map(\.name) == ["overlay", "roads"])
    let error = #expect(throws: TiledError.self) {
      try TiledMap.decode(
        exported.mapFile, format: .json, layer: "terrain", overlays: ["terrain"],
        readsFiles: false)
    }
    #expect(error?.description.contains("holds the terrain") == true)
    let missing = #expect(throws: TiledError.self) {
      try TiledMap.decode(exported.mapFile, format: .json, overlays: ["trees"], readsFiles: false)
    }
    #expect(missing?.description.contains("no tile layer named 'trees'") == true)
  }

  /// A .tmx map (as Tiled saves an exported map) imports its marked tile layer without
  /// being asked, its palette from the marked tiles (the unused one too).
  @Test func aMarkedTileLayerInTMXComesBack() throws {
    let tmx = Array(
      """
      <map orientation="hexagonal" width="2" height="2" tilewidth="32" tileheight="28"
           hexsidelength="16" staggeraxis="x" staggerindex="odd">
       <tileset firstgid="1" name="t" tilewidth="32" tileheight="28" tilecount="3">
        <tile id="0" type="grass"/>
        <tile id="1" type="forest"><properties>
         <property name="hexboard:layer" value="overlay"/>
         <property name="hexboard:value" value="forest"/>
         <property name="name" value="Pine forest"/>
         <property name="color" type="color" value="#ff228822"/></properties></tile>
        <tile id="2" type="castle"><properties>
         <property name="hexboard:layer" value="overlay"/>
         <property name="hexboard:value" value="castle"/></properties></tile>
       </tileset>
       <layer name="terrain" width="2" height="2"><data encoding="csv">1,1,1,1</data></layer>
       <layer name="overlay" width="2" height="2">
        <properties><property name="hexboard:layer" value="categorical"/></properties>
        <data encoding="csv">0,2,0,0</data></layer>
      </map>
      """.utf8)
    let board = try TiledMap.decode(tmx, format: .xml, path: "m.tmx", readsFiles: false).board
    #expect(board.palette.map(\.id) == ["grass"], "value tiles are no terrains")
    let layer = try #require(board.layer(named: "overlay"))
    #expect(
      layer.palette == [
        LayerValue(id: "forest", name: "Pine forest", color: "#228822"), LayerValue(id: "castle"),
      ])
    #expect(layer.codes.flattened() == [0, 1, 0, 0])
  }

  /// Layers whose values would make a tileset image of millions of tiles are refused
  /// before anything is drawn.
  @Test func tooManyValueTilesAreRefused() throws {
    var board = try Board(name: "Big", grid: MapGrid(columns: 2, rows: 2), fill: "grass")
    try board.addLayer(
      "many", kind: .categorical(palette: (0...4096).map { LayerValue(id: "v\($0)") }))
    let error = #expect(throws: TiledError.self) { try TiledMap.encode(board) }
    #expect(error?.kind == .unexportable)
    #expect(error?.description.contains("4097 values") == true)
  }

  /// A foreign .tmx map: its second tile layer imports as a layer only when named, its
  /// values from the tiles' classes (or `tile-GID`), GID 0 none; without the name the
  /// import is what it always was.
  @Test func aForeignTileLayerImportsWhenNamed() throws {
    let tmx = Array(
      """
      <map orientation="hexagonal" width="3" height="2" tilewidth="32" tileheight="28"
           hexsidelength="16" staggeraxis="x" staggerindex="odd">
       <tileset firstgid="1" name="t" tilewidth="32" tileheight="28" tilecount="4">
        <tile id="0" class="grass"/><tile id="1" class="water"/><tile id="2" class="tree"/>
       </tileset>
       <layer name="Ground" width="3" height="2"><data encoding="csv">1,1,2,
      2,1,1</data></layer>
       <layer name="Decoration" width="3" height="2"><data encoding="csv">3,0,0,
      0,4,3</data></layer>
      </map>
      """.utf8)
    let plain = try TiledMap.decode(tmx, format: .xml, path: "m.tmx", readsFiles: false).board
    #expect(plain.layers.isEmpty)
    let board = try TiledMap.decode(
      tmx, format: .xml, path: "m.tmx", layer: "Ground", overlays: ["Decoration"],
      readsFiles: false
    ).board
    #expect(board.terrain == plain.terrain)
    let layer = try #require(board.layer(named: "Decoration"))
    #expect(layer.palette.map(\.id) == ["tree", "tile-4"])
    #expect(layer.value(at: Self.offset(0, 0))?.id == "tree")
    #expect(layer.value(at: Self.offset(1, 0)) == nil)
    #expect(layer.value(at: Self.offset(1, 1))?.id == "tile-4")
    #expect(layer.value(at: Self.offset(2, 1))?.id == "tree")
  }
}
