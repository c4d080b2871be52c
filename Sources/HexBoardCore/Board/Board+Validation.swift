// A board's invariants, checked in one place. The map loader ends with ``Board/validate()``
// (through ``Board/init(name:orientation:palette:terrain:elevation:objects:properties:)``),
// the map encoder starts with it, patches are applied through it, and the mutators check
// the part they change with the same functions: what one of them accepts, the others
// accept, so nothing the API builds is a file the loader refuses.

extension Board {
  /// Checks every invariant: the palette (size, ids, symbols, colours, costs), the name,
  /// terrain indices, the elevation grid, the objects (ids, kinds, properties, on cells,
  /// unique ids), the board properties (keys, string values, finite numbers) and the named
  /// layers (names, palettes, codes, grid).
  ///
  /// Text follows the save format's rules (the SaveFormat article of `HexBoard`): ids are not empty; ids,
  /// kinds and property keys hold no control character; the name and string property
  /// values hold none but tab; no string is over ``MapFile/maximumStringLength`` bytes.
  ///
  /// - Throws: the first ``BoardError`` found; problems with a value are
  ///   ``BoardError/invalidValue(path:problem:)`` naming its JSON path in a map file.
  /// - Complexity: O(cells + objects + the length of the text).
  public func validate() throws {
    try validate(objects: objects)
  }

  /// ``validate()`` with `objects` in place of the board's own (the initialiser checks the
  /// array it is given before indexing it).
  func validate(objects: some Collection<BoardObject>) throws {
    try Board.validate(palette: palette)
    try Board.check(name, .name, "name")
    // Not `grid.indices`: that array costs 8 bytes a cell.
    for index in 0..<grid.indexCount
    where grid.isCell(index) && Int(terrain[index: index]) >= palette.count {
      throw BoardError.invalidTerrainIndex(grid.hex(at: index), Int(terrain[index: index]))
    }
    if let elevation, elevation.grid != grid { throw BoardError.elevationGridMismatch }
    var ids = Set<String>()
    ids.reserveCapacity(objects.count)
    for (i, object) in objects.enumerated() {
      try Board.check(object, at: i)
      guard ids.insert(object.id).inserted else { throw BoardError.duplicateObject(object.id) }
      guard grid.contains(object.position) else { throw BoardError.offBoard(object.position) }
    }
    try Board.check(properties: properties, at: "properties")
    try Board.validate(edgePalette: edgePalette, vertexPalette: vertexPalette)
    try Board.validate(movementClasses: movementClasses)
    try validateFeaturePlacements()
    try validate(layers: layers)
  }

  static func validate(palette: [Terrain]) throws {
    guard !palette.isEmpty else { throw BoardError.emptyPalette }
    guard palette.count <= maximumPaletteSize else {
      throw BoardError.paletteTooLarge(palette.count)
    }
    var ids = Set<String>()
    var symbols = Set<Character>()
    for (i, terrain) in palette.enumerated() {
      try check(terrain.id, .id, "terrain[\(i)].id")
      if let problem = BoardText.symbolProblem(terrain.symbol) {
        throw BoardError.invalidValue(path: "terrain[\(i)].symbol", problem: problem)
      }
      guard ids.insert(terrain.id).inserted else { throw BoardError.duplicateTerrain(terrain.id) }
      guard symbols.insert(terrain.symbol).inserted else {
        throw BoardError.duplicateSymbol(terrain.symbol)
      }
      if let cost = terrain.movementCost, cost < 1 || cost > Terrain.maximumMovementCost {
        throw BoardError.invalidCost(terrain.id, cost)
      }
    }
  }

  /// Refuses `text` as `field` at `path` (see ``BoardText/problem(_:as:)``).
  package static func check(
    _ text: String, _ field: BoardText.Field, _ path: @autoclosure () -> String
  )
    throws
  {
    if let problem = BoardText.problem(text, as: field) {
      throw BoardError.invalidValue(path: path(), problem: problem)
    }
  }

  /// Checks an object's id, kind and properties, as `objects[index]` of a map file. The
  /// index is computed only for an error (an updated object's costs a walk).
  package static func check(_ object: BoardObject, at index: @autoclosure () -> Int) throws {
    try check(object.id, .id, "objects[\(index())].id")
    try check(object.kind, .kind, "objects[\(index())].kind")
    if let owner = object.owner { try check(owner, .id, "objects[\(index())].owner") }
    if let name = object.movementClass {
      try check(name, .id, "objects[\(index())].movementClass")
    }
    guard !object.properties.isEmpty else { return }
    // In the order the file has them, so the first problem is the one the loader names.
    try check(properties: object.properties, at: "objects[\(index())].properties")
  }

  /// Checks board or object properties (keys, string values, finite numbers) at `path`.
  package static func check(properties: [String: PropertyValue], at path: String) throws {
    for key in sortedKeys(properties.keys) {
      try check(key, .propertyKey, path)
      switch properties[key] {
      case .string(let text)?:
        try check(text, .propertyValue, member(path, key))
      case .number(let x)? where !x.isFinite:
        throw BoardError.invalidValue(
          path: member(path, key), problem: "\(x) cannot be written: JSON has no NaN or infinity")
      default:
        break
      }
    }
  }
}
