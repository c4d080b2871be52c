import HexBoard

/// The corners a `vertex` command acts on: `--at CELL --corner DIR` pairs. Like
/// ``EdgeSelection``, every selector error is a usage error found before anything is
/// written.
enum VertexSelection {
  /// The selector options of `vertex set` and `vertex clear`.
  static let options: [CommandSpec.Option] = [
    .init(
      ["at"], value: "cell", help: "A cell whose corner --corner names (repeatable, see above).",
      repeats: true),
    .init(
      ["corner"], value: "dir",
      help: "A corner of the --at cell by compass name (repeatable, see above).", repeats: true),
    CellSelection.clip, CommonOptions.axial,
  ]

  /// The help text's paragraph on choosing corners.
  static let discussion = [
    "Choose corners with --at CELL --corner DIR: several --at pair with the --corner at the",
    "same place, one --at takes every --corner. Corners are named by compass:",
    "  flat-top maps:   " + HexOrientation.flat.cornerNames.joined(separator: " "),
    "  pointy-top maps: " + HexOrientation.pointy.cornerNames.joined(separator: " "),
    "A corner is one corner whichever of its (up to three) cells names it.",
  ].joined(separator: "\n")

  /// Checks the selector options before any file is read, so usage errors come first.
  static func checkOptions(_ arguments: ParsedArguments) throws {
    guard !arguments.allValues("at").isEmpty || !arguments.allValues("corner").isEmpty else {
      throw CLIError.usage("choose corners with --at and --corner")
    }
    try EdgeSelection.pairs(arguments, cell: "at", name: "corner")
  }

  /// The selected corners of `board`, canonical, each once, in slot order.
  static func vertices(on board: Board, arguments: ParsedArguments) throws -> [HexVertex] {
    try checkOptions(arguments)
    let parser = CellParser(board: board, arguments: arguments)
    let grid = board.grid
    let orientation = board.orientation
    let clip = arguments.flag("clip")
    let cells = try arguments.allValues("at").map {
      clip ? try parser.anyHex($0, what: "--at") : try parser.selectorCell($0, what: "--at")
    }
    var slots: [Int] = []
    for (position, name) in arguments.allValues("corner").enumerated() {
      guard let corner = orientation.corner(named: name) else {
        throw CLIError.usage(
          "--corner: \(orientation.rawValue)-top hexes have no corner '\(name)'; their corners are \(orientation.cornerNames.joined(separator: ", "))"
        )
      }
      let vertex = HexVertex(cells[cells.count == 1 ? 0 : position], corner: corner)
      if let slot = grid.vertexSlot(of: vertex) { slots.append(slot) }
    }
    slots.sort()
    var result: [HexVertex] = []
    for (position, slot) in slots.enumerated() where position == 0 || slots[position - 1] != slot {
      result.append(grid.vertex(atSlot: slot))
    }
    return result
  }

  /// The vertex feature `id` of `board`'s palette, or a usage error naming the ones it has.
  static func checkFeature(_ id: String, on board: Board) throws {
    guard board.vertexPaletteIndex(of: id) == nil else { return }
    throw CLIError.usage(
      "unknown vertex feature '\(id)' (this map has: \(EdgeSelection.known(board.vertexPalette.map(\.id))))"
    )
  }
}
