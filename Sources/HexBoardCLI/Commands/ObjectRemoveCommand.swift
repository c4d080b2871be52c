import HexBoard

/// `hexboard object remove`: remove an object.
enum ObjectRemoveCommand: Command {
  static let spec = CommandSpec(
    name: "object remove", abstract: "Remove an object.",
    arguments: [("file", "The map ('-' for standard input)."), ("id", "The object's id.")],
    options: [CommonOptions.output, CommonOptions.force, EditReport.quiet],
    examples: ["hexboard object remove map.json red-1"])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let id = try arguments.argument(1, "id")
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    do {
      try board.removeObject(id)
    } catch {
      throw CLIError.failure(
        "\(input == "-" ? "<stdin>" : input): \(CellNames.message(error, on: board, arguments: arguments))"
      )
    }
    try MapIO.write(board, to: destination, context: context)
    EditReport.say("removed object \(id)", arguments, context: context)
  }
}
