// Object layers holding hexside and corner features: recognised by a `hexboard:edgeFeature`
// or `hexboard:vertexFeature` property, read with their polylines and points by both
// readers. HexBoardTiled.docc/TiledFeatures.md describes them.

import HexBoard
import HexText

/// An object layer whose objects are hexside (polylines) or corner (points) features.
struct TiledFeatureLayer {
  /// The layer's name, for messages.
  var name = ""
  /// The layer's `color` attribute (`#RRGGBB` or `#AARRGGBB`), when present.
  var color: String?
  /// The layer's properties: the feature's definition.
  var properties: [TiledProperty] = []
  /// The layer's objects, with their points.
  var objects: [TiledObject] = []

  /// The property naming the edge feature of a layer.
  static let edgeProperty = TiledMap.reservedPrefix + "edgeFeature"
  /// The property naming the vertex feature of a layer.
  static let vertexProperty = TiledMap.reservedPrefix + "vertexFeature"

  /// Whether a layer with these properties holds features.
  static func isFeatureLayer(_ properties: [TiledProperty]) -> Bool {
    properties.contains { $0.name == edgeProperty || $0.name == vertexProperty }
  }

  /// Counts `count` more points against the document's limit, refusing a map with too
  /// many before they are parsed.
  static func count(_ count: Int, in document: inout TiledDocument, at: String) throws {
    document.featurePointCount += count
    guard document.featurePointCount <= TiledLimits.featurePoints else {
      throw TiledError(
        "\(at): the feature layers hold more than \(TiledLimits.featurePoints) points",
        kind: .unsupported)
    }
  }

  /// The points of a TMX `points` attribute (`"x,y x,y …"`), counted against the limit
  /// before they are split.
  static func points(_ text: String, document: inout TiledDocument, at: String) throws
    -> [Point]
  {
    var pairs = 0
    var inPair = false
    for byte in text.utf8 {
      let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
      if !isSpace && !inPair { pairs += 1 }
      inPair = !isSpace
    }
    try count(pairs, in: &document, at: at)
    return try text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
      .map { pair in
        let parts = pair.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite,
          y.isFinite
        else {
          throw TiledError(
            "\(at): point \(MessageText.quotedExcerpt(String(pair))) is not 'x,y'")
        }
        return Point(x: x, y: y)
      }
  }
}
