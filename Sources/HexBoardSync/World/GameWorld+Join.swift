// Joining: a player's first view is a patch from an empty view (`joinPatch(for:)`), applied
// to a client's blank view (`PlayerView(joining:)`).

import HexBoardCore
import HexBoardMaps
import HexGrid

extension GameWorld {
  /// The first view of `player`, as a patch from nothing: applied to
  /// `PlayerView(joining:)` on the board's grid, it gives the cells the player sees now
  /// (terrain, heights, the features of their sides and corners, their objects) and the
  /// board's header, numbered ``sequence`` so that the next turn's view patch follows it.
  /// Its size is proportional to the visible cells, not to the map.
  ///
  /// - Throws: `BoardPatchError.notPatchable(_:)` for an unknown player.
  /// - Complexity: O(visible cells + objects on them).
  public func joinPatch(for player: String) throws -> BoardPatch {
    guard let fog = fogs.first(where: { $0.name == player }) else {
      throw BoardPatchError.notPatchable("no player is named \(player)")
    }
    let grid = board.grid
    var patch = try BoardPatch(
      viewOf: PlayerView.blankBoard(grid: grid), to: board, before: CellSet(grid: grid),
      after: fog.visible, changedCells: [], changedObjects: [])
    patch.sequence = sequence
    return patch
  }
}

extension PlayerView {
  /// A client's view before its first patch: the blank board a join patch
  /// (`GameWorld.joinPatch(for:)`) starts from, on the server's grid, seeing nothing. It
  /// holds no map-sized data but the pages every cell shares.
  ///
  /// - Throws: never for a valid grid (the blank board's palette is the default one).
  public init(joining grid: MapGrid) throws {
    try self.init(
      board: PlayerView.blankBoard(grid: grid), visible: CellSet(grid: grid), sequence: nil)
  }

  /// The board a client holds before it joins: no name, the default palettes, every cell
  /// the first terrain, no heights, features or objects.
  static func blankBoard(grid: MapGrid) throws -> Board {
    try Board(name: "", grid: grid, fill: Terrain.defaultPalette[0].id)
  }
}
