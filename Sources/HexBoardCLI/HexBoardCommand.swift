import HexBoard
import HexBoardGeneration
import HexBoardTiled

/// The `hexboard` command-line tool, as a library so every command can be tested
/// in-process as well as end to end.
///
/// Exit codes: 0 success, 1 failure (unreadable or invalid file, refused overwrite, no
/// path, standard output lost), 2 usage error (unknown command or option, bad value). On an
/// error exactly one line goes to standard error and nothing to standard output.
public enum HexBoardCommand: Sendable {
  /// The version printed by `hexboard --version`: the package's (``HexBoardVersion``).
  package static let version = HexBoardVersion.current

  /// The commands, in the order `--help` lists them.
  static let commands: [any Command.Type] = [
    NewCommand.self, InfoCommand.self, CellCommand.self, ShowCommand.self, EditCommand.self,
    RenderCommand.self, PaintCommand.self, ElevationCommand.self, TerrainListCommand.self,
    TerrainAddCommand.self, TerrainSetCommand.self, TerrainRemoveCommand.self, MapSetCommand.self,
    ClassSetCommand.self, ClassListCommand.self, ClassRemoveCommand.self,
    ObjectAddCommand.self, ObjectSetCommand.self, ObjectMoveCommand.self,
    ObjectRemoveCommand.self, ObjectListCommand.self, FeatureSetCommand.self,
    FeatureClearCommand.self, LayerAddCommand.self, LayerRemoveCommand.self,
    LayerSetCommand.self, LayerClearCommand.self, LayerListCommand.self,
    ResizeCommand.self, CropCommand.self,
    PathCommand.self, RangeCommand.self, FieldOfViewCommand.self, ValidateCommand.self,
    GenerateCommand.self, ConvertCommand.self, DiffCommand.self, PatchCommand.self,
    CompletionsCommand.self, ManualCommand.self,
  ]

  /// The text printed by `hexboard --help`.
  package static var usage: String {
    var lines = [
      "OVERVIEW: hexboard – edit, inspect and query HexBoard map files.",
      "",
      "USAGE: hexboard <command> [arguments] [options]",
      "",
    ]
    // The commands first: they are what a reader of --help looks for; the rules for cells
    // and files every command follows come after them.
    lines += ["COMMANDS:"]
    lines += listing(commands)
    lines += [""]
    lines += introduction
    lines += [""]
    lines += filesRule
    lines += [
      "",
      "OPTIONS:",
      "  -h, --help        Show help (also: hexboard <command> --help).",
      "  --version         Show the version.",
      "",
      "EXIT STATUS: 0 success, 1 failure (also: standard output lost), 2 usage error (also: a",
      "cell off the map). In-place edits of one map wait for each other (a lock on the map).",
    ]
    return lines.joined(separator: "\n")
  }

  /// The paragraph after USAGE in `--help`, and the manual's DESCRIPTION.
  static let introduction = [
    "Cells are written col,row in the map's own offset convention (odd-q unless the map",
    "says otherwise); add --axial to write q,r instead. '-' means standard input or output,",
    "so commands pipe: hexboard new --columns 8 --rows 6 | hexboard paint - forest --at 2,3",
  ]

  /// The FILES paragraph of `--help` and of the manual: how every output is checked.
  static let filesRule = [
    "FILES: maps, patches and Tiled files are read only from regular files (or '-'). Every",
    "output of every command follows one rule, checked for all outputs before anything is",
    "written: files are compared as files (-o ./a.json is a.json, and so is a link to it);",
    "an output that is the map being edited is an edit in place; an output that is another",
    "input, or two outputs that are one file, are refused; a picture or export (SVG, pixel",
    "checks, Tiled map and its tileset image) replaces its own earlier output, a file that",
    "begins as HexBoard writes that kind of file (not one saved by another program); any",
    "other existing file, a map or patch included, needs --force. '-' is standard output",
    "for -o, --svg and --checks (one output at a time). Links are followed (the file they",
    "lead to is replaced, the link kept; a link to nothing is refused); character devices",
    "(/dev/null) are written through; folders, FIFOs, sockets and block devices are refused.",
  ]

  /// Runs the tool with `arguments` (without the program name) on the process streams
  /// and returns the exit code.
  public static func main(arguments: [String]) -> Int32 {
    run(arguments: arguments, context: .process())
  }

  /// Runs the tool with `arguments` on `context` and returns the exit code.
  ///
  /// The one place errors become exit codes and messages, and the one place every
  /// command's standard output is checked: when a write to it failed
  /// (``CommandContext/checkOutput()``), the command, help or version fails with exit 1 and
  /// "cannot write to standard output: …", even a command whose answer is its status.
  package static func run(arguments: [String], context: CommandContext) -> Int32 {
    do {
      try dispatch(arguments, context: context)
      try context.checkOutput()
      return 0
    } catch let error as CLIError {
      if case .status(let code) = error {
        // The answer is the status alone, unless the output that went with it was lost.
        if let failure = context.outputFailure {
          context.error("error: \(failure.message)")
          return failure.exitCode
        }
        return code
      }
      context.error("error: \(error.message)")
      return error.exitCode
    } catch {
      // A library error from a command's work on its map: cells as the map names them.
      context.error("error: \(context.describe(error, axial: arguments.contains("--axial")))")
      return 1
    }
  }

  /// Finds and runs the command `arguments` name (or prints help or the version); throws
  /// ``CLIError`` for usage errors and failures, `.status` for an answer given as the exit
  /// status.
  static func dispatch(_ arguments: [String], context: CommandContext) throws {
    guard let first = arguments.first else {
      context.line(usage)
      return
    }
    switch first {
    case "-h", "--help", "help":
      // `help`, `help object`, `help object add` (and the same after --help).
      let topic = Array(arguments.dropFirst())
      if topic.isEmpty {
        context.line(usage)
        return
      }
      switch resolve(topic) {
      case .command(let command, let consumed) where consumed == topic.count:
        context.line(command.spec.help)
      case .group(let group) where topic.count == 1:
        context.line(groupHelp(group) ?? usage)
      case .command, .group:
        throw CLIError.usage("unexpected argument '\(topic.last ?? "")' after 'help'")
      case .unknown(let message):
        throw CLIError.usage(message)
      }
      return
    case "--version":
      context.line(version)
      return
    default:
      break
    }
    let command: any Command.Type
    let consumed: Int
    switch resolve(arguments) {
    case .command(let found, let count):
      (command, consumed) = (found, count)
    case .group(let group):
      // `hexboard object`, `hexboard object --help`: the group's commands.
      if arguments.count == 1 || ["-h", "--help"].contains(arguments[1]) {
        context.line(groupHelp(group) ?? usage)
        return
      }
      throw CLIError.usage("'\(group)' needs a command; see 'hexboard \(group) --help'")
    case .unknown(let message):
      throw CLIError.usage(message)
    }
    let parsed = try ParsedArguments(Array(arguments.dropFirst(consumed)), spec: command.spec)
    if parsed.flag("help") {
      context.line(command.spec.help)
      return
    }
    try command.run(parsed, context: context)
  }

  /// What the first words of a command line name.
  enum Resolved {
    /// A command, and how many words its name took.
    case command(any Command.Type, consumed: Int)
    /// A group of commands (`object`), without one of its commands after it (the next word,
    /// if any, is an option such as `--help`).
    case group(String)
    /// Nothing: the message says what was typed and the nearest name, if one is near.
    case unknown(String)
  }

  /// Finds the command or group named at the start of `arguments`, or says why not with a
  /// suggestion ("unknown command 'object ad'; did you mean 'object add'?").
  static func resolve(_ arguments: [String]) -> Resolved {
    guard let first = arguments.first else { return .unknown("no command given") }
    if let found = find(arguments) { return .command(found.type, consumed: found.consumed) }
    let groups = groupNames
    if groups.contains(first) {
      guard arguments.count > 1, !arguments[1].hasPrefix("-") else { return .group(first) }
      let members = commandNames.filter { $0.hasPrefix(first + " ") }
        .map { String($0.dropFirst(first.count + 1)) }
      let hint = Suggestion.hint(arguments[1], in: members, shownAs: { "\(first) \($0)" })
      return .unknown(
        "unknown command '\(first) \(arguments[1])'"
          + (hint.isEmpty ? "; see 'hexboard \(first) --help'" : hint))
    }
    let words = topLevelNames
    var hint = Suggestion.hint(first, in: words)
    if let near = Suggestion.nearest(first, in: words), groups.contains(near),
      arguments.count > 1, commandNames.contains("\(near) \(arguments[1])")
    {
      hint = "; did you mean '\(near) \(arguments[1])'?"
    }
    return .unknown(
      "unknown command '\(first)'" + (hint.isEmpty ? "; see 'hexboard --help'" : hint))
  }

  /// The first words of the commands' names, in the order `--help` lists them, each once:
  /// the commands and the groups (`object`).
  static var topLevelNames: [String] {
    var names: [String] = []
    for name in commandNames {
      let word = String(name.prefix(while: { $0 != " " }))
      if !names.contains(word) { names.append(word) }
    }
    return names
  }

  /// The groups: first words shared by commands of two words (`object`, `feature`, `terrain`),
  /// derived from the names so a new group needs nothing here.
  static var groupNames: [String] {
    let names = commandNames
    return topLevelNames.filter { group in names.contains { $0.hasPrefix(group + " ") } }
  }

  /// Every command's full name (`paint`, `object add`), in `--help` order.
  static var commandNames: [String] {
    var names: [String] = []
    for command in commands { names.append(command.spec.name) }
    return names
  }

  /// The help of a group of two-word commands (`object`, `feature`, `terrain`): what each does,
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
