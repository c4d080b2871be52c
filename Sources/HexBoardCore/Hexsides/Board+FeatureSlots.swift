import HexBoardMaps
import HexGrid

// Side and corner features by slot (`MapGrid.edgeSlot(of:)`, `MapGrid.vertexSlot(of:)`) and
// palette bit: the form renderers, exporters and generators walk a whole board in, so that
// code outside the package (a user's renderer or generator) does what the built-in ones do
// with the same speed.

extension Board {
  /// The features at slot `slot` of `kind` as palette bits: bit `k` set when palette entry
  /// `k` (``edgePalette`` or ``vertexPalette``) is there; 0 for a slot that is not on the
  /// grid.
  ///
  /// - Complexity: O(1).
  public func featureBits(atSlot slot: Int, kind: FeatureLocation.Kind) -> UInt16 {
    // Each layer read in place: `featureLayer(_:)` would copy the layer (a retain and a
    // release) on every call, and player views read a dozen slots per revealed cell.
    switch kind {
    case .side: slot >= 0 && slot < edgeLayer.slotCount ? edgeLayer[slot] : 0
    case .corner: slot >= 0 && slot < vertexLayer.slotCount ? vertexLayer[slot] : 0
    }
  }

  /// Whether any side (or corner) of `kind` carries a feature.
  ///
  /// - Complexity: O(1): the board keeps the count of occupied slots.
  public func hasFeatures(_ kind: FeatureLocation.Kind) -> Bool {
    !featureLayer(kind).isEmpty
  }

  /// The slots of `kind` that carry at least one feature, in increasing order (each side
  /// or corner once, under its canonical slot).
  ///
  /// - Complexity: O(slots with features).
  public func occupiedFeatureSlots(_ kind: FeatureLocation.Kind) -> [Int] {
    featureLayer(kind).occupiedSlots
  }

  /// For each palette entry of `kind`, in palette order, the slots that carry it, in
  /// increasing order: what a renderer draws entry by entry.
  ///
  /// - Complexity: O(slots with features × entries there).
  public func featureSlots(byEntry kind: FeatureLocation.Kind) -> [[Int]] {
    featureLayer(kind).slots(byEntry: kind == .side ? edgePalette.count : vertexPalette.count)
  }

  /// The work of ``BoardEdit/setFeatureBits(_:atSlot:kind:)``.
  mutating func performSetFeatureBits(
    _ bits: UInt16, atSlot slot: Int, kind: FeatureLocation.Kind
  ) throws {
    let layer = featureLayer(kind)
    let paletteSize = kind == .side ? edgePalette.count : vertexPalette.count
    let valid: Bool
    switch kind {
    case .side: valid = slot >= 0 && slot < layer.slotCount && grid.isEdgeSlot(slot)
    case .corner: valid = slot >= 0 && slot < layer.slotCount && grid.isVertexSlot(slot)
    }
    guard valid else { throw BoardError.offBoardFeatureSlot(slot, kind: kind) }
    guard paletteSize >= 16 || bits >> paletteSize == 0 else {
      throw BoardError.unknownFeatureBits(bits, kind: kind)
    }
    writeFeatureBits(bits, atSlot: slot, kind: kind)
  }
}
