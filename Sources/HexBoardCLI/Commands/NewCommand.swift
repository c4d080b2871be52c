import HexBoard

/// `hexboard new`: a blank board.
enum NewCommand: Command {
  static let spec = CommandSpec(
    name: "new", abstract: "Create a blank map.",
    options: GridOptions.options(defaultSize: nil) + [
      .init(["fill"], value: "terrain", help: "Terrain of every cell (default: grass)."),
      .init(["name"], value: "text", help: "The map's name (default: Untitled)."),
      CommonOptions.output, CommonOptions.force,
    ],
    examples: [
      "hexboard new --columns 16 --rows 12 -o skirmish.json",
      "hexboard new --radius 8 --fill ocean --name Arena -o arena.json",
      "hexboard new --columns 96 --rows 64 --wrap cylinder | hexboard info -",
    ],
    discussion: "The palette is the default one: "
      + Terrain.defaultPalette.map(\.id).joined(separator: ", ") + ".")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 0)
    let options = try GridOptions(
      arguments, defaultSize: nil, sideLimit: 1...16_384, radiusLimit: 0...8_000)
    let destination = try MapIO.destination(forNewFile: arguments)
    let grid = try options.makeGrid()
    let board: Board
    do {
      board = try Board(
        name: arguments.value("name") ?? "Untitled", grid: grid,
        orientation: options.orientation, fill: arguments.value("fill") ?? "grass")
    } catch {
      throw CLIError.failure("\(error)")
    }
    try MapIO.write(board, to: destination, context: context)
  }
}
