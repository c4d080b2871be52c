import HexBoard

/// `key=value` option values (`--property`, `--json-property`), split at the first `=`: the
/// properties of `map set` and of `object add` and `object set`, typed the same way.
enum PropertyArguments {
  /// The pairs of every value of option `name`, in order (a key given twice: the last
  /// wins when they are applied in order).
  static func pairs(_ arguments: ParsedArguments, _ name: String) throws -> [(
    key: String, value: String
  )] {
    try arguments.allValues(name).map { pair in
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
        throw CLIError.usage("--\(name): expected key=value, got '\(pair)'")
      }
      return (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
    }
  }

  /// The properties set by `--property` (text) and then `--json-property` (a number or a
  /// boolean), each in command-line order, so a key given twice keeps its last value.
  static func changes(_ arguments: ParsedArguments) throws -> [(
    key: String, value: PropertyValue
  )] {
    var changes = try pairs(arguments, "property").map {
      (key: $0.key, value: PropertyValue.string($0.value))
    }
    for (key, text) in try pairs(arguments, "json-property") {
      changes.append((key, try typed(text, key: key)))
    }
    return changes
  }

  /// A `--json-property` value: an integer, a finite number, or a boolean, written as in
  /// JSON (`42`, `-0.5`, `1e3`, `true`, `false`); anything else is refused rather than kept
  /// as text, so a typo (`tru`, `12a`) cannot turn a number into a string unnoticed.
  static func typed(_ text: String, key: String) throws -> PropertyValue {
    if text == "true" { return .bool(true) }
    if text == "false" { return .bool(false) }
    if let integer = Int(text) { return .integer(integer) }
    if let number = Double(text), number.isFinite,
      text.allSatisfy({ "0123456789+-.eE".contains($0) })
    {
      return .number(number)
    }
    throw CLIError.usage(
      "--json-property \(key): expected a number or true/false, got '\(text)' (use --property for text)"
    )
  }

  /// The `--remove-property` keys, refusing an empty one.
  static func removals(_ arguments: ParsedArguments) throws -> [String] {
    let keys = arguments.allValues("remove-property")
    if keys.contains("") { throw CLIError.usage("--remove-property: empty key") }
    return keys
  }

  /// The `--property` and `--json-property` options of the commands that set properties.
  static let valueOptions: [CommandSpec.Option] = [
    .init(
      ["property", "p"], value: "key=value", help: "Set a property to text (repeatable).",
      repeats: true),
    .init(
      ["json-property"], value: "key=value",
      help: "Set a property to a number or true/false (repeatable).", repeats: true),
  ]

  /// The `--property`, `--json-property` and `--remove-property` options of the `set`
  /// commands.
  static let setOptions: [CommandSpec.Option] =
    valueOptions + [
      .init(
        ["remove-property"], value: "key", help: "Remove a property (repeatable).",
        repeats: true)
    ]

}
