// The board's objects: placed, moved, updated and removed in O(1) amortised through the
// id index of ``BoardObjects``, each change checked before anything is touched so that an
// error leaves the board as it was.

import HexGrid

extension Board {
  /// The object `id`, or `nil` if the board has none.
  ///
  /// - Complexity: O(1) (one hash of `id`).
  public func object(withID id: String) -> BoardObject? {
    objects.object(withID: id)
  }

  /// The objects standing on `hex`, in the board's order; none when `hex` is not on the
  /// board. On wrapped boards every image of a cell finds its objects.
  ///
  /// - Complexity: O(objects on the cell).
  public func objects(at hex: Hex) -> [BoardObject] {
    guard let cell = grid.index(of: hex) else { return [] }
    return objects.objects(onCell: cell)
  }

  /// The work of ``BoardEdit/addObject(_:)`` (see ``BoardEditing``).
  mutating func performAddObject(_ object: BoardObject) throws {
    try Board.check(object, at: objects.count)
    guard objects.slot(of: object.id) == nil else {
      throw BoardError.duplicateObject(object.id)
    }
    guard let cell = grid.index(of: object.position) else {
      throw BoardError.offBoard(object.position)
    }
    var placed = object
    placed.position = grid.hex(at: cell)
    objects.append(placed, cell: cell)
  }

  /// The work of ``BoardEdit/moveObject(_:to:)`` (see ``BoardEditing``).
  mutating func performMoveObject(_ id: String, to position: Hex) throws {
    guard let slot = objects.slot(of: id) else { throw BoardError.unknownObject(id) }
    guard let cell = grid.index(of: position) else { throw BoardError.offBoard(position) }
    objects.move(slot: slot, to: grid.hex(at: cell), cell: cell)
  }

  /// The work of ``BoardEdit/updateObject(_:)`` (see ``BoardEditing``).
  mutating func performUpdateObject(_ replacement: BoardObject) throws {
    guard let slot = objects.slot(of: replacement.id) else {
      throw BoardError.unknownObject(replacement.id)
    }
    try Board.check(replacement, at: objects.ordinal(ofSlot: slot))
    guard let cell = grid.index(of: replacement.position) else {
      throw BoardError.offBoard(replacement.position)
    }
    var placed = replacement
    placed.position = grid.hex(at: cell)
    objects.replace(inSlot: slot, with: placed, cell: cell)
  }

  /// The work of ``BoardEdit/setObjectProperty(_:to:ofObject:)`` (see ``BoardEditing``).
  mutating func performSetObjectProperty(
    _ key: String, to value: PropertyValue?, ofObject id: String
  ) throws {
    guard let slot = objects.slot(of: id), var object = objects.object(inSlot: slot) else {
      throw BoardError.unknownObject(id)
    }
    // The path (a walk to the object's place) is built only for an error.
    try Board.check(key, .propertyKey, "objects[\(objects.ordinal(ofSlot: slot))].properties")
    if let value {
      try Board.check(
        properties: [key: value], at: "objects[\(objects.ordinal(ofSlot: slot))].properties")
    }
    object.properties[key] = value
    objects.replace(inSlot: slot, with: object, cell: objects.cell(ofSlot: slot))
  }

  /// The work of ``BoardEdit/removeObject(_:)`` (see ``BoardEditing``).
  mutating func performRemoveObject(_ id: String) throws -> BoardObject {
    guard let slot = objects.slot(of: id), let object = objects.remove(slot: slot) else {
      throw BoardError.unknownObject(id)
    }
    return object
  }
}
