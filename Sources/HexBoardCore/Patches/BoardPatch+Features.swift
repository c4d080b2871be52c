// Hexside and corner features in patches: the changes' types, and the comparison of two
// boards' feature layers slot by slot (free when neither board has features). Applying is in
// BoardPatch+Apply.swift, the JSON form in BoardPatch+JSONFeatures.swift.

import HexBoardMaps
import HexGrid

extension BoardPatch {
  /// A side or corner whose features change, with every feature it carries after the
  /// patch: one entry of ``BoardPatch/edges`` or ``BoardPatch/vertices``.
  ///
  /// The location is named as in map files: a cell beside it (offset coordinates in the
  /// board's convention) and its compass name in the target board's orientation
  /// (`HexOrientation.sideNames` for a side, `HexOrientation.cornerNames` for a corner); any
  /// cell beside it may name it.
  public struct FeatureChange: Sendable, Hashable {
    /// A cell beside the side or around the corner, in the board's offset convention.
    public var cell: OffsetCoordinate
    /// The side or corner of ``cell`` by its compass name in the target board's orientation
    /// (`"ne"`).
    public var name: String
    /// The ids of every feature there after the patch, in the target palette of its kind;
    /// empty when the side or corner is cleared.
    public var features: [String]

    /// Creates a side or corner change.
    public init(cell: OffsetCoordinate, name: String, features: [String]) {
      self.cell = cell
      self.name = name
      self.features = features
    }
  }

  /// Every slot whose feature bits differ between `old` and `new`, in slot order, named from
  /// the slot's cell by `names` with the ids of `new`'s bits in `ids`. Compares bits, as cell
  /// changes compare palette indices: a slot keeps its bits when only the palette changes.
  ///
  /// - Complexity: O(1) when neither layer holds a feature, otherwise O(slots).
  static func slotChanges(
    from old: FeatureLayer, to new: FeatureLayer, grid: MapGrid, names: [String], ids: [String]
  ) -> [FeatureChange] {
    guard !old.isEmpty || !new.isEmpty else { return [] }
    var changes: [FeatureChange] = []
    for slot in 0..<new.slotCount where old[slot] != new[slot] {
      var features: [String] = []
      var remaining = new[slot]
      while remaining != 0 {
        features.append(ids[remaining.trailingZeroBitCount])
        remaining &= remaining &- 1
      }
      changes.append(
        FeatureChange(cell: grid.offset(at: slot / 6), name: names[slot % 6], features: features))
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
    )
    vertices = BoardPatch.slotChanges(
      from: base.vertexLayer, to: target.vertexLayer, grid: grid,
      names: target.orientation.cornerNames, ids: target.vertexPalette.map(\.id)
    )
  }
}
