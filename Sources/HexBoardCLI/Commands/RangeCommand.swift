import HexBoard
import HexBoardRendering
import HexJSON

/// `hexboard range`: every cell reachable within a budget.
enum RangeCommand: Command {
  static let spec = CommandSpec(
    name: "range", abstract: "List the cells reachable within a movement budget, with costs.",
    arguments: [("file", "The map ('-' for standard input)."), ("from", "The start cell.")],
    options: [
      .init(
        ["budget"], value: "n",
        help: "The movement points to spend (needed unless --moves is given)."),
      UnitRulesOptions.side, UnitRulesOptions.moves,
      .init(
        ["turns"], value: "k",
        help: "With --moves: the cells reachable within k turns (default 1)."),
      .init(
        ["picture"], value: "file",
        help:
          "Also draw the map with the range (cells beyond it dimmed, the start ringed) into a picture: PNG if the name ends in .png, else SVG ('-': SVG on standard output, instead of the list)."
      ),
      .init(
        ["svg"], value: "file", help: "The old spelling of --picture (any picture, not only SVG)."),
      ClassOptions.queryClass, CommonOptions.axial, CommonOptions.json, CommonOptions.force,
    ],
    examples: [
      "hexboard range Maps/skirmish.json 3,4 --budget 5",
      "hexboard range map.json 3,4 --side red --moves 5 --turns 2",
    ],
    discussion: """
      Prints one 'cell cost' line per reachable cell, cheapest first. With --moves, the
      cells reachable within --turns turns, each line ending with the turn the cell is
      reached in (0 for the start). With --side the objects with an owner are units (see
      'hexboard path'): friends' cells are passed through but not listed.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let (file, fromText) = (try arguments.argument(0, "file"), try arguments.argument(1, "from"))
    let budget = try arguments.integer("budget", in: 0...1_000_000)
    let turnLimit = try arguments.integer("turns", in: 0...1_000_000)
    guard budget != nil || arguments.value("moves") != nil else {
      throw CLIError.usage("missing option '--budget' (or '--moves')")
    }
    if turnLimit != nil && arguments.value("moves") == nil {
      throw CLIError.usage("--turns needs --moves (the points per turn)")
    }
    try QueryOutput.checkOutput(arguments, input: file)
    let board = try MapIO.load(file, context: context)
    let parser = CellParser(board: board, arguments: arguments)
    let from = try parser.cell(fromText, what: "<from>")
    let rules = try UnitRulesOptions.rules(
      arguments, board: board, maxCost: budget, turnLimit: turnLimit ?? 1)
    let range = try QueryOutput.graph(of: board, arguments: arguments).movementRange(
      from: from, rules: rules)
    if try QueryOutput.drawIfAsked(
      board, arguments: arguments, highlight: range.hexes, path: [], focus: range.hexes,
      origins: [from], context: context)
    {
      return
    }
    if arguments.flag("json") {
      // Streamed: a whole map's range would otherwise be held as a tree and a string.
      var output = JSONArrayOutput { context.writeBytes($0) }
      for (hex, cost) in range {
        var fields: [(String, JSONValue)] = [
          ("cell", .string(parser.format(hex))), ("cost", .integer(cost)),
        ]
        if let turns = rules.turns { fields.append(("turn", .integer(turns.turn(atCost: cost)))) }
        output.append(.object(fields))
      }
      output.finish()
      return
    }
    for (hex, cost) in range {
      let turn = rules.turns.map { " turn \($0.turn(atCost: cost))" } ?? ""
      context.line("\(parser.format(hex)) \(cost)\(turn)")
    }
  }
}
