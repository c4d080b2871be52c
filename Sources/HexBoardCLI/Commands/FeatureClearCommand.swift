import HexBoard

/// `hexboard feature clear`: take features off sides between cells or corners of cells.
enum FeatureClearCommand: Command {
  static let spec = CommandSpec(
    name: "feature clear",
    abstract: "Take one feature, or every feature, off sides or corners of cells.",
    arguments: [
      ("file", "The map ('-' for standard input)."),
      ("feature?", "The feature to take off (default: every feature)."),
    ],
    options: FeatureSelection.options + [
      CommonOptions.output, CommonOptions.force, EditReport.quiet,
    ],
    examples: [
      "hexboard feature clear map.json --around 5,5 --radius 1",
      "hexboard feature clear map.json road --between 3,3:3,4",
      "hexboard feature clear map.json river --along 2,3:9,3",
      "hexboard feature clear map.json tower --at 4,4 --corner e --corner w",
    ],
    discussion: FeatureSelection.discussion)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let feature = arguments.positional.count > 1 ? arguments.positional[1] : nil
    try FeatureSelection.edit(arguments, context: context, feature: feature) { board, location in
      if let feature {
        try board.removeFeature(feature, from: location)
      } else {
        try board.clearFeatures(at: location)
      }
    } report: {
      "cleared \(feature ?? "every feature") from \($0)"
    }
  }
}
