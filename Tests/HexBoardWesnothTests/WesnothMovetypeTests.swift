import Testing

@testable import HexBoardWesnoth

@Suite struct WesnothMovetypeTests {
  /// smallfoot and mounted as `data/core/units.cfg` (1.16) sets them, written out by hand.
  static let smallfoot = WesnothMovetype(
    name: "smallfoot",
    movementCosts: [
      "shallow_water": 3, "reef": 2, "swamp_water": 3, "flat": 1, "sand": 2, "forest": 2,
      "hills": 2, "mountains": 3, "village": 1, "castle": 1, "cave": 2, "frozen": 3,
      "fungus": 2,
    ])
  static let mounted = WesnothMovetype(
    name: "mounted",
    movementCosts: [
      "shallow_water": 4, "reef": 3, "swamp_water": 4, "flat": 1, "sand": 2, "forest": 3,
      "hills": 2, "village": 1, "castle": 1, "cave": 4, "frozen": 2, "fungus": 4,
    ])

  /// Worked by hand from the tables above and terrain.cfg's aliases:
  /// `Hh^Fp`: `^Fp` moves as `-,_bas,Ft`, the base `Hh` is `Ht`: worst of hills and forest.
  /// `Ww^Bw|`: `_bas,Gt`: best of shallow water (`Ww` is `Wst`) and flat.
  /// `Gg^Vh`: best of flat and village. `Ch`, `Kh`: castle. `Xu`: `Xt` (impassable), listed
  /// by neither. `Uu^Uf`: `^Uf` is `Tt` alone (fungus), the base ignored. `Ds^Esd`: `_bas`
  /// alone: sand. `Mm`: mountains, unlisted for mounted. `Uh`: `-,Ut,Ht`, the worst of cave
  /// and hills. `Mm^Xm`: `-,Mt,Xt`, the worst of mountains and impassable. `Hh^Vhh`: best
  /// of hills and village. `Zz`, `Zz^Vh`: unknown.
  static let answers: [(String, Int, Int)] = [
    ("Gg", 1, 1), ("Hh^Fp", 2, 3), ("Ww^Bw|", 1, 1), ("Gg^Vh", 1, 1), ("Ch", 1, 1),
    ("Kh", 1, 1), ("Xu", 99, 99), ("Uu^Uf", 2, 4), ("Ds^Esd", 2, 2), ("Mm", 3, 99),
    ("Ww", 3, 4), ("Uh", 2, 4), ("Mm^Xm", 99, 99), ("Hh^Vhh", 1, 1), ("Zz", 99, 99),
    ("Zz^Vh", 99, 99), ("_off^_usr", 99, 99),
  ]

  @Test func knownAnswersWithTheBuiltInTable() throws {
    for (text, small, horse) in Self.answers {
      let code = try WesnothTerrainCode(parsing: text)
      #expect(Self.smallfoot.cost(of: code, in: .builtIn) == small, "\(text) smallfoot")
      #expect(Self.mounted.cost(of: code, in: .builtIn) == horse, "\(text) mounted")
    }
  }

  @Test func knownAnswersWithTheInstalledData() throws {
    let data = WesnothData()
    guard data.isInstalled else {
      print("skipped: Wesnoth data not installed at \(data.directory)")
      return
    }
    let table = try data.terrainTable()
    let movetypes = try data.movetypes()
    let smallfoot = try #require(movetypes.first { $0.name == "smallfoot" })
    let mounted = try #require(movetypes.first { $0.name == "mounted" })
    #expect(smallfoot == Self.smallfoot)
    #expect(mounted == Self.mounted)
    for (text, small, horse) in Self.answers {
      let code = try WesnothTerrainCode(parsing: text)
      #expect(smallfoot.cost(of: code, in: table) == small, "\(text) smallfoot")
      #expect(mounted.cost(of: code, in: table) == horse, "\(text) mounted")
    }
  }

  /// The rules on a made-up table: archetypes A (cost 1), B (cost 3), C (cost 5).
  static let rules = WesnothTerrainTable(types: [
    type("At", "a"), type("Bt", "b"), type("Ct", "c"),
    type("Ab", "ab", alias: "At,Bt"),
    type("Wb", "worst", alias: "-,At,Bt"),
    type("Mx", "mixed", alias: "Ct,-,At,Bt"),
    type("Pl", "plus", alias: "-,Bt,Ct,+,At"),
    type("^Ob", "best_overlay", alias: "_bas,Bt"),
    type("^Oc", "costly_overlay", alias: "_bas,Ct"),
    type("^Ow", "worst_overlay", alias: "_bas,Bt", movement: "-,_bas,Bt"),
    type("^Oo", "only_overlay", alias: "Ct"),
    type("Lp", "loop", alias: "Lq"), type("Lq", "loop2", alias: "Lp"),
  ])
  static let archetypes = WesnothMovetype(name: "test", movementCosts: ["a": 1, "b": 3, "c": 5])

  static func type(
    _ code: String, _ id: String, alias: String = "", movement: String = ""
  ) -> WesnothTerrainType {
    let parts = code.split(separator: "^", omittingEmptySubsequences: false)
    return WesnothTerrainType(
      code: WesnothTerrainCode(
        uncheckedBase: String(parts[0]), overlay: parts.count > 1 ? String(parts[1]) : nil),
      id: id, aliasOf: WesnothTerrainType.aliasTokens(alias),
      movementAlias: movement.isEmpty ? nil : WesnothTerrainType.aliasTokens(movement))
  }

  @Test(arguments: [
    ("At", 1), ("Ab", 1), ("Wb", 3),
    // Best of C so far (5), then worst with A and B: max(5, 1, 3).
    ("Mx", 5),
    // Worst of B and C (5), then best with A (1).
    ("Pl", 1),
    // _bas in best-of mode: the base's list, then back to best-of.
    ("Wb^Ob", 3), ("At^Ob", 1),
    // The base's worst-of list (Wb: 3) ends with `+`, so C is weighed best-of against it.
    ("Wb^Oc", 3),
    // _bas in worst-of mode: the base's own best-of list (Ab: A or B, 1) is read worst-of.
    ("Ab^Ow", 3), ("Ct^Ow", 5),
    // An overlay without _bas ignores its base; an unknown base or overlay is unreachable.
    ("At^Oo", 5), ("Qq^Ob", 99), ("At^Qq", 99),
    // A cycle of aliases ends unreachable instead of recursing forever.
    ("Lp", 99),
  ])
  func aliasRules(code: String, cost: Int) throws {
    #expect(Self.archetypes.cost(of: try WesnothTerrainCode(parsing: code), in: Self.rules) == cost)
  }

  @Test func mergeRestoresTheMode() {
    #expect(WesnothTerrainTable.merge(["_bas", "Vt"], base: ["Gt"]) == ["Gt", "+", "Vt"])
    #expect(
      WesnothTerrainTable.merge(["-", "_bas", "Ft"], base: ["Ht"]) == ["-", "Ht", "-", "Ft"])
    #expect(WesnothTerrainTable.merge(["Tt"], base: ["Ut"]) == ["Tt"])
  }

  @Test func costsAreClampedAndBadCostsReported() throws {
    #expect(
      WesnothMovetype(name: "x", movementCosts: ["a": 0, "b": 500]).movementCosts == [
        "a": 1, "b": 99,
      ])
    let wml = try WesnothWMLNode.parse(
      "[movetype]\nname=x\n[movement_costs]\nflat=fast\n[/movement_costs]\n[/movetype]\n")
    #expect(throws: WesnothMovetypeError.badCost(movetype: "x", terrain: "flat", value: "fast")) {
      try WesnothMovetype.movetypes(in: wml)
    }
  }
}
