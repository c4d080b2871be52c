// Named categorical layers from Tiled tile layers: every tile layer HexBoard's export
// marked (`hexboard:layer`), and the ones the caller names (a foreign map's "Decoration").
// A layer's palette is the tiles marked as its values, in GID order (so unused values stay),
// then the other tiles it uses; GID 0 is none.

import HexBoard
import HexText

extension TiledImporter {
  /// The tile layers that become named layers: the marked ones and those named in
  /// `overlays`, in document order, never the terrain layer.
  ///
  /// - Throws: ``TiledError`` for a name in `overlays` that is no tile layer, or that is
  ///   the terrain layer.
  func pickOverlays(_ overlays: [String], terrain: String) throws -> [TiledTileLayer] {
    for name in overlays {
      if name == terrain {
        throw TiledError(
          "the tile layer \(MessageText.quotedExcerpt(name)) holds the terrain; it cannot also be a layer"
        )
      }
      _ = try pickLayer(name)
    }
    return document.tileLayers.filter {
      $0.name != terrain && ($0.isBoardLayer || overlays.contains($0.name))
    }
  }

  /// The named layer a tile layer makes on `grid`.
  ///
  /// - Throws: ``TiledError`` for a GID in no tileset, a value id the map file cannot hold,
  ///   or a name that is no valid layer name (checked when the board takes the layers).
  func boardLayer(_ tileLayer: TiledTileLayer, grid: MapGrid, shift: OffsetCoordinate) throws
    -> BoardLayer
  {
    let tilesets = document.tilesets.sorted { $0.firstGID < $1.firstGID }
    let tiles = try TileBox(tileLayer)
    let used = try checkGIDs(tiles, layer: tileLayer, tilesets: tilesets)
    var palette: [LayerValue] = []
    var indexOfID: [String: Int] = [:]
    var codeOfGID: [UInt32: Int32] = [:]
    func add(_ gid: UInt32, _ tile: TiledTile?) throws {
      let value = Self.layerValue(gid, tile)
      if let problem = BoardText.problem(value.id, as: .id) {
        throw TiledError(
          "layer \(MessageText.quotedExcerpt(tileLayer.name)): tile GID \(gid): \(MessageText.quotedExcerpt(value.id)) cannot be a value id: \(problem)",
          kind: .unsupported)
      }
      if let existing = indexOfID[value.id] {
        codeOfGID[gid] = Int32(existing + 1)
        return
      }
      indexOfID[value.id] = palette.count
      palette.append(value)
      codeOfGID[gid] = Int32(palette.count)
    }
    // The values HexBoard's export wrote for this layer, whether used or not.
    for set in tilesets {
      for local in set.tiles.keys.sorted() {
        guard let tile = set.tiles[local], Self.layerName(of: tile) == tileLayer.name else {
          continue
        }
        try add(UInt32(set.firstGID + local), tile)
      }
    }
    for gid in used.sorted() where codeOfGID[gid] == nil {
      let tile = Self.locate(gid, in: tilesets).flatMap { $0.0.tiles[$0.1] }
      try add(gid, tile)
    }
    guard palette.count <= Board.maximumLayerPaletteSize else {
      throw TiledError(
        "layer \(MessageText.quotedExcerpt(tileLayer.name)) uses \(palette.count) different tiles; a layer holds at most \(Board.maximumLayerPaletteSize) values",
        kind: .unsupported)
    }
    var codes = CellLayer<Int32>(grid: grid, fill: BoardLayer.noValue)
    for index in grid.indices {
      let cell = grid.offset(at: index)
      let x = cell.col - shift.col - tiles.minX
      let y = cell.row - shift.row - tiles.minY
      guard (0..<tiles.width).contains(x), (0..<tiles.height).contains(y) else { continue }
      let gid = tiles.gids[y * tiles.width + x]
      if gid != 0, let code = codeOfGID[gid] { codes[index: index] = code }
    }
    return BoardLayer(name: tileLayer.name, kind: .categorical(palette: palette), codes: codes)
  }

  /// The layer a tile belongs to, as HexBoard's export marks it.
  static func layerName(of tile: TiledTile) -> String? {
    for property in tile.properties where property.name == TiledExporter.layerProperty {
      if case .string(let name)? = property.value { return name }
    }
    return nil
  }

  /// The value a tile stands for: the id HexBoard's export wrote, else the tile's class or
  /// `terrain` property, else `tile-GID`; its name and colour from the `name` and `color`
  /// properties.
  static func layerValue(_ gid: UInt32, _ tile: TiledTile?) -> LayerValue {
    var id: String?
    var name: String?
    var color: RGBColor?
    for property in tile?.properties ?? [] {
      switch (property.name, property.value) {
      case (TiledExporter.valueProperty, .string(let text)?): id = text
      case ("name", .string(let text)?): name = text
      case ("color", .string(let text)?):
        let hex = text.utf8.count == 9 ? "#" + String(text.dropFirst(3)) : text
        color = RGBColor(parsing: hex)
      default: continue
      }
    }
    if id == nil, let tile, !tile.type.isEmpty { id = tile.type }
    if id == nil, let tile {
      for property in tile.properties where property.name == "terrain" {
        if case .string(let text)? = property.value, !text.isEmpty { id = text }
      }
    }
    let valueID = id ?? "tile-\(gid)"
    let shownName = name.flatMap { BoardText.problem($0, as: .name) == nil ? $0 : nil }
    return LayerValue(id: valueID, name: shownName, color: color)
  }
}
