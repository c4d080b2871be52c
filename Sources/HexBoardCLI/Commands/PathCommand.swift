import HexBoard
import HexBoardRendering
import HexJSON

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
      UnitRulesOptions.side, UnitRulesOptions.moves,
      .init(
        ["picture"], value: "file",
        help:
          "Also draw the map with the path (a disc on its start, a square on its end) into a picture: PNG if the name ends in .png, else SVG ('-': SVG on standard output, instead of the list)."
      ),
      .init(
        ["svg"], value: "file", help: "The old spelling of --picture (any picture, not only SVG)."),
      ClassOptions.queryClass, CommonOptions.axial, CommonOptions.json, CommonOptions.force,
    ],
    examples: [
      "hexboard path Maps/skirmish.json 0,0 15,5", "hexboard path map.json 2,3 9,9 --json",
      "hexboard path map.json 2,3 9,9 --side red --moves 5",
    ],
    discussion:
      """
      Prints the cost, then one cell per line. Exit status 1 when there is no path; the
      message says why: the start or the goal is impassable (naming its terrain), the two
      are in different regions (no chain of passable cells and open sides joins them), or
      the cheapest path costs more than --max-cost (naming its cost).

      With --moves the route is split into turns: each cell line ends with the turn it is
      reached in (0 for the start), and the cost counts the points left unused at each
      turn's end. With --side the objects with an owner are units: the path passes its own
      side's units but never ends on one, never enters another side's, and a move ends on
      entering a cell next to a foe (the next turn goes on, with --moves).
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 3)
    let (file, fromText, toText) = (
      try arguments.argument(0, "file"), try arguments.argument(1, "from"),
      try arguments.argument(2, "to")
    )
    let maxCost = try arguments.integer("max-cost", in: 0...Int(Int32.max))
    try QueryOutput.checkOutput(arguments, input: file)
    let board = try MapIO.load(file, context: context)
    let parser = CellParser(board: board, arguments: arguments)
    let from = try parser.cell(fromText, what: "<from>")
    let to = try parser.cell(toText, what: "<to>")
    let graph = try QueryOutput.graph(of: board, arguments: arguments)
    let rules = try UnitRulesOptions.rules(arguments, board: board, maxCost: maxCost)
    guard let path = graph.path(from: from, to: to, rules: rules) else {
      throw CLIError.failure(
        "no path from \(parser.format(from)) to \(parser.format(to)): "
          + whyNoPath(
            from: from, to: to, maxCost: maxCost, board: board, graph: graph, rules: rules))
    }
    if try QueryOutput.drawIfAsked(
      board, arguments: arguments, highlight: [], path: path.hexes, context: context)
    {
      return
    }
    let turns = rules.turns != nil
    if arguments.flag("json") {
      var fields: [(String, JSONValue)] = [
        ("cost", .integer(path.cost)), ("steps", .integer(path.steps)),
        ("cells", .array(path.hexes.map { .string(parser.format($0)) })),
      ]
      if turns {
        fields.append(("turns", .integer(path.turnCount)))
        fields.append(("cellTurns", .array(path.turns.map { .integer($0) })))
      }
      context.line(JSONValue.object(fields).outputText)
      return
    }
    guard turns else {
      context.line("cost \(path.cost), \(path.steps) steps")
      for hex in path.hexes { context.line(parser.format(hex)) }
      return
    }
    let plural = path.turnCount == 1 ? "" : "s"
    context.line("cost \(path.cost), \(path.steps) steps, \(path.turnCount) turn\(plural)")
    for (hex, turn) in zip(path.hexes, path.turns) {
      context.line("\(parser.format(hex)) turn \(turn)")
    }
  }

  /// Why `graph` has no path from `from` to `to`: the first of an impassable start, an
  /// impassable goal, two regions, and a cheapest path over `maxCost` (with its cost) that
  /// holds.
  static func whyNoPath(
    from: Hex, to: Hex, maxCost: Int?, board: Board, graph: NavigationGraph,
    rules: SearchRules = SearchRules()
  ) -> String {
    for (hex, role) in [(from, "the start"), (to, "the goal")] where !graph.isPassable(hex) {
      let terrain = board.terrain(at: hex).map { " (\($0.id))" } ?? ""
      return "\(role) is impassable\(terrain)"
    }
    guard graph.areConnected(from, to) else {
      return "they are in different regions (no passable route joins them)"
    }
    var unlimited = rules
    unlimited.maxCost = nil
    if let maxCost, let cheapest = graph.path(from: from, to: to, rules: unlimited) {
      return "the cheapest path costs \(cheapest.cost), over --max-cost \(maxCost)"
    }
    if let units = rules.units, let side = units.side(at: to) {
      return units.areAllied(side, rules.mover.side)
        ? "the goal holds a friendly unit (passed through, never stopped on)"
        : "the goal holds a foe (never entered)"
    }
    if rules.units != nil || rules.turns != nil {
      return "the units in the way, their zones of control or --moves leave no route"
    }
    return "no route found"
  }
}
