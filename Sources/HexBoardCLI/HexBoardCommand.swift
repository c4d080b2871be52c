import HexBoard
import HexBoardGeneration
import HexBoardTiled

/// The `hexboard` command-line tool, as a library so every command can be tested
/// in-process as well as end to end.
///
/// Exit codes: 0 success, 1 failure (unreadable or invalid file, refused overwrite, no
/// path), 2 usage error (unknown command or option, bad value). On an error exactly one
/// line goes to standard error and nothing to standard output.
package enum HexBoardCommand: Sendable {
  /// The version printed by `hexboard --version`.
  package static let version = "0.2.0"

  /// The commands, in the order `--help` lists them.
  static let commands: [any Command.Type] = [
    NewCommand.self, InfoCommand.self, ShowCommand.self, EditCommand.self, RenderCommand.self,
    PaintCommand.self, ElevationCommand.self, ObjectAddCommand.self, ObjectMoveCommand.self,
    ObjectRemoveCommand.self, ObjectListCommand.self, EdgeSetCommand.self, EdgeClearCommand.self,
    VertexSetCommand.self, VertexClearCommand.self, ResizeCommand.self, CropCommand.self,
    PathCommand.self, RangeCommand.self, FieldOfViewCommand.self, ValidateCommand.self,
    GenerateCommand.self, ConvertCommand.self, DiffCommand.self, PatchCommand.self,
  ]

  /// The text printed by `hexboard --help`.
  package static var usage: String {
    var lines = [
      "OVERVIEW: hexboard – edit, inspect and query HexBoard map files.",
      "",
      "USAGE: hexboard <command> [arguments] [options]",
      "",
      "Cells are written col,row in the map's own offset convention (odd-q unless the map",
      "says otherwise); add --axial to write q,r instead. '-' means standard input or output,",
      "so commands pipe: hexboard new --columns 8 --rows 6 | hexboard paint - forest --at 2,3",
      "",
      "FILES: maps, patches and Tiled files are read only from regular files (or '-'). Every",
      "output of every command follows one rule, checked for all outputs before anything is",
      "written: files are compared as files (-o ./a.json is a.json, and so is a link to it);",
      "an output that is the map being edited is an edit in place; an output that is another",
      "input, or two outputs that are one file, are refused; any other existing file needs",
      "--force. Links are followed (the file they lead to is replaced, the link kept; a link",
      "to nothing is refused); character devices (/dev/null) are written through; folders,",
      "FIFOs, sockets and block devices are refused.",
      "",
      "COMMANDS:",
    ]
    lines += listing(commands)
    lines += [
      "",
      "OPTIONS:",
      "  -h, --help        Show help (also: hexboard <command> --help).",
      "  --version         Show the version.",
      "",
      "EXIT STATUS: 0 success, 1 failure, 2 usage error.",
    ]
    return lines.joined(separator: "\n")
  }

  /// Runs the tool with `arguments` (without the program name) on the process streams
  /// and returns the exit code.
  package static func main(arguments: [String]) -> Int32 {
    run(arguments: arguments, context: .process())
  }

  /// Runs the tool with `arguments` on `context` and returns the exit code.
  package static func run(arguments: [String], context: CommandContext) -> Int32 {
    guard let first = arguments.first else {
      context.line(usage)
      return 0
    }
    switch first {
    case "-h", "--help", "help":
      if arguments.count > 1, let command = find(Array(arguments.dropFirst())) {
        context.line(command.type.spec.help)
      } else if arguments.count > 1, let help = groupHelp(arguments[1]) {
        context.line(help)
      } else {
        context.line(usage)
      }
      return 0
    case "--version":
      context.line(version)
      return 0
    default:
      break
    }
    guard let (command, consumed) = find(arguments) else {
      // `hexboard edge --help` (or `help edge`) lists the commands of the group.
      if let help = groupHelp(first), arguments.count == 2, ["-h", "--help"].contains(arguments[1])
      {
        context.line(help)
        return 0
      }
      if groupHelp(first) != nil {
        context.error(
          arguments.count == 1
            ? "error: '\(first)' needs a command; see 'hexboard \(first) --help'"
            : "error: unknown command '\(first) \(arguments[1])'; see 'hexboard \(first) --help'")
        return 2
      }
      context.error("error: unknown command '\(first)'; see 'hexboard --help'")
      return 2
    }
    let rest = Array(arguments.dropFirst(consumed))
    do {
      let parsed = try ParsedArguments(rest, spec: command.spec)
      if parsed.flag("help") {
        context.line(command.spec.help)
        return 0
      }
      try command.run(parsed, context: context)
      return 0
    } catch let error as CLIError {
      context.error("error: \(error.message)")
      return error.exitCode
    } catch {
      context.error("error: \(error)")
      return 1
    }
  }

  /// The help of a group of two-word commands (`object`, `edge`, `vertex`): what each does,
  /// or `nil` if no command starts with `group`.
  static func groupHelp(_ group: String) -> String? {
    let members = commands.filter { $0.spec.name.hasPrefix(group + " ") }
    guard !members.isEmpty else { return nil }
    var lines = ["USAGE: hexboard \(group) <command> [arguments] [options]", "", "COMMANDS:"]
    lines += listing(members)
    lines += ["", "See 'hexboard \(group) <command> --help' for each command's options."]
    return lines.joined(separator: "\n")
  }

  /// One line per command: its name, then its abstract.
  static func listing(_ list: [any Command.Type]) -> [String] {
    list.map { command in
      let name = command.spec.name
      return "  " + name + String(repeating: " ", count: max(2, 18 - name.count))
        + command.spec.abstract
    }
  }

  /// The command named by the first one or two arguments, and how many it used.
  static func find(_ arguments: [String]) -> (type: any Command.Type, consumed: Int)? {
    if arguments.count >= 2,
      let command = commands.first(where: { $0.spec.name == "\(arguments[0]) \(arguments[1])" })
    {
      return (command, 2)
    }
    return commands.first(where: { $0.spec.name == arguments[0] }).map { ($0, 1) }
  }
}

/// One `hexboard` command.
protocol Command: Sendable {
  /// Its name, options and help.
  static var spec: CommandSpec { get }
  /// Does the work; throws ``CLIError`` for usage errors and failures.
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws
}

/// Options several commands share.
enum CommonOptions {
  static let output = CommandSpec.Option(
    ["output", "o"], value: "file", help: "Write the map here ('-' for standard output).")
  static let force = CommandSpec.Option(
    ["force"], help: "Allow replacing existing files other than the inputs (see hexboard --help).")
  static let axial = CommandSpec.Option(
    ["axial"], help: "Read and write cells as axial q,r instead of col,row.")
  static let json = CommandSpec.Option(["json"], help: "Print machine-readable JSON.")
}
