import HexBoard

/// `hexboard crop`: keep a rectangle of cells.
enum CropCommand: Command {
  static let spec = CommandSpec(
    name: "crop", abstract: "Keep only the cells in a rectangle of a rectangular map.",
    arguments: [("file", "The map ('-' for standard input).")],
    options: [
      .init(["from"], value: "col,row", help: "One corner (inclusive)."),
      .init(["to"], value: "col,row", help: "The opposite corner (inclusive)."),
      CommonOptions.output, CommonOptions.force, EditReport.quiet,
    ],
    examples: ["hexboard crop Maps/world.json --from 10,10 --to 49,39 -o region.json"],
    discussion: """
      Objects outside the rectangle are removed (each is named on standard error). Features
      on sides and corners stay while one of their cells does (a wall along a cut-off
      neighbour stays on the new border); the others are removed (counted on standard
      error).
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let input = try arguments.argument(0, "file")
    let a = try CLIParse.pair(try arguments.required("from"), what: "--from")
    let b = try CLIParse.pair(try arguments.required("to"), what: "--to")
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    let board = try MapIO.load(input, context: context)
    guard case .rectangle(let columns, let rows) = board.grid.shape else {
      throw CLIError.failure("crop works on rectangular maps only")
    }
    let cols = min(a.0, b.0)...max(a.0, b.0)
    let rowRange = min(a.1, b.1)...max(a.1, b.1)
    guard cols.lowerBound >= 0, cols.upperBound < columns, rowRange.lowerBound >= 0,
      rowRange.upperBound < rows
    else {
      // Corners off the map are cells off the map: a usage error, as everywhere.
      throw CLIError.usage(
        "the rectangle must lie inside the map (0,0 to \(columns - 1),\(rows - 1))")
    }
    let result = try board.cropped(columns: cols, rows: rowRange)
    ReframeReport.say(result, context: context)
    try MapIO.write(result.board, to: destination, context: context)
    EditReport.say(
      "cropped the map to \(cols.count) columns and \(rowRange.count) rows", arguments,
      context: context)
  }
}
