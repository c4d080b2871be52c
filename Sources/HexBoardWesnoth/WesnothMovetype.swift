/// A Wesnoth movetype (`[movetype]` in `data/core/units.cfg`, such as `smallfoot` or
/// `mounted`): the movement cost of each terrain archetype, and through
/// ``cost(of:in:)`` of any terrain code by Wesnoth's alias rules (article:
/// <doc:MovementRules>).
public struct WesnothMovetype: Hashable, Sendable {
  /// Wesnoth's cost for terrain a unit cannot enter (`UNREACHABLE`).
  public static let unreachable = 99
  /// The cheapest cost a movetype can set (smaller values are raised to it).
  public static let minimumCost = 1
  /// The token standing for an overlay's base terrain in alias lists.
  public static let baseToken = "_bas"
  /// How deep aliases may refer to aliases before the cost is ``unreachable`` (a cycle in a
  /// hand-made `terrain.cfg` ends here instead of recursing forever).
  public static let maximumAliasDepth = 90

  /// The movetype's name (`smallfoot`).
  public var name: String
  /// Cost by terrain id (`flat`, `hills`, `castle`), clamped to
  /// ``minimumCost``...``unreachable``; terrain ids not listed are unreachable. Only looked
  /// up, never iterated for output.
  public var movementCosts: [String: Int]

  /// A movetype from its costs.
  ///
  /// - Parameters:
  ///   - name: the movetype's name.
  ///   - movementCosts: cost by terrain id; values are clamped to 1...99.
  public init(name: String, movementCosts: [String: Int]) {
    self.name = name
    self.movementCosts = movementCosts.mapValues {
      min(Self.unreachable, max(Self.minimumCost, $0))
    }
  }

  /// Every `[movetype]` with a `[movement_costs]` under the root of a parsed `units.cfg`, in
  /// file order. A value `{UNREACHABLE}` (Wesnoth's macro) reads as 99.
  ///
  /// - Parameter wml: the parsed file.
  /// - Returns: the movetypes; those without a name are skipped.
  /// - Throws: ``WesnothMovetypeError`` when a cost is not a whole number.
  public static func movetypes(in wml: WesnothWMLNode) throws(WesnothMovetypeError)
    -> [WesnothMovetype]
  {
    var found: [WesnothMovetype] = []
    for node in wml.descendants(named: "movetype") {
      guard let name = node["name"], !name.isEmpty else { continue }
      var costs: [String: Int] = [:]
      for table in node.children(named: "movement_costs") {
        for (key, value) in table.attributes {
          if value == "{UNREACHABLE}" {
            costs[key] = unreachable
          } else if let number = Int(value), (-1_000_000...1_000_000).contains(number) {
            costs[key] = number
          } else {
            throw .badCost(movetype: name, terrain: key, value: value)
          }
        }
      }
      found.append(WesnothMovetype(name: name, movementCosts: costs))
    }
    return found
  }

  /// The cost of moving onto a hex of `code` for this movetype, by Wesnoth's alias rules
  /// (article: <doc:MovementRules>): ``unreachable`` for codes the table does not resolve.
  ///
  /// - Parameters:
  ///   - code: a map's terrain code (`Hh^Fp`).
  ///   - table: the terrain types (the installed `terrain.cfg` or
  ///     ``WesnothTerrainTable/builtIn``).
  /// - Returns: a cost in 1...99.
  public func cost(of code: WesnothTerrainCode, in table: WesnothTerrainTable) -> Int {
    cost(of: code, in: table, depth: 0)
  }

  private func cost(of code: WesnothTerrainCode, in table: WesnothTerrainTable, depth: Int) -> Int {
    guard depth <= Self.maximumAliasDepth, let tokens = table.movementTokens(of: code) else {
      return Self.unreachable
    }
    if tokens == [code.description] {
      // Its own alias: an archetype such as Gt (id flat), read from the movetype.
      guard let type = table[code] else { return Self.unreachable }
      return movementCosts[type.id] ?? Self.unreachable
    }
    var preferLow = true
    var result = Self.unreachable
    for (index, token) in tokens.enumerated() {
      switch token {
      case "+": preferLow = true
      case Self.baseToken: continue  // a `_bas` with no base to stand for
      case "-":
        preferLow = false
        // A list opening with `-` is a worst-of from the start: begin at the best cost.
        if index == 0 { result = Self.minimumCost }
      default:
        guard let alias = try? WesnothTerrainCode(parsing: token) else { continue }
        let value = cost(of: alias, in: table, depth: depth + 1)
        result = preferLow ? min(result, value) : max(result, value)
      }
    }
    return result
  }
}

/// Why a `units.cfg` does not give movetypes.
public enum WesnothMovetypeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A `[movement_costs]` value is not a whole number (or `{UNREACHABLE}`).
  case badCost(movetype: String, terrain: String, value: String)

  /// What is wrong, and where.
  public var description: String {
    switch self {
    case .badCost(let movetype, let terrain, let value):
      return "movetype \(WesnothText.quoted(movetype)): cost of \(WesnothText.quoted(terrain)) "
        + "is \(WesnothText.quoted(value)), not a whole number"
    }
  }
}
