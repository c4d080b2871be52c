import HexBoard

/// `hexboard vertex clear`: take features off corners.
enum VertexClearCommand: Command {
  static let spec = CommandSpec(
    name: "vertex clear", abstract: "Take one feature, or every feature, off corners of cells.",
    arguments: [
      ("file", "The map ('-' for standard input)."),
      ("feature?", "The vertex feature to take off (default: every feature)."),
    ],
    options: VertexSelection.options + [
      CommonOptions.output, CommonOptions.force, EditReport.quiet,
    ],
    examples: [
      "hexboard vertex clear map.json --at 4,4 --corner ne",
      "hexboard vertex clear map.json tower --at 4,4 --corner e --corner w",
    ],
    discussion: VertexSelection.discussion)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let feature = arguments.positional.count > 1 ? arguments.positional[1] : nil
    try VertexSelection.checkOptions(arguments)
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    if let feature { try VertexSelection.checkFeature(feature, on: board) }
    let vertices = try VertexSelection.vertices(on: board, arguments: arguments)
    for vertex in vertices {
      if let feature {
        try board.removeVertexFeature(feature, from: vertex)
      } else {
        try board.clearVertexFeatures(at: vertex)
      }
    }
    try MapIO.write(board, to: destination, context: context)
    EditReport.say(
      "cleared \(feature ?? "every feature") from \(EditReport.count(vertices.count, "corner"))",
      arguments, context: context)
  }
}
