// The board's mutating convenience API, written once for everything that changes a board
// through `apply(_:)`: `Board` itself and `BoardRecorder`. Each method makes one `BoardEdit`,
// so a recorder has exactly the board's mutators and cannot fall out of step with them.

import HexBoardMaps
import HexGrid

/// Something that changes a board through ``apply(_:)``: ``Board`` and `BoardRecorder`.
///
/// Each convenience method here (``setTerrain(_:at:)``, ``addObject(_:)``…) makes one
/// ``BoardEdit`` and applies it, so the two types have the same mutating API, and
/// whatever changes a recorder's board passes through its ``apply(_:)``.
///
/// ```swift
/// func plantForest<B: BoardEditing>(_ board: inout B, at hexes: [Hex]) throws {
///   for hex in hexes { try board.setTerrain("forest", at: hex) }
/// }
/// ```
public protocol BoardEditing {
  /// Makes one change to the board; on an error the board is left as it was.
  mutating func apply(_ edit: BoardEdit) throws

  /// The object `id` on the board, or `nil` if there is none.
  func object(withID id: String) -> BoardObject?
}

extension BoardEditing {
  // MARK: - Header

  /// Sets the board's name (``BoardEdit/setName(_:)``).
  ///
  /// - Throws: ``BoardError/invalidValue(path:problem:)`` if it holds a control character
  ///   other than tab or is over ``MapFile/maximumStringLength``.
  public mutating func setName(_ name: String) throws {
    try apply(.setName(name))
  }

  /// Sets how the board is drawn (``BoardEdit/setOrientation(_:)``).
  public mutating func setOrientation(_ orientation: HexOrientation) throws {
    try apply(.setOrientation(orientation))
  }

  /// Sets the board property `key` to `value`, or removes it when `value` is `nil`.
  ///
  /// - Throws: ``BoardError/invalidValue(path:problem:)`` if the key or a string value holds
  ///   text the save format cannot hold, or a number is not finite.
  public mutating func setProperty(_ key: String, to value: PropertyValue?) throws {
    try apply(.setProperty(key, to: value))
  }

  // MARK: - Terrain

  /// Sets the terrain of `hex`.
  ///
  /// - Throws: ``BoardError/unknownTerrain(_:)`` or ``BoardError/offBoard(_:)``.
  /// - Complexity: O(palette) to find `id`, then O(1).
  public mutating func setTerrain(_ id: String, at hex: Hex) throws {
    try apply(.setTerrain(id, at: hex))
  }

  /// Sets the terrain of every cell at once from palette indices: the bulk form of
  /// ``setTerrain(_:at:)`` for generators and scripts that compute a whole map.
  ///
  /// The result equals setting each cell in turn (the content hash included); holes of
  /// `indices` are ignored.
  ///
  /// ```swift
  /// let codes = heights.mapValues { UInt8($0 > 0.2 ? grass : ocean) }
  /// try board.setTerrain(codes)
  /// ```
  ///
  /// - Throws: ``BoardError/terrainGridMismatch`` if `indices` is on another grid, or
  ///   ``BoardError/invalidTerrainIndex(_:_:)`` naming the first cell (in storage order)
  ///   whose index is not in the palette; the board is then left as it was.
  /// - Complexity: O(n).
  public mutating func setTerrain(_ indices: HexMap<UInt8>) throws {
    try apply(.setTerrainMap(indices))
  }

  /// Adds a terrain to the palette.
  ///
  /// - Throws: ``BoardError`` if its id or symbol is taken, its id is empty or holds a
  ///   control character, its symbol is a space or a control character, or its colour is
  ///   invalid.
  public mutating func addTerrain(_ terrain: Terrain) throws {
    try apply(.addTerrain(terrain))
  }

  /// Replaces the palette entry `id` with `replacement`: every cell of that terrain takes
  /// its new symbol, colour, cost and sight rule, and its new id if `replacement` has
  /// another one (a rename). The entry keeps its place in the palette.
  ///
  /// - Throws: ``BoardError/unknownTerrain(_:)`` if the palette lacks `id`; the errors of
  ///   ``addTerrain(_:)`` if `replacement`'s id or symbol belongs to another entry, or it
  ///   is otherwise invalid. The board is left as it was.
  /// - Complexity: O(palette).
  public mutating func updateTerrain(_ id: String, to replacement: Terrain) throws {
    try apply(.updateTerrain(id, to: replacement))
  }

  /// Removes the terrain `id`, which no cell may have, from the palette; the entries after
  /// it move up one place.
  ///
  /// - Throws: ``BoardError/unknownTerrain(_:)``, ``BoardError/terrainInUse(_:_:)`` if a
  ///   cell has it, or ``BoardError/emptyPalette`` for the last terrain. The board is left
  ///   as it was.
  /// - Complexity: O(cells).
  public mutating func removeTerrain(_ id: String) throws {
    try apply(.removeTerrain(id))
  }

  // MARK: - Heights

  /// Gives the board heights (`nil` removes them).
  ///
  /// - Throws: ``BoardError/elevationGridMismatch`` if `elevation` is laid out on another
  ///   grid than the board's; the board is left as it was.
  /// - Complexity: O(n).
  public mutating func setElevation(_ elevation: HexMap<Int>?) throws {
    try apply(.setElevationMap(elevation))
  }

  /// Sets the height of `hex`. A board without heights gets them first, 0 on every cell.
  ///
  /// - Throws: ``BoardError/offBoard(_:)`` if `hex` is not on the board; the board is left
  ///   as it was.
  /// - Complexity: O(1), or O(n) when the board gets heights.
  public mutating func setElevation(_ height: Int, at hex: Hex) throws {
    try apply(.setHeight(height, at: hex))
  }

  // MARK: - Movement classes

  /// Declares a movement class (``BoardEdit/addMovementClass(_:)``).
  ///
  /// - Throws: ``BoardError/duplicateMovementClass(_:)`` if the name is taken, or
  ///   ``BoardError/invalidValue(path:problem:)`` for a name or id an id cannot be, or a
  ///   cost out of range.
  public mutating func addMovementClass(_ movementClass: MovementClass) throws {
    try apply(.addMovementClass(movementClass))
  }

  /// Replaces the movement class `name` (``BoardEdit/updateMovementClass(_:to:)``).
  ///
  /// - Throws: ``BoardError/unknownMovementClass(_:)``, or the errors of
  ///   ``addMovementClass(_:)`` for the replacement.
  public mutating func updateMovementClass(_ name: String, to replacement: MovementClass) throws {
    try apply(.updateMovementClass(name, to: replacement))
  }

  /// Removes the movement class `name` (``BoardEdit/removeMovementClass(_:)``). Objects
  /// naming it keep the name.
  ///
  /// - Throws: ``BoardError/unknownMovementClass(_:)``.
  public mutating func removeMovementClass(_ name: String) throws {
    try apply(.removeMovementClass(name))
  }

  // MARK: - Objects

  /// Places an object, after the others.
  ///
  /// - Throws: ``BoardError/invalidValue(path:problem:)`` if its id is empty, or its id,
  ///   kind or property keys hold a control character, or its property values hold one
  ///   other than tab, or a string is over ``MapFile/maximumStringLength`` (the path is the
  ///   one the object would have in a map file, `objects[3].id`);
  ///   ``BoardError/duplicateObject(_:)`` or ``BoardError/offBoard(_:)``.
  /// - Complexity: O(1) amortised, plus the length of its text.
  public mutating func addObject(_ object: BoardObject) throws {
    try apply(.addObject(object))
  }

  /// Moves the object `id` to `position`; it keeps its place in the order.
  ///
  /// - Throws: ``BoardError/unknownObject(_:)`` or ``BoardError/offBoard(_:)``.
  /// - Complexity: O(1) amortised (see ``updateObject(_:)``).
  public mutating func moveObject(_ id: String, to position: Hex) throws {
    try apply(.moveObject(id, to: position))
  }

  /// Replaces the object with the id of `replacement` by it: a new kind, position or
  /// properties, in one change and keeping its place in the order, so that a patch of the
  /// change is one entry (``BoardPatch/changedObjects``) rather than a removal, an addition
  /// and the whole object order.
  ///
  /// ```swift
  /// var unit = board.object(withID: "u7")!
  /// unit.properties["hp"] = "3"
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
    try apply(.updateObject(replacement))
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
    try apply(.setObjectProperty(key, to: value, ofObject: id))
  }

  /// Removes the object `id` and returns it. The others keep their order.
  ///
  /// - Throws: ``BoardError/unknownObject(_:)``.
  /// - Complexity: O(1) amortised.
  @discardableResult
  public mutating func removeObject(_ id: String) throws -> BoardObject {
    guard let object = object(withID: id) else { throw BoardError.unknownObject(id) }
    try apply(.removeObject(id))
    return object
  }
}
