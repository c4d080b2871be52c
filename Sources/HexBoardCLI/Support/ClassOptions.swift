import HexBoard

/// The command line's movement classes: `--class NAME` of the queries and objects, and the
/// cost syntax of `class set` (`forest=3`, `ocean=-`, `overlay=forest:worst:2`,
/// `overlay=bridge:override:1@ocean`).
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

  /// A layer cost `layer=value:rule:cost` (`overlay=forest:worst:2`), restricted to a
  /// terrain with `@terrain` after the cost (`overlay=bridge:override:1@ocean`); the terrain
  /// is named by id or, as in `--cost`, by its symbol on `board`.
  static func layerCost(_ text: String, on board: Board) throws -> MovementClass.LayerCost {
    let usage = CLIError.usage(
      "--layer: expected layer=value:rule:cost or layer=value:rule:cost@terrain (rule best, worst, override or add), got '\(text)'"
    )
    guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { throw usage }
    // Split into value, rule and the rest: a terrain id after '@' may hold any character.
    let parts = text[text.index(after: equals)...].split(
      separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty,
      let rule = MovementClass.Combine(rawValue: String(parts[1]))
    else { throw usage }
    var amount = parts[2]
    var terrain: String?
    if let at = amount.firstIndex(of: "@") {
      let name = String(amount[amount.index(after: at)...])
      guard !name.isEmpty else { throw usage }
      terrain = terrainID(name, on: board)
      amount = amount[..<at]
    }
    return MovementClass.LayerCost(
      layer: String(text[..<equals]), value: String(parts[0]), terrain: terrain,
      cost: try cost(String(amount), what: "--layer", lowest: rule == .add ? 0 : 1),
      combine: rule)
  }

  /// The terrain id `name` stands for on `board`: an id of its palette, else a one-character
  /// symbol of it, else `name` itself (a class can serve maps with other palettes).
  static func terrainID(_ name: String, on board: Board) -> String {
    board.palette.first { $0.id == name }?.id
      ?? (name.count == 1 ? board.palette.first { String($0.symbol) == name }?.id : nil)
      ?? name
  }

  /// A layer cost as `class list` writes it (the syntax `--layer` reads).
  static func describe(_ entry: MovementClass.LayerCost) -> String {
    "\(entry.layer)=\(entry.value):\(entry.combine.rawValue):\(describe(entry.cost))"
      + (entry.terrain.map { "@\($0)" } ?? "")
  }
}
