import HexBoard

/// `hexboard class remove`: drop a movement class.
enum ClassRemoveCommand: Command {
  static let spec = CommandSpec(
    name: "class remove", abstract: "Remove a movement class from a map.",
    arguments: [("file", "The map ('-' for standard input)."), ("class", "The class's name.")],
    options: [CommonOptions.output, CommonOptions.force, EditReport.quiet],
    examples: ["hexboard class remove map.json boat -o no-boats.json"],
    discussion: "Objects that name the class keep its name (see 'object set --remove-class').")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let name = try arguments.argument(1, "class")
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    guard board.movementClass(named: name) != nil else {
      throw CLIError.failure(
        "\(input == "-" ? "<stdin>" : input): unknown movement class '\(name)' (\(ClassOptions.listing(board)))"
      )
    }
    try board.removeMovementClass(name)
    try MapIO.write(board, to: destination, context: context)
    EditReport.say("removed movement class \(name)", arguments, context: context)
  }
}
