// The board's objects: placed, moved, updated and removed in O(1) amortised through the
// id index of ``BoardObjects``, each change checked before anything is touched so that an
// error leaves the board as it was.

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

  /// Places an object, after the others.
  ///
  /// - Throws: ``BoardError/invalidValue(path:problem:)`` if its id is empty, or its id,
  ///   kind or property keys hold a control character, or its property values hold one
  ///   other than tab, or a string is over ``MapFile/maximumStringLength`` (the path is the
  ///   one the object would have in a map file, `objects[3].id`);
  ///   ``BoardError/duplicateObject(_:)`` or ``BoardError/offBoard(_:)``.
  /// - Complexity: O(1) amortised, plus the length of its text.
  public mutating func addObject(_ object: BoardObject) throws {
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

  /// Moves the object `id` to `position`; it keeps its place in the order.
  ///
  /// - Throws: ``BoardError/unknownObject(_:)`` or ``BoardError/offBoard(_:)``.
  /// - Complexity: O(1) amortised (see ``updateObject(_:)``).
  public mutating func moveObject(_ id: String, to position: Hex) throws {
    guard let slot = objects.slot(of: id) else { throw BoardError.unknownObject(id) }
    guard let cell = grid.index(of: position) else { throw BoardError.offBoard(position) }
    objects.move(slot: slot, to: grid.hex(at: cell), cell: cell)
  }

  /// Replaces the object with the id of `replacement` by it: a new kind, position or
  /// properties, in one change and keeping its place in the order, so that a patch of the
  /// change is one entry (``BoardPatch/changedObjects``) rather than a removal, an addition
  /// and the whole object order.
  ///
  /// ```swift
  /// var unit = board.object(withID: "u7")!
  /// unit.properties["hp"] = 3
  /// try board.updateObject(unit)
  /// ```
  ///
  /// - Throws: ``BoardError/unknownObject(_:)`` if no object has its id; the errors of
  ///   ``addObject(_:)`` for its kind, properties and position (the path names the object's
  ///   place in the order). The board is left as it was.
  /// - Complexity: O(1) amortised plus the length of its text; when it changes cell, plus
  ///   the objects on the new cell that come after it in the order (none when it is the
  ///   newest there).
  public mutating func updateObject(_ replacement: BoardObject) throws {
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

  /// Sets the property `key` of the object `id` to `value`, or removes it when `value` is
  /// `nil` (removing a property the object does not have changes nothing).
  ///
  /// - Throws: ``BoardError/unknownObject(_:)``, or
  ///   ``BoardError/invalidValue(path:problem:)`` if the key or the value is text the save
  ///   format cannot hold (see ``addObject(_:)``). The board is left as it was.
  /// - Complexity: O(1) amortised plus the length of the object's text.
  public mutating func setObjectProperty(
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

  /// Removes the object `id` and returns it. The others keep their order.
  ///
  /// - Throws: ``BoardError/unknownObject(_:)``.
  /// - Complexity: O(1) amortised.
  @discardableResult
  public mutating func removeObject(_ id: String) throws -> BoardObject {
    guard let slot = objects.slot(of: id), let object = objects.remove(slot: slot) else {
      throw BoardError.unknownObject(id)
    }
    return object
  }
}
