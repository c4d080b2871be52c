import HexBoard
import HexTestSupport
import Testing

/// Object properties are `PropertyValue`s like the board's: text, integers, numbers and
/// flags survive the map file, patches and the content hash; objects with text only are
/// written and hashed as before.
@Suite("Objects: typed property values")
struct BoardObjectPropertyValueTests {
  static func board(hp: PropertyValue) throws -> Board {
    var board = try Board(name: "Typed", grid: MapGrid(columns: 3, rows: 2), fill: "grass")
    try board.addObject(
      BoardObject(
        id: "u1", kind: "unit", position: Hex(q: 1, r: 0),
        properties: ["owner": "red", "hp": hp, "speed": 1.5, "hidden": false]))
    return board
  }

  @Test func mapFileRoundTrip() throws {
    let board = try Self.board(hp: 12)
    let text = try MapFile.encodedString(board)
    #expect(
      text.contains(
        "\"properties\": {\"hidden\": false, \"hp\": 12, \"owner\": \"red\", \"speed\": 1.5}"))
    let loaded = try MapFile.decode(text)
    #expect(loaded == board)
    #expect(loaded.objects.first?.properties["hp"] == .integer(12))
    #expect(try MapFile.encodedString(loaded) == text)
  }

  /// The sample map of the save format (text properties only) is written back byte for byte.
  @Test func textPropertiesKeepTheirBytes() throws {
    let board = try MapFile.decode(SampleFiles.skirmish)
    #expect(board.objects.first?.properties["owner"] == .string("red"))
    #expect(try MapFile.encodedString(board) == SampleFiles.skirmish)
  }

  @Test func patchRoundTrip() throws {
    let before = try Self.board(hp: "12")
    var after = before
    try after.setObjectProperty("hp", to: 11, ofObject: "u1")
    let patch = try BoardPatch(from: before, to: after)
    let decoded = try BoardPatch.decode(try patch.encoded(), for: before)
    #expect(decoded == patch)
    var applied = before
    try applied.apply(decoded)
    #expect(applied == after)
    #expect(applied.contentHash() == after.contentHash())
  }

  /// `"12"` and `12` are different values, to equality and to the content hash.
  @Test func textAndNumberDiffer() throws {
    let text = try Self.board(hp: "12")
    let number = try Self.board(hp: 12)
    #expect(text != number)
    #expect(text.contentHash() != number.contentHash())
  }

  /// A value the file cannot hold is refused where it is set, naming the field.
  @Test func nonFiniteNumbersAreRefused() throws {
    var board = try Self.board(hp: 1)
    #expect(throws: BoardError.self) {
      try board.setObjectProperty("hp", to: .number(.nan), ofObject: "u1")
    }
    #expect(board.objects.first?.properties["hp"] == .integer(1))
  }
}
