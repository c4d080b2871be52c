import HexBoard
import HexJSON
import HexText

/// `hexboard class list`: the movement classes a map declares.
enum ClassListCommand: Command {
  static let spec = CommandSpec(
    name: "class list", abstract: "List a map's movement classes and their costs.",
    arguments: [("file", "The map ('-' for standard input).")],
    options: [CommonOptions.json],
    examples: ["hexboard class list map.json", "hexboard class list map.json --json"],
    discussion:
      """
      One line per class, in the order they were declared: its name, then its terrain costs
      by id ('-' impassable), its default ('default=terrain' when each terrain costs its
      own) and its layer costs (layer=value:rule:cost, applied in order; '@terrain' after
      one that applies on that terrain only).
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let board = try MapIO.load(try arguments.argument(0, "file"), context: context)
    if arguments.flag("json") {
      context.line(JSONValue.array(board.movementClasses.map(json)).outputText)
      return
    }
    let text = TerminalText.escaped
    for movementClass in board.movementClasses {
      context.line("\(text(movementClass.name))  \(text(describe(movementClass)))")
    }
  }

  /// A class's costs on one line: `forest=4 mountain=- default=terrain overlay=forest:worst:2`.
  static func describe(_ movementClass: MovementClass) -> String {
    var parts = movementClass.terrainCosts.keys.sorted().map {
      "\($0)=\(ClassOptions.describe(movementClass.terrainCosts[$0] ?? .impassable))"
    }
    parts.append("default=\(movementClass.defaultCost.map(ClassOptions.describe) ?? "terrain")")
    parts += movementClass.layerCosts.map(ClassOptions.describe)
    return parts.joined(separator: " ")
  }

  /// A class as `class list --json` writes it, as the map file does: `costs` by terrain
  /// (`null` impassable), `default` only when set, `layers` in order (each entry's
  /// `terrain` only when it is restricted to one).
  static func json(_ movementClass: MovementClass) -> JSONValue {
    func cost(_ cost: MovementCost) -> JSONValue { cost.value.map { .integer($0) } ?? .null }
    var members: [(String, JSONValue)] = [
      ("name", .string(movementClass.name)),
      (
        "costs",
        .object(
          movementClass.terrainCosts.keys.sorted().map {
            ($0, cost(movementClass.terrainCosts[$0] ?? .impassable))
          })
      ),
    ]
    if let defaultCost = movementClass.defaultCost {
      members.append(("default", cost(defaultCost)))
    }
    members.append(
      (
        "layers",
        .array(
          movementClass.layerCosts.map { entry in
            var members: [(String, JSONValue)] = [
              ("layer", .string(entry.layer)), ("value", .string(entry.value)),
            ]
            if let terrain = entry.terrain { members.append(("terrain", .string(terrain))) }
            members += [("combine", .string(entry.combine.rawValue)), ("cost", cost(entry.cost))]
            return .object(members)
          })
      ))
    return .object(members)
  }
}
