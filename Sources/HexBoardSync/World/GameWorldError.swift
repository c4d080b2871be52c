// The one error type of a game world's own checks: its players, its units and their rules
// properties, its movement classes and its turn numbers. An edit the board refuses keeps
// the board's error (`BoardError`), as `Board.apply(_:)` throws it.

import HexBoardNavigation
import HexText

/// Why a ``GameWorld`` refuses a request: each case names what is wrong and where (the
/// player, the object and its property, the class).
public enum GameWorldError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Two players have this name
  /// (``GameWorld/init(board:players:sightRadius:landmarks:sequence:)``).
  case duplicatePlayer(String)
  /// More players than a `UnitMap` has sides (16).
  case tooManyPlayers(Int)
  /// No player of the world has this name.
  case unknownPlayer(String)
  /// The world's board has no object with this id.
  case unknownObject(String)
  /// The object is not a unit of a player (it has no owner, or its owner is no player).
  case notAUnit(String)
  /// The board declares no movement class of this name.
  case unknownMovementClass(String)
  /// A world's zone of control radius outside `0...UnitMap.maximumZoneRadius`
  /// (``GameWorld/setZoneRadius(_:)``).
  case invalidZoneRadius(Int)
  /// An object's rules property (``GameWorld/zoneRadiusProperty``,
  /// ``GameWorld/skirmisherProperty``) has a value the world cannot read: the object's id,
  /// the property's name and what it must be.
  case invalidUnitProperty(object: String, property: String, expected: String)
  /// The turn numbers are used up (``GameWorld/commit()``).
  case sequenceExhausted

  /// A sentence saying what is wrong and where.
  public var description: String {
    switch self {
    case .duplicatePlayer(let name):
      "two players are named \(MessageText.quoted(name)): each player's name must be its own"
    case .tooManyPlayers(let count):
      "\(count) players: a world has at most \(UnitMap.maximumSides) (one side each)"
    case .unknownPlayer(let name): "the world has no player named \(MessageText.quoted(name))"
    case .unknownObject(let id): "the world's board has no object \(MessageText.quoted(id))"
    case .notAUnit(let id):
      "object \(MessageText.quoted(id)) is not a unit of a player (its owner is none of them)"
    case .unknownMovementClass(let name):
      "the world's board declares no movement class \(MessageText.quoted(name))"
    case .invalidZoneRadius(let radius):
      "zone of control radius \(radius): it is 0 to \(UnitMap.maximumZoneRadius)"
    case .invalidUnitProperty(let id, let property, let expected):
      "object \(MessageText.quoted(id)), property \(MessageText.quoted(property)): "
        + "it must be \(expected)"
    case .sequenceExhausted: "the turn numbers are used up"
    }
  }
}
