/// Wesnoth's terrain types by code: read from `data/core/terrain.cfg`, or the built-in table
/// of common codes (``builtIn``).
///
/// Codes a table does not know are still valid in maps (they are kept, never dropped); the
/// table only answers what it knows, and a movement cost over an unknown code is
/// ``WesnothMovetype/unreachable``.
public struct WesnothTerrainTable: Hashable, Sendable {
  /// Every type, in the order defined.
  public private(set) var types: [WesnothTerrainType]
  private var indexByCode: [WesnothTerrainCode: Int]

  /// A table of types; a code defined twice keeps its first definition (as Wesnoth, which
  /// warns about the second).
  ///
  /// - Parameter types: the types, in definition order.
  public init(types: [WesnothTerrainType]) {
    self.types = []
    self.indexByCode = [:]
    for type in types where indexByCode[type.code] == nil {
      indexByCode[type.code] = self.types.count
      self.types.append(type)
    }
  }

  /// The table from `terrain.cfg`'s text: every `[terrain_type]` with a valid `string=`.
  ///
  /// - Parameter wml: the parsed file.
  /// - Throws: ``WesnothTerrainTableError`` when a `[terrain_type]` has no `string=` or an
  ///   invalid one.
  public init(wml: WesnothWMLNode) throws(WesnothTerrainTableError) {
    var types: [WesnothTerrainType] = []
    for (position, node) in wml.descendants(named: "terrain_type").enumerated() {
      guard let string = node["string"] else { throw .missingString(index: position + 1) }
      let code: WesnothTerrainCode
      do { code = try WesnothTerrainCode(parsing: string) } catch {
        throw .badString(index: position + 1, problem: error.description)
      }
      types.append(
        WesnothTerrainType(
          code: code, id: node["id"] ?? "", name: node["name"] ?? "",
          editorName: node["editor_name"] ?? "",
          aliasOf: WesnothTerrainType.aliasTokens(node["aliasof"] ?? ""),
          movementAlias: node["mvt_alias"].map(WesnothTerrainType.aliasTokens),
          isHidden: node["hidden"] == "yes", isVillage: node["gives_income"] == "yes",
          isCastle: node["recruit_onto"] == "yes", isKeep: node["recruit_from"] == "yes"))
    }
    self.init(types: types)
  }

  /// The type defined for exactly this code (`Gg`, `^Vh`), or `nil`.
  ///
  /// - Parameter code: a code as the table defines it (a base alone, or an overlay alone).
  public subscript(code: WesnothTerrainCode) -> WesnothTerrainType? {
    indexByCode[code].map { types[$0] }
  }

  /// The type of a code written in a map: the code's own definition when there is one, else
  /// its base's (the overlay's when the base is unknown), or `nil` for unknown codes.
  ///
  /// - Parameter code: a map's code.
  public func typeForNaming(_ code: WesnothTerrainCode) -> WesnothTerrainType? {
    if let own = self[code] { return own }
    if let overlay = code.overlayCode, let type = self[overlay], self[code.baseCode] == nil {
      return type
    }
    return self[code.baseCode]
  }

  /// Whether a map's code is a village (its overlay or base gives income).
  ///
  /// - Parameter code: a map's code.
  public func isVillage(_ code: WesnothTerrainCode) -> Bool { any(code) { $0.isVillage } }
  /// Whether a map's code is a castle or keep (units may be recruited onto it).
  ///
  /// - Parameter code: a map's code.
  public func isCastle(_ code: WesnothTerrainCode) -> Bool { any(code) { $0.isCastle } }
  /// Whether a map's code is a keep (units may be recruited from it).
  ///
  /// - Parameter code: a map's code.
  public func isKeep(_ code: WesnothTerrainCode) -> Bool { any(code) { $0.isKeep } }

  private func any(_ code: WesnothTerrainCode, _ test: (WesnothTerrainType) -> Bool) -> Bool {
    if let own = self[code] { return test(own) }
    if let overlay = code.overlayCode, let type = self[overlay], test(type) { return true }
    return self[code.baseCode].map(test) ?? false
  }
}

/// Why a `terrain.cfg` does not make a terrain table.
public enum WesnothTerrainTableError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The `index`-th `[terrain_type]` (from 1) has no `string=`.
  case missingString(index: Int)
  /// The `index`-th `[terrain_type]`'s `string=` is not a terrain code.
  case badString(index: Int, problem: String)

  /// What is wrong, and in which `[terrain_type]`.
  public var description: String {
    switch self {
    case .missingString(let index): return "[terrain_type] number \(index) has no string="
    case .badString(let index, let problem):
      return "[terrain_type] number \(index): \(problem)"
    }
  }
}
