import Foundation
import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardCLI

/// `hexboard completions` and `hexboard manual`: the scripts and the page are made from the
/// command specs; the bash script is checked by bash itself (syntax, and completing words
/// in a bash subprocess), zsh and fish scripts by their shells' syntax check where those
/// shells exist; docs/hexboard.1 must equal `hexboard manual`.
@Suite("hexboard completions and manual")
struct CLICompletionsTests {
  static func shell(_ name: String) -> String? {
    ["/bin/", "/usr/bin/", "/usr/local/bin/"].map { $0 + name }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  func output(_ arguments: String...) -> String {
    let context = CommandContext.capturing()
    #expect(HexBoardCommand.run(arguments: arguments, context: context) == 0)
    return context.outputText
  }

  // MARK: - Generated text

  @Test func theModelIsReadOffTheSpecs() {
    let model = CompletionModel(HexBoardCommand.commands)
    #expect(
      model.topLevel.map(\.name).prefix(6) == ["new", "info", "cell", "show", "edit", "render"])
    #expect(model.topLevel.map(\.name).contains("object"))
    #expect(model.groups.first { $0.name == "object" }?.members.map(\.name).contains("add") == true)
    let show = model.entries.first { $0.name == "show" }
    #expect(
      show?.options.first { $0.flags == ["--color"] }?.value
        == .choices(["auto", "always", "never"]))
    let paint = model.entries.first { $0.name == "paint" }
    #expect(paint?.arguments.map(\.value) == [.file, .names(.terrain)])
    #expect(paint?.options.first { $0.flags == ["--output", "-o"] }?.value == .file)
    let generate = model.entries.first { $0.name == "generate" }
    #expect(generate?.arguments.first?.value == .choices(["islands", "continents", "caves"]))
    #expect(model.entries.first { $0.name == "new" }?.readsMap == false)
  }

  @Test func everyCommandAndOptionIsInEveryScript() {
    let scripts = CompletionsCommand.Shell.allCases.map { CompletionsCommand.script(for: $0) }
    for command in HexBoardCommand.commands {
      let words = command.spec.name.split(separator: " ").map(String.init)
      for script in scripts {
        for word in words { #expect(script.contains(word), "\(word)") }
        for option in command.spec.options { #expect(script.contains(option.longName)) }
      }
    }
    let bash = CompletionsCommand.script(for: .bash)
    #expect(bash.hasPrefix("# bash completion for hexboard \(HexBoardCommand.version)"))
    #expect(bash.hasSuffix("complete -F _hexboard hexboard\n"))
    #expect(bash.contains("    \"show\")\n      case \"$prev\" in\n"))
    #expect(
      bash.contains("        --color) _hexboard_reply \"$cur\" auto always never ; return 0 ;;")
    )
    #expect(CompletionsCommand.script(for: .zsh).hasPrefix("#compdef hexboard\n"))
    #expect(
      CompletionsCommand.script(for: .fish).contains(
        "complete -c hexboard -n '__hexboard_is show' -l color -x -a 'auto always never'"))
    #expect(output("completions", "bash") == bash)
  }

  @Test func terrainIDsOfAMap() throws {
    let context = CommandContext.capturing()
    #expect(
      HexBoardCommand.run(
        arguments: [
          "completions", "--terrain-ids", TestPaths.repositoryRoot + "/Maps/skirmish.json",
        ],
        context: context) == 0)
    let board = try Board.load(from: TestPaths.repositoryRoot + "/Maps/skirmish.json")
    #expect(context.outputText == board.palette.map { $0.id + "\n" }.joined())
    let refused = CommandContext.capturing()
    #expect(HexBoardCommand.run(arguments: ["completions", "csh"], context: refused) == 2)
    #expect(refused.capturedErrors.contains("expected one of bash, zsh, fish"))
  }

  // MARK: - The shells themselves

  func writeScript(_ shell: CompletionsCommand.Shell) throws -> (CLISandbox, String) {
    let box = try CLISandbox()
    let path = box.path("completion.\(shell.rawValue)")
    try MapFileTestIO.write(Array(CompletionsCommand.script(for: shell).utf8), to: path)
    return (box, path)
  }

  @Test func bashAcceptsTheScript() throws {
    guard let bash = Self.shell("bash") else {
      print("skipped: bash is not installed")
      return
    }
    let (box, path) = try writeScript(.bash)
    let result = try HexboardProcess.run(
      ["-n", path], in: URL(fileURLWithPath: box.folder), executable: URL(fileURLWithPath: bash))
    #expect(result.status == 0, "\(result.errors)")
  }

  /// Completes `words` (the last one being completed) in a bash subprocess, with the built
  /// binary as the program, and returns COMPREPLY.
  func complete(_ words: [String], in box: CLISandbox, script: String) throws -> [String] {
    guard let bash = Self.shell("bash"), let binary = HexboardProcess.binary else { return [] }
    let program = """
      source "$1"; shift
      COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
      _hexboard
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try HexboardProcess.run(
      ["-c", program, "bash", script, binary.path] + words, in: URL(fileURLWithPath: box.folder),
      executable: URL(fileURLWithPath: bash))
    #expect(result.status == 0, "\(words): \(result.errors)")
    return result.output.split(separator: "\n").map(String.init).sorted()
  }

  @Test func bashCompletesWords() throws {
    guard Self.shell("bash") != nil, HexboardProcess.binary != nil else {
      print("skipped: bash or the hexboard binary is missing")
      return
    }
    let (box, script) = try writeScript(.bash)
    try FileManager.default.copyItem(
      atPath: TestPaths.repositoryRoot + "/Maps/skirmish.json", toPath: box.path("skirmish.json"))
    try box.write("", to: "skirmish.svg")
    #expect(try complete(["pa"], in: box, script: script) == ["paint", "patch", "path"])
    #expect(try complete(["obj"], in: box, script: script) == ["object"])
    #expect(
      try complete(["object", ""], in: box, script: script) == [
        "--help", "add", "list", "move", "remove", "set",
      ])
    #expect(try complete(["help", "feature", ""], in: box, script: script) == ["clear", "set"])
    #expect(
      try complete(["show", "skirmish.json", "--co"], in: box, script: script) == [
        "--color", "--coordinates",
      ])
    #expect(
      try complete(["show", "skirmish.json", "--color", ""], in: box, script: script) == [
        "always", "auto", "never",
      ])
    #expect(
      try complete(["paint", "skir"], in: box, script: script) == ["skirmish.json", "skirmish.svg"])
    // Terrain ids come from the map on the line, through `completions --terrain-ids`.
    #expect(try complete(["paint", "skirmish.json", "f"], in: box, script: script) == ["forest"])
    // A palette of its own (wall, floor, water): the ids are the map's, not the defaults.
    try box.succeed("convert", TestPaths.repositoryRoot + "/Maps/dungeon.tmx", "dungeon.json")
    #expect(
      try complete(["paint", "dungeon.json", "w"], in: box, script: script) == ["wall", "water"])
    #expect(
      try complete(["resize", "dungeon.json", "--fill", "f"], in: box, script: script) == ["floor"])
    #expect(
      try complete(["paint", "-o", "x.json", "skirmish.json", "m"], in: box, script: script) == [
        "mountain"
      ])
    #expect(try complete(["new", "--fill", "o"], in: box, script: script) == ["ocean"])
    #expect(try complete(["generate", "c"], in: box, script: script) == ["caves", "continents"])
    #expect(
      try complete(["object", "add", "skirmish.json", "--a"], in: box, script: script) == [
        "--at", "--axial",
      ])
  }

  /// The zsh function run outside zsh's completion system, with stubs for `_describe`,
  /// `compadd`, `_files` and `_message` that print what would be offered (zsh filters by
  /// the typed prefix itself, so every candidate is printed).
  @Test func zshOffersWhatTheSpecsSay() throws {
    guard let zsh = Self.shell("zsh"), let binary = HexboardProcess.binary else {
      print("skipped: zsh is not installed, its script is only generated")
      return
    }
    let (box, script) = try writeScript(.zsh)
    try box.succeed("convert", TestPaths.repositoryRoot + "/Maps/dungeon.tmx", "dungeon.json")
    let stubs = """
      compdef() { : }
      _describe() {
        local _name=${@[-1]}; local -a _offered; _offered=("${(@P)_name}")
        print -r -- "describe: ${(j: :)${(@)_offered%%:*}}"
      }
      compadd() {
        local -a _offered
        if [[ $1 == -a ]]; then _offered=("${(@P)2}"); else shift; _offered=("$@"); fi
        print -r -- "compadd: ${(j: :)_offered}"
      }
      _files() { print -r -- files }
      _message() { print -r -- message }
      source "$1"; shift
      words=("$@"); CURRENT=$#words
      _hexboard
      """
    func offered(_ words: String...) throws -> String {
      let result = try HexboardProcess.run(
        ["-f", "-c", stubs, "zsh", script, binary.path] + words,
        in: URL(fileURLWithPath: box.folder), executable: URL(fileURLWithPath: zsh))
      #expect(result.errors.isEmpty, "\(words): \(result.errors)")
      return result.output.trimmingCharacters(in: .newlines)
    }
    #expect(try offered("pa").hasPrefix("describe: new info cell show edit render paint "))
    #expect(try offered("object", "") == "describe: add set move remove list")
    #expect(try offered("show", "dungeon.json", "--color", "") == "compadd: auto always never")
    #expect(try offered("paint", "") == "files")
    #expect(try offered("paint", "dungeon.json", "") == "compadd: wall floor water")
    #expect(
      try offered("new", "--fill", "") == "compadd: "
        + CompletionModel.defaultTerrainIDs.joined(separator: " "))
    #expect(try offered("paint", "dungeon.json", "--at", "") == "message")
    #expect(try offered("show", "dungeon.json", "-").contains(" --color "))
  }

  /// fish completes on its own without a terminal (`complete -C`), with the built binary
  /// first on PATH for the terrain ids.
  @Test func fishOffersWhatTheSpecsSay() throws {
    guard let fish = Self.shell("fish"), let binary = HexboardProcess.binary else {
      print("skipped: fish is not installed, its script is only generated")
      return
    }
    let (box, script) = try writeScript(.fish)
    try box.succeed("convert", TestPaths.repositoryRoot + "/Maps/dungeon.tmx", "dungeon.json")
    let path = binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
    func offered(_ line: String) throws -> [String] {
      let result = try HexboardProcess.run(
        ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", script, line],
        in: URL(fileURLWithPath: box.folder), environment: ["PATH": path],
        executable: URL(fileURLWithPath: fish))
      #expect(result.status == 0, "\(line): \(result.errors)")
      return result.output.split(separator: "\n").map {
        String($0.prefix(while: { $0 != "\t" }))
      }.sorted()
    }
    #expect(try offered("hexboard object ") == ["add", "list", "move", "remove", "set"])
    #expect(try offered("hexboard show dungeon.json --color ") == ["always", "auto", "never"])
    #expect(try offered("hexboard paint dungeon.json w") == ["wall", "water"])
    #expect(try offered("hexboard feature set dungeon.json --cr") == ["--crossing"])
  }

  @Test(arguments: [CompletionsCommand.Shell.zsh, .fish])
  func otherShellsAcceptTheirScripts(_ shell: CompletionsCommand.Shell) throws {
    guard let program = Self.shell(shell.rawValue) else {
      print("skipped: \(shell.rawValue) is not installed, its script is not syntax-checked")
      return
    }
    let (box, path) = try writeScript(shell)
    let result = try HexboardProcess.run(
      ["-n", path], in: URL(fileURLWithPath: box.folder), executable: URL(fileURLWithPath: program))
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.isEmpty)
  }

  // MARK: - Manual

  @Test func theCommittedManualIsFresh() throws {
    let committed = try MapFileTestIO.read(TestPaths.repositoryRoot + "/docs/hexboard.1")
    // A Bool, so a stale page fails with the hint rather than a dump of both byte arrays.
    let fresh = Array(output("manual").utf8) == committed
    #expect(fresh, "docs/hexboard.1 is stale: run scripts/update-manual.sh")
  }

  @Test func theManualNamesEveryCommandAndOption() {
    let page = output("manual")
    #expect(page.contains(".TH HEXBOARD 1 \"\" \"hexboard \(HexBoardCommand.version)\""))
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "EXIT STATUS", "FILES", "EXAMPLES",
    ] {
      #expect(
        page.contains("\n.SH \(section)\n") || page.contains("\n.SH \"\(section)\"\n"), "\(section)"
      )
    }
    for command in HexBoardCommand.commands {
      #expect(page.contains(".SS \"hexboard \(ManualPage.escaped(command.spec.name))"))
      for option in command.spec.options {
        #expect(page.contains("\\fB" + ManualPage.escaped("--" + option.longName) + "\\fR"))
      }
    }
    // Only ASCII and no line a roff request would misread.
    #expect(page.unicodeScalars.allSatisfy { $0.value < 0x7F })
    #expect(ManualPage.escaped(".x -y \\ …") == "\\&.x \\-y \\e \\[u2026]")
  }

  @Test func groffRendersTheManualWithoutWarnings() throws {
    guard let groff = Self.shell("groff") else {
      print("skipped: groff is not installed")
      return
    }
    let box = try CLISandbox()
    try box.write(output("manual"), to: "hexboard.1")
    let result = try HexboardProcess.run(
      ["-man", "-Tutf8", "-ww", "-z", "hexboard.1"], in: URL(fileURLWithPath: box.folder),
      executable: URL(fileURLWithPath: groff))
    #expect(result.status == 0)
    #expect(result.errors.isEmpty, "\(result.errors)")
  }
}
