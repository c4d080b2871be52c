import HexBoard
import HexText

/// `hexboard validate`: check one or more files.
enum ValidateCommand: Command {
  static let spec = CommandSpec(
    name: "validate", abstract: "Check map files; exit 1 with the loader's message if one is bad.",
    arguments: [("file...", "The maps ('-' for standard input).")],
    examples: ["hexboard validate Maps/skirmish.json", "hexboard validate Maps/*.json"],
    discussion:
      """
      Prints one line per valid file on standard output ('FILE: valid (…)'); each bad file
      gets one 'error: FILE: why' line on standard error. Every file is checked, in the order
      given; with several files a last line counts the bad ones. Exit status 1 if any is bad.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    let paths = arguments.positional
    guard !paths.isEmpty else { throw CLIError.usage("missing argument <file>") }
    var failures = 0
    for path in paths {
      do {
        let board = try MapIO.load(path, context: context)
        context.line(
          "\(TerminalText.escaped(path)): valid (\(board.grid.cellCount) cells, \(board.objects.count) objects)"
        )
      } catch let error as CLIError {
        // One file: the error is the command's (as before several files were taken).
        guard paths.count > 1 else { throw error }
        failures += 1
        context.error("error: \(naming(error.message, path))")
      }
    }
    if failures > 0 {
      throw CLIError.failure("\(failures) of \(paths.count) files are not valid")
    }
  }

  /// `message`, starting with the file's name (the loader's messages already do; a read
  /// error of the file system may not).
  static func naming(_ message: String, _ path: String) -> String {
    let name = path == "-" ? "<stdin>" : path
    return message.hasPrefix(name + ":") ? message : "\(name): \(message)"
  }
}
