import HexBoard
import HexText

/// `hexboard new`: a blank board, of any shape the file format has.
enum NewCommand: Command {
  static let spec = CommandSpec(
    name: "new", abstract: "Create a blank map.",
    options: boardOptions(cells: true) + [
      CommonOptions.output, CommonOptions.force, EditReport.quiet,
    ],
    examples: [
      "hexboard new --columns 16 --rows 12 -o skirmish.json",
      "hexboard new --radius 8 --fill ocean --name Arena -o arena.json",
      "hexboard new --shape parallelogram --columns 6 --rows 4 --fill '~' | hexboard info -",
      "hexboard new --cells '0,0 1,0 2,0 1,1 2,1' | hexboard show -",
      "hexboard new --columns 96 --rows 64 --wrap cylinder | hexboard info -",
    ],
    discussion:
      """
      Shapes: --columns and --rows make a rectangle (--shape parallelogram: a parallelogram
      of axial columns and rows), --radius a hexagon, --cells or --cells-from a map of
      exactly the cells listed (in the offset convention of --convention; spaces, tabs,
      newlines or semicolons separate them, a cell listed twice counts once). The palette is
      the default one:
      """ + " " + Terrain.defaultPalette.map { "\($0.id) (\($0.symbol))" }.joined(separator: ", ")
        + ".")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 0)
    let board = try makeBoard(arguments, context: context) {
      try MapIO.destination(
        forNewFile: arguments, inputs: arguments.value("cells-from").map { [$0] } ?? [])
    }
    try MapIO.write(board.board, to: board.checked, context: context)
    EditReport.say(
      "created the map \(TerminalText.quoted(board.board.name)) with \(EditReport.count(board.board.grid.cellCount, "cell"))",
      arguments, context: context)
  }

  /// The options that describe a new board: the grid's, `--shape`, `--fill`, `--name`,
  /// and (`cells`) `--cells`/`--cells-from`. `hexboard edit` takes them too, to start a
  /// map (without the cell lists: its standard input is the terminal).
  static func boardOptions(cells: Bool) -> [CommandSpec.Option] {
    var options = GridOptions.options(defaultSize: nil)
    options.append(
      .init(
        ["shape"], value: "name",
        help: "rectangle, hexagon, parallelogram or cells (default: from the size options)."))
    if cells {
      options += [
        .init(
          ["cells"], value: "list",
          help: "The map's cells, 'col,row' separated by spaces (repeatable).", repeats: true),
        .init(
          ["cells-from"], value: "file",
          help: "Read the cells from a text file ('-' for standard input)."),
      ]
    }
    options += [
      .init(
        ["fill"], value: "terrain", help: "Terrain id or symbol of every cell (default: grass)."),
      .init(["name"], value: "text", help: "The map's name (default: Untitled)."),
    ]
    return options
  }

  /// The blank board the options describe. `check` runs after the options are read and
  /// before the grid is built (a big grid takes a while): `new` checks its destination
  /// there, and its result comes back with the board.
  static func makeBoard<Checked>(
    _ arguments: ParsedArguments, context: CommandContext, check: () throws -> Checked
  ) throws -> (board: Board, checked: Checked) {
    let cells = try cellList(arguments, context: context)
    let options = try GridOptions(
      arguments, defaultSize: nil, sideLimit: 1...16_384, radiusLimit: 0...8_000, cells: cells)
    let fillIndex = try TerrainName.index(
      arguments.value("fill") ?? "grass", in: Terrain.defaultPalette, what: "--fill")
    let checked = try check()
    let grid = try options.makeGrid()
    do {
      let board = try Board(
        name: arguments.value("name") ?? "Untitled", grid: grid,
        orientation: options.orientation, fill: Terrain.defaultPalette[fillIndex].id)
      return (board, checked)
    } catch {
      throw CLIError.failure("\(error)")
    }
  }

  /// The most cells `--cells` and `--cells-from` may list (a map's cell limit).
  static let maximumListedCells = 1 << 24

  /// The cells of `--cells` and `--cells-from`, in order, each once; `nil` when neither is
  /// given.
  static func cellList(_ arguments: ParsedArguments, context: CommandContext) throws
    -> [OffsetCoordinate]?
  {
    var texts: [(text: Substring, what: String)] = []
    for value in arguments.allValues("cells") {
      texts += words(value[...]).map { ($0, "--cells") }
    }
    var fileText = ""
    if let file = arguments.value("cells-from") {
      let bytes = file == "-" ? try context.readStandardInput() : try MapIO.readFile(file)
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw CLIError.failure("--cells-from \(file): not UTF-8 text")
      }
      fileText = text
      texts += words(fileText[...]).map { ($0, "--cells-from \(file)") }
    }
    if texts.isEmpty && arguments.allValues("cells").isEmpty && arguments.value("cells-from") == nil
    {
      return nil
    }
    guard texts.count <= maximumListedCells else {
      throw CLIError.usage("--cells: more than \(maximumListedCells) cells")
    }
    var seen = Set<OffsetCoordinate>()
    var cells: [OffsetCoordinate] = []
    for (text, what) in texts {
      let (col, row) = try CLIParse.pair(String(text), what: what)
      let cell = OffsetCoordinate(col: col, row: row)
      if seen.insert(cell).inserted { cells.append(cell) }
    }
    return cells
  }

  /// `text` split at spaces, tabs, newlines, carriage returns and semicolons.
  private static func words(_ text: Substring) -> [Substring] {
    text.split(whereSeparator: { " \t\n\r;".contains($0) })
  }
}
