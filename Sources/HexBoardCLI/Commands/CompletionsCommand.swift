import HexBoard

/// `hexboard completions`: a shell completion script generated from the command specs.
enum CompletionsCommand: Command {
  /// The shells a script is generated for.
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  static let spec = CommandSpec(
    name: "completions", abstract: "Print a shell completion script (bash, zsh or fish).",
    arguments: [("shell?", Shell.allCases.map(\.rawValue).joined(separator: ", "))],
    options: [
      .init(
        ["terrain-ids"], value: "file",
        help: "Print the terrain ids of a map, one a line (the scripts call this).")
    ],
    examples: [
      "hexboard completions bash > hexboard.bash",
      "hexboard completions zsh > _hexboard",
      "hexboard completions fish > hexboard.fish",
      "hexboard completions --terrain-ids Maps/skirmish.json",
    ],
    discussion: """
      The script completes commands, group commands (object add), options, the values an
      option lists (--color auto|always|never), file names where a file is expected, and
      terrain ids from the map already named on the line, which it reads by running
      'hexboard completions --terrain-ids <file>'. Install (bash):
      hexboard completions bash > ~/.local/share/bash-completion/completions/hexboard;
      zsh: hexboard completions zsh > a folder on $fpath as _hexboard; fish:
      hexboard completions fish > ~/.config/fish/completions/hexboard.fish.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    if let map = arguments.value("terrain-ids") {
      guard arguments.positional.isEmpty else {
        throw CLIError.usage("--terrain-ids takes no <shell>")
      }
      let board = try MapIO.load(map, context: context)
      for terrain in board.palette { context.line(terrain.id) }
      return
    }
    let shell = try CLIParse.choice(
      try arguments.argument(0, "shell"), what: "<shell>", as: Shell.self)
    context.write(script(for: shell))
  }

  /// The completion script for `shell`, for every command in ``HexBoardCommand/commands``.
  static func script(for shell: Shell) -> String {
    let model = CompletionModel(HexBoardCommand.commands)
    let version = HexBoardCommand.version
    switch shell {
    case .bash: return BashCompletion.script(model, version: version)
    case .zsh: return ZshCompletion.script(model, version: version)
    case .fish: return FishCompletion.script(model, version: version)
    }
  }
}
