import HexBoard
import HexBoardRendering

/// `hexboard show`: a terminal preview.
enum ShowCommand: Command {
  static let spec = CommandSpec(
    name: "show", abstract: "Print a map in the terminal (colour when it is a terminal).",
    arguments: [("file", "The map ('-' for standard input).")],
    options: [
      .init(["coordinates"], help: "Number the columns and rows."),
      .init(
        ["color"], value: "auto|always|never",
        help: "Colour output (default: auto; NO_COLOR is honoured)."),
    ],
    examples: ["hexboard show Maps/skirmish.json", "hexboard show map.json --color never"])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let board = try MapIO.load(try arguments.argument(0, "file"), context: context)
    let mode = arguments.value("color") ?? "auto"
    let color: Bool
    switch mode {
    case "always": color = true
    case "never": color = false
    case "auto":
      color = TerminalRenderer.shouldUseColor(
        environment: context.environment, isTerminal: context.outputIsTerminal)
    default:
      throw CLIError.usage("--color: expected auto, always or never, got '\(mode)'")
    }
    // Streamed line by line: a big map's preview is never held whole.
    var stream = StandardOutputStream(context: context)
    TerminalRenderer(
      options: TerminalOptions(usesColor: color, showsCoordinates: arguments.flag("coordinates"))
    ).render(board, to: &stream)
  }
}
