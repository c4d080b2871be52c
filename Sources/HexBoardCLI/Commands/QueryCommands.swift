import HexBoard

/// `hexboard path`: the cheapest route between two cells.
enum PathCommand: Command {
  static let spec = CommandSpec(
    name: "path", abstract: "Find the cheapest path between two cells (A*).",
    arguments: [
      ("file", "The map ('-' for standard input)."), ("from", "The start cell."),
      ("to", "The goal cell."),
    ],
    options: [
      .init(["max-cost"], value: "n", help: "Only paths costing at most n."),
      .init(["svg"], value: "file", help: "Also draw the map with the path into an SVG file."),
      CommonOptions.axial, CommonOptions.json, CommonOptions.force,
    ],
    examples: [
      "hexboard path Maps/skirmish.json 0,0 15,11", "hexboard path map.json 2,3 9,9 --json",
    ],
    discussion: "Prints the cost, then one cell per line. Exit status 1 when there is no path.")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 3)
    let (file, fromText, toText) = (
      try arguments.argument(0, "file"), try arguments.argument(1, "from"),
      try arguments.argument(2, "to")
    )
    let maxCost = try arguments.integer("max-cost", in: 0...Int(Int32.max))
    let board = try MapIO.load(file, context: context)
    let parser = CellParser(board: board, arguments: arguments)
    let from = try parser.cell(fromText, what: "<from>")
    let to = try parser.cell(toText, what: "<to>")
    let graph = try QueryOutput.graph(of: board)
    guard let path = graph.path(from: from, to: to, maxCost: maxCost) else {
      throw CLIError.failure(
        "no path from \(parser.format(from)) to \(parser.format(to))\(maxCost.map { " within cost \($0)" } ?? "")"
      )
    }
    try QueryOutput.drawIfAsked(board, arguments: arguments, highlight: [], path: path.hexes)
    if arguments.flag("json") {
      context.line(
        JSONText.object([
          ("cost", .int(path.cost)), ("steps", .int(path.steps)),
          ("cells", .array(path.hexes.map { .string(parser.format($0)) })),
        ]
        ).text)
      return
    }
    context.line("cost \(path.cost), \(path.steps) steps")
    for hex in path.hexes { context.line(parser.format(hex)) }
  }
}

/// `hexboard range`: every cell reachable within a budget.
enum RangeCommand: Command {
  static let spec = CommandSpec(
    name: "range", abstract: "List the cells reachable within a movement budget, with costs.",
    arguments: [("file", "The map ('-' for standard input)."), ("from", "The start cell.")],
    options: [
      .init(["budget"], value: "n", help: "The movement points to spend."),
      .init(["svg"], value: "file", help: "Also draw the map with the range into an SVG file."),
      CommonOptions.axial, CommonOptions.json, CommonOptions.force,
    ],
    examples: ["hexboard range Maps/skirmish.json 3,4 --budget 5"],
    discussion: "Prints one 'cell cost' line per reachable cell, cheapest first.")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let (file, fromText) = (try arguments.argument(0, "file"), try arguments.argument(1, "from"))
    guard let budget = try arguments.integer("budget", in: 0...1_000_000) else {
      throw CLIError.usage("missing option '--budget'")
    }
    let board = try MapIO.load(file, context: context)
    let parser = CellParser(board: board, arguments: arguments)
    let from = try parser.cell(fromText, what: "<from>")
    let range = try QueryOutput.graph(of: board).movementRange(from: from, budget: budget)
    try QueryOutput.drawIfAsked(board, arguments: arguments, highlight: range.hexes, path: [])
    if arguments.flag("json") {
      let cells = range.map {
        JSONText.object([("cell", .string(parser.format($0.hex))), ("cost", .int($0.cost))])
      }
      context.line(JSONText.array(cells).text)
      return
    }
    for (hex, cost) in range { context.line("\(parser.format(hex)) \(cost)") }
  }
}

/// `hexboard fov`: the cells visible from a cell.
enum FieldOfViewCommand: Command {
  static let spec = CommandSpec(
    name: "fov", abstract: "List the cells visible from a cell within a radius.",
    arguments: [("file", "The map ('-' for standard input)."), ("from", "The viewer's cell.")],
    options: [
      .init(["radius"], value: "n", help: "How far to look."),
      .init(
        ["svg"], value: "file", help: "Also draw the map with the visible cells into an SVG file."),
      CommonOptions.axial, CommonOptions.json, CommonOptions.force,
    ],
    examples: ["hexboard fov Maps/skirmish.json 3,4 --radius 6"],
    discussion: "Terrain that blocks sight and higher ground hide what lies behind them.")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let (file, fromText) = (try arguments.argument(0, "file"), try arguments.argument(1, "from"))
    guard let radius = try arguments.integer("radius", in: 0...256) else {
      throw CLIError.usage("missing option '--radius'")
    }
    let board = try MapIO.load(file, context: context)
    let parser = CellParser(board: board, arguments: arguments)
    let from = try parser.cell(fromText, what: "<from>")
    let visible = board.fieldOfView(from: from, radius: radius)
    try QueryOutput.drawIfAsked(board, arguments: arguments, highlight: visible, path: [])
    if arguments.flag("json") {
      context.line(JSONText.array(visible.map { .string(parser.format($0)) }).text)
      return
    }
    for hex in visible { context.line(parser.format(hex)) }
  }
}

/// Shared pieces of the query commands.
enum QueryOutput {
  static func graph(of board: Board) throws -> NavigationGraph {
    do {
      return try board.navigationGraph()
    } catch {
      throw CLIError.failure("\(error)")
    }
  }

  /// Writes `--svg FILE` if it was given: the board with a highlight and a path.
  static func drawIfAsked(
    _ board: Board, arguments: ParsedArguments, highlight: [Hex], path: [Hex]
  ) throws {
    guard let file = arguments.value("svg") else { return }
    if MapIO.exists(file) && !arguments.flag("force") {
      throw CLIError.failure("refusing to overwrite existing file '\(file)' (use --force)")
    }
    let svg = SVGDrawing.render(board, highlight: highlight, path: path)
    try MapIO.writeFile(Array(svg.utf8), to: file)
  }
}
