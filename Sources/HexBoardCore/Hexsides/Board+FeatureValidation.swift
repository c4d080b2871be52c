// The invariants of hexside and corner features, checked by `Board.validate()` and by the
// palette mutators: unique, well-formed ids, costs in range, at most 16 entries a palette,
// and placements only in real slots naming real palette entries.

import HexGrid
import HexJSON

extension Board {
  /// Checks both feature palettes.
  static func validate(edgePalette: [EdgeFeature], vertexPalette: [VertexFeature]) throws {
    for count in [edgePalette.count, vertexPalette.count] where count > maximumFeaturePaletteSize {
      throw BoardError.featurePaletteTooLarge(count)
    }
    var ids = Set<String>()
    for (i, feature) in edgePalette.enumerated() {
      try check(feature.id, .id, "edgeFeatures[\(i)].id")
      guard ids.insert(feature.id).inserted else { throw BoardError.duplicateFeature(feature.id) }
      switch feature.movement {
      case .adds(let cost) where cost < 0 || cost > EdgeFeature.maximumCost,
        .sets(let cost) where cost < 1 || cost > EdgeFeature.maximumCost:
        throw BoardError.invalidFeatureCost(feature.id, cost)
      default: break
      }
    }
    ids.removeAll()
    for (i, feature) in vertexPalette.enumerated() {
      try check(feature.id, .id, "vertexFeatures[\(i)].id")
      guard ids.insert(feature.id).inserted else { throw BoardError.duplicateFeature(feature.id) }
    }
  }

  /// Checks the placements: every occupied slot is a slot of the grid and names only
  /// palette entries.
  func validateFeaturePlacements() throws {
    for kind in FeatureLocation.Kind.allCases {
      let layer = featureLayer(kind)
      let paletteSize = featurePaletteIDs(kind).count
      let isSide = kind == .side
      guard layer.slotCount == (isSide ? grid.edgeSlotCount : grid.vertexSlotCount) else {
        throw BoardError.invalidValue(
          path: isSide ? "edges" : "vertices", problem: "laid out on another grid")
      }
      let allowed: UInt16 = paletteSize >= 16 ? .max : (1 << paletteSize) - 1
      for slot in layer.occupiedSlots {
        guard isSide ? grid.isEdgeSlot(slot) : grid.isVertexSlot(slot) else {
          throw offBoard(featureLocation(kind, slot: slot))
        }
        guard layer[slot] & ~allowed == 0 else {
          throw kind.unknownFeature("#\(15 - layer[slot].leadingZeroBitCount)")
        }
      }
    }
  }
}
