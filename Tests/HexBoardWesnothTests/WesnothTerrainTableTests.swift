import Testing

@testable import HexBoardWesnoth

@Suite struct WesnothTerrainTableTests {
  @Test func readsTerrainTypesFromWML() throws {
    let wml = try WesnothWMLNode.parse(
      """
      [terrain_type]
          id=human_village
          name= _ "Village"
          editor_name= _ "Cottage"
          string=^Vh
          aliasof=_bas, Vt
          gives_income=yes
      [/terrain_type]
      [terrain_type]
          id=pine_forest
          string=^Fp
          aliasof=_bas,Ft
          mvt_alias=-,_bas,Ft
      [/terrain_type]
      [terrain_type]
          id=human_keep
          string=Kh
          aliasof=Ct
          recruit_from=yes
          recruit_onto=yes
      [/terrain_type]
      [terrain_type]
          id=again
          string=Kh
      [/terrain_type]
      """)
    let table = try WesnothTerrainTable(wml: wml)
    #expect(table.types.map(\.code.description) == ["^Vh", "^Fp", "Kh"])
    let village = try #require(table[try WesnothTerrainCode(parsing: "^Vh")])
    #expect(village.name == "Village" && village.editorName == "Cottage")
    #expect(village.aliasOf == ["_bas", "Vt"] && village.movementAlias == nil)
    #expect(village.movementTokens == ["_bas", "Vt"])
    #expect(table[try WesnothTerrainCode(parsing: "^Fp")]?.movementTokens == ["-", "_bas", "Ft"])
    #expect(table[try WesnothTerrainCode(parsing: "Kh")]?.id == "human_keep")
    #expect(table.isVillage(try WesnothTerrainCode(parsing: "Gg^Vh")))
    #expect(table.isKeep(try WesnothTerrainCode(parsing: "Kh")))
    #expect(table.isCastle(try WesnothTerrainCode(parsing: "Kh^Fp")))
    #expect(!table.isVillage(try WesnothTerrainCode(parsing: "Zz")))
    // Unknown codes are answered with nil, never an error.
    #expect(table.typeForNaming(try WesnothTerrainCode(parsing: "Zz^Qq")) == nil)
    #expect(table.typeForNaming(try WesnothTerrainCode(parsing: "Zz^Vh"))?.id == "human_village")
  }

  @Test func reportsBadTerrainTypes() throws {
    #expect(throws: WesnothTerrainTableError.missingString(index: 2)) {
      try WesnothTerrainTable(
        wml: WesnothWMLNode.parse(
          "[terrain_type]\nstring=Gg\n[/terrain_type]\n[terrain_type]\n[/terrain_type]\n"))
    }
    #expect(throws: WesnothTerrainTableError.self) {
      try WesnothTerrainTable(
        wml: WesnothWMLNode.parse("[terrain_type]\nstring=G g\n[/terrain_type]\n"))
    }
  }

  @Test func builtInTableHasTheCommonCodes() throws {
    let table = WesnothTerrainTable.builtIn
    #expect(table.types.count >= 60)
    #expect(table[try WesnothTerrainCode(parsing: "Gt")]?.isOwnMovementAlias == true)
    #expect(table[try WesnothTerrainCode(parsing: "Gg")]?.aliasOf == ["Gt"])
    #expect(table.isKeep(try WesnothTerrainCode(parsing: "Kud")))
    #expect(table.isVillage(try WesnothTerrainCode(parsing: "Hh^Vhh")))
  }

  /// Every built-in fact agrees with the installed terrain.cfg, when it is there.
  @Test func builtInTableAgreesWithTheInstalledData() throws {
    let data = WesnothData()
    guard data.isInstalled else {
      print("skipped: Wesnoth data not installed at \(data.directory)")
      return
    }
    let installed = try data.terrainTable()
    #expect(installed.types.count > 200)
    for type in WesnothTerrainTable.builtIn.types {
      let theirs = try #require(installed[type.code], "\(type.code) is not in terrain.cfg")
      #expect(theirs.id == type.id, "\(type.code)")
      #expect(theirs.aliasOf == type.aliasOf, "\(type.code)")
      #expect(theirs.movementAlias == type.movementAlias, "\(type.code)")
      #expect(theirs.isVillage == type.isVillage, "\(type.code)")
      #expect(theirs.isCastle == type.isCastle, "\(type.code)")
      #expect(theirs.isKeep == type.isKeep, "\(type.code)")
      #expect(theirs.isHidden == type.isHidden, "\(type.code)")
      #expect(type.name.isEmpty || theirs.name == type.name, "\(type.code)")
    }
  }
}
