extension WesnothTerrainTable {
  /// Common Wesnoth terrain codes with their names and aliases, for when the game's data is
  /// not installed: the movement archetypes (`Gt` flat, `Ht` hills, `Ct` castle, …), the
  /// everyday bases (grass, roads, hills, mountains, water, sand, snow, cave, walls) and
  /// overlays (forests, villages, bridges, mushrooms, embellishments), castles and keeps,
  /// and `_off^_usr`. Written for HexBoard as facts about the game; the installed
  /// `terrain.cfg` defines about 250 more.
  public static let builtIn: WesnothTerrainTable = {
    // code, id, name, aliasof, mvt_alias ("" = none), flags (H hidden, V village,
    // C castle, K keep).
    let rows: [(String, String, String, String, String, String)] = [
      ("Gt", "flat", "Flat", "", "", "H"),
      ("Ht", "hills", "Hills", "", "", "H"),
      ("Mt", "mountains", "Mountains", "", "", "H"),
      ("Ft", "forest", "Forest", "", "", "H"),
      ("Wst", "shallow_water", "Shallow Water", "", "", "H"),
      ("Wdt", "deep_water", "Deep Water", "", "", "H"),
      ("Wrt", "reef", "Coastal Reef", "", "", "H"),
      ("St", "swamp_water", "Swamp", "", "", "H"),
      ("Dt", "sand", "Sand", "", "", "H"),
      ("Ct", "castle", "Castle", "", "", "HC"),
      ("Vt", "village", "Village", "", "", "H"),
      ("Ut", "cave", "Cave", "", "", "H"),
      ("Tt", "fungus", "Fungus", "", "", "H"),
      ("At", "frozen", "Frozen", "", "", "H"),
      ("Xt", "impassable", "Impassable", "", "", "H"),
      ("Qt", "unwalkable", "Unwalkable", "", "", "H"),
      ("Gg", "grassland", "Grassland", "Gt", "", ""),
      ("Gs", "savanna", "Grassland", "Gt", "", ""),
      ("Gd", "grass_dry", "Grassland", "Gt", "", ""),
      ("Gll", "leaf_litter", "Grassland", "Gt", "", ""),
      ("Re", "dirt", "Dirt", "Gt", "", ""),
      ("Rb", "dirt_dark", "Dirt", "Gt", "", ""),
      ("Rd", "dirt_dry", "Dirt", "Gt", "", ""),
      ("Rr", "road", "Road", "Gt", "", ""),
      ("Hh", "hills_regular", "Hills", "Ht", "", ""),
      ("Hhd", "hills_dry", "Hills", "Ht", "", ""),
      ("Mm", "regular_mountains", "Mountains", "Mt", "", ""),
      ("Md", "dry_mountains", "Mountains", "Mt", "", ""),
      ("Mm^Xm", "cloud", "Mountains", "-,Mt,Xt", "", ""),
      ("Ww", "medium_shallow_water", "Shallow Water", "Wst", "", ""),
      ("Wo", "deep_water_medium", "Deep Water", "Wdt", "", ""),
      ("Wwr", "medium_reef", "Coastal Reef", "Wrt", "", ""),
      ("Wwf", "ford", "Ford", "Gt,Wst", "", ""),
      ("Ss", "swamp_water_reed", "Swamp", "St", "", ""),
      ("Ds", "sand_beach", "Sand", "Dt", "", ""),
      ("Dd", "desert", "Desert", "Dt", "", ""),
      ("Aa", "snow", "Snow", "At", "", ""),
      ("Ai", "ice", "Ice", "At", "", ""),
      ("Uu", "cave_floor", "Cave", "Ut", "", ""),
      ("Uh", "rocky_cave", "Rockbound Cave", "Ut,Ht", "-,Ut,Ht", ""),
      ("Tb", "fungus_floor", "Mycelium", "Tt", "", ""),
      ("Xu", "cavewall", "Cave Wall", "Xt", "", ""),
      ("Xv", "void", "Void", "Xt", "", ""),
      ("Xos", "wall_stone", "Stone Wall", "Xt", "", ""),
      ("Qxu", "canyon", "Chasm", "Qt", "", ""),
      ("Ch", "human_castle", "Castle", "Ct", "", "C"),
      ("Kh", "human_keep", "Keep", "Ct", "", "CK"),
      ("Ce", "encampment", "Encampment", "Ct", "", "C"),
      ("Ke", "encampment_keep", "Encampment Keep", "Ct", "", "CK"),
      ("Cud", "dwarven_castle", "Castle", "Ct", "", "C"),
      ("Kud", "dwarven_keep", "Keep", "Ct", "", "CK"),
      ("^Fp", "pine_forest", "Forest", "_bas,Ft", "-,_bas,Ft", ""),
      ("^Fds", "deciduous_forest_summer", "Forest", "_bas,Ft", "-,_bas,Ft", ""),
      ("^Fms", "mixed_forest_summer", "Forest", "_bas,Ft", "-,_bas,Ft", ""),
      ("^Ft", "tropical_forest", "Forest", "_bas,Ft", "-,_bas,Ft", ""),
      ("^Vh", "human_village", "Village", "_bas,Vt", "", "V"),
      ("^Vhh", "hill_village", "Village", "_bas,Vt", "", "V"),
      ("^Vd", "drake_village", "Village", "_bas,Vt", "", "V"),
      ("^Bw|", "bridge", "Bridge", "_bas,Gt", "", ""),
      ("^Bw/", "bridgediag1", "Bridge", "_bas,Gt", "", ""),
      ("^Bw\\", "bridgediag2", "Bridge", "_bas,Gt", "", ""),
      ("^Uf", "fungus_grove_old", "Mushroom Grove", "Tt", "", "H"),
      ("^Tf", "fungus_grove", "Mushroom Grove", "_bas,Tt", "-,_bas,Tt", ""),
      ("^Es", "stones_small", "", "_bas", "", ""),
      ("^Esd", "sand_drifts", "", "_bas", "", ""),
      ("^Edp", "desert_plants", "", "_bas", "", ""),
      ("^Efm", "flowers_mixed", "", "_bas", "", ""),
      ("^Gvs", "farm", "Farmland", "_bas", "", ""),
      ("_off^_usr", "off_map", "Void", "", "", ""),
    ]
    return WesnothTerrainTable(
      types: rows.map { code, id, name, alias, movement, flags in
        let parts = code.split(separator: "^", omittingEmptySubsequences: false)
        return WesnothTerrainType(
          code: WesnothTerrainCode(
            uncheckedBase: String(parts[0]), overlay: parts.count > 1 ? String(parts[1]) : nil),
          id: id, name: name, aliasOf: WesnothTerrainType.aliasTokens(alias),
          movementAlias: movement.isEmpty ? nil : WesnothTerrainType.aliasTokens(movement),
          isHidden: flags.contains("H"), isVillage: flags.contains("V"),
          isCastle: flags.contains("C"), isKeep: flags.contains("K"))
      })
  }()
}
