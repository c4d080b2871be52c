import HexBoard

/// `hexboard edge set`: put a feature on sides between cells.
enum EdgeSetCommand: Command {
  static let spec = CommandSpec(
    name: "edge set", abstract: "Put a feature (wall, river, road, …) on sides between cells.",
    arguments: [
      ("file", "The map ('-' for standard input)."),
      ("feature", "An edge feature of the map (by default: wall, river, road)."),
    ],
    options: EdgeSelection.options + [CommonOptions.output, CommonOptions.force, EditReport.quiet],
    examples: [
      "hexboard edge set map.json wall --around 5,5 --radius 1",
      "hexboard edge set map.json river --between 3,3:3,4 --between 3,4:4,4",
      "hexboard edge set map.json road --crossing 1,5:9,5",
      "hexboard edge set map.json river --along 2,3:9,3",
      "hexboard edge set map.json wall --at 2,2 --side n --side ne",
    ],
    discussion: EdgeSelection.discussion
      + "\nOther features on a side stay: a road set on a river makes a bridge.")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let feature = try arguments.argument(1, "feature")
    try EdgeSelection.checkOptions(arguments)
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    try EdgeSelection.checkFeature(feature, on: board)
    let edges = try EdgeSelection.edges(on: board, arguments: arguments)
    for edge in edges {
      try board.setEdgeFeature(feature, on: edge)
    }
    try MapIO.write(board, to: destination, context: context)
    EditReport.say(
      "set \(feature) on \(EditReport.count(edges.count, "side"))", arguments, context: context)
  }
}
