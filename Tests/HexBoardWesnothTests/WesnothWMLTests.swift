import Testing

@testable import HexBoardWesnoth

@Suite struct WesnothWMLTests {
  static let sample = #"""
    #textdomain wesnoth-lib
    # A comment, then a macro whose body must not be read as a tag.
    #define FAKE_TERRAIN
    [terrain_type]
        string=Zz
    [/terrain_type]
    #enddef
    #define ONE_LINE
    99 #enddef
    {FAKE_TERRAIN}
    [terrain_type]
        id=grassland
        name= _ "Grassland"
        editor_name= _ "Green ""Grass"""
        string=Gg    # wmllint: ignore
        aliasof=Gt
        help_topic_text= _ "Two
    lines" + " and more"
    #ifdef EDITOR
        hidden=no
    #else
        hidden=yes
    #endif
    [/terrain_type]
    [units]
        [movetype]
            name=smallfoot
            [movement_costs]
                x,y=1,2
                flat=1
                deep_water={UNREACHABLE}
            [/movement_costs]
        [/movetype]
    [/units]
    """#

  @Test func readsTheSubsetTerrainCfgUses() throws {
    let root = try WesnothWMLNode.parse(Self.sample)
    #expect(root.children.map(\.name) == ["terrain_type", "units"])
    let terrain = root.children[0]
    #expect(terrain["id"] == "grassland")
    #expect(terrain["name"] == "Grassland")
    #expect(terrain["editor_name"] == "Green \"Grass\"")
    #expect(terrain["string"] == "Gg")
    #expect(terrain["help_topic_text"] == "Two\nlines and more")
    // Both #ifdef branches are read; the later value wins.
    #expect(terrain["hidden"] == "yes")
    let costs = try #require(root.descendants(named: "movement_costs").first)
    #expect(costs.attributes.map(\.key) == ["x", "y", "flat", "deep_water"])
    #expect(costs["y"] == "2" && costs["deep_water"] == "{UNREACHABLE}")
  }

  @Test(arguments: [
    ("[a]\n[/b]\n", 2, 5, "[/b] closes [a]"),
    ("[a]\nk=v\n", 1, 1, "[a] is never closed"),
    ("[a]\nk=\"open\n[/a]\n", 2, 3, "string without its closing \""),
    ("#define X\n[a]\n", 1, 1, "#define without #enddef"),
    ("just words\n", 1, 6, "expected = after the key"),
    ("[a b]\n", 1, 3, "malformed tag"),
    ("{MACRO\n", 1, 1, "{ without }"),
  ])
  func reportsWhatAndWhere(text: String, line: Int, column: Int, problem: String) {
    #expect(throws: WesnothWMLError(line: line, column: column, problem: problem)) {
      try WesnothWMLNode.parse(text)
    }
  }

  @Test func refusesNestingBeyondTheLimit() {
    let deep = String(repeating: "[a]\n", count: WesnothWMLNode.maximumDepth + 1)
    #expect(throws: WesnothWMLError.self) { try WesnothWMLNode.parse(deep) }
  }
}
