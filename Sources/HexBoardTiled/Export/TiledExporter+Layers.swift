// Writing a board's categorical named layers for Tiled: one tile layer each (named after
// the layer, marked with a `hexboard:layer` property), whose tiles are the layer's
// palette, appended to the one tileset after the terrains. Numeric layers are not
// exported (a tile per number would be no picture; the CLI warns that they stay behind).
// HexBoardTiled.docc/Tiled.md describes the layers.

import HexBoard
import HexJSON

extension TiledExporter {
  /// The tile layer property that marks a tile layer as a HexBoard layer, and the tile
  /// property naming the layer a tile belongs to.
  static let layerProperty = TiledMap.reservedPrefix + "layer"
  /// The tile property holding a layer tile's value id.
  static let valueProperty = TiledMap.reservedPrefix + "value"
  /// The properties of an exported layer's tile layer.
  static let layerMarker: [(String, String)] = [(layerProperty, "categorical")]
  /// The colour of the tile of a layer value that has none.
  static let uncolouredValue = RGBColor(red: 0x80, green: 0x80, blue: 0x80)

  /// The categorical layers, in board order, each with the local tile id before its first
  /// value's (the value with code `k` is tile `firstTile + k - 1`, GID `firstTile + k`).
  var exportedLayers: [(layer: BoardLayer, firstTile: Int)] {
    var next = board.palette.count
    var result: [(BoardLayer, Int)] = []
    for layer in board.layers where layer.isCategorical {
      result.append((layer, next))
      next += layer.palette.count
    }
    return result
  }

  /// The most layer-value tiles an export draws: the image stays within 256 rows of 16
  /// tiles (about 15 MB decoded at the default radius), where a board's layers could ask
  /// for millions of tiles.
  static let maximumLayerValueTiles = 4096

  /// Refuses a board whose categorical layers have more values than
  /// ``maximumLayerValueTiles``, before anything is drawn or written.
  func checkLayerTiles() throws {
    let values = tileCount - board.palette.count
    guard values <= Self.maximumLayerValueTiles else {
      throw TiledError(
        .unexportable, file: "",
        "the board's categorical layers have \(values) values; a Tiled export draws at most \(Self.maximumLayerValueTiles) value tiles"
      )
    }
  }

  /// How many tiles the tileset holds: the terrains, then every categorical layer's values.
  var tileCount: Int {
    board.palette.count + board.layers.reduce(0) { $0 + $1.palette.count }
  }

  /// Each tile's colour, in tile order.
  var tileColors: [RGBColor] {
    board.palette.map(\.color)
      + board.layers.flatMap { $0.palette.map { $0.color ?? Self.uncolouredValue } }
  }

  /// How many feature layers the export writes (their ids come before the named layers').
  var featureLayerCount: Int {
    writesFeatureLayers ? board.edgePalette.count + board.vertexPalette.count : 0
  }

  /// Writes a tile layer `{…}` (no separator after it): its GIDs row by row, `gid` giving
  /// each cell's from its storage index, 0 for holes.
  func writeTileLayer(
    id: Int, name: String, properties: [(String, String)]?, to w: inout JSONWriter,
    spill: (inout JSONWriter) throws -> Void, gid: (Int) -> Int
  ) throws {
    let grid = board.grid
    w.raw("  {\n   \"data\": [\n")
    for row in 0..<grid.height {
      w.raw("    ")
      for col in 0..<grid.width {
        let index = row * grid.width + col
        w.integer(grid.isCell(index) ? gid(index) : 0)
        if col < grid.width - 1 || row < grid.height - 1 {
          w.raw(col < grid.width - 1 ? ", " : ",")
        }
      }
      w.raw("\n")
      try spill(&w)
    }
    w.raw("   ],\n   \"height\": ")
    w.integer(grid.height)
    w.raw(",\n   \"id\": ")
    w.integer(id)
    w.raw(",\n   \"name\": ")
    w.string(name)
    w.raw(",\n   \"opacity\": 1,\n")
    if let properties {
      w.raw("   \"properties\": [")
      for (index, (key, value)) in properties.enumerated() {
        w.raw(index == 0 ? "{\"name\": " : ", {\"name\": ")
        w.string(key)
        w.raw(", \"type\": \"string\", \"value\": ")
        w.string(value)
        w.raw("}")
      }
      w.raw("],\n")
    }
    w.raw("   \"type\": \"tilelayer\",\n   \"visible\": true,\n   \"width\": ")
    w.integer(grid.width)
    w.raw(",\n   \"x\": 0,\n   \"y\": 0\n  }")
  }

  /// Writes the tiles of the layers' values (after the terrains' `{…},\n` entries, the
  /// last terrain's entry already ending the list when there are none): class the value's
  /// id, properties its colour, layer, id and name.
  func writeLayerValueTiles(to w: inout JSONWriter) {
    let count = tileCount
    for (layer, firstTile) in exportedLayers {
      for (k, value) in layer.palette.enumerated() {
        let tile = firstTile + k
        w.raw("    {\"id\": ")
        w.integer(tile)
        w.raw(", \"properties\": [")
        if let color = value.color {
          w.raw("{\"name\": \"color\", \"type\": \"color\", \"value\": ")
          w.string("#ff" + color.description.dropFirst())
          w.raw("}, ")
        }
        w.raw("{\"name\": ")
        w.string(Self.layerProperty)
        w.raw(", \"type\": \"string\", \"value\": ")
        w.string(layer.name)
        w.raw("}, {\"name\": ")
        w.string(Self.valueProperty)
        w.raw(", \"type\": \"string\", \"value\": ")
        w.string(value.id)
        w.raw("}, {\"name\": \"name\", \"type\": \"string\", \"value\": ")
        w.string(value.name)
        w.raw("}], \"type\": ")
        w.string(value.id)
        w.raw(tile == count - 1 ? "}\n" : "},\n")
      }
    }
  }
}
