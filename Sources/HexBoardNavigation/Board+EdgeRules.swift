// What the board's edge features mean to navigation and sight: the per-side movement
// effects a graph applies, and the sides that stop a line of sight. A board without edge
// features (or whose features change neither) gets nothing, so it navigates and sees
// exactly as fast as before features existed.

import HexBoardCore
import HexGrid

extension Board {
  /// The movement effect of every side carrying features, folded by the movement rule of
  /// ``NavigationGraph``; empty when no feature changes movement.
  var edgeMovementEffects: SideEffects {
    guard hasFeatures(.side) else { return SideEffects() }
    return SideEffects(board: self, table: edgePalette.map { SideEffect($0.movement) })
  }

  /// Per cell index, bit `d` when a sight-blocking feature lies on the cell's side in
  /// direction `d` (set from both cells of an inner side); `nil` when no side blocks sight.
  /// Built from scratch by scanning every side: the reference the masks the board keeps
  /// for `sightBlocker` are tested against.
  package var sightBlockingSides: [UInt8]? {
    var blocking: UInt16 = 0
    for (k, feature) in edgePalette.enumerated() where feature.blocksSight {
      blocking |= 1 << k
    }
    guard blocking != 0, hasFeatures(.side) else { return nil }
    var masks: [UInt8]? = nil
    for slot in occupiedFeatureSlots(.side)
    where featureBits(atSlot: slot, kind: .side) & blocking != 0 {
      if masks == nil { masks = [UInt8](repeating: 0, count: grid.indexCount) }
      let a = slot / 6
      let d = slot % 6
      masks?[a] |= 1 << d
      if let b = grid.neighbor(of: a, in: HexDirection(rawValue: d).unsafelyUnwrapped) {
        masks?[b] |= 1 << opposite(d)
      }
    }
    return masks
  }

  /// Per cell index, bit `d` when the features on the inner side in direction `d` set the
  /// cost of the step and do not block it (roads); `nil` when no side does. Built from
  /// scratch by scanning every side: the reference the kept `Board.costSettingSides` are
  /// tested against (``CostTable`` reads those).
  package var costSettingSidesFromScratch: [UInt8]? {
    let sides = edgeMovementEffects
    guard !sides.isEmpty else { return nil }
    var steps = [UInt8](repeating: 0, count: grid.indexCount)
    var any = false
    sides.forEachInnerSide(grid: grid) { a, d, b, effect in
      guard effect.sets != 0 && !effect.blocks else { return }
      steps[a] |= 1 << d
      steps[b] |= 1 << opposite(d)
      any = true
    }
    return any ? steps : nil
  }
}
