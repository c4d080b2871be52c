import Foundation
import HexBoard
import HexTestSupport
import HexText
import Testing

// The encoder's own checks are tested on boards the public API cannot make (a name or
// properties set without `Board.apply(_:)`'s checks): the internal setters.
@testable import HexBoardCore

/// Control characters and terminal escapes in every string field of the map and patch
/// formats: refused by the loaders with the JSON path, refused the same way by the board's
/// mutators and by the encoders, and escaped in every error description.
@Suite("Reliability: text from files")
struct ReliabilityTextTests {
  static let example = PersistenceRoundTripTests.example

  /// Hostile strings as they appear inside a JSON string, and the code point the loader
  /// names: a clear-screen sequence, an OSC title, a C1 CSI, NUL, a line break, DEL, and a
  /// raw (unescaped) C1 OSC sequence, which JSON allows as it is.
  static let hostile: [(json: String, code: String)] = [
    (#"\u001b[2J"#, "U+001B"),
    (#"\u001b]0;pwned\u0007"#, "U+001B"),
    (#"x\u009b2J"#, "U+009B"),
    (#"a\u0000b"#, "U+0000"),
    (#"line\nbreak"#, "U+000A"),
    (#"del\u007f"#, "U+007F"),
    ("raw\u{9D}0;title\u{9C}", "U+009D"),
  ]

  typealias Field = SampleFiles.TextField

  static let mapFields = SampleFiles.textFields

  func mapMessage(_ text: String) -> String {
    do {
      _ = try MapFile.decode(text)
      return "loaded"
    } catch {
      // As the command line prints it: the library quotes file text raw.
      return TerminalText.escaped("\(error)")
    }
  }

  func patchMessage(_ text: String) -> String {
    do {
      _ = try BoardPatch.decode(text)
      return "loaded"
    } catch {
      return "\(error)"
    }
  }

  /// The example with one field's value set to `value` (JSON string contents).
  func map(_ field: Field, _ value: String) -> String {
    #expect(Self.example.contains(field.old), "the example lacks \(field.old)")
    return Self.example.replacing(field.old, with: field.new.replacing("X", with: value))
  }

  // MARK: - The map loader

  @Test(arguments: mapFields)
  func mapLoaderRefusesControlCharacters(field: Field) {
    for (json, code) in Self.hostile {
      let message = mapMessage(map(field, json))
      #expect(message == "\(field.path): control character \(code) in \(field.noun)", "\(json)")
      #expect(!message.unicodeScalars.contains(where: TerminalText.isControl))
    }
    // Tab is prose: fine in a name or a value, refused in a key.
    let tab = mapMessage(map(field, #"a\tb"#))
    if field.noun == "a name" || field.noun == "a property value" {
      #expect(tab == "loaded")
    } else {
      #expect(tab == "\(field.path): control character U+0009 in \(field.noun)")
    }
    // Everything else is fine: emoji, right-to-left marks, other scripts.
    #expect(mapMessage(map(field, "🗺️ \u{200F}שלום\u{202E} ü")) == "loaded")
  }

  @Test func mapLoaderRefusesControlSymbolsAndEmptyIDs() {
    let symbol = Field(
      old: #""symbol": ".""#, new: #""symbol": "X""#, path: "terrain[0].symbol", noun: "")
    for json in [#"\u001b"#, #"\u009b"#, "\u{85}", #"\t"#] {
      #expect(
        mapMessage(map(symbol, json))
          == "terrain[0].symbol: control characters cannot be terrain symbols")
    }
    #expect(
      mapMessage(Self.example.replacing(#""id": "u1""#, with: #""id": """#))
        == "objects[0].id: the id is empty")
    #expect(
      mapMessage(Self.example.replacing(#""id": "grass""#, with: #""id": """#))
        == "terrain[0].id: the id is empty")
  }

  @Test func stringsUpToTheLimitLoadAndLongerOnesAreRefused() throws {
    let limit = MapFile.maximumStringLength
    let atLimit = String(repeating: "é", count: limit / 2)
    let name = Field(old: #""name": "Skirmish""#, new: #""name": "X""#, path: "name", noun: "")
    #expect(try MapFile.decode(map(name, atLimit)).name == atLimit)
    #expect(
      mapMessage(map(name, atLimit + "x"))
        == "name: the string is \(limit + 1) bytes long; the limit is \(limit)")
  }

  // MARK: - The board and the encoders refuse the same

  func board() throws -> Board {
    try MapFile.decode(Self.example)
  }

  @Test func mutatorsRefuseWhatTheLoaderRefuses() throws {
    var board = try board()
    let at = Hex(OffsetCoordinate(col: 0, row: 0))
    let cases: [(BoardObject, String, String)] = [
      (BoardObject(id: "", kind: "unit", position: at), "objects[1].id", "the id is empty"),
      (
        BoardObject(id: "\u{1B}[2J", kind: "unit", position: at), "objects[1].id",
        "control character U+001B in an id"
      ),
      (
        BoardObject(id: "a", kind: "\u{9B}2J", position: at), "objects[1].kind",
        "control character U+009B in a kind"
      ),
      (
        BoardObject(id: "a", kind: "unit", position: at, properties: ["k\t": "v"]),
        "objects[1].properties", "control character U+0009 in a property key"
      ),
      (
        BoardObject(id: "a", kind: "unit", position: at, properties: ["k": "\u{1B}]0;t\u{7}"]),
        "objects[1].properties.k", "control character U+001B in a property value"
      ),
    ]
    for (object, path, problem) in cases {
      #expect(throws: BoardError.invalidValue(path: path, problem: problem)) {
        try board.addObject(object)
      }
    }
    #expect(board.objects.count == 1, "nothing was added")
    try board.addObject(
      BoardObject(id: "ok 🎯", kind: "", position: at, properties: ["note": "tab\there"]))

    #expect(
      throws: BoardError.invalidValue(path: "terrain[4].id", problem: "the id is empty")
    ) {
      try board.addTerrain(Terrain(id: "", symbol: "z", color: "#000000", movementCost: 1))
    }
    #expect(
      throws: BoardError.invalidValue(
        path: "terrain[4].symbol", problem: "control characters cannot be terrain symbols")
    ) {
      try board.addTerrain(Terrain(id: "z", symbol: "\u{85}", color: "#000000", movementCost: 1))
    }
    #expect(
      throws: BoardError.invalidValue(path: "name", problem: "control character U+000A in a name")
    ) {
      try Board(name: "two\nlines", grid: MapGrid(columns: 2, rows: 2), fill: "grass")
    }
    #expect(
      throws: BoardError.invalidValue(
        path: "objects[0].kind", problem: "control character U+0007 in a kind")
    ) {
      try Board(
        name: "x", orientation: .flat, palette: board.palette, terrain: board.terrain,
        elevation: nil, objects: [BoardObject(id: "a", kind: "\u{7}", position: at)],
        properties: [:])
    }
  }

  @Test func encoderRefusesWhatTheLoaderRefuses() throws {
    var board = try board()
    try board.validate()
    let cases: [(WritableKeyPath<Board, String>?, [String: PropertyValue]?, String, String)] = [
      (\.name, nil, "name", "control character U+001B in a name"),
      (nil, ["a\u{1B}": .integer(1)], "properties", "control character U+001B in a property key"),
      (
        nil, ["a": .string("\u{9D}0;x\u{9C}")], "properties.a",
        "control character U+009D in a property value"
      ),
      (nil, ["a": .string("x\ny")], "properties.a", "control character U+000A in a property value"),
    ]
    for (keyPath, properties, path, problem) in cases {
      var bad = board
      if let keyPath { bad[keyPath: keyPath] = "\u{1B}[2J" }
      if let properties { bad.properties = properties }
      #expect(throws: BoardFileError(.unencodable, at: path, problem)) { try MapFile.encode(bad) }
      #expect(throws: BoardError.invalidValue(path: path, problem: problem)) { try bad.validate() }
      // Nothing is written: the encoder runs before the file is touched.
      let folder = try MapFileTestIO.temporaryFolder()
      defer { MapFileTestIO.removeFolder(folder) }
      #expect(throws: BoardFileError.self) { try bad.save(to: folder + "/bad.json") }
      #expect(MapFileTestIO.list(folder).isEmpty)
    }
    board.name = String(repeating: "n", count: MapFile.maximumStringLength + 1)
    #expect(
      throws: BoardFileError(
        .unencodable, at: "name", "the string is 65537 bytes long; the limit is 65536")
    ) { try MapFile.encode(board) }
    board.name = "tab\tand \u{200F} 🗺️"
    #expect(try MapFile.decode(MapFile.encode(board)) == board)
  }

  // MARK: - Messages are one safe line

  /// Descriptions quote the text raw (the library writes to no terminal); escaped as the
  /// command line prints them, they are one safe line.
  @Test func errorDescriptionsAreRawAndEscapeAtTheEdge() {
    let evil = "\u{1B}[2J\u{1B}]0;t\u{7}\u{9B}\n"
    let escaped = #"\u001B[2J\u001B]0;t\u0007\u009B\u000A"#
    #expect(BoardFileError(.invalid, at: evil, evil).description == evil + ": " + evil)
    #expect(BoardError.unknownObject(evil).description == "no object with id '\(evil)'")
    let printed = { (error: any Error) in TerminalText.escaped("\(error)") }
    #expect(printed(BoardFileError(.invalid, at: evil, evil)) == escaped + ": " + escaped)
    #expect(printed(BoardError.unknownObject(evil)) == "no object with id '\(escaped)'")
    #expect(printed(BoardError.unknownTerrain(evil)) == "unknown terrain '\(escaped)'")
    #expect(
      BoardPatchError.conflict(evil).description == "the patch does not fit this board: " + evil)
    #expect(
      printed(BoardPatchError.conflict(evil)) == "the patch does not fit this board: " + escaped)
    // A map file whose duplicate key holds escapes: the parser quotes the key raw too.
    let duplicate = #"{"\u009b": 1, "\u009b": 2}"#
    #expect(mapMessage(duplicate) == #"line 1, column 15: duplicate key '\u009B'"#)
  }

  // MARK: - The fuzz seeds

  /// The hostile text seeds of the map and patch corpora (`Fuzz/corpus/*/text-refused-*`)
  /// are refused naming a control character, the `text-allowed-*` ones (tab, right-to-left
  /// marks, emoji) load; and every map in the corpus that loads also saves and loads back
  /// equal (the map fuzz target's invariant, checked here on the seeds).
  @Test func fuzzSeeds() throws {
    for target in ["map", "patch"] {
      let folder = TestPaths.repositoryRoot + "/Fuzz/corpus/" + target
      let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
      #expect(names.filter { $0.hasPrefix("text-refused-") }.count >= 5, "\(target)")
      for name in names {
        let bytes = try FileIO.read(folder + "/" + name, limit: 1 << 24)
        let text = String(decoding: bytes, as: UTF8.self)
        let message = target == "map" ? mapMessage(text) : patchMessage(text)
        if name.hasPrefix("text-refused-") {
          #expect(message.contains(": control character U+"), "\(name): \(message)")
          #expect(!message.unicodeScalars.contains(where: TerminalText.isControl))
        } else if name.hasPrefix("text-allowed-") {
          #expect(message == "loaded", "\(name): \(message)")
        }
        if target == "map", let board = try? MapFile.decode(bytes) {
          #expect(try MapFile.decode(MapFile.encode(board)) == board, "\(name)")
        }
      }
    }
  }

  /// The schema's negative text examples (`Fixtures/invalid-schema/text-*.json`, which
  /// `scripts/validate-maps.py` checks the schemas reject) are refused by the loaders too,
  /// naming the control character; the valid one with a tab, a right-to-left mark and emoji
  /// loads.
  @Test func schemaTextFixtures() throws {
    let mapFolder =
      TestPaths.repositoryRoot + "/Tests/HexBoardTests/Persistence/Fixtures/invalid-schema"
    let patchFolder = reliabilityFixtures + "/invalid-schema"
    var count = 0
    for (folder, isMap) in [(mapFolder, true), (patchFolder, false)] {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
      where name.hasPrefix("text-") {
        let text = String(
          decoding: try FileIO.read(folder + "/" + name, limit: 1 << 20), as: UTF8.self)
        let message = isMap ? mapMessage(text) : patchMessage(text)
        #expect(message.contains(": control character U+"), "\(name): \(message)")
        count += 1
      }
    }
    #expect(count >= 15)
    let valid = try MapFile.load(
      from: TestPaths.repositoryRoot
        + "/Tests/HexBoardTests/Persistence/Fixtures/valid/text-tab-rtl-emoji.json")
    #expect(valid.name == "Tab\there \u{200F}שלום 🗺️")
    #expect(valid.objects.first?.properties == ["note": "a\tb"])
  }
}
