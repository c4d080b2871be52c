import HexBoard

/// What the shell completion scripts and the manual know about the commands, read off the
/// ``CommandSpec``s, so a command added to ``HexBoardCommand/commands`` is completed and
/// documented with nothing else to change.
struct CompletionModel {
  /// What a value on the command line is, for completing it.
  enum Value: Equatable {
    /// Anything (a number, a cell): nothing to offer.
    case free
    /// A file name.
    case file
    /// A name read from the map named by the command's first file argument (terrain and
    /// feature ids, side and corner names; the defaults when the command reads no map).
    case names(CompletionNames)
    /// One of these words.
    case choices([String])
  }

  /// One option of a command.
  struct Option {
    /// `--long`, then `-s` if it has a short name.
    let flags: [String]
    let help: String
    /// `nil` for a flag.
    let value: Value?
  }

  /// One positional argument.
  struct Argument {
    let name: String
    let value: Value
    /// Whether it takes the rest of the words (`files...`).
    let rest: Bool
  }

  /// One command: its full name (`object add`) and what it accepts.
  struct Entry {
    let name: String
    let abstract: String
    let options: [Option]
    let arguments: [Argument]

    /// The options that take a value, as typed (`--output`, `-o`).
    var valuedFlags: [String] { options.filter { $0.value != nil }.flatMap(\.flags) }

    /// Whether map names are completed from a map argument (else the defaults).
    var readsMap: Bool { arguments.contains { $0.value == .file } }
  }

  let entries: [Entry]
  /// The first words (`new`, …, `object`), in `--help` order.
  let topLevel: [(name: String, abstract: String)]
  /// The groups and their subcommands (`object` → `add`, `move`, …).
  let groups: [(name: String, members: [(name: String, abstract: String)])]

  /// The terrain ids of a new map, offered where no map is named (`new --fill`).
  static let defaultTerrainIDs = CompletionNames.terrain.defaults

  /// The model of `commands`.
  init(_ commands: [any Command.Type]) {
    var entries: [Entry] = []
    for command in commands {
      let spec = command.spec
      entries.append(
        Entry(
          name: spec.name, abstract: spec.abstract,
          options: spec.options.map { option in
            Option(
              flags: option.names.map { $0.count == 1 ? "-\($0)" : "--\($0)" }, help: option.help,
              value: option.valueName.map {
                Self.value(ofOption: option.names[0], valueNamed: $0)
              })
          },
          arguments: spec.arguments.map { argument in
            let rest = argument.name.hasSuffix("...")
            let name = String(argument.name.prefix(while: { $0 != "?" && $0 != "." }))
            return Argument(
              name: name,
              value: Self.value(ofArgument: name, help: argument.help, command: spec.name),
              rest: rest)
          }))
    }
    self.entries = entries
    var topLevel: [(String, String)] = []
    var groups: [(String, [(String, String)])] = []
    for entry in entries {
      let words = entry.name.split(separator: " ").map(String.init)
      if words.count == 1 {
        topLevel.append((entry.name, entry.abstract))
        continue
      }
      if let index = groups.firstIndex(where: { $0.0 == words[0] }) {
        groups[index].1.append((words[1], entry.abstract))
      } else {
        let plural = words[0].hasSuffix("s") ? "\(words[0])es" : "\(words[0])s"
        topLevel.append((words[0], "Commands on \(plural): see 'hexboard \(words[0]) --help'."))
        groups.append((words[0], [(words[1], entry.abstract)]))
      }
    }
    self.topLevel = topLevel.map { (name: $0.0, abstract: $0.1) }
    self.groups = groups.map { group in
      (name: group.0, members: group.1.map { (name: $0.0, abstract: $0.1) })
    }
  }

  /// An option's value from its name (`--side`, `--corner`: compass names of the map) or
  /// its placeholder: `file`, `terrain`, `layer` (the map's layer names), `a|b|c` (choices).
  static func value(ofOption option: String, valueNamed name: String) -> Value {
    switch (option, name) {
    case ("side", _): return .names(.side)
    case ("corner", _): return .names(.corner)
    case ("class", _): return .names(.movementClass)
    case (_, "file"): return .file
    case (_, "terrain"): return .names(.terrain)
    case (_, "layer"): return .names(.layer)
    default:
      let parts = name.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      return parts.count > 1 && parts.allSatisfy(isPlainWord) ? .choices(parts) : .free
    }
  }

  /// A positional argument's value from its name (`file`, `old`, `new`, `input`, `output`,
  /// `patch`, `files` name files; `terrain` a terrain; `feature` a side or corner feature
  /// of the `feature` commands; `layer` a layer of the `layer` commands) or its help when that is a plain list of words
  /// (`continents, islands, caves`).
  static func value(ofArgument name: String, help: String, command: String) -> Value {
    if ["file", "files", "old", "new", "input", "output", "patch", "map", "maps"].contains(name) {
      return .file
    }
    if name == "terrain" { return .names(.terrain) }
    if name == "class" && command.hasPrefix("class ") { return .names(.movementClass) }
    if name == "feature" && command.hasPrefix("feature ") { return .names(.feature) }
    if name == "layer" && command.hasPrefix("layer ") { return .names(.layer) }
    let words = help.split(separator: ",").map { String($0.trimmingSpaces()) }
    return words.count > 1 && words.allSatisfy(isPlainWord) ? .choices(words) : .free
  }

  private static func isPlainWord(_ text: String) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      }
  }
}

extension String {
  func trimmingSpaces() -> Substring { self[...].trimmingSpaces() }
}
