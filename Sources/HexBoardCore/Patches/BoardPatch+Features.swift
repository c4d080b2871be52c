// Hexside and corner features in patches: the changes' types, and the comparison of two
// boards' feature layers slot by slot (free when neither board has features). Applying is in
// BoardPatch+Apply.swift, the JSON form in BoardPatch+JSONFeatures.swift.

import HexBoardCore
import HexBoardMaps
import HexGrid

extension BoardPatch {
  /// A side whose features change, with every feature it carries after the patch.
  ///
  /// The side is named as in map files: a cell beside it (offset coordinates in the board's
  /// convention) and the side's compass name in the target board's orientation
  /// (`HexOrientation.sideNames`); either cell beside it may name it.
  public struct EdgeChange: Sendable, Hashable {
    /// A cell beside the side, in the board's offset convention.
    public var cell: OffsetCoordinate
    /// The side of ``cell`` by its compass name in the target board's orientation (`"ne"`).
    public var side: String
    /// The ids of every feature on the side after the patch, in the target edge palette;
    /// empty when the side is cleared.
    public var features: [String]

    /// Creates a side change.
    public init(cell: OffsetCoordinate, side: String, features: [String]) {
      self.cell = cell
      self.side = side
      self.features = features
    }
  }

  /// A corner whose features change, with every feature it carries after the patch.
  ///
  /// The corner is named as in map files: a cell around it and the corner's compass name in
  /// the target board's orientation (`HexOrientation.cornerNames`); any of its cells may
  /// name it.
  public struct VertexChange: Sendable, Hashable {
    /// A cell around the corner, in the board's offset convention.
    public var cell: OffsetCoordinate
    /// The corner of ``cell`` by its compass name in the target board's orientation (`"nw"`).
    public var corner: String
    /// The ids of every feature on the corner after the patch, in the target vertex palette;
    /// empty when the corner is cleared.
    public var features: [String]

    /// Creates a corner change.
    public init(cell: OffsetCoordinate, corner: String, features: [String]) {
      self.cell = cell
      self.corner = corner
      self.features = features
    }
  }

  /// Every slot whose feature bits differ between `old` and `new`, in slot order, named from
  /// the slot's cell by `names` with the ids of `new`'s bits in `ids`. Compares bits, as cell
  /// changes compare palette indices: a slot keeps its bits when only the palette changes.
  ///
  /// - Complexity: O(1) when neither layer holds a feature, otherwise O(slots).
  package static func slotChanges(
    from old: FeatureLayer, to new: FeatureLayer, grid: MapGrid, names: [String], ids: [String]
  ) -> [(cell: OffsetCoordinate, name: String, features: [String])] {
    guard !old.isEmpty || !new.isEmpty else { return [] }
    var changes: [(cell: OffsetCoordinate, name: String, features: [String])] = []
    for slot in 0..<new.slotCount where old[slot] != new[slot] {
      var features: [String] = []
      var remaining = new[slot]
      while remaining != 0 {
        features.append(ids[remaining.trailingZeroBitCount])
        remaining &= remaining &- 1
      }
      changes.append((grid.offset(at: slot / 6), names[slot % 6], features))
    }
    return changes
  }

  /// Records the feature changes from `base` to `target` (same grid): palettes that differ,
  /// then the sides and corners whose features differ, named in the target's orientation.
  mutating func diffFeatures(from base: Board, to target: Board) {
    if base.edgePalette != target.edgePalette { edgePalette = target.edgePalette }
    if base.vertexPalette != target.vertexPalette { vertexPalette = target.vertexPalette }
    let grid = target.grid
    edges = BoardPatch.slotChanges(
      from: base.edgeLayer, to: target.edgeLayer, grid: grid,
      names: target.orientation.sideNames, ids: target.edgePalette.map(\.id)
    ).map { EdgeChange(cell: $0.cell, side: $0.name, features: $0.features) }
    vertices = BoardPatch.slotChanges(
      from: base.vertexLayer, to: target.vertexLayer, grid: grid,
      names: target.orientation.cornerNames, ids: target.vertexPalette.map(\.id)
    ).map { VertexChange(cell: $0.cell, corner: $0.name, features: $0.features) }
  }
}
