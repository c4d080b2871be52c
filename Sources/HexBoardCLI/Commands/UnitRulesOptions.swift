import HexBoard

/// The game-rule options `path` and `range` share: `--side` (the units on the map are the
/// board's objects with an owner; the mover's friends are its own side's, all others are
/// foes with a zone of control on their neighbours) and `--moves` (movement points per
/// turn, which splits a route into turns).
enum UnitRulesOptions {
  static let side = CommandSpec.Option(
    ["side"], value: "side",
    help:
      "Move as side SIDE: objects with an owner are units, SIDE's are friends (passed through, never stopped on), the others foes (never entered; their neighbours end a move)."
  )
  static let moves = CommandSpec.Option(
    ["moves"], value: "n",
    help:
      "Movement points per turn: the route is split into turns (points left unused at a turn's end count towards its cost)."
  )

  /// The rules `arguments` ask for on `board`, on top of `maxCost`: units for `--side`,
  /// turns for `--moves` (at most `turnLimit` turns).
  static func rules(
    _ arguments: ParsedArguments, board: Board, maxCost: Int?, turnLimit: Int? = nil
  ) throws -> SearchRules {
    var rules = SearchRules(maxCost: maxCost)
    if let moves = try arguments.integer("moves", in: 1...1_000_000) {
      rules.turns = Turns(movesPerTurn: moves, limit: turnLimit)
    }
    guard let side = arguments.value("side") else { return rules }
    // Sides are numbered in the order of the owners' names, so the same map gives the
    // same numbers on every run.
    let owners = Set(board.objects.compactMap(\.owner)).union([side]).sorted()
    guard owners.count <= UnitMap.maximumSides else {
      throw CLIError.usage(
        "--side: the map has \(owners.count - 1) owners; at most \(UnitMap.maximumSides) sides are supported"
      )
    }
    let units = UnitMap(board: board, sides: owners)
    rules.units = units
    rules.mover = Mover(side: owners.firstIndex(of: side) ?? 0)
    return rules
  }
}
