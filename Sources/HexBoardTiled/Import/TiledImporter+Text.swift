// Text from a Tiled map that becomes board text goes through the rules every reader and
// writer of boards shares (BoardText), so an import always gives a board that saves and
// loads. What the importer does with text the rules refuse:
//
// - a terrain id (a tile's class or `terrain` property): the import is refused, naming the
//   tileset, the tile and the field (cells use the terrain, so it cannot be left out);
// - an object's name, which only suggests an id: the id becomes `object-<id>`, with a
//   warning (as for an empty or taken name);
// - an object's class (type), which becomes its kind: the object is skipped, with a
//   warning;
// - a property (of the map or of an object) whose name or string value is refused, such as
//   a multi-line string: the property is skipped, with a warning;
// - the map's name (`hexboard:name`): the file's base name is used, with a warning.
//
// Warnings (TiledImportWarning) carry Tiled text raw; whoever prints them escapes them.

import HexBoard
import HexText

extension TiledImporter {
  /// Why `property` cannot become a board property, or `nil` if it can.
  static func textProblem(of property: TiledProperty) -> String? {
    if let problem = BoardText.problem(property.name, as: .propertyKey) { return problem }
    if case .string(let text)? = property.value {
      return BoardText.problem(text, as: .propertyValue)
    }
    return nil
  }

  /// Refuses a terrain id from a tile's class or `terrain` property that the board rules
  /// refuse.
  static func checkTerrainID(_ id: String, of tile: TiledTile, in tileset: TiledTileset) throws {
    guard let problem = BoardText.problem(id, as: .id) else { return }
    let field = tile.type.isEmpty ? "property 'terrain'" : "class"
    throw TiledError(
      "tileset \(MessageText.quoted(tileset.name)) tile \(tile.id): \(field) \(MessageText.quoted(id)) cannot be a terrain id: \(problem)",
      kind: .unsupported)
  }

  /// The board's name: the map's recorded `hexboard:name` if the rules accept it, else the
  /// file's base name (with control characters escaped, so it is a valid name too).
  mutating func boardName(recorded: String?) -> String {
    if let recorded {
      guard let problem = BoardText.problem(recorded, as: .name) else { return recorded }
      warnings.append(.nameRefused(name: recorded, problem: problem))
    }
    let fallback = TerminalText.escaped(name)
    return BoardText.problem(fallback, as: .name) == nil ? fallback : ""
  }
}
