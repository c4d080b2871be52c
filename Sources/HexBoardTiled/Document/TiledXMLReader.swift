// Reading Tiled's XML formats (.tmx maps, .tsx tilesets) into a ``TiledDocument``.

import HexBoard
import HexCodecs
import HexText

/// Reads `.tmx` maps and `.tsx` tilesets.
enum TiledXMLReader {
  /// The map in `bytes`, read from the loader's map path (for resolving external
  /// tilesets).
  static func document(_ bytes: [UInt8], loader: inout TiledFileLoader) throws
    -> TiledDocument
  {
    let map = try XMLTree.parseTiled(bytes)
    guard map.name == "map" else {
      throw TiledError("the root element is \(map.label), not <map>")
    }
    var document = TiledDocument()
    guard let orientation = map.attributes["orientation"] else {
      throw TiledError("<map> is missing the attribute 'orientation'")
    }
    document.orientation = orientation
    // Sizes are only checked for hexagonal maps: others are refused for their orientation.
    guard orientation == "hexagonal" else { return document }
    document.width = try map.requiredInt("width", in: TiledLimits.side)
    document.height = try map.requiredInt("height", in: TiledLimits.side)
    document.tileWidth = try map.requiredInt("tilewidth", in: TiledLimits.mapTileSize)
    document.tileHeight = try map.requiredInt("tileheight", in: TiledLimits.mapTileSize)
    document.infinite = try map.int("infinite", in: TiledLimits.flag) == 1
    document.hexSideLength = try map.int("hexsidelength", in: TiledLimits.hexSideLength) ?? 0
    document.staggerAxis = map.attributes["staggeraxis"] ?? "y"
    document.staggerIndex = map.attributes["staggerindex"] ?? "odd"
    document.properties = try properties(map, at: "the map")
    for element in map.children("tileset") {
      let firstGID = try element.requiredInt("firstgid", in: TiledLimits.firstGID)
      var tileset: TiledTileset
      if let source = element.attributes["source"] {
        tileset = try TiledTilesetLoader.load(source, from: .map(loader.mapPath), loader: &loader)
      } else {
        tileset = try self.tileset(element, file: .map(loader.mapPath), loader: loader)
      }
      tileset.firstGID = firstGID
      document.tilesets.append(tileset)
    }
    try readLayers(map, into: &document)
    return document
  }

  static func readLayers(_ parent: XMLTree, into document: inout TiledDocument) throws {
    for element in parent.children {
      let name = element.attributes["name"] ?? ""
      let at = "layer \(MessageText.quotedExcerpt(name))"
      switch element.name {
      case "layer":
        var layer = TiledTileLayer(name: name)
        layer.isBoardLayer =
          element.child("properties")?.children("property").contains {
            $0.attributes["name"] == TiledExporter.layerProperty
          } ?? false
        guard let data = element.child("data") else {
          throw TiledError("\(at): missing <data>")
        }
        let encoding = data.attributes["encoding"]
        let compression = data.attributes["compression"]
        do {
          if document.infinite {
            for chunk in data.children("chunk") {
              let x = try chunk.requiredInt("x", in: TiledLimits.chunkCoordinate)
              let y = try chunk.requiredInt("y", in: TiledLimits.chunkCoordinate)
              let w = try chunk.requiredInt("width", in: TiledLimits.side)
              let h = try chunk.requiredInt("height", in: TiledLimits.side)
              try TiledJSONReader.checkArea(w, h, at: at)
              let gids = try gids(chunk, encoding: encoding, compression: compression, count: w * h)
              layer.chunks.append((x, y, w, h, gids))
            }
          } else {
            let w = try element.requiredInt("width", in: TiledLimits.side)
            let h = try element.requiredInt("height", in: TiledLimits.side)
            try TiledJSONReader.checkArea(w, h, at: at)
            let gids = try gids(data, encoding: encoding, compression: compression, count: w * h)
            layer.chunks.append((0, 0, w, h, gids))
          }
        } catch let error as TiledError {
          throw TiledError("\(at): \(error.message)", file: error.file, kind: error.kind)
        }
        document.tileLayers.append(layer)
      case "objectgroup":
        if isFeatureLayer(element) {
          try readFeatureLayer(element, name: name, into: &document)
          continue
        }
        for (o, element) in element.children("object").enumerated() {
          document.objects.append(try object(element, at: "\(at) object \(o)"))
        }
      case "group":
        try readLayers(element, into: &document)
      default:
        continue
      }
    }
  }

  /// An `<object>` of an object layer.
  static func object(_ element: XMLTree, at: String) throws -> TiledObject {
    var item = TiledObject()
    item.id = try element.int("id", in: TiledLimits.objectID) ?? 0
    item.name = element.attributes["name"] ?? ""
    item.type = element.attributes["type"] ?? element.attributes["class"] ?? ""
    item.x = try element.double("x") ?? 0
    item.y = try element.double("y") ?? 0
    item.width = try element.double("width") ?? 0
    item.height = try element.double("height") ?? 0
    item.isPoint = element.child("point") != nil
    if let gid = try element.int("gid", in: TiledLimits.gid) {
      item.gid = UInt32(truncatingIfNeeded: gid)  // in range: exact
    }
    item.properties = try properties(element, at: at)
    return item
  }

  /// Whether an `<objectgroup>` names a feature in its properties (looked at without
  /// reading them, so other layers' properties stay unread, as before features existed).
  static func isFeatureLayer(_ element: XMLTree) -> Bool {
    element.child("properties")?.children("property").contains {
      let name = $0.attributes["name"]
      return name == TiledFeatureLayer.edgeProperty || name == TiledFeatureLayer.vertexProperty
    } ?? false
  }

  /// An `<objectgroup>` of hexside or corner features, with its objects' points.
  static func readFeatureLayer(_ element: XMLTree, name: String, into document: inout TiledDocument)
    throws
  {
    let at = "layer \(MessageText.quotedExcerpt(name))"
    var feature = TiledFeatureLayer(name: name)
    feature.color = element.attributes["color"]
    feature.properties = try properties(element, at: at)
    for (o, child) in element.children("object").enumerated() {
      let place = "\(at) object \(o)"
      var item = try object(child, at: place)
      item.rotation = try child.double("rotation") ?? 0
      for (tag, closed) in [("polyline", false), ("polygon", true)] {
        guard let shape = child.child(tag) else { continue }
        item.points = try TiledFeatureLayer.points(
          shape.attributes["points"] ?? "", document: &document, at: place)
        item.isClosed = closed
      }
      feature.objects.append(item)
    }
    document.featureLayers.append(feature)
  }

  /// The GIDs of a `<data>` or `<chunk>` element: CSV or base64 text, or `<tile gid=…>`
  /// children when there is no encoding.
  static func gids(_ element: XMLTree, encoding: String?, compression: String?, count: Int) throws
    -> [UInt32]
  {
    guard let encoding else {
      let tiles = element.children("tile")
      guard tiles.count == count else {
        throw TiledError("the data holds \(tiles.count) <tile> elements; expected \(count)")
      }
      return try tiles.map { tile in
        UInt32(truncatingIfNeeded: try tile.int("gid", in: TiledLimits.gid) ?? 0)  // in range
      }
    }
    return try TiledLayerData.decode(
      text: element.text, encoding: encoding, compression: compression, count: count)
  }

  /// A `<tileset>` element (embedded in a map, or the root of a `.tsx` file), whose image
  /// is relative to `file`.
  static func tileset(_ element: XMLTree, file: TiledReferrer, loader: TiledFileLoader) throws
    -> TiledTileset
  {
    var tileset = TiledTileset()
    tileset.name = element.attributes["name"] ?? ""
    tileset.tileCount = try element.int("tilecount", in: TiledLimits.tileCount)
    tileset.columns = try element.int("columns", in: TiledLimits.tileCount) ?? 0
    tileset.tileWidth = try element.int("tilewidth", in: TiledLimits.tilesetPixels) ?? 0
    tileset.tileHeight = try element.int("tileheight", in: TiledLimits.tilesetPixels) ?? 0
    tileset.margin = try element.int("margin", in: TiledLimits.tilesetPixels) ?? 0
    tileset.spacing = try element.int("spacing", in: TiledLimits.tilesetPixels) ?? 0
    if let image = element.child("image"), let source = image.attributes["source"] {
      tileset.image = loader.reference(.image, source, from: file)
      // Tiled 1.8 leaves tilecount and columns out of some files; derive them from the image.
      // Every term is bounded by TiledLimits and the divisor is at least the tile size, so
      // nothing overflows or divides by zero; a margin wider than the image gives 0.
      if tileset.columns == 0, tileset.tileWidth > 0,
        let width = try image.int("width", in: TiledLimits.imageSide)
      {
        tileset.columns = max(
          0,
          (width - 2 * tileset.margin + tileset.spacing) / (tileset.tileWidth + tileset.spacing))
      }
      if tileset.tileCount == nil, tileset.tileHeight > 0,
        let height = try image.int("height", in: TiledLimits.imageSide)
      {
        let rows = max(
          0,
          (height - 2 * tileset.margin + tileset.spacing) / (tileset.tileHeight + tileset.spacing))
        tileset.tileCount = min(rows * tileset.columns, TiledLimits.tileCount.upperBound)
      }
    }
    tileset.source = file.path
    for element in element.children("tile") {
      var tile = TiledTile()
      tile.id = try element.requiredInt("id", in: TiledLimits.tileID)
      tile.type = element.attributes["type"] ?? element.attributes["class"] ?? ""
      tile.properties = try properties(
        element, at: "tileset \(MessageText.quotedExcerpt(tileset.name)) tile \(tile.id)")
      tileset.tiles[tile.id] = tile
    }
    return tileset
  }

  /// The `<properties>` of an element (empty when absent).
  static func properties(_ element: XMLTree, at: String) throws -> [TiledProperty] {
    guard let list = element.child("properties") else { return [] }
    return try list.children("property").map { property in
      guard let name = property.attributes["name"] else {
        throw TiledError("\(at): a <property> has no name")
      }
      let type = property.attributes["type"] ?? "string"
      // Multi-line strings are written as the element's text instead of `value`.
      let text = property.attributes["value"] ?? property.text
      do {
        return try TiledProperty.parse(name: name, type: type, text: text)
      } catch let error as TiledError {
        throw TiledError("\(at): \(error.message)")
      }
    }
  }
}
