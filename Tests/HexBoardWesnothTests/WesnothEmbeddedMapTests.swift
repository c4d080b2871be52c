import Testing

@testable import HexBoardWesnoth

@Suite struct WesnothEmbeddedMapTests {
  static let scenario = """
    [test]
        id=inline
        map_data="
    Xu, Xu, Xu
    Xu, 1 Kh, Xu
    Xu, Xu, Xu
    "
        name= _ "map_data=\"\"not a map\"\""
    [/test]
    [other]
        map_data="{maps/elsewhere.map}"
        map_data=""
    [/other]

    """

  @Test func findsInlineMapsAndKeepsTheirText() throws {
    let found = try WesnothEmbeddedMap.maps(inConfig: Array(Self.scenario.utf8))
    #expect(found.count == 1)
    let embedded = try #require(found.first)
    #expect(embedded.line == 3)
    #expect(embedded.leadingLines == [0x0A])
    #expect(embedded.map.width == 3 && embedded.map.height == 3)
    #expect(embedded.map.startingPositions.map(\.side) == [1])
    #expect(
      String(decoding: embedded.rawValue, as: UTF8.self)
        == "\nXu, Xu, Xu\nXu, 1 Kh, Xu\nXu, Xu, Xu\n")
  }

  @Test func reportsTheLineInTheConfigFile() {
    let text = "[scenario]\n    map_data=\"\nGg, Gg\nGg, G!\n\"\n[/scenario]\n"
    #expect(
      throws: WesnothMapError(
        line: 4, column: 5,
        problem:
          "terrain code \"G!\": character '!' is not used in codes (letters, digits, _ / \\ |)")
    ) {
      try WesnothEmbeddedMap.maps(inConfig: Array(text.utf8))
    }
    #expect(throws: WesnothMapError.self) {
      try WesnothEmbeddedMap.maps(inConfig: Array("map_data=\"Gg, Gg\n".utf8))
    }
  }
}
