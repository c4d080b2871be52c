import HexBoard

/// `hexboard class set`: declare a movement class, or change one.
enum ClassSetCommand: Command {
  static let spec = CommandSpec(
    name: "class set", abstract: "Declare or change a movement class (costs per terrain).",
    arguments: [("file", "The map ('-' for standard input)."), ("class", "The class's name.")],
    options: [
      .init(
        ["cost"], value: "terrain=cost",
        help:
          "What the class pays to enter a terrain: a cost, '-' for impassable, or 'default' to drop the entry (repeatable).",
        repeats: true),
      .init(
        ["default"], value: "cost",
        help:
          "The cost of terrains without an entry: a cost, '-', or 'terrain' (each terrain's own)."),
      .init(
        ["layer"], value: "layer=value:rule:cost",
        help:
          "A layer value's cost and how it combines with the terrain's: best, worst, override or add (repeatable; replaces the class's layer costs).",
        repeats: true),
      .init(["clear-layers"], help: "Remove the class's layer costs."),
      CommonOptions.output, CommonOptions.force, EditReport.quiet,
    ],
    examples: [
      "hexboard class set map.json cavalry --cost forest=4 --cost mountain=- -o map2.json",
      "hexboard class set map.json boat --default - --cost ocean=1 --cost coast=1",
      "hexboard class set map.json foot --layer overlay=forest:worst:2",
    ],
    discussion:
      """
      A new class starts with no entries: each terrain costs its own movement cost until
      --cost or --default says otherwise. Changing a class keeps the entries not named. A
      terrain is named by id or symbol; an id the palette lacks is kept (a class can serve
      maps with other palettes). Queries use a class with 'path --class' and 'range --class';
      objects name theirs with 'object set --class'.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let name = try arguments.argument(1, "class")
    let costs = try PropertyArguments.pairs(arguments, "cost")
    let layers = try arguments.allValues("layer").map(ClassOptions.layerCost)
    let defaultCost: MovementCost?? = try arguments.value("default").map { text in
      text == "terrain" ? nil : try ClassOptions.cost(text, what: "--default")
    }
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    let existing = board.movementClass(named: name)
    var movementClass = existing ?? MovementClass(name: name)
    for (terrain, text) in costs {
      let id =
        board.palette.first { $0.id == terrain }?.id
        ?? (terrain.count == 1 ? board.palette.first { String($0.symbol) == terrain }?.id : nil)
        ?? terrain
      movementClass.terrainCosts[id] =
        text == "default" ? nil : try ClassOptions.cost(text, what: "--cost \(terrain)")
    }
    if let defaultCost { movementClass.defaultCost = defaultCost }
    if arguments.flag("clear-layers") { movementClass.layerCosts = [] }
    if !layers.isEmpty { movementClass.layerCosts = layers }
    do {
      if existing != nil {
        try board.updateMovementClass(name, to: movementClass)
      } else {
        try board.addMovementClass(movementClass)
      }
    } catch {
      throw CLIError.failure(
        "\(input == "-" ? "<stdin>" : input): \(CellNames.message(error, on: board, arguments: arguments))"
      )
    }
    try MapIO.write(board, to: destination, context: context)
    EditReport.say(
      "\(existing == nil ? "declared" : "changed") movement class \(name): "
        + ClassListCommand.describe(movementClass), arguments, context: context)
  }
}
