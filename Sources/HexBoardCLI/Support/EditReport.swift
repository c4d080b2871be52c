import HexBoard

/// What a command that writes a map did, said in one line on standard error after its
/// output is written ("painted 19 cells with forest", "created the map 'Arena' with 217
/// cells", "applied patch 12"), unless `--quiet` is given: the one rule for every such
/// command (edits, `new`, `generate`, `patch`, `convert`). Standard error, so a pipeline's
/// map on standard output stays clean; last, after every write, so nothing is claimed for
/// an edit that failed or whose standard output was lost.
enum EditReport {
  /// The `--quiet` option every editing command takes.
  static let quiet = CommandSpec.Option(
    ["quiet", "q"], help: "Do not say what was done on standard error.")

  /// Says `message` on standard error unless `--quiet` was given.
  static func say(_ message: String, _ arguments: ParsedArguments, context: CommandContext) {
    guard !arguments.flag("quiet"), context.outputFailure == nil else { return }
    context.error(message)
  }

  /// `1 cell`, `19 cells`.
  static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
  }

  /// What a property edit did, for the message: `set 2 properties` (distinct keys set) and
  /// `removed 1 property` (keys that existed), each only when asked for.
  static func propertyChanges(setKeys: [String], removals: [String], removed: Int) -> [String] {
    var said: [String] = []
    if !setKeys.isEmpty {
      said.append("set \(count(Set(setKeys).count, "property", "properties"))")
    }
    if !removals.isEmpty { said.append("removed \(count(removed, "property", "properties"))") }
    return said
  }
}
