import HexBoard

/// The options that describe a terrain (`terrain add`, `terrain set`): symbol, colour,
/// movement cost or impassable, and whether it blocks sight.
enum TerrainOptions {
  static let options: [CommandSpec.Option] = [
    .init(["symbol"], value: "char", help: "The one character the text format draws it with."),
    .init(["color"], value: "#rrggbb", help: "Its colour in pictures and on the terminal."),
    .init(
      ["cost"], value: "n",
      help: "Movement cost of entering it, 1 to \(Terrain.maximumMovementCost)."),
    .init(["impassable"], help: "Nothing may enter it (no movement cost)."),
    .init(["blocks-sight"], value: "yes|no", help: "Whether it blocks line of sight."),
  ]

  /// Checks the values before any file is read, so usage errors come first.
  static func check(_ arguments: ParsedArguments) throws {
    var terrain = Terrain(id: "x", symbol: "x", color: RGBColor.gray, movementCost: 1)
    try apply(arguments, to: &terrain)
  }

  /// Whether any terrain option was given.
  static func anyGiven(_ arguments: ParsedArguments) -> Bool {
    ["symbol", "color", "cost", "blocks-sight"].contains { arguments.value($0) != nil }
      || arguments.flag("impassable")
  }

  /// Sets the fields of `terrain` the options give; the others stay.
  static func apply(_ arguments: ParsedArguments, to terrain: inout Terrain) throws {
    if let text = arguments.value("symbol") {
      guard text.count == 1, let symbol = text.first else {
        throw CLIError.usage("--symbol: expected one character, got '\(text)'")
      }
      terrain.symbol = symbol
    }
    if let text = arguments.value("color") {
      guard let color = RGBColor(parsing: text) else {
        throw CLIError.usage("--color: expected a colour #rrggbb, got '\(text)'")
      }
      terrain.color = color
    }
    if arguments.flag("impassable") {
      guard arguments.value("cost") == nil else {
        throw CLIError.usage("give --cost or --impassable, not both")
      }
      terrain.movementCost = nil
    }
    if let cost = try arguments.integer("cost", in: 1...Terrain.maximumMovementCost) {
      terrain.movementCost = cost
    }
    if let text = arguments.value("blocks-sight") {
      switch text {
      case "yes": terrain.blocksSight = true
      case "no": terrain.blocksSight = false
      default: throw CLIError.usage("--blocks-sight: expected yes or no, got '\(text)'")
      }
    }
  }

  /// `cost 2`, or `impassable`, then `, blocks sight` when it does.
  static func describe(_ terrain: Terrain) -> String {
    (terrain.movementCost.map { "cost \($0)" } ?? "impassable")
      + (terrain.blocksSight ? ", blocks sight" : "")
  }
}
