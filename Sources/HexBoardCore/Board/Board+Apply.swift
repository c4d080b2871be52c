// The one path by which a board changes: every convenience mutator (BoardEditing.swift,
// BoardEditing+Features.swift) makes a `BoardEdit` and comes here. Each case checks first
// and changes after, so a refused edit leaves the board as it was. The cases do no more than
// the mutators did before (no allocation, one switch), since generators call them per cell.

import HexBoardMaps
import HexGrid

extension Board: BoardEditing {
  /// Makes one change to the board.
  ///
  /// ```swift
  /// try board.apply(.setTerrain("forest", at: Hex(q: 3, r: 2)))
  /// ```
  ///
  /// - Throws: the ``BoardError`` that says what does not fit and where (see each
  ///   convenience method of ``BoardEditing`` for the errors of its edit); the board is then
  ///   left as it was.
  /// - Complexity: that of the edit: O(1) for a cell, a height, a side, a corner or an
  ///   object, a layer's cell; O(n) for a whole terrain, height or layer map, a terrain's
  ///   removal, a feature palette entry's removal, a layer's addition or a layer value's
  ///   removal.
  public mutating func apply(_ edit: BoardEdit) throws {
    switch edit {
    case .setName(let name):
      try Board.check(name, .name, "name")
      self.name = name
    case .setOrientation(let orientation):
      self.orientation = orientation
    case .setProperty(let key, let value):
      if let value { try Board.check(properties: [key: value], at: "properties") }
      properties[key] = value
    case .setTerrain(let id, let hex): try performSetTerrain(id, at: hex)
    case .setTerrainMap(let codes): try performSetTerrain(codes)
    case .addTerrain(let terrain): try performAddTerrain(terrain)
    case .updateTerrain(let id, let replacement): try performUpdateTerrain(id, to: replacement)
    case .removeTerrain(let id): try performRemoveTerrain(id)
    case .setElevationMap(let map): try performSetElevation(map)
    case .setHeight(let height, let hex): try performSetHeight(height, at: hex)
    case .setFeature(let id, let location): try performSetFeature(id, at: location)
    case .removeFeature(let id, let location): try performRemoveFeature(id, from: location)
    case .clearFeatures(let location): try performClearFeatures(at: location)
    case .setFeatureBits(let bits, let slot, let kind):
      try performSetFeatureBits(bits, atSlot: slot, kind: kind)
    case .addEdgeFeature(let feature): try performAddEdgeFeature(feature)
    case .addVertexFeature(let feature): try performAddVertexFeature(feature)
    case .removePaletteFeature(let id, let kind): try performRemovePaletteFeature(id, kind: kind)
    case .addMovementClass(let movementClass): try performAddMovementClass(movementClass)
    case .updateMovementClass(let name, let replacement):
      try performUpdateMovementClass(name, to: replacement)
    case .removeMovementClass(let name): try performRemoveMovementClass(name)
    case .addObject(let object): try performAddObject(object)
    case .moveObject(let id, let position): try performMoveObject(id, to: position)
    case .updateObject(let replacement): try performUpdateObject(replacement)
    case .setObjectProperty(let key, let value, let id):
      try performSetObjectProperty(key, to: value, ofObject: id)
    case .removeObject(let id): _ = try performRemoveObject(id)
    case .addLayer, .removeLayer, .addLayerValue, .updateLayerValue, .removeLayerValue,
      .setLayerValue, .setLayerNumber, .setLayerCodes:
      try applyLayerEdit(edit)
    }
  }

  // MARK: - Terrain

  private mutating func performSetTerrain(_ id: String, at hex: Hex) throws {
    guard let index = paletteIndex(of: id) else { throw BoardError.unknownTerrain(id) }
    guard let cell = grid.index(of: hex) else { throw BoardError.offBoard(hex) }
    setTerrainCode(UInt8(index), atIndex: cell)
  }

  private mutating func performSetTerrain(_ indices: HexMap<UInt8>) throws {
    guard indices.grid == grid else { throw BoardError.terrainGridMismatch }
    let count = palette.count
    let codes = indices.storage
    for index in 0..<grid.indexCount where grid.isCell(index) && Int(codes[index]) >= count {
      throw BoardError.invalidTerrainIndex(grid.hex(at: index), Int(codes[index]))
    }
    for index in 0..<grid.indexCount where grid.isCell(index) {
      setTerrainCode(codes[index], atIndex: index)
    }
  }

  private mutating func performAddTerrain(_ newTerrain: Terrain) throws {
    try Board.validate(palette: palette + [newTerrain])
    setPalette(palette + [newTerrain])
  }

  private mutating func performUpdateTerrain(_ id: String, to replacement: Terrain) throws {
    guard let index = paletteIndex(of: id) else { throw BoardError.unknownTerrain(id) }
    var updated = palette
    updated[index] = replacement
    try Board.validate(palette: updated)
    setPalette(updated)
  }

  private mutating func performRemoveTerrain(_ id: String) throws {
    guard let index = paletteIndex(of: id) else { throw BoardError.unknownTerrain(id) }
    let used = terrainCounts[index]
    guard used == 0 else { throw BoardError.terrainInUse(id, used) }
    guard palette.count > 1 else { throw BoardError.emptyPalette }
    removePaletteEntry(index)
  }

  // MARK: - Heights

  private mutating func performSetElevation(_ elevation: HexMap<Int>?) throws {
    if let elevation, elevation.grid != grid { throw BoardError.elevationGridMismatch }
    restoreElevation(elevation.map(HeightLayer.init))
  }

  private mutating func performSetHeight(_ height: Int, at hex: Hex) throws {
    guard let index = grid.index(of: hex) else { throw BoardError.offBoard(hex) }
    setHeight(height, atIndex: index)
  }
}
