import HexBoard

/// The one way a command line names a terrain: its id, or else its one-character symbol
/// (`forest` or `f`, `ocean` or `~`). Every command that takes a terrain (`paint`,
/// `new --fill`, `resize --fill`, `terrain set`, …) resolves it here, so a name that works
/// in one command works in all of them.
enum TerrainName {
  /// The palette index of the terrain `name` names in `palette`: an exact id first (ids
  /// win, so a terrain whose id is another's symbol stays reachable), then a symbol.
  ///
  /// - Throws: ``CLIError/failure(_:)`` naming `what` (the argument or option) and listing
  ///   the palette's terrains as `id (symbol)`.
  static func index(_ name: String, in palette: [Terrain], what: String) throws -> Int {
    if let index = palette.firstIndex(where: { $0.id == name }) { return index }
    if name.count == 1, let index = palette.firstIndex(where: { String($0.symbol) == name }) {
      return index
    }
    throw CLIError.failure(
      "\(what): unknown terrain '\(name)' (this map has: \(listing(palette)))")
  }

  /// The terrain `name` names on `board` (see ``index(_:in:what:)``).
  static func terrain(_ name: String, on board: Board, what: String) throws -> Terrain {
    board.palette[try index(name, in: board.palette, what: what)]
  }

  /// `ocean (~), coast (-), …` for messages.
  static func listing(_ palette: [Terrain]) -> String {
    palette.isEmpty ? "none" : palette.map { "\($0.id) (\($0.symbol))" }.joined(separator: ", ")
  }
}
