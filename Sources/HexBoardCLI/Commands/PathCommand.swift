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
      .init(
        ["svg"], value: "file",
        help:
          "Also draw the map with the path into an SVG file ('-' for standard output, instead of the list)."
      ),
      CommonOptions.axial, CommonOptions.json, CommonOptions.force,
    ],
    examples: [
      "hexboard path Maps/skirmish.json 0,0 15,5", "hexboard path map.json 2,3 9,9 --json",
    ],
    discussion: "Prints the cost, then one cell per line. Exit status 1 when there is no path.")

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
    let graph = try QueryOutput.graph(of: board)
    guard let path = graph.path(from: from, to: to, maxCost: maxCost) else {
      throw CLIError.failure(
        "no path from \(parser.format(from)) to \(parser.format(to))\(maxCost.map { " within cost \($0)" } ?? "")"
      )
    }
    if try QueryOutput.drawIfAsked(
      board, arguments: arguments, highlight: [], path: path.hexes, context: context)
    {
      return
    }
    if arguments.flag("json") {
      context.line(
        JSONValue.object([
          ("cost", .integer(path.cost)), ("steps", .integer(path.steps)),
          ("cells", .array(path.hexes.map { .string(parser.format($0)) })),
        ]
        ).outputText)
      return
    }
    context.line("cost \(path.cost), \(path.steps) steps")
    for hex in path.hexes { context.line(parser.format(hex)) }
  }
}
