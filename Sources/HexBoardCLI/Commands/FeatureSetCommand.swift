import HexBoard

/// `hexboard feature set`: put a feature on sides between cells or on corners of cells.
enum FeatureSetCommand: Command {
  static let spec = CommandSpec(
    name: "feature set",
    abstract: "Put a feature on sides (wall, river, road, …) or corners (town, tower, …).",
    arguments: [
      ("file", "The map ('-' for standard input)."),
      (
        "feature",
        "A feature of the map's side palette (by default: wall, river, road) or, with --corner, of its corner palette (town, tower)."
      ),
    ],
    options: FeatureSelection.options + [
      CommonOptions.output, CommonOptions.force, EditReport.quiet,
    ],
    examples: [
      "hexboard feature set map.json wall --around 5,5 --radius 1",
      "hexboard feature set map.json river --between 3,3:3,4 --between 3,4:4,4",
      "hexboard feature set map.json road --crossing 1,5:9,5",
      "hexboard feature set map.json river --along 2,3:9,3",
      "hexboard feature set map.json wall --at 2,2 --side n --side ne",
      "hexboard feature set map.json town --at 4,4 --corner ne",
    ],
    discussion: FeatureSelection.discussion
      + "\nOther features on a side or corner stay: a road set on a river makes a bridge.")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let feature = try arguments.argument(1, "feature")
    try FeatureSelection.edit(arguments, context: context, feature: feature) {
      try $0.setFeature(feature, at: $1)
    } report: {
      "set \(feature) on \($0)"
    }
  }
}
