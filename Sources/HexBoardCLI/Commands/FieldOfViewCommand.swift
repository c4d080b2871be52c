import HexBoard
import HexBoardRendering
import HexJSON

/// `hexboard fov`: the cells visible from a cell.
enum FieldOfViewCommand: Command {
  static let spec = CommandSpec(
    name: "fov", abstract: "List the cells visible from a cell within a radius.",
    arguments: [("file", "The map ('-' for standard input)."), ("from", "The viewer's cell.")],
    options: [
      .init(["radius"], value: "n", help: "How far to look."),
      .init(
        ["picture"], value: "file",
        help:
          "Also draw the map with the visible cells (hidden ones dimmed, the viewer ringed) into a picture: PNG if the name ends in .png, else SVG ('-': SVG on standard output, instead of the list)."
      ),
      .init(
        ["svg"], value: "file", help: "The old spelling of --picture (any picture, not only SVG)."),
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
    try QueryOutput.checkOutput(arguments, input: file)
    let board = try MapIO.load(file, context: context)
    let parser = CellParser(board: board, arguments: arguments)
    let from = try parser.cell(fromText, what: "<from>")
    let visible = board.fieldOfView(from: from, radius: radius)
    if try QueryOutput.drawIfAsked(
      board, arguments: arguments, highlight: visible, path: [], focus: visible,
      origins: [from], context: context)
    {
      return
    }
    if arguments.flag("json") {
      context.line(JSONValue.array(visible.map { .string(parser.format($0)) }).outputText)
      return
    }
    for hex in visible { context.line(parser.format(hex)) }
  }
}
