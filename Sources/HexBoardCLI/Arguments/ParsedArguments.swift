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
      var name = String(argument.drop(while: { $0 == "-" }))
      var inlineValue: String? = nil
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let option = spec.options.first(where: { $0.names.contains(name) }) else {
        throw CLIError.usage("unknown option '\(argument)' for '\(spec.name)'")
      }
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
