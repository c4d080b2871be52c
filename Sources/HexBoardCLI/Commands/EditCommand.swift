import HexBoard
import HexBoardRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `hexboard edit`: the full-screen editor (``MapEditor`` on an ``EditorTerminal``).
enum EditCommand: Command {
  static let spec = CommandSpec(
    name: "edit", abstract: "Edit a map interactively in the terminal (full screen).",
    arguments: [("file", "The map to edit (saved in place with 's').")],
    options: NewCommand.boardOptions(cells: false),
    examples: [
      "hexboard edit Maps/skirmish.json",
      "hexboard edit arena.json --columns 24 --rows 16 --fill ocean",
    ],
    discussion: """
      Arrows move the cursor, 1-9 or Tab choose the terrain (the palette line shows which
      number paints what), Space paints, +/- set the brush radius, f fills, u/r undo/redo,
      s saves, p shows a path, e and c toggle side and corner features, < and > lower and
      raise the height, o places an object, m moves one, x removes one, l paints each
      named layer in turn (0-9 pick a value; on a numeric layer type a number, Enter),
      ? lists the keys, q quits (asking when there are unsaved changes). A file that does
      not exist is started as a new map from the options of 'hexboard new' (--columns and
      --rows or --radius, --fill, --name, ...), saved with 's'; those options are refused
      for a file that exists.
      Needs a terminal on standard input and output (exit 2 otherwise); NO_COLOR gives
      a monochrome screen, TERM=dumb is refused.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let path = try arguments.argument(0, "file")
    guard path != "-" else {
      throw CLIError.usage("edit: needs a map file, not standard input ('-')")
    }
    guard context.outputIsTerminal, isatty(0) == 1 else {
      throw CLIError.usage(
        "edit: standard input and output must be a terminal (use paint, elevation, ... in scripts)")
    }
    if context.environment["TERM"] == "dumb" {
      throw CLIError.usage("edit: TERM=dumb cannot show the editor's full screen")
    }
    // Loaded (or made) before the terminal is touched: a bad file is the usual error, exit 1.
    let file = EditorFile(path: path)
    let (board, isNew) = try Self.openOrCreate(file, arguments, context: context)
    let color = TerminalRenderer.shouldUseColor(
      environment: context.environment, isTerminal: true)
    var editor = MapEditor(board: board, fileName: path, isNew: isNew) { edited, overwrite in
      try file.save(edited, overwrite: overwrite)
    }
    var painter = ScreenPainter(
      colorEscapes: color ? board.palette.map { TerminalCanvas.ansiColors(for: $0.color) } : [])
    let terminal = EditorTerminal()
    try terminal.enter()
    defer { terminal.restore() }
    var decoder = KeyDecoder()
    var size = Self.size(context: context)
    while true {
      writeAll(painter.paint(editor.screen(width: size.width, height: size.height)), to: 1)
      switch terminal.next() {
      case .endOfInput:
        return
      case .signal(SIGWINCH):
        size = Self.size(context: context)
        painter.invalidate()
      case .signal(let number):
        // SIGINT, SIGTERM, SIGHUP: the terminal back first, then die of the signal as the
        // shell expects (exit status 128 + n).
        terminal.restore()
        signal(number, SIG_DFL)
        raise(number)
        return
      case .input(let bytes):
        for key in decoder.decode(bytes) where editor.handle(key) == .quit {
          return
        }
      }
    }
  }

  /// The first option given that describes a new board (`--columns`, `--fill`, ...), if any.
  static func givenBoardOption(_ arguments: ParsedArguments) -> String? {
    NewCommand.boardOptions(cells: false).lazy.compactMap(\.names.first).first {
      arguments.value($0) != nil || arguments.flag($0)
    }
  }

  /// The map at `file`, or (the file not there, a size given) a new blank one, `true`.
  static func openOrCreate(
    _ file: EditorFile, _ arguments: ParsedArguments, context: CommandContext
  ) throws -> (Board, isNew: Bool) {
    var info = stat()
    let exists = lstat(file.path, &info) == 0
    let option = givenBoardOption(arguments)
    if exists {
      if let option {
        throw CLIError.usage(
          "edit: \(file.path) exists; --\(option) is only for starting a new map (edit it without the option, or choose a new file name)"
        )
      }
      return (try file.load(), false)
    }
    guard
      arguments.value("columns") != nil || arguments.value("rows") != nil
        || arguments.value("radius") != nil
    else {
      throw CLIError.usage(
        "edit: \(file.path) does not exist; to start a new map give its size: --columns C --rows R (or --radius N)"
      )
    }
    return (try NewCommand.makeBoard(arguments, context: context) {}.board, true)
  }

  /// The window size: the terminal's, else COLUMNS and LINES, else 80 × 24.
  static func size(context: CommandContext) -> (width: Int, height: Int) {
    if let size = EditorTerminal.windowSize() { return size }
    let width = context.environment["COLUMNS"].flatMap { Int($0) } ?? 80
    let height = context.environment["LINES"].flatMap { Int($0) } ?? 24
    return (max(1, min(width, 1000)), max(1, min(height, 1000)))
  }
}
