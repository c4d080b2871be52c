import HexGrid
import HexTestSupport
import Testing

@testable import HexBoardWesnoth

@Suite struct WesnothMapTests {
  static let fixture = TestPaths.file("Tests/HexBoardWesnothTests/Fixtures/small.map")

  /// Aligned padding, spaces at line ends, CRLF, several labels on one cell, a tab, and no
  /// final newline: the spacing hand-edited maps have.
  static let padded =
    "Xu      , Xu      , Xu      \r\n"
    + "Xu      , 1 spawn Kh, Gg^Vh \r\n"
    + "Xu,Ww^Bw\\,\tXu   \r\n"
    + "Xu      , Xu      , _off^_usr"

  @Test func readsEveryConstruct() throws {
    let map = try WesnothMap(bytes: WesnothData.readFile(Self.fixture))
    #expect(map.width == 7 && map.height == 6)
    #expect(map.playableWidth == 5 && map.playableHeight == 4)
    #expect(map[WesnothMapPosition(x: 2, y: 1)]?.code.description == "Hh^Fp")
    #expect(
      map[WesnothMapPosition(x: 1, y: 2)]?.code == (try WesnothTerrainCode(parsing: "Ww^Bw|")))
    #expect(map[WesnothMapPosition(x: 1, y: 4)]?.code.overlay == "Bw\\")
    #expect(map[WesnothMapPosition(x: 7, y: 0)] == nil)
    let starts = map.startingPositions.map { "\($0.side)@\($0.position)" }
    #expect(starts == ["1@3,1", "2@5,3"])
    #expect(map.namedLocations == [WesnothMapLabel(name: "lake", position: .init(x: 2, y: 3))])
    #expect(map.offMapPositions == [.init(x: 6, y: 0), .init(x: 6, y: 1)])
    #expect(map.playableCodes.count == 20)
    #expect(map.playableCodes.first?.description == "Gg")
    #expect(map.playableCodes.last?.description == "Cud")
  }

  @Test func writesTheFixtureBackByteForByte() throws {
    let bytes = try WesnothData.readFile(Self.fixture)
    #expect(try WesnothMap(bytes: bytes).bytes() == bytes)
  }

  @Test func keepsPaddingLineEndingsAndLabels() throws {
    let map = try WesnothMap(parsing: Self.padded)
    #expect(map.width == 3 && map.height == 4)
    #expect(map.text == Self.padded)
    let cell = try #require(map[WesnothMapPosition(x: 1, y: 1)])
    #expect(cell.labels == ["1", "spawn"])
    #expect(cell.startingSides == [1] && cell.locationNames == ["spawn"])
    #expect(map[WesnothMapPosition(x: 1, y: 2)]?.code.description == "Ww^Bw\\")
  }

  @Test func changedCellsKeepTheirPadding() throws {
    var map = try WesnothMap(parsing: Self.padded)
    let hills = try WesnothTerrainCode(parsing: "Hh")
    let inside = map.set(WesnothMapCell(code: hills), at: WesnothMapPosition(x: 1, y: 1))
    let outside = map.set(WesnothMapCell(code: hills), at: WesnothMapPosition(x: 3, y: 0))
    #expect(inside && !outside)
    #expect(map.text.hasPrefix("Xu      , Xu      , Xu      \r\nXu      , Hh, Gg^Vh \r\n"))
  }

  @Test func writesWesnothSpacingForNewMaps() throws {
    var map = WesnothMap(width: 3, height: 2, filledWith: try WesnothTerrainCode(parsing: "Xv"))
    map.set(
      WesnothMapCell(code: try WesnothTerrainCode(parsing: "Kh"), labels: ["1"]),
      at: WesnothMapPosition(x: 1, y: 1))
    #expect(map.text == "Xv, Xv, Xv\nXv, 1 Kh, Xv\n")
    #expect(try WesnothMap(parsing: map.text) == map)
  }

  @Test(arguments: [
    ("", 1, 1, "the map is empty"),
    ("Gg, Gg\nGg\n", 2, 1, "this row has 1 cells, the first row has 2"),
    ("Gg, , Gg\n", 1, 4, "cell 2 is empty"),
    ("Gg\n\nGg\n", 2, 1, "empty line (no cells)"),
    ("Gg\n\n", 2, 1, "empty line (no cells)"),
    (
      "Gg, Gg^Vh^X\n", 1, 5,
      "terrain code \"Gg^Vh^X\": character '^' is not used in codes (letters, digits, _ / \\ |)"
    ),
    ("Gg, Ggggg\n", 1, 5, "terrain code \"Ggggg\": the base has more than 4 characters"),
    (
      "Gg, 1  Kh\n", 1, 7,
      "two spaces in a row inside a cell (labels and the code are one space apart)"
    ),
    ("Gg,\n", 1, 4, "cell 2 is empty"),
  ])
  func reportsWhatAndWhere(text: String, line: Int, column: Int, problem: String) {
    #expect(throws: WesnothMapError(line: line, column: column, problem: problem)) {
      try WesnothMap(parsing: text)
    }
  }

  @Test func refusesControlCharactersInLabels() {
    #expect(throws: WesnothMapError.self) { try WesnothMap(bytes: Array("a\u{1}b Gg\n".utf8)) }
    #expect(throws: WesnothMapError.self) { try WesnothMap(bytes: [0xFF, 0x20, 0x47, 0x67]) }
  }

  /// Wesnoth's adjacency: game column 2 (0-based 1, odd) is shoved down, so (2,2) touches
  /// (1,2), (1,3), (3,2), (3,3), (2,1) and (2,3); column 3 is not, so (3,2) touches (2,1),
  /// (2,2), (4,1), (4,2), (3,1) and (3,3).
  @Test func hexesAreOddQWithTheBorderDropped() throws {
    let map = WesnothMap(width: 6, height: 6, filledWith: try WesnothTerrainCode(parsing: "Gg"))
    func around(_ x: Int, _ y: Int) -> [String] {
      let hex = map.hex(at: WesnothMapPosition(x: x, y: y))
      return HexDirection.allCases.map { map.position(of: hex.neighbor(in: $0)) }.sorted().map {
        $0.description
      }
    }
    #expect(map.hex(at: WesnothMapPosition(x: 1, y: 1)) == Hex(q: 0, r: 0))
    #expect(around(2, 2) == ["2,1", "1,2", "3,2", "1,3", "2,3", "3,3"])
    #expect(around(3, 2) == ["2,1", "3,1", "4,1", "2,2", "4,2", "3,3"])
    #expect(map.position(of: map.hex(at: WesnothMapPosition(x: 0, y: 0))) == .init(x: 0, y: 0))
  }
}
