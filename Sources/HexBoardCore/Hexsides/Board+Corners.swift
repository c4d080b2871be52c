// Features on the corners where cells meet: placing them, reading them back, and the
// palette. Every corner is addressed by `HexVertex`, by any of its three names (or across a
// wrapped seam): the board stores it once, in the grid's vertex slot.

import HexGrid

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

  /// Puts the feature `id` on `vertex`; other features there stay.
  ///
  /// - Throws: ``BoardError/unknownVertexFeature(_:)`` or ``BoardError/offBoardVertex(_:)``;
  ///   the board is left as it was.
  /// - Complexity: O(1).
  public mutating func setVertexFeature(_ id: String, at vertex: HexVertex) throws {
    let (k, slot) = try vertexAddress(id, vertex)
    vertexLayer.set(vertexLayer[slot] | (1 << k), at: slot)
  }

  /// Takes the feature `id` off `vertex`; nothing happens if it is not there.
  ///
  /// - Throws: ``BoardError/unknownVertexFeature(_:)`` or ``BoardError/offBoardVertex(_:)``.
  public mutating func removeVertexFeature(_ id: String, from vertex: HexVertex) throws {
    let (k, slot) = try vertexAddress(id, vertex)
    vertexLayer.set(vertexLayer[slot] & ~(1 << k), at: slot)
  }

  /// Takes every feature off `vertex`.
  ///
  /// - Throws: ``BoardError/offBoardVertex(_:)``.
  public mutating func clearVertexFeatures(at vertex: HexVertex) throws {
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

  /// Adds a feature to the vertex palette.
  ///
  /// - Throws: ``BoardError`` if its id is taken, empty or holds a control character, or
  ///   the palette is full.
  public mutating func addVertexFeature(_ feature: VertexFeature) throws {
    try Board.validate(edgePalette: edgePalette, vertexPalette: vertexPalette + [feature])
    vertexPalette.append(feature)
  }

  /// Removes vertex feature `id` from the palette and from every corner carrying it.
  ///
  /// - Throws: ``BoardError/unknownVertexFeature(_:)``.
  public mutating func removeVertexFeature(_ id: String) throws {
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
