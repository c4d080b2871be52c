// A turn's end: the derived structures catch up with the turn's notes (the graph and cost
// tables cell by cell and side by side, the landmarks by their repair, the fogs unit by
// unit), then the spectator patch comes from the recorder and each player's view patch
// from it. Joining: a player's first view is a patch from an empty view.

import HexBoardCore
import HexBoardMaps
import HexBoardNavigation
import HexGrid

/// One committed turn of a ``GameWorld``: the spectator's patch and each player's view
/// patch, all numbered ``sequence``, ready to encode (`BoardPatch.encoded()`).
public struct WorldTurn: Sendable {
  /// The turn's number (every patch of the turn carries it).
  public let sequence: UInt64
  /// The whole-board patch, for a `BoardReplica` (a spectator, a replay, the log).
  public let spectator: BoardPatch
  /// The players, in the order of ``views``.
  public let players: [String]
  /// Each player's view patch (revealed, hidden and changed cells and objects), for its
  /// `PlayerView`, in the order of ``players``.
  public let views: [BoardPatch]

  /// The view patch of `player`, or `nil` for an unknown player.
  public func view(of player: String) -> BoardPatch? {
    players.firstIndex(of: player).map { views[$0] }
  }
}

extension GameWorld {
  /// Ends the turn: brings the graph, cost tables, landmarks, units in the way and fogs up
  /// to date with the turn's changes, and returns the spectator patch and each player's
  /// view patch, numbered ``sequence`` + 1. The next turn starts from the board now.
  ///
  /// - Throws: `BoardPatchError.notPatchable(_:)` when the sequence numbers are used up;
  ///   `NavigationError` for a movement cost out of range (not reachable through a valid
  ///   board).
  /// - Complexity: see ``GameWorld``: proportional to the turn's changes and the players'
  ///   visible cells.
  public mutating func commit() throws -> WorldTurn {
    try updateNavigation()
    updateFog()
    let spectator = try recorder.makePatch()
    var views: [BoardPatch] = []
    views.reserveCapacity(fogs.count)
    for player in fogs.indices {
      let before = fogs[player].visible
      fogs[player].settle()
      let patch = try BoardPatch(
        viewOf: turnStart, to: board, before: before, after: fogs[player].visible,
        turn: spectator, baseHash: fogs[player].viewHash)
      fogs[player].viewHash = patch.target
      views.append(patch)
    }
    turnStart = board
    pending = PendingChanges()
    return WorldTurn(
      sequence: spectator.sequence ?? sequence, spectator: spectator, players: players,
      views: views)
  }

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

  /// Brings the graph, landmarks and cost tables up to the turn's changed cells and sides,
  /// or rebuilds them when every price may have changed.
  mutating func updateNavigation() throws {
    let changed = !pending.cells.isEmpty || !pending.sides.isEmpty
    // A class that prices layer values prices cells by more than their terrain: those
    // boards are priced again whole after a change (not yet in proportion to it).
    let layered = board.movementClasses.contains { !$0.layerCosts.isEmpty }
    if pending.rebuildNavigation || (layered && (changed || pending.layersChanged)) {
      try rebuildNavigation()
      return
    }
    guard changed else { return }
    let board = self.board
    let grid = board.grid
    for index in pending.cells {
      try graph.setCost(cheapest[Int(board.terrain[index: index])], atIndex: index)
    }
    let palette = board.edgePalette
    for slot in pending.sides {
      var bits = board.featureBits(atSlot: slot, kind: .side)
      var movements: [EdgeFeature.Movement] = []
      while bits != 0 {
        let bit = bits.trailingZeroBitCount
        bits &= bits &- 1
        if bit < palette.count { movements.append(palette[bit].movement) }
      }
      let edge = HexEdge(grid.hex(at: slot / 6), HexDirection(rawValue: slot % 6).unsafelyUnwrapped)
      try graph.setEdgeRules(movements, on: edge)
    }
    for name in tables.keys { tables[name]?.update(from: board, changedCells: pending.cells) }
    graph.repairLandmarks()
  }

  /// Builds the graph (with landmarks) and a cost table per class from the board.
  ///
  /// - Complexity: O(n + palette × classes), plus the landmarks.
  mutating func rebuildNavigation() throws {
    let board = self.board
    let classes = board.movementClasses
    if classes.isEmpty {
      cheapest = board.palette.map(\.movementCost)
      graph = try board.navigationGraph()
    } else {
      cheapest = board.palette.map { terrain in
        classes.reduce(nil as Int?) { best, movementClass in
          MovementClass.Combine.best.apply(movementClass.cost(of: terrain), to: best)
        }
      }
      graph = try board.navigationGraph(for: classes)
    }
    if landmarkCount > 0 { graph.prepareLandmarks(count: landmarkCount) }
    var tables: [String: CostTable] = [:]
    for movementClass in classes {
      tables[movementClass.name] = try CostTable(board: board, movementClass: movementClass)
    }
    self.tables = tables
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
