import HexBoard

/// What a command accepts: its options and positional arguments, with the help text built
/// from them. The parser is the project's own (HexBoard has no dependencies), shaped after
/// the conventions users know from git and swift-argument-parser tools.
struct CommandSpec: Sendable {
  /// One `--option`.
  struct Option: Sendable {
    /// The long name without dashes (`"output"`), then any short name (`"o"`).
    let names: [String]
    /// The placeholder for the value, or `nil` for a flag.
    let valueName: String?
    /// One line of help.
    let help: String
    /// Whether the option may be given more than once.
    let repeats: Bool

    init(_ names: [String], value: String? = nil, help: String, repeats: Bool = false) {
      self.names = names
      valueName = value
      self.help = help
      self.repeats = repeats
    }

    var longName: String { names[0] }
  }

  let name: String
  let abstract: String
  /// Positional arguments in order, with help. A name ending in `...` takes the rest; one
  /// ending in `?` is optional (shown as `[<name>]`).
  let arguments: [(name: String, help: String)]
  let options: [Option]
  let examples: [String]
  let discussion: String

  init(
    name: String, abstract: String, arguments: [(name: String, help: String)] = [],
    options: [Option] = [], examples: [String] = [], discussion: String = ""
  ) {
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.options = options + [Option(["help", "h"], help: "Show help for this command.")]
    self.examples = examples
    self.discussion = discussion
  }

  /// The `--help` text.
  var help: String {
    var lines = ["OVERVIEW: \(abstract)", ""]
    let positional = arguments.map(\.name).map(Self.label).joined(separator: " ")
    lines.append("USAGE: hexboard \(name) \(positional) [options]")
    if !discussion.isEmpty {
      lines += ["", discussion]
    }
    if !arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      for argument in arguments {
        lines.append("  " + pad(Self.label(argument.name)) + argument.help)
      }
    }
    lines += ["", "OPTIONS:"]
    for option in options {
      var label = option.names.map { $0.count == 1 ? "-\($0)" : "--\($0)" }.joined(separator: ", ")
      if let value = option.valueName { label += " <\(value)>" }
      lines.append("  " + pad(label) + option.help)
    }
    if !examples.isEmpty {
      lines += ["", "EXAMPLES:"]
      lines += examples.map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// `<name>`, or `[<name>]` for an optional argument (`name?`).
  private static func label(_ name: String) -> String {
    name.hasSuffix("?") ? "[<\(name.dropLast())>]" : "<\(name)>"
  }

  private func pad(_ text: String) -> String {
    text.count >= 28 ? text + "  " : text + String(repeating: " ", count: 30 - text.count)
  }
}
