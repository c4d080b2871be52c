import Foundation
import HexBoard
import HexBoardTiled
import HexTestSupport
import HexText
import Testing

/// Control characters and terminal escapes in every Tiled string that becomes board text:
/// tile classes and `terrain` properties (terrain ids) refuse the import, naming the field;
/// object names fall back to `object-<id>`; object classes skip the object; properties with
/// such a name or string value (multi-line strings, common in Tiled) are skipped; a recorded
/// map name falls back to the file name. Warnings and errors carry the text raw (the
/// library does not write to terminals); escaped as the command line prints them
/// (`TerminalText.escaped`), they say what and where in one safe line. Every imported board
/// saves and loads back equal.
@Suite("Tiled import: hostile text")
struct TiledHostileTextTests {
  static let escapes = HostileTiledText.escapes
  static let quoted = HostileTiledText.quoted
  static let layer = HostileTiledText.layer

  func load(_ json: String, path: String = "test.tmj") throws -> TiledImport {
    let imported = try TiledMap.decode(
      Array(json.utf8), format: .json, path: path, readsFiles: false)
    try expectSafe(imported)
    return imported
  }

  func loadXML(_ xml: String) throws -> TiledImport {
    let imported = try TiledMap.decode(
      Array(xml.utf8), format: .xml, path: "test.tmx", readsFiles: false)
    try expectSafe(imported)
    return imported
  }

  /// The board saves and loads back equal.
  func expectSafe(_ imported: TiledImport) throws {
    #expect(try MapFile.decode(MapFile.encode(imported.board)) == imported.board)
  }

  /// The warnings as the command line prints them: each escaped (`TerminalText`).
  func printed(_ imported: TiledImport) -> [String] {
    imported.warnings.map { TerminalText.escaped($0.description) }
  }

  func error(_ json: String) -> String {
    do {
      _ = try load(json)
      return "imported"
    } catch {
      // As the command line prints it.
      let text = TerminalText.escaped("\(error)")
      #expect(!text.unicodeScalars.contains(where: TerminalText.isControl), "\(text)")
      return text
    }
  }

  /// The minimal map with map properties and an object layer.
  func map(properties: String = "", objects: String = "", tilesets: String? = nil) -> String {
    var text = tiledMinimalMap(
      layer: Self.layer, tilesets: tilesets,
      extraLayers: objects.isEmpty
        ? "" : #", {"type": "objectgroup", "name": "things", "objects": [\#(objects)]}"#)
    if !properties.isEmpty {
      text = text.replacingOccurrences(
        of: "\"infinite\": false,", with: "\"infinite\": false, \"properties\": [\(properties)],")
    }
    return text
  }

  // MARK: - Map properties and the name

  @Test func mapPropertiesWithControlCharactersAreSkipped() throws {
    let imported = try load(
      map(
        properties: """
          {"name": "note", "value": "two\\nlines"}, {"name": "\(Self.escapes)", "value": "x"},
          {"name": "title", "value": "\(Self.escapes)"}, {"name": "ok", "value": "tab\\there 🗺️"},
          {"name": "hexboard:name", "value": "\(Self.escapes)"}
          """))
    #expect(imported.board.properties == ["ok": .string("tab\there 🗺️")])
    #expect(imported.board.name == "test")
    #expect(
      imported.warnings[1]
        == .mapPropertyRefused(
          name: "\u{1B}[2J\u{1B}]0;pwned\u{7}",
          problem: "control character U+001B in a property key"))
    #expect(
      printed(imported) == [
        "map property 'note': control character U+000A in a property value; skipped",
        "map property \(Self.quoted): control character U+001B in a property key; skipped",
        "map property 'title': control character U+001B in a property value; skipped",
        "map property 'hexboard:name' \(Self.quoted): control character U+001B in a name; using the file name",
      ])
  }

  @Test func aFileNameWithControlCharactersGivesAnEscapedName() throws {
    let imported = try load(map(), path: "maps/ev\u{1B}[2Jil\u{9B}.tmj")
    #expect(imported.board.name == #"ev\u001B[2Jil\u009B"#)
  }

  // MARK: - Terrain ids refuse the import

  @Test func terrainIDsWithControlCharactersRefuseTheImport() {
    let byClass = """
      [{"firstgid": 1, "name": "t", "tilecount": 3, "columns": 3, "tilewidth": 32, "tileheight": 28,
        "tiles": [{"id": 0, "type": "\(Self.escapes)"}, {"id": 1, "type": "water"}]}]
      """
    #expect(
      error(map(tilesets: byClass))
        == "test.tmj: tileset 't' tile 0: class \(Self.quoted) cannot be a terrain id: control character U+001B in an id"
    )
    let byProperty = """
      [{"firstgid": 1, "name": "t\\u009b", "tilecount": 3, "columns": 3, "tilewidth": 32, "tileheight": 28,
        "tiles": [{"id": 0, "type": "grass"}, {"id": 1, "properties": [
          {"name": "terrain", "value": "deep\\nwater"}]}]}]
      """
    #expect(
      error(map(tilesets: byProperty))
        == #"test.tmj: tileset 't\u009B' tile 1: property 'terrain' 'deep\u000Awater' cannot be a terrain id: control character U+000A in an id"#
    )
  }

  // MARK: - Objects

  @Test func objectsWithControlCharacters() throws {
    let imported = try load(
      map(
        objects: """
          {"id": 4, "name": "\(Self.escapes)", "type": "town", "x": 40, "y": 28, "point": true},
          {"id": 5, "name": "tree", "class": "\(Self.escapes)", "x": 40, "y": 28, "point": true},
          {"id": 6, "name": "hq", "type": "town", "x": 40, "y": 28, "point": true, "properties": [
            {"name": "story", "value": "line one\\nline two"},
            {"name": "\\u009b", "value": "x"},
            {"name": "level", "type": "int", "value": 3},
            {"name": "motto", "value": "\\u200fשלום\\tok"}]}
          """))
    let objects = Array(imported.board.objects)
    #expect(objects.map(\.id) == ["object-4", "hq"])
    #expect(objects.map(\.kind) == ["town", "town"])
    #expect(objects[1].properties == ["level": 3, "motto": "\u{200F}שלום\tok"])
    #expect(
      imported.warnings[0]
        == .objectNameRefused(
          id: 4, name: "\u{1B}[2J\u{1B}]0;pwned\u{7}", problem: "control character U+001B in an id")
    )
    #expect(
      printed(imported) == [
        "object 4: name \(Self.quoted) cannot be an id: control character U+001B in an id; using 'object-4'",
        "object 5: class \(Self.quoted) cannot be a kind: control character U+001B in a kind; skipped",
        "object 'hq': property 'story': control character U+000A in a property value; skipped",
        #"object 'hq': property '\u009B': control character U+009B in a property key; skipped"#,
      ])
  }

  // MARK: - Layer names in messages

  @Test func layerNamesAreEscapedInMessages() throws {
    let json = tiledMinimalMap(
      layer: Self.layer.replacingOccurrences(of: "\"ground\"", with: "\"\(Self.escapes)\""))
    let imported = try load(json)
    #expect(imported.layerName == "\u{1B}[2J\u{1B}]0;pwned\u{7}", "the name, for --layer")
    let missing = #expect(throws: TiledError.self) {
      try TiledMap.decode(
        Array(json.utf8), format: .json, path: "test.tmj", layer: "other", readsFiles: false)
    }
    #expect(
      missing.map { TerminalText.escaped($0.description) }
        == "test.tmj: the map has no tile layer named 'other' (its tile layers: \(Self.quoted))")
    let unknown = json.replacingOccurrences(of: "[1, 2, 1, 2, 0, 1]", with: "[1, 9, 1, 2, 0, 1]")
    // (The rest of this message belongs to the GID checks; the layer name is what matters.)
    #expect(error(unknown).hasPrefix("test.tmj: layer \(Self.quoted): tile (1, 0) has GID 9"))
  }

  // MARK: - The same in XML

  @Test func tmxStringsWithControlCharacters() throws {
    // XML forbids ESC even as &#27;; C1 controls and line breaks are allowed.
    let tmx = """
      <map orientation="hexagonal" width="3" height="2" tilewidth="32" tileheight="28"
           hexsidelength="16" staggeraxis="x" staggerindex="odd">
       <properties>
        <property name="note">two
      lines</property>
        <property name="hexboard:name" value="a&#x9B;b"/>
       </properties>
       <tileset firstgid="1" name="t" tilewidth="32" tileheight="28" tilecount="2" columns="2">
        <tile id="0" class="grass"/><tile id="1" class="water"/>
       </tileset>
       <layer name="ground" width="3" height="2"><data encoding="csv">1,2,1,2,0,1</data></layer>
       <objectgroup name="things">
        <object id="4" name="x&#10;y" type="town" x="40" y="28"><point/></object>
        <object id="5" name="tree" type="&#x9D;0;t&#x9C;" x="40" y="28"><point/></object>
       </objectgroup>
      </map>
      """
    let imported = try loadXML(tmx)
    #expect(imported.board.properties.isEmpty)
    #expect(imported.board.name == "test")
    #expect(imported.board.objects.map(\.id) == ["object-4"])
    #expect(
      printed(imported) == [
        "map property 'note': control character U+000A in a property value; skipped",
        #"object 4: name 'x\u000Ay' cannot be an id: control character U+000A in an id; using 'object-4'"#,
        #"object 5: class '\u009D0;t\u009C' cannot be a kind: control character U+009D in a kind; skipped"#,
        #"map property 'hexboard:name' 'a\u009Bb': control character U+009B in a name; using the file name"#,
      ])
    let badClass = tmx.replacingOccurrences(of: "class=\"grass\"", with: "class=\"gr&#x85;ass\"")
    let error = #expect(throws: TiledError.self) {
      try TiledMap.decode(Array(badClass.utf8), format: .xml, path: "t.tmx", readsFiles: false)
    }
    #expect(
      error.map { TerminalText.escaped($0.description) }
        == #"t.tmx: tileset 't' tile 0: class 'gr\u0085ass' cannot be a terrain id: control character U+0085 in an id"#
    )
  }

  /// The library returns the text raw; the command line's escaping makes it one safe line.
  @Test func errorDescriptionsAreRawAndEscapeAtTheEdge() {
    let evil = "\u{1B}[2J\u{1B}]0;t\u{7}\u{9B}\n"
    let escaped = #"\u001B[2J\u001B]0;t\u0007\u009B\u000A"#
    let error = TiledError(.malformed, file: evil, evil)
    #expect(error.description == evil + ": " + evil)
    #expect(TerminalText.escaped(error.description) == escaped + ": " + escaped)
  }
}
