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
    options: CompletionNames.allCases.map { .init([$0.option], value: "file", help: $0.help) },
    examples: [
      "hexboard completions bash > hexboard.bash",
      "hexboard completions zsh > _hexboard",
      "hexboard completions fish > hexboard.fish",
      "hexboard completions --terrain-ids Maps/skirmish.json",
      "hexboard completions --side-names Maps/skirmish.json",
    ],
    discussion: """
      The script completes commands, group commands (object add), options, the values an
      option lists (--color auto|always|never), file names where a file is expected, and,
      from the map already named on the line, terrain ids, feature ids (feature set MAP
      <feature>) and the compass names of its sides and corners (--side, --corner), which
      it reads by running 'hexboard completions --terrain-ids <file>' (--feature-ids,
      --side-names, --corner-names). Install (bash):
      hexboard completions bash > ~/.local/share/bash-completion/completions/hexboard;
      zsh: hexboard completions zsh > a folder on $fpath as _hexboard; fish:
      hexboard completions fish > ~/.config/fish/completions/hexboard.fish.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let asked = CompletionNames.allCases.filter { arguments.value($0.option) != nil }
    if let names = asked.first, let map = arguments.value(names.option) {
      guard asked.count == 1 else {
        throw CLIError.usage("give one of --\(asked.map(\.option).joined(separator: ", --"))")
      }
      guard arguments.positional.isEmpty else {
        throw CLIError.usage("--\(names.option) takes no <shell>")
      }
      let board = try MapIO.load(map, context: context)
      for name in names.names(of: board) { context.line(name) }
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
