import HexBoard
import HexJSON
import HexText

/// `hexboard terrain list`: the palette.
enum TerrainListCommand: Command {
  static let spec = CommandSpec(
    name: "terrain list", abstract: "List a map's terrains: symbol, colour, cost, sight, cells.",
    arguments: [("file", "The map ('-' for standard input).")],
    options: [CommonOptions.json],
    examples: [
      "hexboard terrain list Maps/skirmish.json", "hexboard terrain list Maps/world.json --json",
    ],
    discussion: "One line per terrain, in palette order (the order `1`-`9` pick in the editor).")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let board = try MapIO.load(try arguments.argument(0, "file"), context: context)
    let counts = board.terrainCounts
    if arguments.flag("json") {
      let items = board.palette.indices.map { index -> JSONValue in
        let terrain = board.palette[index]
        return .object([
          ("id", .string(terrain.id)), ("symbol", .string(String(terrain.symbol))),
          ("color", .string(terrain.color.description)),
          ("movementCost", terrain.movementCost.map { .integer($0) } ?? .null),
          ("blocksSight", .bool(terrain.blocksSight)), ("cells", .integer(counts[index])),
        ])
      }
      context.line(JSONValue.array(items).outputText)
      return
    }
    let text = TerminalText.escaped
    let width = board.palette.map { text($0.id).count }.max() ?? 0
    for (index, terrain) in board.palette.enumerated() {
      let id = text(terrain.id)
      context.line(
        "\(text(String(terrain.symbol)))  \(id)\(String(repeating: " ", count: width + 2 - id.count))"
          + "\(terrain.color)  \(EditReport.count(counts[index], "cell")), \(TerrainOptions.describe(terrain))"
      )
    }
  }
}
