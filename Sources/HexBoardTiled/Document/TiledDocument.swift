// The parts of a Tiled map HexBoard reads, independent of the file format: both the JSON
// (.tmj/.tsj) and the XML (.tmx/.tsx) readers fill these, and ``TiledImporter`` turns them
// into a board. Only what the import uses is kept.

import HexBoard
import HexText

/// A Tiled map as read from a `.tmj` or `.tmx` file.
struct TiledDocument {
  var orientation = ""
  var width = 0
  var height = 0
  var tileWidth = 0
  var tileHeight = 0
  var hexSideLength = 0
  var staggerAxis = ""
  var staggerIndex = ""
  var infinite = false
  var properties: [TiledProperty] = []
  var tilesets: [TiledTileset] = []
  /// Tile layers in document order (group layers flattened depth-first).
  var tileLayers: [TiledTileLayer] = []
  /// Objects of every object layer but the feature layers, in document order.
  var objects: [TiledObject] = []
  /// Object layers holding hexside or corner features, in document order.
  var featureLayers: [TiledFeatureLayer] = []
  /// The polyline and polygon points read so far in feature layers (at most
  /// `TiledLimits.featurePoints`).
  var featurePointCount = 0
}

/// A typed Tiled custom property.
struct TiledProperty: Equatable {
  var name: String
  /// `nil` for property types HexBoard cannot hold (a `class` property).
  var value: PropertyValue?
  /// The Tiled type name (`"string"`, `"int"`, …), for messages.
  var type: String

  /// Reads a property from its Tiled type name and textual value (as both formats allow).
  ///
  /// - Throws: a message when the value does not fit its type.
  static func parse(name: String, type: String, text: String) throws -> TiledProperty {
    switch type {
    case "", "string", "file", "color":
      return TiledProperty(name: name, value: .string(text), type: type.isEmpty ? "string" : type)
    case "int", "object":
      guard let n = Int(text) else {
        throw TiledError(
          "property \(MessageText.quotedExcerpt(name)): \(MessageText.quotedExcerpt(text)) is not an int"
        )
      }
      return TiledProperty(name: name, value: .integer(n), type: type)
    case "float":
      guard let x = Double(text), x.isFinite else {
        throw TiledError(
          "property \(MessageText.quotedExcerpt(name)): \(MessageText.quotedExcerpt(text)) is not a float"
        )
      }
      return TiledProperty(name: name, value: .number(x), type: type)
    case "bool":
      guard text == "true" || text == "false" else {
        throw TiledError(
          "property \(MessageText.quotedExcerpt(name)): \(MessageText.quotedExcerpt(text)) is not a bool"
        )
      }
      return TiledProperty(name: name, value: .bool(text == "true"), type: type)
    default:
      return TiledProperty(name: name, value: nil, type: type)
    }
  }
}

/// A tileset, embedded or loaded from an external file.
struct TiledTileset {
  var firstGID = 0
  var name = ""
  var tileCount: Int?
  var columns = 0
  var tileWidth = 0
  var tileHeight = 0
  var margin = 0
  var spacing = 0
  /// The image, as named by the file holding the tileset; `nil` for image collections.
  var image: TiledReference?
  /// Tiles with a class, properties or their own image, by local id.
  var tiles: [Int: TiledTile] = [:]
  /// Where the tileset came from, for messages.
  var source = ""
}

/// One tile's class and properties.
struct TiledTile {
  var id = 0
  var type = ""
  var properties: [TiledProperty] = []
}

/// A tile layer: the GIDs of a finite map, or the chunks of an infinite one.
struct TiledTileLayer {
  var name = ""
  /// Whether the layer carries the `hexboard:layer` property: HexBoard's export of a named
  /// categorical layer, imported as one.
  var isBoardLayer = false
  /// `(x, y, width, height, gids)` rectangles of GIDs (flag bits still set), row-major.
  /// A finite layer is one chunk at (0, 0).
  var chunks: [(x: Int, y: Int, width: Int, height: Int, gids: [UInt32])] = []
}

/// An object of an object layer.
struct TiledObject {
  var id = 0
  var name = ""
  var type = ""
  var x = 0.0
  var y = 0.0
  var width = 0.0
  var height = 0.0
  var isPoint = false
  var gid: UInt32?
  var properties: [TiledProperty] = []
  /// The points of a polyline or polygon, relative to (`x`, `y`) and before rotation; read
  /// only in feature layers.
  var points: [Point]?
  /// Whether ``points`` is a polygon (its last point joins its first).
  var isClosed = false
  /// The rotation in degrees, clockwise around (`x`, `y`); read only in feature layers
  /// (whose polylines must not be rotated).
  var rotation = 0.0

  /// The point that decides the object's cell: a point object's position, the centre of a
  /// tile object (whose `(x, y)` is its bottom-left corner) or of any other shape (whose
  /// `(x, y)` is its top-left corner).
  var anchor: Point {
    if isPoint { return Point(x: x, y: y) }
    if gid != nil { return Point(x: x + width / 2, y: y - height / 2) }
    return Point(x: x + width / 2, y: y + height / 2)
  }
}
