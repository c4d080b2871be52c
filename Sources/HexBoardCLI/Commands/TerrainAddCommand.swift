import HexBoard

/// `hexboard terrain add`: a new palette entry.
enum TerrainAddCommand: Command {
  static let spec = CommandSpec(
    name: "terrain add", abstract: "Add a terrain to a map's palette.",
    arguments: [("file", "The map ('-' for standard input)."), ("id", "The new terrain's id.")],
    options: TerrainOptions.options + [
      CommonOptions.output, CommonOptions.force, EditReport.quiet,
    ],
    examples: [
      "hexboard terrain add Maps/skirmish.json swamp --symbol s --color '#556b2f' --cost 4 -o swamp.json",
      "hexboard terrain add Maps/arena.json lava --symbol '!' --color '#ff4500' --impassable -o lava.json",
    ],
    discussion:
      """
      --symbol and one of --cost or --impassable are required; --color defaults to #808080
      and --blocks-sight to no. The id and the symbol must be new to the palette.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let id = try arguments.argument(1, "id")
    _ = try arguments.required("symbol")
    guard arguments.value("cost") != nil || arguments.flag("impassable") else {
      throw CLIError.usage("give --cost n or --impassable")
    }
    try TerrainOptions.check(arguments)
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    var terrain = Terrain(id: id, symbol: "?", color: RGBColor.gray, movementCost: 1)
    try TerrainOptions.apply(arguments, to: &terrain)
    do {
      try board.addTerrain(terrain)
    } catch {
      throw CLIError.failure(
        "\(input == "-" ? "<stdin>" : input): \(CellNames.message(error, on: board, arguments: arguments))"
      )
    }
    try MapIO.write(board, to: destination, context: context)
    EditReport.say(
      "added terrain \(id) (\(terrain.symbol)): \(TerrainOptions.describe(terrain))", arguments,
      context: context)
  }
}
