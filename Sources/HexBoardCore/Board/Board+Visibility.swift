// Fog of war on a board: a `VisibilityMap` with the board's own rules of sight.

import HexBoardVision
import HexGrid

extension Board {
  /// What blocks sight on this board: terrain that blocks sight, elevation if any, and
  /// sides carrying an edge feature that blocks sight.
  ///
  /// - Complexity: O(palette): the blocker reads the board's own layers (shared, not
  ///   copied) and the per-cell sight masks of the sides, which every feature change keeps.
  public var sightBlocker: SightBlocker {
    let opaque = palette.map(\.blocksSight)
    let cells = terrain
    var height: (@Sendable (Int) -> Int)? = nil
    if let heights = elevation {
      height = { index in heights[index: index] }
    }
    var sides: (@Sendable (Int, HexDirection) -> Bool)? = nil
    if let masks = sightSides.activeMasks {
      sides = { index, side in masks[index] & (1 << side.rawValue) != 0 }
    }
    return SightBlocker(
      isOpaque: { opaque[Int(cells[index: $0])] }, elevation: height, isSideOpaque: sides)
  }

  /// Whether `target` is visible from `viewer` (see `MapGrid.lineOfSight(from:to:blocker:)`).
  public func lineOfSight(from viewer: Hex, to target: Hex) -> Bool {
    grid.lineOfSight(from: viewer, to: target, blocker: sightBlocker)
  }

  /// The cells visible from `viewer` within `radius`.
  public func fieldOfView(from viewer: Hex, radius: Int) -> [Hex] {
    grid.fieldOfView(from: viewer, radius: radius, blocker: sightBlocker)
  }

  /// What `viewers` see within `radius` on this board, as a fresh `VisibilityMap` (its
  /// `VisibilityMap.explored` and `VisibilityMap.revealed` are the visible cells).
  /// Sight is blocked as ``sightBlocker`` says: terrain, elevation and hexside walls.
  ///
  /// - Complexity: see `VisibilityMap.update(viewers:radius:blocker:)`.
  public func visibility(viewers: some Sequence<Hex>, radius: Int) -> VisibilityMap {
    var map = VisibilityMap(grid: grid)
    map.update(viewers: viewers, radius: radius, blocker: sightBlocker)
    return map
  }

  /// Updates `map` to what `viewers` see within `radius` on this board now (see
  /// `VisibilityMap.update(viewers:radius:blocker:)`). A map of another grid is first
  /// reset to this board's grid, so its memory starts over.
  public func updateVisibility(_ map: inout VisibilityMap, viewers: some Sequence<Hex>, radius: Int)
  {
    if map.grid != grid { map = VisibilityMap(grid: grid) }
    map.update(viewers: viewers, radius: radius, blocker: sightBlocker)
  }

  /// ``updateVisibility(_:viewers:radius:)`` with a radius per viewer.
  public func updateVisibility(
    _ map: inout VisibilityMap, viewers: some Sequence<(viewer: Hex, radius: Int)>
  ) {
    if map.grid != grid { map = VisibilityMap(grid: grid) }
    map.update(viewers: viewers, blocker: sightBlocker)
  }
}
