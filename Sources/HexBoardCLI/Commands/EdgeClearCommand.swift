import HexBoard

/// `hexboard edge clear`: take features off sides between cells.
enum EdgeClearCommand: Command {
  static let spec = CommandSpec(
    name: "edge clear", abstract: "Take one feature, or every feature, off sides between cells.",
    arguments: [
      ("file", "The map ('-' for standard input)."),
      ("feature?", "The edge feature to take off (default: every feature)."),
    ],
    options: EdgeSelection.options + [CommonOptions.output, CommonOptions.force, EditReport.quiet],
    examples: [
      "hexboard edge clear map.json --around 5,5 --radius 1",
      "hexboard edge clear map.json road --between 3,3:3,4",
      "hexboard edge clear map.json river --along 2,3:9,3",
    ],
    discussion: EdgeSelection.discussion)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let feature = arguments.positional.count > 1 ? arguments.positional[1] : nil
    try EdgeSelection.checkOptions(arguments)
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    if let feature { try EdgeSelection.checkFeature(feature, on: board) }
    let edges = try EdgeSelection.edges(on: board, arguments: arguments)
    for edge in edges {
      if let feature {
        try board.removeEdgeFeature(feature, from: edge)
      } else {
        try board.clearEdgeFeatures(on: edge)
      }
    }
    try MapIO.write(board, to: destination, context: context)
    EditReport.say(
      "cleared \(feature ?? "every feature") from \(EditReport.count(edges.count, "side"))",
      arguments, context: context)
  }
}
