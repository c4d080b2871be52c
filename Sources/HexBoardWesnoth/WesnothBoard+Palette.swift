import HexBoard

extension WesnothBoard {
  /// The fill colour of each movement archetype's terrains (by the archetype's id): grass
  /// green for flat, blues for water, greys for castles and walls.
  static let archetypeColors: [String: RGBColor] = [
    "flat": "#7cb342", "hills": "#a1887f", "mountains": "#7b6b5a", "forest": "#2e7d32",
    "shallow_water": "#4f8fd0", "deep_water": "#1f4e8c", "reef": "#5f9fb0",
    "swamp_water": "#5b7d5a", "sand": "#e0c068", "castle": "#b0b0b0", "village": "#b5651d",
    "cave": "#6b5a4a", "fungus": "#8e6fa8", "frozen": "#e8f0f4", "impassable": "#3a3a3a",
    "unwalkable": "#1a1a1a",
  ]
  /// Common base codes drawn apart from their archetype's colour: dry and savanna grass,
  /// fords (flat and shallow water), snow and ice, desert and beach.
  static let codeColors: [String: RGBColor] = [
    "Gs": "#9ccc65", "Gd": "#c0b860", "Gll": "#8d9e3a", "Wwf": "#7fb8e0", "Aa": "#f4f8fa",
    "Ai": "#cfe8f3", "Dd": "#e8d28a", "Ds": "#eedc9a", "Wog": "#2a5f7a", "Wwg": "#4f9f9a",
  ]
  /// The colour of codes no archetype explains (unknown codes).
  static let unknownColor: RGBColor = "#c0c0c0"

  /// The colour of a base or overlay code: by its archetype, with roads and dirt a sandy
  /// brown, keeps darker than castles and bridges a wooden brown.
  static func color(of code: WesnothTerrainCode, in table: WesnothTerrainTable) -> RGBColor {
    if let overlay = code.overlay, code.base.isEmpty, overlay.hasPrefix("B") { return "#8d6e4a" }
    if code.overlay == nil, let color = codeColors[code.base] { return color }
    if code.overlay == nil, code.base.hasPrefix("R") { return "#b89a6a" }
    if table.isKeep(code) { return "#5f5f5f" }
    if table.isVillage(code) { return archetypeColors["village"] ?? unknownColor }
    guard let id = archetype(of: code, in: table, depth: 0) else { return unknownColor }
    return archetypeColors[id] ?? unknownColor
  }

  /// The id of the archetype a code looks like: the first terrain of its `aliasof` (or
  /// movement alias) list, followed to a type that is its own alias.
  static func archetype(
    of code: WesnothTerrainCode, in table: WesnothTerrainTable, depth: Int
  ) -> String? {
    guard depth < 16, let type = table[code] else { return nil }
    let list = type.aliasOf.isEmpty ? (type.movementAlias ?? []) : type.aliasOf
    let codes = list.filter { $0 != "+" && $0 != "-" && $0 != WesnothMovetype.baseToken }
    if codes.isEmpty || codes == [code.description] { return type.id }
    for token in codes {
      guard let alias = try? WesnothTerrainCode(parsing: token), alias != code else { continue }
      if let found = archetype(of: alias, in: table, depth: depth + 1) { return found }
    }
    return type.id
  }

  /// The name a palette entry gets: the editor's name, else the game's, else the code.
  static func name(of code: WesnothTerrainCode, in table: WesnothTerrainTable) -> String {
    guard let type = table[code] else { return code.description }
    if !type.editorName.isEmpty { return type.editorName }
    return type.name.isEmpty ? code.description : type.name
  }

  /// A walker: every archetype costs 1 but impassable and unwalkable ones. A base terrain
  /// it cannot enter is impassable in the board's palette (`movementCost` nil).
  static func walker(for table: WesnothTerrainTable) -> WesnothMovetype {
    var costs: [String: Int] = [:]
    for type in table.types where type.isOwnMovementAlias {
      costs[type.id] =
        type.id == "impassable" || type.id == "unwalkable" ? WesnothMovetype.unreachable : 1
    }
    return WesnothMovetype(name: "walker", movementCosts: costs)
  }

  /// Printable symbols for the palette, one per base code, distinct: the code's own
  /// letters first (`G` for `Gg`), then a fixed pool.
  static func symbols(for codes: [String]) -> [Character] {
    let pool = Array(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
        + "!#$%&*+-./:;<=>?@[]_{|}~()'\"`,\\")
    var used = Set<Character>()
    var result: [Character] = []
    var extra = 0x00C0
    for code in codes {
      let own = Array(code) + Array(code.lowercased()) + Array(code.uppercased())
      var symbol = (own + pool).first { $0 != " " && !used.contains($0) }
      while symbol == nil {
        // Past the ASCII pool: Latin-1 letters and beyond, each a printable character.
        if let scalar = Unicode.Scalar(extra) {
          let candidate = Character(scalar)
          if !used.contains(candidate) { symbol = candidate }
        }
        extra += 1
      }
      let chosen = symbol ?? "?"
      used.insert(chosen)
      result.append(chosen)
    }
    return result
  }
}
