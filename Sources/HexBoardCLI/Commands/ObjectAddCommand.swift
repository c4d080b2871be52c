import HexBoard

/// `hexboard object add`: place an object.
enum ObjectAddCommand: Command {
  static let spec = CommandSpec(
    name: "object add", abstract: "Place an object (unit, town, …) on a cell.",
    arguments: [("file", "The map ('-' for standard input).")],
    options: [
      .init(["id"], value: "id", help: "A unique id for the object."),
      .init(["kind"], value: "kind", help: "What it is, e.g. unit or town."),
      .init(["at"], value: "cell", help: "The cell it stands on."),
    ] + PropertyArguments.valueOptions + [
      ObjectFields.owner, ObjectFields.movementClass, CommonOptions.axial, CommonOptions.output,
      CommonOptions.force, EditReport.quiet,
    ],
    examples: [
      "hexboard object add map.json --id red-1 --kind unit --at 2,3 --owner red -p name=Scout",
      "hexboard object add map.json --id red-2 --kind unit --at 3,3 --owner red --json-property hp=12",
    ],
    discussion:
      """
      --property stores text; --json-property stores a JSON number (12, 0.5) or boolean
      (true, false). The --property values apply first, then the --json-property values,
      each in order (a key given twice: the last wins).
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let input = try arguments.argument(0, "file")
    let (id, kind, atText) = (
      try arguments.required("id"), try arguments.required("kind"), try arguments.required("at")
    )
    var properties: [String: PropertyValue] = [:]
    for change in try PropertyArguments.changes(arguments) {
      properties[change.key] = change.value
    }
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    let parser = CellParser(board: board, arguments: arguments)
    let at = try parser.cell(atText, what: "--at")
    let movementClass = try ObjectFields.movementClass(arguments, on: board)
    let object = BoardObject(
      id: id, kind: kind, position: at, properties: properties, owner: arguments.value("owner"),
      movementClass: movementClass)
    do {
      // The board refuses what the loader would refuse (an empty id, control characters,
      // over-long text), so nothing is written that no command could read back.
      try board.addObject(object)
    } catch {
      throw CLIError.failure(
        "\(input == "-" ? "<stdin>" : input): \(CellNames.message(error, on: board, arguments: arguments))"
      )
    }
    try MapIO.write(board, to: destination, context: context)
    EditReport.say(
      "added object \(id) (\(kind)) at \(parser.format(at))", arguments, context: context)
  }
}
