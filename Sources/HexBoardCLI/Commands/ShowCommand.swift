import HexBoard
import HexBoardRendering

/// `hexboard show`: a terminal preview.
enum ShowCommand: Command {
  static let spec = CommandSpec(
    name: "show", abstract: "Print a map in the terminal (colour when it is a terminal).",
    arguments: [("file", "The map ('-' for standard input).")],
    options: [
      .init(["coordinates"], help: "Number the columns and rows."),
      .init(
        ["color"], value: "auto|always|never",
        help: "Colour output (default: auto; NO_COLOR is honoured)."),
      .init(
        ["region"], value: "a:b",
        help: "Only the cells between corners a and b (col,row:col,row, offset coordinates)."),
    ],
    examples: [
      "hexboard show Maps/skirmish.json", "hexboard show map.json --color never",
      "hexboard show Maps/world.json --region 10,5:40,20",
    ],
    discussion: """
      A cell is its terrain symbol; a second character marks objects on the cell by
      kind: unit '@', town 'o', city 'O', resource '$', start '&', flag '!', other '+'
      (a map property marker.<kind> can choose another), and the legend lists them. A
      cell beside side features shows '#' wall, '~' river, '=' road ('|' for a feature that
      changes nothing) and 'x' for a corner feature: on the second line of a cell when
      columns are shifted, after the terrain symbol when rows are; the legend lists them. On a
      terminal a map larger than the window is cropped to it (a note on standard error
      says how to see the rest); piped output is the whole map unless --region is given.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let region = try arguments.value("region").map(parseRegion)
    let board = try MapIO.load(try arguments.argument(0, "file"), context: context)
    let mode = arguments.value("color") ?? "auto"
    let color: Bool
    switch mode {
    case "always": color = true
    case "never": color = false
    case "auto":
      color = TerminalRenderer.shouldUseColor(
        environment: context.environment, isTerminal: context.outputIsTerminal)
    default:
      throw CLIError.usage("--color: expected auto, always or never, got '\(mode)'")
    }
    var options = TerminalOptions(
      usesColor: color, showsCoordinates: arguments.flag("coordinates"), showsObjects: true,
      showsFeatures: true)
    if let region {
      options.columns = region.columns
      options.rows = region.rows
    } else if let window = context.windowSize {
      fit(&options, board: board, window: window, context: context)
    }
    // Streamed line by line: a big map's preview is never held whole.
    var stream = StandardOutputStream(context: context)
    TerminalRenderer(options: options).render(board, to: &stream)
  }

  /// `a:b` as column and row ranges.
  static func parseRegion(_ text: String) throws -> (
    columns: ClosedRange<Int>, rows: ClosedRange<Int>
  ) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw CLIError.usage("--region: expected two cells a:b (e.g. 0,0:20,10), got '\(text)'")
    }
    let a = try CLIParse.pair(String(parts[0]), what: "--region")
    let b = try CLIParse.pair(String(parts[1]), what: "--region")
    return (min(a.0, b.0)...max(a.0, b.0), min(a.1, b.1)...max(a.1, b.1))
  }

  /// Crops `options` to what fits a `window` (columns, lines), keeping the top-left corner,
  /// and says so on standard error when it does.
  static func fit(
    _ options: inout TerminalOptions, board: Board, window: (columns: Int, lines: Int),
    context: CommandContext
  ) {
    let grid = board.grid
    let shiftsColumns = grid.convention.shiftsColumns
    let lastCol = grid.origin.col + grid.width - 1
    let lastRow = grid.origin.row + grid.height - 1
    let cellWidth =
      options.showsCoordinates
      ? max(2, max(String(grid.origin.col).count, String(lastCol).count) + 1) : 2
    let labelWidth =
      options.showsCoordinates
      ? max(String(grid.origin.row).count, String(lastRow).count) + 1 : 0
    let indent = shiftsColumns ? 0 : cellWidth / 2
    // Name, header, legend (a blank line and one per terrain), the shell's next prompt.
    let reserved =
      1 + (options.showsCoordinates ? 1 : 0) + board.palette.count + 1 + 1
    let linesPerRow = shiftsColumns ? 2 : 1
    let columns = max(1, (window.columns - labelWidth - indent) / cellWidth)
    let rows = max(1, (window.lines - reserved - (shiftsColumns ? 1 : 0)) / linesPerRow)
    guard columns < grid.width || rows < grid.height else { return }
    let shownColumns = min(columns, grid.width)
    let shownRows = min(rows, grid.height)
    options.columns = grid.origin.col...(grid.origin.col + shownColumns - 1)
    options.rows = grid.origin.row...(grid.origin.row + shownRows - 1)
    context.error(
      "show: cropped to columns \(grid.origin.col)-\(grid.origin.col + shownColumns - 1), rows "
        + "\(grid.origin.row)-\(grid.origin.row + shownRows - 1) of \(grid.width) x \(grid.height)"
        + " to fit the \(window.columns) x \(window.lines) window; see the rest with --region"
        + " a:b, or pipe it (hexboard show FILE --color always | less -RS)")
  }
}
