import HexBoard

/// `key=value` option values (`--property`), split at the first `=`.
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

  /// The `--remove-property` keys, refusing an empty one.
  static func removals(_ arguments: ParsedArguments) throws -> [String] {
    let keys = arguments.allValues("remove-property")
    if keys.contains("") { throw CLIError.usage("--remove-property: empty key") }
    return keys
  }

  /// The `--property` and `--remove-property` options of the `set` commands.
  static let setOptions: [CommandSpec.Option] = [
    .init(
      ["property", "p"], value: "key=value", help: "Set a property to text (repeatable).",
      repeats: true),
    .init(
      ["remove-property"], value: "key", help: "Remove a property (repeatable).", repeats: true),
  ]
}
