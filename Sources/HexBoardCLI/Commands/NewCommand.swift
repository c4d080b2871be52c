import HexBoard

/// `hexboard new`: a blank board.
enum NewCommand: Command {
  static let spec = CommandSpec(
    name: "new", abstract: "Create a blank map.",
    options: [
      .init(["columns"], value: "n", help: "Columns of a rectangular map."),
      .init(["rows"], value: "n", help: "Rows of a rectangular map."),
      .init(["radius"], value: "n", help: "Radius of a hexagonal map (instead of columns/rows)."),
      .init(["orientation"], value: "flat|pointy", help: "Hex orientation (default: flat)."),
      .init(
        ["convention"], value: "odd-q|even-q|odd-r|even-r",
        help: "Offset convention (default: odd-q for flat, odd-r for pointy)."),
      .init(["wrap"], value: "none|cylinder|torus", help: "Edges that join (default: none)."),
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
    let limit = 1...16_384
    let orientation =
      try arguments.value("orientation").map {
        try CLIParse.choice($0, what: "--orientation", as: HexOrientation.self)
      } ?? .flat
    let convention =
      try arguments.value("convention").map {
        try CLIParse.choice($0, what: "--convention", as: OffsetConvention.self)
      } ?? orientation.defaultConvention
    let wrap =
      try arguments.value("wrap").map {
        try CLIParse.choice($0, what: "--wrap", as: MapWrap.self)
      } ?? .none
    let shape: MapShape
    if let radius = try arguments.integer("radius", in: 0...8_000) {
      guard arguments.value("columns") == nil && arguments.value("rows") == nil else {
        throw CLIError.usage("give either --radius or --columns and --rows, not both")
      }
      shape = .hexagon(radius: radius)
    } else {
      guard let columns = try arguments.integer("columns", in: limit),
        let rows = try arguments.integer("rows", in: limit)
      else { throw CLIError.usage("give --columns and --rows (or --radius)") }
      shape = .rectangle(columns: columns, rows: rows)
    }
    let destination = try MapIO.destination(forNewFile: arguments)
    let board: Board
    do {
      let grid = try MapGrid(shape: shape, convention: convention, wrap: wrap)
      board = try Board(
        name: arguments.value("name") ?? "Untitled", grid: grid, orientation: orientation,
        fill: arguments.value("fill") ?? "grass")
    } catch {
      throw CLIError.failure("\(error)")
    }
    try MapIO.write(board, to: destination, context: context)
  }
}
