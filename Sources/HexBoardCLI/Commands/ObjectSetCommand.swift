import HexBoard

/// `hexboard object set`: change an object's kind and properties.
enum ObjectSetCommand: Command {
  static let spec = CommandSpec(
    name: "object set", abstract: "Change an object's kind, owner, class and properties.",
    arguments: [("file", "The map ('-' for standard input)."), ("id", "The object's id.")],
    options: [.init(["kind"], value: "kind", help: "What it is now, e.g. unit or town.")]
      + ObjectFields.setOptions + PropertyArguments.setOptions + [
        CommonOptions.output, CommonOptions.force, EditReport.quiet,
      ],
    examples: [
      "hexboard object set Maps/skirmish.json red-1 --kind hero --json-property hp=5 -o skirmish2.json",
      "hexboard object set Maps/skirmish.json mill --remove-property owner -o contested.json",
      "hexboard object set map.json red-1 --owner red --class cavalry",
    ],
    discussion:
      """
      --property stores text; --json-property stores a JSON number (12, 0.5) or boolean
      (true, false). Removals apply first, then the --property values, then the
      --json-property values, each in order (a key given twice: the last wins).
      The object keeps its id, cell and place in the order; move it with 'object move'.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let id = try arguments.argument(1, "id")
    let changes = try PropertyArguments.changes(arguments)
    let removals = try PropertyArguments.removals(arguments)
    let kind = arguments.value("kind")
    let fields = ObjectFields.changes(arguments)
    guard kind != nil || !changes.isEmpty || !removals.isEmpty || !fields.isEmpty else {
      throw CLIError.usage(
        "nothing to change: give --kind, --owner, --class, --property, --json-property or a --remove- option"
      )
    }
    try ObjectFields.checkUsage(arguments)
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    let movementClass = try ObjectFields.movementClass(arguments, on: board)
    var removed = 0
    do {
      guard var object = board.object(withID: id) else { throw BoardError.unknownObject(id) }
      if let kind { object.kind = kind }
      ObjectFields.apply(arguments, movementClass: movementClass, to: &object)
      for key in removals where object.properties.removeValue(forKey: key) != nil {
        removed += 1
      }
      for change in changes { object.properties[change.key] = change.value }
      // The board checks what the loader would (an empty kind, control characters,
      // over-long text), so nothing is written that no command could read back.
      try board.updateObject(object)
    } catch {
      throw CLIError.failure(
        "\(input == "-" ? "<stdin>" : input): \(CellNames.message(error, on: board, arguments: arguments))"
      )
    }
    try MapIO.write(board, to: destination, context: context)
    var said: [String] = []
    if let kind { said.append("kind \(kind)") }
    said += fields
    said += EditReport.propertyChanges(
      setKeys: changes.map(\.key), removals: removals, removed: removed)
    EditReport.say(
      "changed object \(id): \(said.joined(separator: ", "))", arguments, context: context)
  }
}
