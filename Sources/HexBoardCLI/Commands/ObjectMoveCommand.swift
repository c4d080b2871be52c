import HexBoard

/// `hexboard object move`: move an object.
enum ObjectMoveCommand: Command {
  static let spec = CommandSpec(
    name: "object move", abstract: "Move an object to another cell.",
    arguments: [("file", "The map ('-' for standard input)."), ("id", "The object's id.")],
    options: [
      .init(["to"], value: "cell", help: "The new cell."),
      CommonOptions.axial, CommonOptions.output, CommonOptions.force, EditReport.quiet,
    ],
    examples: ["hexboard object move map.json red-1 --to 4,3"])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let id = try arguments.argument(1, "id")
    let toText = try arguments.required("to")
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    let parser = CellParser(board: board, arguments: arguments)
    let to = try parser.cell(toText, what: "--to")
    do {
      try board.moveObject(id, to: to)
    } catch {
      throw CLIError.failure(
        "\(input == "-" ? "<stdin>" : input): \(CellNames.message(error, on: board, arguments: arguments))"
      )
    }
    try MapIO.write(board, to: destination, context: context)
    EditReport.say("moved object \(id) to \(parser.format(to))", arguments, context: context)
  }
}
