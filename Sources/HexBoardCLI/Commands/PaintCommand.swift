import HexBoard

/// `hexboard paint`: set terrain on cells.
enum PaintCommand: Command {
  static let spec = CommandSpec(
    name: "paint", abstract: "Set the terrain of cells.",
    arguments: [
      ("file", "The map ('-' for standard input)."), ("terrain", "A terrain id or symbol."),
    ],
    options: CellSelection.options + [CommonOptions.output, CommonOptions.force, EditReport.quiet],
    examples: [
      "hexboard paint map.json forest --at 3,4 --radius 2",
      "hexboard paint map.json ocean --flood 0,0",
      "hexboard paint map.json mountain --line 1,1:9,6 -o ridge.json",
      "hexboard new --columns 8 --rows 6 | hexboard paint - hills --rect 2,2:4,3 > hills.json",
      "hexboard paint Maps/skirmish.json '~' --rect -2,-2:20,0 --clip -o north-sea.json",
    ],
    discussion: CellSelection.discussion)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let terrainName = try arguments.argument(1, "terrain")
    try CellSelection.checkOptions(arguments)
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    let terrain = try TerrainName.terrain(terrainName, on: board, what: "<terrain>")
    let cells = try CellSelection.cells(on: board, arguments: arguments)
    for hex in cells {
      try board.setTerrain(terrain.id, at: hex)
    }
    try MapIO.write(board, to: destination, context: context)
    EditReport.say(
      "painted \(EditReport.count(cells.count, "cell")) with \(terrain.id)", arguments,
      context: context)
  }
}
