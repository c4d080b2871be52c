// Features on the corners where cells meet: placing them, reading them back, and the
// palette. Every corner is addressed by `HexVertex`, by any of its three names (or across a
// wrapped seam): the board stores it once, in the grid's vertex slot.

extension Board {
  /// The palette index of vertex feature `id`, or `nil` if the palette lacks it.
  public func vertexPaletteIndex(of id: String) -> Int? {
    vertexPalette.firstIndex { $0.id == id }
  }

  /// The features on `vertex`, in palette order (empty when there are none or the corner
  /// is not on the board).
  public func vertexFeatures(at vertex: HexVertex) -> [VertexFeature] {
    guard let slot = grid.vertexSlot(of: vertex) else { return [] }
    return Board.entries(of: vertexLayer[slot], in: vertexPalette)
  }

  /// Whether `vertex` carries the feature `id`.
  public func hasVertexFeature(_ id: String, at vertex: HexVertex) -> Bool {
    guard let k = vertexPaletteIndex(of: id), let slot = grid.vertexSlot(of: vertex) else {
      return false
    }
    return vertexLayer[slot] & (1 << k) != 0
  }

  /// The work of ``BoardEdit/setFeature(_:at:)`` (see ``BoardEditing``).
  mutating func performSetVertexFeature(_ id: String, at vertex: HexVertex) throws {
    let (k, slot) = try vertexAddress(id, vertex)
    vertexLayer.set(vertexLayer[slot] | (1 << k), at: slot)
  }

  /// The work of ``BoardEdit/removeFeature(_:from:)`` (see ``BoardEditing``).
  mutating func performRemoveVertexFeature(_ id: String, from vertex: HexVertex) throws {
    let (k, slot) = try vertexAddress(id, vertex)
    vertexLayer.set(vertexLayer[slot] & ~(1 << k), at: slot)
  }

  /// The work of ``BoardEdit/clearFeatures(at:)`` (see ``BoardEditing``).
  mutating func performClearVertexFeatures(at vertex: HexVertex) throws {
    guard let slot = grid.vertexSlot(of: vertex) else { throw BoardError.offBoardVertex(vertex) }
    vertexLayer.set(0, at: slot)
  }

  /// The six corners of `hex` in corner order, canonical; empty if `hex` is not on the
  /// board.
  public func vertices(of hex: Hex) -> [HexVertex] { grid.vertices(of: hex) }

  /// Every corner carrying at least one feature, canonical, in storage order.
  public var verticesWithFeatures: [HexVertex] {
    vertexLayer.occupiedSlots.map(grid.vertex(atSlot:))
  }

  /// Every corner carrying the feature `id`, canonical, in storage order.
  public func vertices(carrying id: String) -> [HexVertex] {
    guard let k = vertexPaletteIndex(of: id) else { return [] }
    return vertexLayer.occupiedSlots.filter { vertexLayer[$0] & (1 << k) != 0 }
      .map(grid.vertex(atSlot:))
  }

  /// The number of corners carrying each vertex feature, in palette order.
  public var vertexFeatureCounts: [Int] {
    Board.counts(of: vertexLayer, paletteSize: vertexPalette.count)
  }

  /// The work of ``BoardEdit/addVertexFeature(_:)`` (see ``BoardEditing``).
  mutating func performAddVertexFeature(_ feature: VertexFeature) throws {
    try Board.validate(edgePalette: edgePalette, vertexPalette: vertexPalette + [feature])
    vertexPalette.append(feature)
  }

  /// The work of ``BoardEdit/removeVertexFeature(_:)`` (see ``BoardEditing``).
  mutating func performRemoveVertexFeature(_ id: String) throws {
    guard let k = vertexPaletteIndex(of: id) else { throw BoardError.unknownVertexFeature(id) }
    vertexLayer = vertexLayer.removingPaletteEntry(k)
    vertexPalette.remove(at: k)
  }

  private func vertexAddress(_ id: String, _ vertex: HexVertex) throws -> (Int, Int) {
    guard let k = vertexPaletteIndex(of: id) else { throw BoardError.unknownVertexFeature(id) }
    guard let slot = grid.vertexSlot(of: vertex) else { throw BoardError.offBoardVertex(vertex) }
    return (k, slot)
  }

  /// Replaces the features of one vertex slot by palette bits.
  ///
  /// - Precondition: `slot` is a vertex slot of the grid and `bits` names palette entries.
  package mutating func setVertexFeatureBits(_ bits: UInt16, atSlot slot: Int) {
    vertexLayer.set(bits, at: slot)
  }
}
