// Features on the sides between cells and on the corners where cells meet: placing them,
// reading them back, and the palettes. Both kinds go through one code path keyed by
// `FeatureLocation`: a side is addressed by `HexEdge` (named from either cell), a corner by
// `HexVertex` (by any of its three names), each across a wrapped seam too, and the board
// stores it once, in the grid's edge or vertex slot.

import HexGrid
import HexJSON

extension Board {
  /// The most features an edge or vertex palette can have (each slot stores one bit per
  /// entry, in 8 bits while no slot carries an entry past the eighth, else in 16).
  public static let maximumFeaturePaletteSize = 16

  /// The ids of the palette of `kind` (``edgePalette`` for sides, ``vertexPalette`` for
  /// corners), in palette order.
  public func featurePaletteIDs(_ kind: FeatureLocation.Kind) -> [String] {
    switch kind {
    case .side: edgePalette.map(\.id)
    case .corner: vertexPalette.map(\.id)
    }
  }

  /// The index of feature `id` in the palette of `kind`, or `nil` if that palette lacks it.
  public func featurePaletteIndex(of id: String, kind: FeatureLocation.Kind) -> Int? {
    switch kind {
    case .side: edgePalette.firstIndex { $0.id == id }
    case .corner: vertexPalette.firstIndex { $0.id == id }
    }
  }

  /// The features on side `edge`, in palette order (empty when there are none or the side
  /// is not on the board).
  ///
  /// - Complexity: O(1) to find the side, O(palette) to list its features.
  public func features(at edge: HexEdge) -> [EdgeFeature] {
    Board.entries(of: featureBits(at: .side(edge)), in: edgePalette)
  }

  /// The features on corner `vertex`, in palette order (empty when there are none or the
  /// corner is not on the board).
  public func features(at vertex: HexVertex) -> [VertexFeature] {
    Board.entries(of: featureBits(at: .corner(vertex)), in: vertexPalette)
  }

  /// The ids of the features at `location`, in palette order (empty when there are none or
  /// the location is not on the board).
  public func featureIDs(at location: FeatureLocation) -> [String] {
    Board.entries(of: featureBits(at: location), in: featurePaletteIDs(location.kind))
  }

  /// Whether `location` carries the feature `id`.
  public func hasFeature(_ id: String, at location: FeatureLocation) -> Bool {
    guard let k = featurePaletteIndex(of: id, kind: location.kind) else { return false }
    return featureBits(at: location) & (1 << k) != 0
  }

  /// The work of ``BoardEdit/setFeature(_:at:)`` (see ``BoardEditing/setFeature(_:at:)``).
  mutating func performSetFeature(_ id: String, at location: FeatureLocation) throws {
    let (k, slot) = try featureAddress(id, location)
    writeFeatureBits(
      featureLayer(location.kind)[slot] | (1 << k), atSlot: slot, kind: location.kind)
  }

  /// The work of ``BoardEdit/removeFeature(_:from:)``.
  mutating func performRemoveFeature(_ id: String, from location: FeatureLocation) throws {
    let (k, slot) = try featureAddress(id, location)
    writeFeatureBits(
      featureLayer(location.kind)[slot] & ~(1 << k), atSlot: slot, kind: location.kind)
  }

  /// The work of ``BoardEdit/clearFeatures(at:)``.
  mutating func performClearFeatures(at location: FeatureLocation) throws {
    guard let slot = featureSlot(of: location) else { throw offBoard(location) }
    writeFeatureBits(0, atSlot: slot, kind: location.kind)
  }

  /// The six sides of `hex` in `HexDirection` order, canonical (see
  /// `MapGrid.edges(of:)`); empty if `hex` is not on the board.
  public func edges(of hex: Hex) -> [HexEdge] { grid.edges(of: hex) }

  /// The six corners of `hex` in corner order, canonical; empty if `hex` is not on the
  /// board.
  public func vertices(of hex: Hex) -> [HexVertex] { grid.vertices(of: hex) }

  /// Every location of `kind` carrying at least one feature, canonical, in storage order.
  ///
  /// - Complexity: O(locations of the kind) to scan, nothing when the board has no features
  ///   of that kind.
  public func featureLocations(_ kind: FeatureLocation.Kind) -> [FeatureLocation] {
    featureLayer(kind).occupiedSlots.map { featureLocation(kind, slot: $0) }
  }

  /// Every location of `kind` carrying the feature `id`, canonical, in storage order (empty
  /// for an id the palette of `kind` lacks).
  public func featureLocations(carrying id: String, kind: FeatureLocation.Kind)
    -> [FeatureLocation]
  {
    guard let k = featurePaletteIndex(of: id, kind: kind) else { return [] }
    let layer = featureLayer(kind)
    return layer.occupiedSlots.filter { layer[$0] & (1 << k) != 0 }
      .map { featureLocation(kind, slot: $0) }
  }

  /// The number of locations of `kind` carrying each feature of its palette, in palette
  /// order.
  public func featureCounts(_ kind: FeatureLocation.Kind) -> [Int] {
    let layer = featureLayer(kind)
    var counts = [Int](repeating: 0, count: featurePaletteIDs(kind).count)
    for slot in layer.occupiedSlots {
      var remaining = layer[slot]
      while remaining != 0 {
        counts[remaining.trailingZeroBitCount] += 1
        remaining &= remaining &- 1
      }
    }
    return counts
  }

  /// The work of ``BoardEdit/addEdgeFeature(_:)``.
  mutating func performAddEdgeFeature(_ feature: EdgeFeature) throws {
    try Board.validate(edgePalette: edgePalette + [feature], vertexPalette: vertexPalette)
    // No side carries the new entry yet, so the sight masks stay as they are.
    replaceEdgePalette(edgePalette + [feature])
  }

  /// The work of ``BoardEdit/addVertexFeature(_:)``.
  mutating func performAddVertexFeature(_ feature: VertexFeature) throws {
    try Board.validate(edgePalette: edgePalette, vertexPalette: vertexPalette + [feature])
    vertexPalette.append(feature)
  }

  /// The work of ``BoardEdit/removePaletteFeature(_:kind:)``.
  mutating func performRemovePaletteFeature(_ id: String, kind: FeatureLocation.Kind) throws {
    guard let k = featurePaletteIndex(of: id, kind: kind) else {
      throw kind.unknownFeature(id)
    }
    let layer = featureLayer(kind).removingPaletteEntry(k)
    switch kind {
    case .side:
      var palette = edgePalette
      palette.remove(at: k)
      replaceEdgeLayer(layer, palette: palette)
    case .corner:
      vertexLayer = layer
      vertexPalette.remove(at: k)
    }
  }

  // MARK: - Slots

  /// The storage of `kind`: ``edgeLayer`` or ``vertexLayer``.
  func featureLayer(_ kind: FeatureLocation.Kind) -> FeatureLayer {
    kind == .side ? edgeLayer : vertexLayer
  }

  /// The slot of `location` in the layer of its kind, or `nil` if it is not on the board.
  func featureSlot(of location: FeatureLocation) -> Int? {
    switch location {
    case .side(let edge): grid.edgeSlot(of: edge)
    case .corner(let vertex): grid.vertexSlot(of: vertex)
    }
  }

  /// The location (canonical) of `slot` in the layer of `kind`.
  func featureLocation(_ kind: FeatureLocation.Kind, slot: Int) -> FeatureLocation {
    kind == .side ? .side(grid.edge(atSlot: slot)) : .corner(grid.vertex(atSlot: slot))
  }

  /// Replaces the features of one slot of `kind` by palette bits (keeping the sight masks
  /// of sides).
  ///
  /// - Precondition: `slot` is a slot of the grid and `bits` names palette entries.
  mutating func writeFeatureBits(
    _ bits: UInt16, atSlot slot: Int, kind: FeatureLocation.Kind
  ) {
    switch kind {
    case .side: setEdgeFeatureBits(bits, atSlot: slot)
    case .corner: setVertexFeatureBits(bits, atSlot: slot)
    }
  }

  /// Replaces the features of one vertex slot by palette bits.
  ///
  /// - Precondition: `slot` is a vertex slot of the grid and `bits` names palette entries.
  mutating func setVertexFeatureBits(_ bits: UInt16, atSlot slot: Int) {
    vertexLayer.set(bits, at: slot)
  }

  /// The feature bits at `location` (0 when it is not on the board).
  private func featureBits(at location: FeatureLocation) -> UInt16 {
    guard let slot = featureSlot(of: location) else { return 0 }
    return featureLayer(location.kind)[slot]
  }

  /// The error for a location not on the board.
  func offBoard(_ location: FeatureLocation) -> BoardError {
    switch location {
    case .side(let edge): .offBoardEdge(edge)
    case .corner(let vertex): .offBoardVertex(vertex)
    }
  }

  /// The palette bit and slot of feature `id` at `location`, or the error naming what is
  /// wrong.
  private func featureAddress(_ id: String, _ location: FeatureLocation) throws -> (Int, Int) {
    guard let k = featurePaletteIndex(of: id, kind: location.kind) else {
      throw location.kind.unknownFeature(id)
    }
    guard let slot = featureSlot(of: location) else { throw offBoard(location) }
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
}
