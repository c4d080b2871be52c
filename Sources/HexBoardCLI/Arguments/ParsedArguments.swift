import HexBoard

/// A command line split into positional arguments, option values and flags, checked
/// against a ``CommandSpec``.
struct ParsedArguments {
  var positional: [String] = []
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// Parses `arguments` (after the command name). Accepts `--name value`, `--name=value`,
  /// `-o value`, flags, and `--` to end options; a lone `-` is a positional (stdin/stdout).
  ///
  /// - Throws: ``CLIError/usage(_:)`` naming the unknown option or the missing value.
  init(_ arguments: [String], spec: CommandSpec) throws {
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositional || argument == "-" || !argument.hasPrefix("-") || isNegativeNumber(argument)
      {
        positional.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      let (option, inlineValue) = try Self.option(named: argument, in: spec)
      let key = option.longName
      if option.valueName == nil {
        guard inlineValue == nil else {
          throw CLIError.usage("option '--\(key)' takes no value")
        }
        flags.insert(key)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw CLIError.usage("option '--\(key)' needs a value <\(option.valueName ?? "value")>")
        }
        value = arguments[index]
        index += 1
      }
      if values[key] != nil && !option.repeats {
        throw CLIError.usage("option '--\(key)' given more than once")
      }
      values[key, default: []].append(value)
    }
  }

  /// The option `argument` names, and its `=value` if any. Long names take two dashes
  /// (`--at`, `--at=2,3`) and short ones one (`-o`); there is no clustering of short
  /// options, so `-at` is an error that suggests `--at`, never `-a -t` or `--at`.
  static func option(named argument: String, in spec: CommandSpec) throws -> (
    CommandSpec.Option, String?
  ) {
    let long = argument.hasPrefix("--")
    var name = String(argument.dropFirst(long ? 2 : 1))
    var inlineValue: String? = nil
    if let equals = name.firstIndex(of: "=") {
      inlineValue = String(name[name.index(after: equals)...])
      name = String(name[..<equals])
    }
    let matches: (CommandSpec.Option) -> Bool = { option in
      option.names.contains { long ? $0.count > 1 && $0 == name : $0.count == 1 && $0 == name }
    }
    if let option = spec.options.first(where: matches) {
      return (option, inlineValue)
    }
    let longNames = spec.options.map(\.longName)
    let typed = "'\(argument.prefix(while: { $0 != "=" }))'"
    if !long, name.count > 1, longNames.contains(name) {
      throw CLIError.usage(
        "unknown option \(typed) for '\(spec.name)' (long options take two dashes); did you mean '--\(name)'?"
      )
    }
    if long, name.count == 1, spec.options.contains(where: { $0.names.contains(name) }) {
      throw CLIError.usage(
        "unknown option \(typed) for '\(spec.name)' (short options take one dash); did you mean '-\(name)'?"
      )
    }
    throw CLIError.usage(
      "unknown option \(typed) for '\(spec.name)'"
        + Suggestion.hint(name, in: longNames, shownAs: { "--\($0)" }))
  }

  private func isNegativeNumber(_ text: String) -> Bool {
    guard let first = text.dropFirst().first else { return false }
    return first.isNumber
  }

  /// Whether the flag was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The value of an option given at most once.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable option, in order.
  func allValues(_ name: String) -> [String] { values[name] ?? [] }

  /// The value of an option, or a usage error if it is missing.
  func required(_ name: String) throws -> String {
    guard let value = value(name) else { throw CLIError.usage("missing option '--\(name)'") }
    return value
  }

  /// An integer option within `range`, or `nil` when absent.
  func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = value(name) else { return nil }
    return try CLIParse.integer(text, what: "--\(name)", in: range)
  }

  /// The positional argument at `position`, or a usage error naming it.
  func argument(_ position: Int, _ name: String) throws -> String {
    guard position < positional.count else { throw CLIError.usage("missing argument <\(name)>") }
    return positional[position]
  }

  /// Refuses positional arguments beyond `count`.
  func expectArguments(atMost count: Int) throws {
    if positional.count > count {
      throw CLIError.usage("unexpected argument '\(positional[count])'")
    }
  }
}

extension Substring {
  func trimmingSpaces() -> Substring {
    var text = self
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return text
  }
}
