import HexBoard

/// `hexboard paint`: set terrain on cells.
enum PaintCommand: Command {
  static let spec = CommandSpec(
    name: "paint", abstract: "Set the terrain of cells.",
    arguments: [
      ("file", "The map ('-' for standard input)."), ("terrain", "A terrain id or symbol."),
    ],
    options: CellSelection.options + [CommonOptions.output, CommonOptions.force],
    examples: [
      "hexboard paint map.json forest --at 3,4 --radius 2",
      "hexboard paint map.json ocean --flood 0,0",
      "hexboard paint map.json mountain --line 1,1:9,6 -o ridge.json",
      "hexboard new --columns 8 --rows 6 | hexboard paint - hills --rect 2,2:4,3 > hills.json",
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let terrainName = try arguments.argument(1, "terrain")
    try CellSelection.checkOptions(arguments)
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    guard
      let terrain = board.palette.first(where: { $0.id == terrainName })
        ?? board.palette.first(where: { String($0.symbol) == terrainName })
    else {
      let known = board.palette.map(\.id).joined(separator: ", ")
      throw CLIError.failure("unknown terrain '\(terrainName)' (this map has: \(known))")
    }
    for hex in try CellSelection.cells(on: board, arguments: arguments) {
      try board.setTerrain(terrain.id, at: hex)
    }
    try MapIO.write(board, to: destination, context: context)
  }
}
