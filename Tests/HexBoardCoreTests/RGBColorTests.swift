import HexBoard
import HexTestSupport
import Testing

/// `#rrggbb` read once into a value, written back exactly as it was spelled.
@Suite("RGBColor")
struct RGBColorTests {
  @Test func readsWhatBoardsAlwaysAccepted() throws {
    for bad in ["red", "#12345", "#1234567", "#12345g", "123456#", "", "#", "# 12345", "#ＡＢＣＤＥＦ"] {
      #expect(RGBColor(parsing: bad) == nil, "\(bad)")
    }
    for good in ["#000000", "#ABCDEF", "#abcdef", "#1f4e8c", "#aBcDeF", "#3A6EA5"] {
      let color = try #require(RGBColor(parsing: good), "\(good)")
      #expect(color.description == good)
    }
    let sea = try #require(RGBColor(parsing: "#1F4e8C"))
    #expect((sea.red, sea.green, sea.blue) == (0x1F, 0x4E, 0x8C))
  }

  @Test func spellingIsKeptAndPartOfEquality() throws {
    let upper = try #require(RGBColor(parsing: "#ABCDEF"))
    let lower = try #require(RGBColor(parsing: "#abcdef"))
    #expect(upper != lower)
    #expect((upper.red, upper.green, upper.blue) == (lower.red, lower.green, lower.blue))
    #expect(RGBColor(red: 0xAB, green: 0xCD, blue: 0xEF) == lower)
    #expect(RGBColor(red: 0, green: 9, blue: 255).description == "#0009ff")
  }

  @Test func literalsAndTheGreyFallback() {
    let grass: RGBColor = "#7cb342"
    #expect(grass == RGBColor(red: 0x7C, green: 0xB3, blue: 0x42))
    let broken: RGBColor = "not a colour"
    #expect(broken == .gray)
    #expect(RGBColor.gray.description == "#808080")
  }

  /// A literal colour is read as written; a bad colour in a map file of any version (1 has
  /// no features, 2 adds them) is a load error naming the field, as before colours had a
  /// type and terrains could hold unreadable text.
  @Test func terrainColoursFromLiteralsAndFiles() throws {
    let upper = Terrain(id: "sea", symbol: "~", color: "#3A6EA5", movementCost: nil)
    #expect(upper.color.description == "#3A6EA5")
    // The forest's colour, cut short: version 1's third terrain, version 2's second.
    for (sample, field) in [
      (SampleFiles.skirmish, "terrain[2]"), (SampleFiles.crossing, "terrain[1]"),
    ] {
      let bad = sample.replacing("\"#2e7d32\"", with: "\"#2e7d3\"")
      #expect(bad != sample)
      #expect(throws: BoardFileError.self) { try MapFile.decode(bad) }
      do {
        _ = try MapFile.decode(bad)
      } catch {
        #expect("\(error)".contains("\(field).color: '#2e7d3' is not a colour; write #RRGGBB"))
      }
      #expect(try MapFile.decode(sample).palette.contains { $0.color == "#2e7d32" })
    }
  }

  /// Upper-case colours in a map file are written back as they were.
  @Test func savedMapsKeepLetterCase() throws {
    var board = try Board(name: "x", grid: MapGrid(columns: 2, rows: 1), fill: "grass")
    try board.addTerrain(
      Terrain(id: "sea", symbol: "s", color: "#3A6EA5", movementCost: nil))
    let text = try MapFile.encodedString(board)
    #expect(text.contains("\"color\": \"#3A6EA5\""))
    #expect(try MapFile.encode(MapFile.decode(text)) == MapFile.encode(board))
  }
}
