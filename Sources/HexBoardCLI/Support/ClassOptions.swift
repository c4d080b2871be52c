import HexBoard

/// The command line's movement classes: `--class NAME` of the queries and objects, and the
/// cost syntax of `class set` (`forest=3`, `ocean=-`, `overlay=forest:worst:2`).
enum ClassOptions {
  /// `--class` of `path` and `range`.
  static let queryClass = CommandSpec.Option(
    ["class"], value: "class",
    help: "Move as this movement class of the map (see 'hexboard class list').")

  /// The class `name` the board declares.
  ///
  /// - Throws: ``CLIError/failure(_:)`` naming the map's classes.
  static func declared(_ name: String, on board: Board) throws -> MovementClass {
    if let found = board.movementClass(named: name) { return found }
    throw CLIError.failure("unknown movement class '\(name)' (\(listing(board)))")
  }

  /// `this map declares: a, b` or how to declare one.
  static func listing(_ board: Board) -> String {
    board.movementClasses.isEmpty
      ? "this map declares none; add one with 'hexboard class set'"
      : "this map declares: " + board.movementClasses.map(\.name).joined(separator: ", ")
  }

  /// A cost as written on the command line: a number of points, or `-` for impassable.
  static func cost(_ text: String, what: String, lowest: Int = 1) throws -> MovementCost {
    if text == "-" { return .impassable }
    guard let points = Int(text), points >= lowest, points <= Terrain.maximumMovementCost else {
      throw CLIError.usage(
        "\(what): expected a cost \(lowest) to \(Terrain.maximumMovementCost) or '-' (impassable), got '\(text)'"
      )
    }
    return .points(points)
  }

  /// A cost as `class list` writes it.
  static func describe(_ cost: MovementCost) -> String {
    cost.value.map(String.init) ?? "-"
  }

  /// A layer cost `layer=value:rule:cost` (`overlay=forest:worst:2`).
  static func layerCost(_ text: String) throws -> MovementClass.LayerCost {
    let usage = CLIError.usage(
      "--layer: expected layer=value:rule:cost (rule best, worst, override or add), got '\(text)'")
    guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { throw usage }
    let parts = text[text.index(after: equals)...].split(
      separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty,
      let rule = MovementClass.Combine(rawValue: String(parts[1]))
    else { throw usage }
    return MovementClass.LayerCost(
      layer: String(text[..<equals]), value: String(parts[0]),
      cost: try cost(String(parts[2]), what: "--layer", lowest: rule == .add ? 0 : 1),
      combine: rule)
  }

  /// A layer cost as `class list` writes it (the syntax `--layer` reads).
  static func describe(_ entry: MovementClass.LayerCost) -> String {
    "\(entry.layer)=\(entry.value):\(entry.combine.rawValue):\(describe(entry.cost))"
  }
}
