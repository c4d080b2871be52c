// A turn's end: the derived structures catch up with the turn's notes (the graph and cost
// tables cell by cell and side by side, the landmarks by their repair, the fogs unit by
// unit), then the spectator patch comes from the recorder and each player's view patch
// from it (navigation in GameWorld+Navigation.swift, fog in GameWorld+Fog.swift).

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
  /// - Throws: ``GameWorldError/sequenceExhausted`` when the turn numbers are used up
  ///   (before anything changes);
  ///   `NavigationError` for a movement cost out of range (not reachable through a valid
  ///   board).
  /// - Complexity: see ``GameWorld``: proportional to the turn's changes, and for each
  ///   player to the changes it sees and the cells entering and leaving its view.
  public mutating func commit() throws -> WorldTurn {
    // The recorder's limit, checked before the derived structures move on.
    guard sequence < UInt64(Int64.max) else { throw GameWorldError.sequenceExhausted }
    try updateNavigation()
    updateFog()
    let spectator = try recorder.makePatch()
    // The turn's changes are looked up once; each player then pays for what it sees.
    let turn = try BoardPatch.TurnChanges(from: turnStart, to: board, turn: spectator)
    let rebuild = turn.reshapesViewHash || pending.rebuildSight
    var views: [BoardPatch] = []
    views.reserveCapacity(fogs.count)
    for player in fogs.indices {
      views.append(try fogs[player].endTurn(turn, rebuild: rebuild))
    }
    turnStart = board
    pending = PendingChanges()
    return WorldTurn(
      sequence: spectator.sequence ?? sequence, spectator: spectator, players: players,
      views: views)
  }
}
