// Fog of war on a board: a `VisibilityMap` with the board's own rules of sight.

extension Board {
  /// What `viewers` see within `radius` on this board, as a fresh ``VisibilityMap`` (its
  /// ``VisibilityMap/explored`` and ``VisibilityMap/revealed`` are the visible cells).
  /// Sight is blocked as ``sightBlocker`` says: terrain, elevation and hexside walls.
  ///
  /// - Complexity: see ``VisibilityMap/update(viewers:radius:blocker:)``.
  public func visibility(viewers: some Sequence<Hex>, radius: Int) -> VisibilityMap {
    var map = VisibilityMap(grid: grid)
    map.update(viewers: viewers, radius: radius, blocker: sightBlocker)
    return map
  }

  /// Updates `map` to what `viewers` see within `radius` on this board now (see
  /// ``VisibilityMap/update(viewers:radius:blocker:)``). A map of another grid is first
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
