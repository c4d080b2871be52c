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
        ["layer"], value: "layer=value:rule:cost[@terrain]",
        help:
          "A layer value's cost and how it combines with the cost so far: best, worst, override or add; '@terrain' applies it on that terrain only (repeatable, in order; replaces the class's layer costs).",
        repeats: true),
      .init(["clear-layers"], help: "Remove the class's layer costs."),
      CommonOptions.output, CommonOptions.force, EditReport.quiet,
    ],
    examples: [
      "hexboard class set map.json cavalry --cost forest=4 --cost mountain=- -o map2.json",
      "hexboard class set map.json boat --default - --cost ocean=1 --cost coast=1",
      "hexboard class set map.json foot --layer overlay=forest:worst:2 --layer overlay=bridge:override:1@ocean",
    ],
    discussion:
      """
      A new class starts with no entries: each terrain costs its own movement cost until
      --cost or --default says otherwise. Changing a class keeps the entries not named. A
      terrain is named by id or symbol; an id the palette lacks is kept (a class can serve
      maps with other palettes). Layer costs apply in the order given, each where the cell
      has the layer value and, with '@terrain' (an id or symbol), only on that terrain: a
      bridge over the ocean, or a forest that costs more on one terrain than elsewhere.
      Queries use a class with 'path --class' and 'range --class'; objects name theirs with
      'object set --class'.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let name = try arguments.argument(1, "class")
    let costs = try PropertyArguments.pairs(arguments, "cost")
    let defaultCost: MovementCost?? = try arguments.value("default").map { text in
      text == "terrain" ? nil : try ClassOptions.cost(text, what: "--default")
    }
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    let layers = try arguments.allValues("layer").map {
      try ClassOptions.layerCost($0, on: board)
    }
    let existing = board.movementClass(named: name)
    var movementClass = existing ?? MovementClass(name: name)
    for (terrain, text) in costs {
      let id = ClassOptions.terrainID(terrain, on: board)
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
