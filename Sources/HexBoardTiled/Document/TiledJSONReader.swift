// Reading Tiled's JSON formats (.tmj maps, .tsj tilesets) into a ``TiledDocument``, with the
// project's own strict JSON parser.

import HexBoard
import HexJSON
import HexText

/// Reads `.tmj` maps and `.tsj` tilesets.
enum TiledJSONReader {
  /// The deepest nesting accepted (group layers nest).
  static let maximumDepth = 64

  /// Parses JSON bytes, turning syntax errors into ``TiledError``.
  static func parse(_ bytes: [UInt8]) throws -> JSONValue {
    do {
      return try bytes.withUnsafeBufferPointer {
        try JSONParser.parse(
          $0, maximumDepth: maximumDepth, maximumStringLength: TiledFileLoader.maximumFileSize)
      }
    } catch let error as JSONSyntaxError {
      throw TiledError("not valid JSON: \(error.description)")
    }
  }

  /// Runs `body`, turning the typed access's errors (``JSONValueError``: a missing key, a
  /// wrong type, a number out of range) into ``TiledError``, the one place they are
  /// wrapped.
  static func reading<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as JSONValueError {
      throw TiledError(error.path.isEmpty ? error.message : "\(error.path): \(error.message)")
    }
  }

  /// The map in `bytes`, read from the loader's map path (for resolving external
  /// tilesets).
  static func document(_ bytes: [UInt8], loader: inout TiledFileLoader) throws
    -> TiledDocument
  {
    let root = try parse(bytes)
    return try reading { try document(root, loader: &loader) }
  }

  /// The tileset of a `.tsj` file, whose image is relative to `file`.
  static func tileset(_ bytes: [UInt8], file: TiledReferrer, loader: TiledFileLoader) throws
    -> TiledTileset
  {
    let root = try parse(bytes)
    return try reading {
      try tileset(JSONObject(root, at: "the tileset"), file: file, loader: loader)
    }
  }

  private static func document(_ root: JSONValue, loader: inout TiledFileLoader) throws
    -> TiledDocument
  {
    let map = try JSONObject(root, at: "the map")
    var document = TiledDocument()
    if let type = try map.optionalString("type"), type != "map" {
      throw TiledError("the file is a Tiled \(MessageText.quotedExcerpt(type)), not a map")
    }
    document.orientation = try map.string("orientation")
    // Sizes are only checked for hexagonal maps: others are refused for their orientation.
    guard document.orientation == "hexagonal" else { return document }
    document.width = try map.int("width", in: TiledLimits.side)
    document.height = try map.int("height", in: TiledLimits.side)
    document.tileWidth = try map.int("tilewidth", in: TiledLimits.mapTileSize)
    document.tileHeight = try map.int("tileheight", in: TiledLimits.mapTileSize)
    document.infinite = try map.optionalBool("infinite") ?? false
    document.hexSideLength =
      try map.optionalInt("hexsidelength", in: TiledLimits.hexSideLength) ?? 0
    document.staggerAxis = try map.optionalString("staggeraxis") ?? "y"
    document.staggerIndex = try map.optionalString("staggerindex") ?? "odd"
    document.properties = try properties(map, at: "the map")
    for (index, value) in try map.array("tilesets").enumerated() {
      let entry = try JSONObject(value, at: "tilesets[\(index)]")
      let firstGID = try entry.int("firstgid", in: TiledLimits.firstGID)
      var tileset: TiledTileset
      if let source = try entry.optionalString("source") {
        tileset = try TiledTilesetLoader.load(source, from: .map(loader.mapPath), loader: &loader)
      } else {
        tileset = try self.tileset(entry, file: .map(loader.mapPath), loader: loader)
      }
      tileset.firstGID = firstGID
      document.tilesets.append(tileset)
    }
    try readLayers(try map.array("layers"), into: &document, infinite: document.infinite)
    return document
  }

  static func readLayers(_ layers: [JSONValue], into document: inout TiledDocument, infinite: Bool)
    throws
  {
    for (index, value) in layers.enumerated() {
      let layer = try JSONObject(value, at: "layers[\(index)]")
      let name = try layer.optionalString("name") ?? ""
      let at = "layer \(MessageText.quotedExcerpt(name))"
      switch try layer.string("type") {
      case "tilelayer":
        var tileLayer = TiledTileLayer(name: name)
        tileLayer.isBoardLayer = hasProperty(layer, named: TiledExporter.layerProperty)
        let encoding = try layer.optionalString("encoding") ?? "csv"
        let compression = try layer.optionalString("compression")
        if infinite {
          for (c, chunkValue) in try layer.array("chunks").enumerated() {
            let chunk = try JSONObject(chunkValue, at: "\(at) chunk \(c)")
            let x = try chunk.int("x", in: TiledLimits.chunkCoordinate)
            let y = try chunk.int("y", in: TiledLimits.chunkCoordinate)
            let w = try chunk.int("width", in: TiledLimits.side)
            let h = try chunk.int("height", in: TiledLimits.side)
            try checkArea(w, h, at: at)
            let gids = try data(
              chunk, encoding: encoding, compression: compression, count: w * h, at: at)
            tileLayer.chunks.append((x, y, w, h, gids))
          }
        } else {
          let w = try layer.int("width", in: TiledLimits.side)
          let h = try layer.int("height", in: TiledLimits.side)
          try checkArea(w, h, at: at)
          let gids = try data(
            layer, encoding: encoding, compression: compression, count: w * h, at: at)
          tileLayer.chunks.append((0, 0, w, h, gids))
        }
        document.tileLayers.append(tileLayer)
      case "objectgroup":
        if isFeatureLayer(layer) {
          try readFeatureLayer(layer, name: name, into: &document)
          continue
        }
        for (o, objectValue) in try layer.array("objects").enumerated() {
          document.objects.append(try object(objectValue, at: "\(at) object \(o)"))
        }
      case "group":
        try readLayers(try layer.array("layers"), into: &document, infinite: infinite)
      default:
        continue  // image layers draw nothing HexBoard keeps
      }
    }
  }

  /// An object of an object layer.
  static func object(_ value: JSONValue, at: String) throws -> TiledObject {
    let object = try JSONObject(value, at: at)
    var item = TiledObject()
    item.id = try object.optionalInt("id", in: TiledLimits.objectID) ?? 0
    item.name = try object.optionalString("name") ?? ""
    item.type = try object.optionalString("type") ?? object.optionalString("class") ?? ""
    item.x = try object.number("x")
    item.y = try object.number("y")
    item.width = try object.optionalNumber("width") ?? 0
    item.height = try object.optionalNumber("height") ?? 0
    item.isPoint = try object.optionalBool("point") ?? false
    if let gid = try object.optionalInt("gid", in: TiledLimits.gid) {
      item.gid = UInt32(truncatingIfNeeded: gid)  // in range: exact
    }
    item.properties = try properties(object, at: at)
    return item
  }

  /// Whether an object layer names a feature in its properties (looked at without reading
  /// them, so other layers' properties stay unread, as before features existed).
  static func isFeatureLayer(_ layer: JSONObject) -> Bool {
    hasProperty(layer, named: TiledFeatureLayer.edgeProperty)
      || hasProperty(layer, named: TiledFeatureLayer.vertexProperty)
  }

  /// Whether a layer has a property called `wanted` (its value unread).
  static func hasProperty(_ layer: JSONObject, named wanted: String) -> Bool {
    guard case .array(let items)? = layer["properties"] else { return false }
    return items.contains { item in
      guard case .object(let members) = item,
        case .string(let name)? = members.first(where: { $0.key == "name" })?.value
      else { return false }
      return name == wanted
    }
  }

  /// An object layer of hexside or corner features, with its objects' points.
  static func readFeatureLayer(
    _ layer: JSONObject, name: String, into document: inout TiledDocument
  )
    throws
  {
    let at = "layer \(MessageText.quotedExcerpt(name))"
    var feature = TiledFeatureLayer(name: name)
    feature.color = try layer.optionalString("color")
    feature.properties = try properties(layer, at: at)
    for (o, value) in try layer.array("objects").enumerated() {
      let place = "\(at) object \(o)"
      var item = try object(value, at: place)
      let fields = try JSONObject(value, at: place)
      item.rotation = try fields.optionalNumber("rotation") ?? 0
      for (key, closed) in [("polyline", false), ("polygon", true)] {
        guard let list = fields[key] else { continue }
        guard case .array(let points) = list else {
          throw TiledError("\(place): '\(key)' must be an array of points")
        }
        try TiledFeatureLayer.count(points.count, in: &document, at: place)
        item.points = try points.enumerated().map { index, point in
          let entry = try JSONObject(point, at: "\(place) \(key)[\(index)]")
          return Point(x: try entry.number("x"), y: try entry.number("y"))
        }
        item.isClosed = closed
      }
      feature.objects.append(item)
    }
    document.featureLayers.append(feature)
  }

  static func checkArea(_ width: Int, _ height: Int, at: String) throws {
    let (area, overflow) = width.multipliedReportingOverflow(by: height)
    guard width >= 0, height >= 0, !overflow, area <= MapGrid.maximumCellCount,
      width <= MapFile.maximumSide, height <= MapFile.maximumSide
    else {
      throw TiledError(
        "\(at): \(width)×\(height) tiles is more than the limit of \(MapGrid.maximumCellCount)")
    }
  }

  static func data(
    _ object: JSONObject, encoding: String, compression: String?, count: Int, at: String
  ) throws -> [UInt32] {
    do {
      switch object["data"] {
      case .integers(let values):
        guard values.count == count else {
          throw TiledError("the data holds \(values.count) tiles; expected \(count)")
        }
        return try values.map {
          guard let gid = UInt32(exactly: $0) else {
            throw TiledError("\($0) is not a GID (0 to 4294967295)")
          }
          return gid
        }
      case .array(let values) where values.isEmpty:
        guard count == 0 else { throw TiledError("the data is empty; expected \(count) tiles") }
        return []
      case .string(let text):
        return try TiledLayerData.decode(
          text: text, encoding: encoding, compression: compression, count: count)
      case nil: throw TiledError("missing 'data'")
      default: throw TiledError("'data' must be an array of GIDs or a base64 string")
      }
    } catch let error as TiledError {
      throw TiledError("\(at): \(error.message)", file: error.file, kind: error.kind)
    }
  }

  /// A tileset object (embedded in a map, or the root of a `.tsj` file), whose image is
  /// relative to `file`.
  static func tileset(_ object: JSONObject, file: TiledReferrer, loader: TiledFileLoader) throws
    -> TiledTileset
  {
    var tileset = TiledTileset()
    tileset.name = try object.optionalString("name") ?? ""
    tileset.tileCount = try object.optionalInt("tilecount", in: TiledLimits.tileCount)
    tileset.columns = try object.optionalInt("columns", in: TiledLimits.tileCount) ?? 0
    tileset.tileWidth = try object.optionalInt("tilewidth", in: TiledLimits.tilesetPixels) ?? 0
    tileset.tileHeight = try object.optionalInt("tileheight", in: TiledLimits.tilesetPixels) ?? 0
    tileset.margin = try object.optionalInt("margin", in: TiledLimits.tilesetPixels) ?? 0
    tileset.spacing = try object.optionalInt("spacing", in: TiledLimits.tilesetPixels) ?? 0
    tileset.image = try object.optionalString("image").map {
      loader.reference(.image, $0, from: file)
    }
    tileset.source = file.path
    if case .array(let tiles)? = object["tiles"] {
      for (index, value) in tiles.enumerated() {
        let at = "tileset \(MessageText.quotedExcerpt(tileset.name)) tiles[\(index)]"
        let entry = try JSONObject(value, at: at)
        var tile = TiledTile()
        tile.id = try entry.int("id", in: TiledLimits.tileID)
        tile.type = try entry.optionalString("type") ?? entry.optionalString("class") ?? ""
        tile.properties = try properties(entry, at: at)
        tileset.tiles[tile.id] = tile
      }
    }
    return tileset
  }

  /// The `properties` array of an object (empty when absent).
  static func properties(_ object: JSONObject, at: String) throws -> [TiledProperty] {
    guard let value = object["properties"] else { return [] }
    guard case .array(let items) = value else {
      if case .object(let members) = value, members.isEmpty { return [] }
      throw TiledError("\(at): 'properties' must be an array")
    }
    return try items.enumerated().map { index, item in
      let entry = try JSONObject(item, at: "\(at) property \(index)")
      let name = try entry.string("name")
      let type = try entry.optionalString("type") ?? "string"
      let text: String
      switch entry["value"] {
      case .string(let s): text = s
      case .integer(let n): text = String(n)
      case .number(_, let literal): text = literal
      case .bool(let flag): text = flag ? "true" : "false"
      case .bigInteger(let literal): text = literal
      default: return TiledProperty(name: name, value: nil, type: type)
      }
      do {
        return try TiledProperty.parse(name: name, type: type, text: text)
      } catch let error as TiledError {
        throw TiledError("\(at): \(error.message)")
      }
    }
  }
}
