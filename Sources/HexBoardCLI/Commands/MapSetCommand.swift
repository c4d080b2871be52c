import HexBoard
import HexText

/// `hexboard map set`: the map's name and free properties.
enum MapSetCommand: Command {
  static let spec = CommandSpec(
    name: "map set", abstract: "Change a map's name and properties.",
    arguments: [("file", "The map ('-' for standard input).")],
    options: [.init(["name"], value: "text", help: "The map's new name.")]
      + PropertyArguments.setOptions + [
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
      --property values, then the --json-property values, each in order (a key given twice:
      the last wins). 'hexboard info' shows them.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let input = try arguments.argument(0, "file")
    let changes = try PropertyArguments.changes(arguments)
    let removals = try PropertyArguments.removals(arguments)
    let name = arguments.value("name")
    guard name != nil || !changes.isEmpty || !removals.isEmpty else {
      throw CLIError.usage(
        "nothing to change: give --name, --property, --json-property or --remove-property")
    }
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    var removed = 0
    do {
      // Through the board's one change path, which makes the checks the loader makes
      // (control characters, lengths) and names the field.
      if let name { try board.setName(name) }
      for key in removals where board.properties[key] != nil {
        try board.setProperty(key, to: nil)
        removed += 1
      }
      for change in changes { try board.setProperty(change.key, to: change.value) }
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
}
