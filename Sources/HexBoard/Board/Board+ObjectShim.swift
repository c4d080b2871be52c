// SHIM until helper A's BoardObjects branch is merged: DELETE THIS FILE AT MERGE.
// The same signatures as helper A's Board+Objects.swift (object(withID:), updateObject(_:),
// setObjectProperty(_:to:ofObject:)), written against today's `[BoardObject]` with the public
// mutators only, so the recorder and the in-place apply compile and run before the merge.
// O(objects) each here; O(1) with A's index.

extension Board {
  /// The object with id `id`, or `nil` (shim: O(objects) until BoardObjects lands).
  public func object(withID id: String) -> BoardObject? {
    objects.first { $0.id == id }  // O(n) until BoardObjects lands
  }

  /// Replaces the object with `replacement`'s id, keeping its place in the order (shim:
  /// O(objects) until BoardObjects lands).
  ///
  /// - Throws: ``BoardError/unknownObject(_:)``, the text errors of ``addObject(_:)``, or
  ///   ``BoardError/offBoard(_:)``; the board is left as it was.
  public mutating func updateObject(_ replacement: BoardObject) throws {
    guard let index = objects.firstIndex(where: { $0.id == replacement.id }) else {
      throw BoardError.unknownObject(replacement.id)
    }
    try Board.check(replacement, at: index)
    guard let position = grid.canonical(replacement.position) else {
      throw BoardError.offBoard(replacement.position)
    }
    var placed = replacement
    placed.position = position
    let tail = Array(objects[(index + 1)...])
    for object in [objects[index]] + tail { try removeObject(object.id) }
    for object in [placed] + tail { try addObject(object) }
  }

  /// Sets (or, with `nil`, removes) the property `key` of the object `id` (shim: O(objects)
  /// until BoardObjects lands).
  ///
  /// - Throws: ``BoardError/unknownObject(_:)`` or the text errors of ``addObject(_:)``.
  public mutating func setObjectProperty(_ key: String, to value: String?, ofObject id: String)
    throws
  {
    guard var object = object(withID: id) else { throw BoardError.unknownObject(id) }
    object.properties[key] = value
    try updateObject(object)
  }
}
