// Features on the sides between cells: placing them, reading them back, and the palette.
// Every side is addressed by `HexEdge`, named from either cell (or across a wrapped seam):
// the board stores it once, in the grid's edge slot.

extension Board {
  /// The most features an edge or vertex palette can have (each slot stores one bit per
  /// entry in 16 bits).
  public static let maximumFeaturePaletteSize = 16

  /// The palette index of edge feature `id`, or `nil` if the palette lacks it.
  public func edgePaletteIndex(of id: String) -> Int? {
    edgePalette.firstIndex { $0.id == id }
  }

  /// The features on `edge`, in palette order (empty when there are none or the side is
  /// not on the board).
  ///
  /// - Complexity: O(1) to find the side, O(palette) to list its features.
  public func edgeFeatures(on edge: HexEdge) -> [EdgeFeature] {
    guard let slot = grid.edgeSlot(of: edge) else { return [] }
    return Board.entries(of: edgeLayer[slot], in: edgePalette)
  }

  /// Whether `edge` carries the feature `id`.
  public func hasEdgeFeature(_ id: String, on edge: HexEdge) -> Bool {
    guard let k = edgePaletteIndex(of: id), let slot = grid.edgeSlot(of: edge) else {
      return false
    }
    return edgeLayer[slot] & (1 << k) != 0
  }

  /// The work of ``BoardEdit/setFeature(_:at:)`` (see ``BoardEditing``).
  mutating func performSetEdgeFeature(_ id: String, on edge: HexEdge) throws {
    let (k, slot) = try edgeAddress(id, edge)
    setEdgeFeatureBits(edgeLayer[slot] | (1 << k), atSlot: slot)
  }

  /// The work of ``BoardEdit/removeFeature(_:from:)`` (see ``BoardEditing``).
  mutating func performRemoveEdgeFeature(_ id: String, from edge: HexEdge) throws {
    let (k, slot) = try edgeAddress(id, edge)
    setEdgeFeatureBits(edgeLayer[slot] & ~(1 << k), atSlot: slot)
  }

  /// The work of ``BoardEdit/clearFeatures(at:)`` (see ``BoardEditing``).
  mutating func performClearEdgeFeatures(on edge: HexEdge) throws {
    guard let slot = grid.edgeSlot(of: edge) else { throw BoardError.offBoardEdge(edge) }
    setEdgeFeatureBits(0, atSlot: slot)
  }

  /// The six sides of `hex` in `HexDirection` order, canonical (see
  /// ``MapGrid/edges(of:)``); empty if `hex` is not on the board.
  public func edges(of hex: Hex) -> [HexEdge] { grid.edges(of: hex) }

  /// Every side carrying at least one feature, canonical, in storage order.
  ///
  /// - Complexity: O(sides) to scan, nothing when the board has no edge features.
  public var edgesWithFeatures: [HexEdge] {
    edgeLayer.occupiedSlots.map(grid.edge(atSlot:))
  }

  /// Every side carrying the feature `id`, canonical, in storage order (empty for an
  /// unknown id).
  public func edges(carrying id: String) -> [HexEdge] {
    guard let k = edgePaletteIndex(of: id) else { return [] }
    return edgeLayer.occupiedSlots.filter { edgeLayer[$0] & (1 << k) != 0 }
      .map(grid.edge(atSlot:))
  }

  /// The number of sides carrying each edge feature, in palette order.
  public var edgeFeatureCounts: [Int] {
    Board.counts(of: edgeLayer, paletteSize: edgePalette.count)
  }

  /// The work of ``BoardEdit/addEdgeFeature(_:)`` (see ``BoardEditing``).
  mutating func performAddEdgeFeature(_ feature: EdgeFeature) throws {
    try Board.validate(edgePalette: edgePalette + [feature], vertexPalette: vertexPalette)
    // No side carries the new entry yet, so the sight masks stay as they are.
    replaceEdgePalette(edgePalette + [feature])
  }

  /// The work of ``BoardEdit/removeEdgeFeature(_:)`` (see ``BoardEditing``).
  mutating func performRemoveEdgeFeature(_ id: String) throws {
    guard let k = edgePaletteIndex(of: id) else { throw BoardError.unknownEdgeFeature(id) }
    var palette = edgePalette
    palette.remove(at: k)
    replaceEdgeLayer(edgeLayer.removingPaletteEntry(k), palette: palette)
  }

  /// The palette bit and slot of feature `id` on `edge`, or the error naming what is wrong.
  private func edgeAddress(_ id: String, _ edge: HexEdge) throws -> (Int, Int) {
    guard let k = edgePaletteIndex(of: id) else { throw BoardError.unknownEdgeFeature(id) }
    guard let slot = grid.edgeSlot(of: edge) else { throw BoardError.offBoardEdge(edge) }
    return (k, slot)
  }

  /// The palette entries whose bits are set, in palette order.
  static func entries<Feature>(of bits: UInt16, in palette: [Feature]) -> [Feature] {
    var result: [Feature] = []
    var remaining = bits
    while remaining != 0 {
      let k = remaining.trailingZeroBitCount
      remaining &= remaining &- 1
      result.append(palette[k])
    }
    return result
  }

  /// How many slots carry each palette entry.
  static func counts(of layer: FeatureLayer, paletteSize: Int) -> [Int] {
    var counts = [Int](repeating: 0, count: paletteSize)
    for slot in layer.occupiedSlots {
      var remaining = layer[slot]
      while remaining != 0 {
        counts[remaining.trailingZeroBitCount] += 1
        remaining &= remaining &- 1
      }
    }
    return counts
  }
}
