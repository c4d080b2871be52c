import HexBoard

/// `hexboard resize`: grow or shrink a rectangular map around an anchor.
enum ResizeCommand: Command {
  static let anchors = [
    "top-left", "top", "top-right", "left", "center", "right", "bottom-left", "bottom",
    "bottom-right",
  ]

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
      CommonOptions.output, CommonOptions.force,
    ],
    examples: ["hexboard resize map.json --columns 20 --rows 16 --anchor center"],
    discussion: """
      Objects that fall outside are removed (each is named on standard error). If the map
      moves by an odd number of shifted columns (rows for odd-r/even-r), the offset convention
      switches between odd and even so every cell keeps its neighbours.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let input = try arguments.argument(0, "file")
    guard let columns = try arguments.integer("columns", in: 1...16_384),
      let rows = try arguments.integer("rows", in: 1...16_384)
    else { throw CLIError.usage("give --columns and --rows") }
    let anchor = arguments.value("anchor") ?? "top-left"
    guard let position = anchors.firstIndex(of: anchor) else {
      throw CLIError.usage(
        "--anchor: expected one of \(anchors.joined(separator: ", ")), got '\(anchor)'")
    }
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    let board = try MapIO.load(input, context: context)
    guard case .rectangle(let oldColumns, let oldRows) = board.grid.shape else {
      throw CLIError.failure("resize works on rectangular maps only")
    }
    // 0, ½ or 1 of the growth goes before the old map on each axis.
    let dx = (columns - oldColumns) * (position % 3) / 2
    let dy = (rows - oldRows) * (position / 3) / 2
    let fill = arguments.value("fill")
    let result = try Reframe.apply(board, columns: columns, rows: rows, dx: dx, dy: dy, fill: fill)
    for dropped in result.dropped {
      context.error("warning: removed object '\(dropped)' (outside)")
    }
    try MapIO.write(result.board, to: destination, context: context)
  }
}

/// `hexboard crop`: keep a rectangle of cells.
enum CropCommand: Command {
  static let spec = CommandSpec(
    name: "crop", abstract: "Keep only the cells in a rectangle of a rectangular map.",
    arguments: [("file", "The map ('-' for standard input).")],
    options: [
      .init(["from"], value: "col,row", help: "One corner (inclusive)."),
      .init(["to"], value: "col,row", help: "The opposite corner (inclusive)."),
      CommonOptions.output, CommonOptions.force,
    ],
    examples: ["hexboard crop Maps/world.json --from 10,10 --to 49,39 -o region.json"])

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
      throw CLIError.failure(
        "the rectangle must lie inside the map (0,0 to \(columns - 1),\(rows - 1))")
    }
    let result = try Reframe.apply(
      board, columns: cols.count, rows: rowRange.count, dx: -cols.lowerBound,
      dy: -rowRange.lowerBound, fill: nil)
    for dropped in result.dropped {
      context.error("warning: removed object '\(dropped)' (outside)")
    }
    try MapIO.write(result.board, to: destination, context: context)
  }
}

/// Moves a rectangular board's cells into a new rectangle: old cell (c, r) goes to
/// (c + dx, r + dy).
enum Reframe {
  static func apply(
    _ board: Board, columns: Int, rows: Int, dx: Int, dy: Int, fill: String?
  ) throws -> (board: Board, dropped: [String]) {
    let old = board.grid
    var convention = old.convention
    // An odd shift along the shifted axis flips which lines are shoved; switch parity so
    // the cells keep their neighbours.
    if (convention.shiftsColumns ? dx : dy) & 1 != 0 {
      convention =
        switch convention {
        case .oddQ: .evenQ
        case .evenQ: .oddQ
        case .oddR: .evenR
        case .evenR: .oddR
        }
    }
    let fillIndex: Int
    if let fill {
      guard let index = board.paletteIndex(of: fill) else {
        throw CLIError.failure("unknown terrain '\(fill)'")
      }
      fillIndex = index
    } else {
      fillIndex = 0
    }
    do {
      let grid = try MapGrid(
        shape: .rectangle(columns: columns, rows: rows), convention: convention, wrap: old.wrap)
      var terrain = HexMap<UInt8>(grid: grid, fill: UInt8(fillIndex))
      var elevation = board.elevation.map { _ in HexMap<Int>(grid: grid, fill: 0) }
      for row in 0..<rows {
        for col in 0..<columns {
          guard let from = old.index(of: OffsetCoordinate(col: col - dx, row: row - dy)),
            col - dx >= 0, col - dx < old.width, row - dy >= 0, row - dy < old.height
          else { continue }
          let to = row * columns + col
          terrain[index: to] = board.terrain[index: from]
          if let heights = board.elevation { elevation?[index: to] = heights[index: from] }
        }
      }
      var objects: [BoardObject] = []
      var dropped: [String] = []
      for var object in board.objects {
        let cell = object.position.offset(in: old.convention)
        let moved = OffsetCoordinate(col: cell.col + dx, row: cell.row + dy)
        if moved.col >= 0 && moved.col < columns && moved.row >= 0 && moved.row < rows {
          object.position = Hex(moved, convention: convention)
          objects.append(object)
        } else {
          dropped.append(object.id)
        }
      }
      let result = try Board(
        name: board.name, orientation: board.orientation, palette: board.palette,
        terrain: terrain, elevation: elevation, objects: objects, properties: board.properties)
      return (result, dropped)
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError.failure("\(error)")
    }
  }
}
