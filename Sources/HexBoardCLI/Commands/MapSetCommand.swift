import HexBoard
import HexText

/// `hexboard map set`: the map's name and free properties.
enum MapSetCommand: Command {
  static let spec = CommandSpec(
    name: "map set", abstract: "Change a map's name and properties.",
    arguments: [("file", "The map ('-' for standard input).")],
    options: [.init(["name"], value: "text", help: "The map's new name.")]
      + PropertyArguments.setOptions + [
        .init(
          ["json-property"], value: "key=value",
          help: "Set a property to a number or true/false (repeatable).", repeats: true),
        CommonOptions.output, CommonOptions.force, EditReport.quiet,
      ],
    examples: [
      "hexboard map set Maps/skirmish.json --name 'Skirmish II' -o skirmish2.json",
      "hexboard map set Maps/arena.json -p author=Ann --json-property turns=30 -o arena2.json",
      "hexboard map set Maps/generated-islands.json --remove-property generator.seed -o unseeded.json",
    ],
    discussion:
      """
      --property stores text; --json-property stores a JSON number (42, 0.5) or boolean
      (true, false), as generators store their seed. Removals apply first, then the
      properties in order (a key given twice: the last wins). 'hexboard info' shows them.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let input = try arguments.argument(0, "file")
    var changes: [(key: String, value: PropertyValue)] = []
    for (key, value) in try PropertyArguments.pairs(arguments, "property") {
      changes.append((key, .string(value)))
    }
    for (key, text) in try PropertyArguments.pairs(arguments, "json-property") {
      changes.append((key, try typed(text, key: key)))
    }
    let removals = try PropertyArguments.removals(arguments)
    let name = arguments.value("name")
    guard name != nil || !changes.isEmpty || !removals.isEmpty else {
      throw CLIError.usage(
        "nothing to change: give --name, --property, --json-property or --remove-property")
    }
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    if let name { board.name = name }
    var removed = 0
    for key in removals where board.properties.removeValue(forKey: key) != nil { removed += 1 }
    for change in changes { board.properties[change.key] = change.value }
    do {
      // The checks the loader makes (control characters, lengths), naming the field.
      try board.validate()
    } catch {
      throw CLIError.failure(
        "\(input == "-" ? "<stdin>" : input): \(CellNames.message(error, on: board, arguments: arguments))"
      )
    }
    try MapIO.write(board, to: destination, context: context)
    var said: [String] = []
    if let name { said.append("renamed the map \(TerminalText.quoted(name))") }
    said += EditReport.propertyChanges(
      setKeys: changes.map(\.key), removals: removals, removed: removed)
    EditReport.say(said.joined(separator: ", "), arguments, context: context)
  }

  /// A `--json-property` value: an integer, a finite number, or a boolean.
  static func typed(_ text: String, key: String) throws -> PropertyValue {
    if text == "true" { return .bool(true) }
    if text == "false" { return .bool(false) }
    if let integer = Int(text) { return .integer(integer) }
    if let number = Double(text), number.isFinite,
      text.allSatisfy({ "0123456789+-.eE".contains($0) })
    {
      return .number(number)
    }
    throw CLIError.usage(
      "--json-property \(key): expected a number or true/false, got '\(text)' (use --property for text)"
    )
  }
}
