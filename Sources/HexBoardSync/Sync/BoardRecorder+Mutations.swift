// The recorder's one mutating entry point: each `BoardEdit` notes the base value of what it
// touches (once a turn), then goes to the board's own `apply(_:)`. The convenience mutators
// come from `BoardEditing`, the same ones `Board` has, so the recorder offers every change
// the board can make. An edit the board refuses changes nothing, and a base value noted for
// it equals the current one, so the patch does not list it.

import HexBoardCore

extension BoardRecorder: BoardEditing {
  /// Makes one change to the board and notes what it touches for the turn's patch.
  ///
  /// ```swift
  /// try server.apply(.moveObject("u7", to: Hex(q: 4, r: 1)))
  /// try server.updateTerrain("grass", to: Terrain(id: "meadow", symbol: ".", color: .gray, movementCost: 1))
  /// ```
  ///
  /// - Throws: the errors of `Board.apply(_:)`; the board is then left as it was.
  /// - Complexity: that of the board's edit plus O(1); replacing the terrain or elevation
  ///   map, removing a terrain, or removing a feature palette entry notes the whole layer
  ///   (O(n) in the patch).
  public mutating func apply(_ edit: BoardEdit) throws {
    noteBase(of: edit)
    try board.apply(edit)
    switch edit {
    case .addObject(let object):
      orderKeys[object.id] = nextKey
      nextKey += 1
      if base.objects[object.id]?.object != nil { base.objectReAdded = true }
    case .removeObject(let id):
      orderKeys[id] = nil
    default:
      break
    }
  }

  /// The object `id` on the recorder's board (see `Board.object(withID:)`).
  public func object(withID id: String) -> BoardObject? {
    board.object(withID: id)
  }

  /// Notes the base value of whatever `edit` touches, on its first touch in the turn.
  private mutating func noteBase(of edit: BoardEdit) {
    switch edit {
    case .setName:
      if base.name == nil { base.name = board.name }
    case .setOrientation:
      if base.orientation == nil { base.orientation = board.orientation }
    case .setProperty:
      if base.properties == nil { base.properties = board.properties }
    case .setTerrain(_, let hex):
      if base.terrainLayer == nil, let index = board.grid.index(of: hex),
        base.cells[index] == nil
      {
        base.cells[index] = board.terrain[index: index]
      }
    case .setTerrainMap:
      noteTerrainReplaced()
    case .addTerrain, .updateTerrain:
      notePalette()
    case .removeTerrain(let id):
      guard board.paletteIndex(of: id) != nil else { return }
      notePalette()
      noteTerrainReplaced()
    case .setElevationMap(let map):
      if map == nil || map?.grid == board.grid { noteElevationReplaced() }
    case .setHeight(_, let hex):
      guard let index = board.grid.index(of: hex) else { return }
      if board.elevation == nil {
        noteElevationReplaced()
      } else if !base.elevationReplaced, base.heights[index] == nil {
        base.heights[index] = board.elevation?[index: index]
      }
    case .setFeature(_, let location), .removeFeature(_, let location),
      .clearFeatures(let location):
      touch(location)
    case .setFeatureBits(_, let slot, let kind):
      let slots = kind == .side ? board.grid.edgeSlotCount : board.grid.vertexSlotCount
      guard slot >= 0, slot < slots else { return }
      touch(board.featureLocation(kind, slot: slot))
    case .addEdgeFeature:
      if base.edgePalette == nil { base.edgePalette = board.edgePalette }
    case .removePaletteFeature(let id, .side):
      guard board.featurePaletteIndex(of: id, kind: .side) != nil else { return }
      if base.edgePalette == nil { base.edgePalette = board.edgePalette }
      if base.edgeLayer == nil {
        base.edgeLayer = Self.layer(board.edgeLayer, restoring: base.edges)
        base.edges = [:]
      }
    case .addVertexFeature:
      if base.vertexPalette == nil { base.vertexPalette = board.vertexPalette }
    case .removePaletteFeature(let id, .corner):
      guard board.featurePaletteIndex(of: id, kind: .corner) != nil else { return }
      if base.vertexPalette == nil { base.vertexPalette = board.vertexPalette }
      if base.vertexLayer == nil {
        base.vertexLayer = Self.layer(board.vertexLayer, restoring: base.vertices)
        base.vertices = [:]
      }
    case .addMovementClass, .updateMovementClass, .removeMovementClass:
      if base.movementClasses == nil { base.movementClasses = board.movementClasses }
    case .addObject(let object): touchObject(object.id)
    case .updateObject(let object): touchObject(object.id)
    case .moveObject(let id, _), .setObjectProperty(_, _, let id), .removeObject(let id):
      touchObject(id)
    case .addLayer, .removeLayer, .addLayerValue, .updateLayerValue, .removeLayerValue,
      .setLayerValue, .setLayerNumber, .setLayerCodes:
      if base.layers == nil { base.layers = board.layers }
    }
  }

  /// A feature layer with the slots changed so far in the turn put back: the base layer,
  /// noted when a palette entry's removal is about to rewrite every slot.
  private static func layer(_ current: FeatureLayer, restoring slots: [Int: UInt16])
    -> FeatureLayer
  {
    var layer = current
    for (slot, bits) in slots { layer.set(bits, at: slot) }
    return layer
  }

  private mutating func notePalette() {
    if base.palette == nil { base.palette = board.palette }
  }

  /// Notes the whole base terrain layer, once: the current layer with the cells changed so
  /// far in the turn put back (a copy shares its pages: O(pages)).
  private mutating func noteTerrainReplaced() {
    guard base.terrainLayer == nil else { return }
    var layer = board.terrain
    for (index, code) in base.cells { layer[index: index] = code }
    base.terrainLayer = layer
    base.cells = [:]
  }

  /// Notes the whole base elevation map, once: the current map with the heights changed so
  /// far in the turn put back.
  private mutating func noteElevationReplaced() {
    guard !base.elevationReplaced else { return }
    var map = board.elevation
    for (index, height) in base.heights { map?[index: index] = height }
    base.elevation = .some(map)
    base.heights = [:]
  }

  /// Notes the object `id` as it is at the start of the turn, on its first touch.
  private mutating func touchObject(_ id: String) {
    guard base.objects[id] == nil else { return }
    base.objects[id] = TurnBase.Object(object: board.object(withID: id), key: orderKeys[id])
    base.objectOrder.append(id)
  }

  /// Notes the base bits of the side or corner at `location`, on its first touch.
  private mutating func touch(_ location: FeatureLocation) {
    switch location {
    case .side(let edge):
      guard base.edgeLayer == nil, let slot = board.grid.edgeSlot(of: edge),
        base.edges[slot] == nil
      else { return }
      base.edges[slot] = board.edgeLayer[slot]
    case .corner(let vertex):
      guard base.vertexLayer == nil, let slot = board.grid.vertexSlot(of: vertex),
        base.vertices[slot] == nil
      else { return }
      base.vertices[slot] = board.vertexLayer[slot]
    }
  }
}
