// The errors of a game world's requests about its players and units (GameWorld+Rules.swift).

import HexBoardNavigation

/// Why a ``GameWorld`` refuses a request about its players or units.
public enum GameWorldError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No player of the world has this name.
  case unknownPlayer(String)
  /// The object is not a unit of a player (it has no owner, or its owner is no player).
  case notAUnit(String)
  /// More players than a `UnitMap` has sides (16).
  case tooManyPlayers(Int)
  /// A zone of control radius outside `0...UnitMap.maximumZoneRadius`.
  case invalidZoneRadius(Int)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .unknownPlayer(let name): "the world has no player named '\(name)'"
    case .notAUnit(let id): "object '\(id)' is not a unit of a player (its owner is none of them)"
    case .tooManyPlayers(let count):
      "\(count) players: a world has at most \(UnitMap.maximumSides) (one side each)"
    case .invalidZoneRadius(let radius):
      "zone of control radius \(radius): it is 0 to \(UnitMap.maximumZoneRadius)"
    }
  }
}
