import HexBoard
import HexText

/// `hexboard validate`: check a file.
enum ValidateCommand: Command {
  static let spec = CommandSpec(
    name: "validate", abstract: "Check a map file; exit 1 with the loader's message if it is bad.",
    arguments: [("file", "The map ('-' for standard input).")],
    examples: ["hexboard validate Maps/skirmish.json"])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let path = try arguments.argument(0, "file")
    let board = try MapIO.load(path, context: context)
    context.line(
      "\(TerminalText.escaped(path)): valid (\(board.grid.cellCount) cells, \(board.objects.count) objects)"
    )
  }
}
