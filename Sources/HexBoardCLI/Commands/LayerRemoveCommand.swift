import HexBoard

/// `hexboard layer remove`: take a named layer off a map.
enum LayerRemoveCommand: Command {
  static let spec = CommandSpec(
    name: "layer remove", abstract: "Remove a named layer and its cells from a map.",
    arguments: [("file", "The map ('-' for standard input)."), ("layer", "The layer.")],
    options: [CommonOptions.output, CommonOptions.force, EditReport.quiet],
    examples: ["hexboard layer remove layers.json moisture"],
    discussion:
      "A map left without layers (and without version 3's other keys) is saved as it was before layers existed."
  )

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let name = try arguments.argument(1, "layer")
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    _ = try LayerEdit.layer(name, of: board, input: input)
    try LayerEdit.perform(on: &board, input: input, arguments: arguments) {
      try $0.removeLayer(name)
    }
    try MapIO.write(board, to: destination, context: context)
    EditReport.say("removed layer \(name)", arguments, context: context)
  }
}
