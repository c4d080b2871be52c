import HexBoard

/// `hexboard terrain set`: change a palette entry.
enum TerrainSetCommand: Command {
  static let spec = CommandSpec(
    name: "terrain set",
    abstract: "Change a terrain: id, symbol, colour, cost, sight.",
    arguments: [
      ("file", "The map ('-' for standard input)."), ("terrain", "A terrain id or symbol."),
    ],
    options: [.init(["id"], value: "id", help: "Rename the terrain.")] + TerrainOptions.options
      + [CommonOptions.output, CommonOptions.force, EditReport.quiet],
    examples: [
      "hexboard terrain set Maps/skirmish.json forest --cost 3 --blocks-sight no -o woods.json",
      "hexboard terrain set Maps/skirmish.json '~' --color '#104080' --id sea -o sea.json",
      "hexboard terrain set Maps/arena.json h --impassable -o cliffs.json",
    ],
    discussion:
      """
      Every cell of the terrain changes with it (cells store the palette entry, not a copy).
      Options not given stay as they were. A new --id or --symbol must not belong to another
      terrain of the palette.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let name = try arguments.argument(1, "terrain")
    guard TerrainOptions.anyGiven(arguments) || arguments.value("id") != nil else {
      throw CLIError.usage(
        "nothing to change: give --id, --symbol, --color, --cost, --impassable or --blocks-sight")
    }
    try TerrainOptions.check(arguments)
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    let old = try TerrainName.terrain(name, on: board, what: "<terrain>")
    var terrain = old
    try TerrainOptions.apply(arguments, to: &terrain)
    if let id = arguments.value("id") { terrain.id = id }
    do {
      try board.updateTerrain(old.id, to: terrain)
    } catch {
      throw CLIError.failure(
        "\(input == "-" ? "<stdin>" : input): \(CellNames.message(error, on: board, arguments: arguments))"
      )
    }
    try MapIO.write(board, to: destination, context: context)
    let renamed = terrain.id == old.id ? "" : " (now \(terrain.id))"
    EditReport.say(
      "changed terrain \(old.id)\(renamed): \(terrain.symbol) \(terrain.color), \(TerrainOptions.describe(terrain))",
      arguments, context: context)
  }
}
