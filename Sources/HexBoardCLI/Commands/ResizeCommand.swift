import HexBoard

/// `hexboard resize`: grow or shrink a rectangular map around an anchor.
enum ResizeCommand: Command {
  static let anchors = ResizeAnchor.allCases.map(\.rawValue)

  static let spec = CommandSpec(
    name: "resize", abstract: "Grow or shrink a rectangular map, keeping an anchor fixed.",
    arguments: [("file", "The map ('-' for standard input).")],
    options: [
      .init(["columns"], value: "n", help: "The new number of columns."),
      .init(["rows"], value: "n", help: "The new number of rows."),
      .init(
        ["anchor"], value: "name",
        help: "What stays put: \(anchors.joined(separator: ", ")) (default: top-left)."),
      .init(
        ["fill"], value: "terrain",
        help: "Terrain of new cells (default: the first in the palette)."),
      CommonOptions.output, CommonOptions.force, EditReport.quiet,
    ],
    examples: ["hexboard resize map.json --columns 20 --rows 16 --anchor center"],
    discussion: """
      Objects that fall outside are removed (each is named on standard error). Features on
      sides and corners stay while one of their cells does; the others are removed (counted
      on standard error). If the map moves by an odd number of shifted columns (rows for
      odd-r/even-r), the offset convention switches between odd and even so every cell keeps
      its neighbours.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let input = try arguments.argument(0, "file")
    guard let columns = try arguments.integer("columns", in: 1...16_384),
      let rows = try arguments.integer("rows", in: 1...16_384)
    else { throw CLIError.usage("give --columns and --rows") }
    let anchor = arguments.value("anchor") ?? "top-left"
    guard let position = ResizeAnchor(rawValue: anchor) else {
      throw CLIError.usage(
        "--anchor: expected one of \(anchors.joined(separator: ", ")), got '\(anchor)'")
    }
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    let board = try MapIO.load(input, context: context)
    guard case .rectangle = board.grid.shape else {
      throw CLIError.failure("resize works on rectangular maps only")
    }
    let fill = try arguments.value("fill").map {
      board.palette[try TerrainName.index($0, in: board.palette, what: "--fill")].id
    }
    let result = try board.resized(columns: columns, rows: rows, anchor: position, fill: fill)
    ReframeReport.say(result, context: context)
    try MapIO.write(result.board, to: destination, context: context)
    EditReport.say(
      "resized the map to \(columns) columns and \(rows) rows", arguments, context: context)
  }
}
