// The recorder's mutating API: the board's, each noting the base value of what it touches
// (once a turn) before forwarding to the board. A mutation the board refuses changes nothing,
// and a base value noted for it equals the current one, so the patch does not list it.

extension BoardRecorder {
  // MARK: - Header

  /// The board's title (see ``Board/name``).
  public var name: String {
    get { board.name }
    set {
      if base.name == nil { base.name = board.name }
      board.name = newValue
    }
  }

  /// How the board is drawn (see ``Board/orientation``).
  public var orientation: HexOrientation {
    get { board.orientation }
    set {
      if base.orientation == nil { base.orientation = board.orientation }
      board.orientation = newValue
    }
  }

  /// The board-level properties (see ``Board/properties``).
  ///
  /// - Complexity: O(properties) a change, as for a dictionary value.
  public var properties: [String: PropertyValue] {
    get { board.properties }
    set {
      if base.properties == nil { base.properties = board.properties }
      board.properties = newValue
    }
  }

  /// Sets the board property `key` to `value`, or removes it when `value` is `nil`.
  public mutating func setProperty(_ key: String, to value: PropertyValue?) {
    if base.properties == nil { base.properties = board.properties }
    board.properties[key] = value
  }

  // MARK: - Terrain and elevation

  /// Sets the terrain of `hex` (see ``Board/setTerrain(_:at:)``).
  ///
  /// - Complexity: O(1) plus the palette look-up.
  public mutating func setTerrain(_ id: String, at hex: Hex) throws {
    if let index = board.grid.index(of: hex), base.cells[index] == nil {
      base.cells[index] = board.terrain[index: index]
    }
    try board.setTerrain(id, at: hex)
  }

  /// Adds a terrain to the palette (see ``Board/addTerrain(_:)``).
  public mutating func addTerrain(_ terrain: Terrain) throws {
    if base.palette == nil { base.palette = board.palette }
    try board.addTerrain(terrain)
  }

  /// Gives the board heights, or removes them (see ``Board/setElevation(_:)``).
  ///
  /// - Complexity: O(n): the patch compares the whole map.
  public mutating func setElevation(_ elevation: HexMap<Int>?) throws {
    if let elevation, elevation.grid != board.grid { throw BoardError.elevationGridMismatch }
    noteElevationReplaced()
    try board.setElevation(elevation)
  }

  /// Sets the height of `hex` (see ``Board/setElevation(_:at:)``); a board without heights
  /// gets them first (O(n), as ``setElevation(_:)``).
  public mutating func setElevation(_ height: Int, at hex: Hex) throws {
    guard let index = board.grid.index(of: hex) else { throw BoardError.offBoard(hex) }
    if board.elevation == nil {
      noteElevationReplaced()
    } else if !base.elevationReplaced, base.heights[index] == nil {
      base.heights[index] = board.elevation?[index: index]
    }
    try board.setElevation(height, at: hex)
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

  // MARK: - Objects

  /// Notes the object `id` as it is at the start of the turn, on its first touch.
  private mutating func touchObject(_ id: String) {
    guard base.objects[id] == nil else { return }
    base.objects[id] = TurnBase.Object(object: board.object(withID: id), key: orderKeys[id])
    base.objectOrder.append(id)
  }

  /// Places an object (see ``Board/addObject(_:)``).
  public mutating func addObject(_ object: BoardObject) throws {
    touchObject(object.id)
    try board.addObject(object)
    orderKeys[object.id] = nextKey
    nextKey += 1
    if base.objects[object.id]?.object != nil { base.objectReAdded = true }
  }

  /// Moves the object `id` to `position` (see ``Board/moveObject(_:to:)``).
  public mutating func moveObject(_ id: String, to position: Hex) throws {
    touchObject(id)
    try board.moveObject(id, to: position)
  }

  /// Replaces an object, keeping its place in the order (see ``Board/updateObject(_:)``).
  public mutating func updateObject(_ replacement: BoardObject) throws {
    touchObject(replacement.id)
    try board.updateObject(replacement)
  }

  /// Sets or removes one property of the object `id` (see
  /// ``Board/setObjectProperty(_:to:ofObject:)``).
  public mutating func setObjectProperty(
    _ key: String, to value: PropertyValue?, ofObject id: String
  ) throws {
    touchObject(id)
    try board.setObjectProperty(key, to: value, ofObject: id)
  }

  /// Removes the object `id` and returns it (see ``Board/removeObject(_:)``).
  @discardableResult
  public mutating func removeObject(_ id: String) throws -> BoardObject {
    touchObject(id)
    let object = try board.removeObject(id)
    orderKeys[id] = nil
    return object
  }

  // MARK: - Hexside and corner features

  /// Notes the base bits of edge slot `slot`, on its first touch.
  private mutating func touchEdge(_ edge: HexEdge) {
    guard base.edgeLayer == nil, let slot = board.grid.edgeSlot(of: edge),
      base.edges[slot] == nil
    else { return }
    base.edges[slot] = board.edgeLayer[slot]
  }

  /// Notes the base bits of vertex slot `slot`, on its first touch.
  private mutating func touchVertex(_ vertex: HexVertex) {
    guard base.vertexLayer == nil, let slot = board.grid.vertexSlot(of: vertex),
      base.vertices[slot] == nil
    else { return }
    base.vertices[slot] = board.vertexLayer[slot]
  }

  /// Puts the feature `id` on `edge` (see ``Board/setEdgeFeature(_:on:)``).
  public mutating func setEdgeFeature(_ id: String, on edge: HexEdge) throws {
    touchEdge(edge)
    try board.setEdgeFeature(id, on: edge)
  }

  /// Takes the feature `id` off `edge` (see ``Board/removeEdgeFeature(_:from:)``).
  public mutating func removeEdgeFeature(_ id: String, from edge: HexEdge) throws {
    touchEdge(edge)
    try board.removeEdgeFeature(id, from: edge)
  }

  /// Takes every feature off `edge` (see ``Board/clearEdgeFeatures(on:)``).
  public mutating func clearEdgeFeatures(on edge: HexEdge) throws {
    touchEdge(edge)
    try board.clearEdgeFeatures(on: edge)
  }

  /// Adds a feature to the edge palette (see ``Board/addEdgeFeature(_:)``).
  public mutating func addEdgeFeature(_ feature: EdgeFeature) throws {
    if base.edgePalette == nil { base.edgePalette = board.edgePalette }
    try board.addEdgeFeature(feature)
  }

  /// Removes an edge feature from the palette and every side (see
  /// ``Board/removeEdgeFeature(_:)``).
  ///
  /// - Complexity: O(sides): the patch compares every side.
  public mutating func removeEdgeFeature(_ id: String) throws {
    guard board.edgePaletteIndex(of: id) != nil else { throw BoardError.unknownEdgeFeature(id) }
    if base.edgePalette == nil { base.edgePalette = board.edgePalette }
    if base.edgeLayer == nil {
      var layer = board.edgeLayer
      for (slot, bits) in base.edges { layer.set(bits, at: slot) }
      base.edgeLayer = layer
      base.edges = [:]
    }
    try board.removeEdgeFeature(id)
  }

  /// Puts the feature `id` on `vertex` (see ``Board/setVertexFeature(_:at:)``).
  public mutating func setVertexFeature(_ id: String, at vertex: HexVertex) throws {
    touchVertex(vertex)
    try board.setVertexFeature(id, at: vertex)
  }

  /// Takes the feature `id` off `vertex` (see ``Board/removeVertexFeature(_:from:)``).
  public mutating func removeVertexFeature(_ id: String, from vertex: HexVertex) throws {
    touchVertex(vertex)
    try board.removeVertexFeature(id, from: vertex)
  }

  /// Takes every feature off `vertex` (see ``Board/clearVertexFeatures(at:)``).
  public mutating func clearVertexFeatures(at vertex: HexVertex) throws {
    touchVertex(vertex)
    try board.clearVertexFeatures(at: vertex)
  }

  /// Adds a feature to the vertex palette (see ``Board/addVertexFeature(_:)``).
  public mutating func addVertexFeature(_ feature: VertexFeature) throws {
    if base.vertexPalette == nil { base.vertexPalette = board.vertexPalette }
    try board.addVertexFeature(feature)
  }

  /// Removes a vertex feature from the palette and every corner (see
  /// ``Board/removeVertexFeature(_:)``).
  ///
  /// - Complexity: O(corners): the patch compares every corner.
  public mutating func removeVertexFeature(_ id: String) throws {
    guard board.vertexPaletteIndex(of: id) != nil else {
      throw BoardError.unknownVertexFeature(id)
    }
    if base.vertexPalette == nil { base.vertexPalette = board.vertexPalette }
    if base.vertexLayer == nil {
      var layer = board.vertexLayer
      for (slot, bits) in base.vertices { layer.set(bits, at: slot) }
      base.vertexLayer = layer
      base.vertices = [:]
    }
    try board.removeVertexFeature(id)
  }
}
