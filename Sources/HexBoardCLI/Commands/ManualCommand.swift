import HexBoard

/// `hexboard manual`: the man page, generated from the command specs.
enum ManualCommand: Command {
  static let spec = CommandSpec(
    name: "manual", abstract: "Print the hexboard(1) manual page (roff).",
    examples: ["hexboard manual > hexboard.1", "hexboard manual | grep -c '^\\.SH'"],
    discussion: """
      The page is made from the same command specs as --help, so it lists every command,
      argument and option. docs/hexboard.1 in the repository is this output
      (scripts/update-manual.sh writes it, and --check compares).
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 0)
    context.write(
      ManualPage.text(commands: HexBoardCommand.commands, version: HexBoardCommand.version))
  }
}
