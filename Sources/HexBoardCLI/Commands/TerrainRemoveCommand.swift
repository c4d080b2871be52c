import HexBoard

/// `hexboard terrain remove`: drop an unused palette entry.
enum TerrainRemoveCommand: Command {
  static let spec = CommandSpec(
    name: "terrain remove", abstract: "Remove a terrain no cell has from a map's palette.",
    arguments: [
      ("file", "The map ('-' for standard input)."), ("terrain", "A terrain id or symbol."),
    ],
    options: [CommonOptions.output, CommonOptions.force, EditReport.quiet],
    examples: ["hexboard terrain remove Maps/skirmish.json snow -o no-snow.json"],
    discussion:
      """
      Refused (exit 1, naming how many cells have it) while any cell has the terrain: paint
      them first. The terrains after it move up one place in the palette.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let name = try arguments.argument(1, "terrain")
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    let terrain = try TerrainName.terrain(name, on: board, what: "<terrain>")
    do {
      try board.removeTerrain(terrain.id)
    } catch {
      throw CLIError.failure(
        "\(input == "-" ? "<stdin>" : input): \(CellNames.message(error, on: board, arguments: arguments))"
      )
    }
    try MapIO.write(board, to: destination, context: context)
    EditReport.say("removed terrain \(terrain.id)", arguments, context: context)
  }
}
