import HexBoard
import HexBoardRendering
import HexJSON

/// `hexboard range`: every cell reachable within a budget.
enum RangeCommand: Command {
  static let spec = CommandSpec(
    name: "range", abstract: "List the cells reachable within a movement budget, with costs.",
    arguments: [("file", "The map ('-' for standard input)."), ("from", "The start cell.")],
    options: [
      .init(["budget"], value: "n", help: "The movement points to spend."),
      .init(
        ["picture"], value: "file",
        help:
          "Also draw the map with the range (cells beyond it dimmed, the start ringed) into a picture: PNG if the name ends in .png, else SVG ('-': SVG on standard output, instead of the list)."
      ),
      .init(
        ["svg"], value: "file", help: "The old spelling of --picture (any picture, not only SVG)."),
      ClassOptions.queryClass, CommonOptions.axial, CommonOptions.json, CommonOptions.force,
    ],
    examples: ["hexboard range Maps/skirmish.json 3,4 --budget 5"],
    discussion: "Prints one 'cell cost' line per reachable cell, cheapest first.")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let (file, fromText) = (try arguments.argument(0, "file"), try arguments.argument(1, "from"))
    guard let budget = try arguments.integer("budget", in: 0...1_000_000) else {
      throw CLIError.usage("missing option '--budget'")
    }
    try QueryOutput.checkOutput(arguments, input: file)
    let board = try MapIO.load(file, context: context)
    let parser = CellParser(board: board, arguments: arguments)
    let from = try parser.cell(fromText, what: "<from>")
    let range = try QueryOutput.graph(of: board, arguments: arguments).movementRange(
      from: from, rules: SearchRules(maxCost: budget))
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
        output.append(.object([("cell", .string(parser.format(hex))), ("cost", .integer(cost))]))
      }
      output.finish()
      return
    }
    for (hex, cost) in range { context.line("\(parser.format(hex)) \(cost)") }
  }
}
