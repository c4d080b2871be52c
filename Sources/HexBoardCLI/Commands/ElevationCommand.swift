import HexBoard

/// `hexboard elevation`: set heights on cells.
enum ElevationCommand: Command {
  static let spec = CommandSpec(
    name: "elevation",
    abstract: "Set the elevation of cells (adds elevation to the map if needed).",
    arguments: [
      ("file", "The map ('-' for standard input)."), ("value", "The height, a whole number."),
    ],
    options: CellSelection.options + [CommonOptions.output, CommonOptions.force, EditReport.quiet],
    examples: ["hexboard elevation map.json 3 --at 5,5 --radius 2"],
    discussion: CellSelection.discussion)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let height = try CLIParse.integer(
      try arguments.argument(1, "value"), what: "<value>", in: -1_000_000...1_000_000)
    try CellSelection.checkOptions(arguments)
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    var elevation = board.elevation.map { HexMap($0) } ?? HexMap(grid: board.grid, fill: 0)
    let cells = try CellSelection.cells(on: board, arguments: arguments)
    for hex in cells {
      elevation[hex] = height
    }
    try board.setElevation(elevation)
    try MapIO.write(board, to: destination, context: context)
    EditReport.say(
      "set the elevation of \(EditReport.count(cells.count, "cell")) to \(height)", arguments,
      context: context)
  }
}
