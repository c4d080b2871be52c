import HexBoard

/// `hexboard vertex set`: put a feature on corners.
enum VertexSetCommand: Command {
  static let spec = CommandSpec(
    name: "vertex set", abstract: "Put a feature (town, tower, …) on corners of cells.",
    arguments: [
      ("file", "The map ('-' for standard input)."),
      ("feature", "A vertex feature of the map (by default: town, tower)."),
    ],
    options: VertexSelection.options + [
      CommonOptions.output, CommonOptions.force, EditReport.quiet,
    ],
    examples: [
      "hexboard vertex set map.json town --at 4,4 --corner ne",
      "hexboard vertex set map.json tower --at 4,4 --corner e --corner w",
    ],
    discussion: VertexSelection.discussion)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let feature = try arguments.argument(1, "feature")
    try VertexSelection.checkOptions(arguments)
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    try VertexSelection.checkFeature(feature, on: board)
    let vertices = try VertexSelection.vertices(on: board, arguments: arguments)
    for vertex in vertices {
      try board.setVertexFeature(feature, at: vertex)
    }
    try MapIO.write(board, to: destination, context: context)
    EditReport.say(
      "set \(feature) on \(EditReport.count(vertices.count, "corner"))", arguments,
      context: context)
  }
}
