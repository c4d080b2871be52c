import HexGrid

/// Something placed on a board cell: a unit, a town, a resource, a spawn point.
public struct BoardObject: Hashable, Sendable {
  /// A unique identifier within the board.
  public var id: String
  /// What the object is (`"town"`, `"unit"`); free text.
  public var kind: String
  /// The cell it stands on.
  public var position: Hex
  /// Free properties (`"owner": .string("red")`, `"hp": .integer(12)`), typed like the
  /// board's own (``Board/properties``).
  public var properties: [String: PropertyValue]

  /// Creates an object.
  public init(
    id: String, kind: String, position: Hex, properties: [String: PropertyValue] = [:]
  ) {
    self.id = id
    self.kind = kind
    self.position = position
    self.properties = properties
  }
}
