// Tiled maps written by hand, for the Tiled importer's tests and the CLI's convert tests.

/// A minimal hexagonal .tmj around one tile layer's JSON, with one embedded tileset of
/// `tileCount` tiles, for the error and feature tests.
package func tiledMinimalMap(
  layer: String, width: Int = 3, height: Int = 2, orientation: String = "hexagonal",
  infinite: Bool = false, tilesets: String? = nil, extraLayers: String = ""
) -> String {
  let sets =
    tilesets
      ?? """
      [{"firstgid": 1, "name": "t", "tilecount": 3, "columns": 3, "tilewidth": 32, "tileheight": 28,
        "tiles": [{"id": 0, "type": "grass"}, {"id": 1, "type": "water", "properties": [
          {"name": "color", "type": "color", "value": "#ff1f4e8c"},
          {"name": "cost", "type": "int", "value": 0}]}]}]
      """
  return """
    {"type": "map", "orientation": "\(orientation)", "width": \(width), "height": \(height),
     "tilewidth": 32, "tileheight": 28, "hexsidelength": 16, "staggeraxis": "x",
     "staggerindex": "odd", "infinite": \(infinite), "tilesets": \(sets),
     "layers": [\(layer)\(extraLayers)]}
    """
}

/// Terminal escapes in Tiled text, for the importer's and `hexboard convert`'s hostile-text
/// tests: one definition, so both check the same bytes.
package enum HostileTiledText {
  /// ESC[2J (clear the screen) and an OSC title, as JSON string escapes.
  package static let escapes = #"\u001b[2J\u001b]0;pwned\u0007"#
  /// ``escapes`` as warnings and errors quote them: escaped, in single quotes.
  package static let quoted = #"'\u001B[2J\u001B]0;pwned\u0007'"#
  /// A 3 x 2 tile layer using GIDs 1 and 2, with one empty cell.
  package static let layer =
    #"{"type": "tilelayer", "name": "ground", "width": 3, "height": 2, "data": [1, 2, 1, 2, 0, 1]}"#
}
