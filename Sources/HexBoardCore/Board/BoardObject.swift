import HexGrid

/// Something placed on a board cell: a unit, a town, a resource, a spawn point.
public struct BoardObject: Hashable, Sendable {
  /// A unique identifier within the board.
  public var id: String
  /// What the object is (`"town"`, `"unit"`); free text.
  public var kind: String
  /// The cell it stands on.
  public var position: Hex
  /// Free properties (`"hp": .integer(12)`, `"name": .string("Delfador")`), typed like
  /// the board's own (``Board/properties``).
  public var properties: [String: PropertyValue]
  /// The player or team the object belongs to (`"red"`), or `nil` for none: an id (not
  /// empty, no control character). Games decide what it names; searches read it to tell
  /// friends from foes.
  public var owner: String?
  /// The name of the ``MovementClass`` the object moves by, or `nil` for none: an id. It
  /// need not name a class the board declares (the board's classes and its objects change
  /// independently, in edits and patches); a search asked to move the object by it refuses
  /// a name the board lacks.
  public var movementClass: String?

  /// Creates an object.
  public init(
    id: String, kind: String, position: Hex, properties: [String: PropertyValue] = [:],
    owner: String? = nil, movementClass: String? = nil
  ) {
    self.id = id
    self.kind = kind
    self.position = position
    self.properties = properties
    self.owner = owner
    self.movementClass = movementClass
  }
}
