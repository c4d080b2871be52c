// What caches built from a board's terrain and sides read of it: a stamp that tells in O(1)
// whether the terrain and side features are still those a cache was built from, and the
// road sides per cell, which the board keeps as sides change (so a cost table never scans
// the sides).

extension Board {
  /// A fingerprint of a board's terrain (each cell's palette index) and side features
  /// (each side's feature bits): two stamps are equal when the terrain and the sides are
  /// the same, and differ (but for a 2⁻⁶⁴-scale chance) when a cell or a side differs.
  ///
  /// A value to keep beside anything computed from the terrain and sides, such as a cost
  /// table or a navigation graph, and to compare with the board's
  /// ``Board/terrainAndSidesStamp`` before using it again. It does not cover the palettes:
  /// a palette whose entries change keeps the cells' indices, and so the stamp.
  public struct TerrainAndSidesStamp: Sendable, Hashable {
    /// The sum of the content-hash terms of every cell's terrain.
    let terrain: UInt64
    /// The sum of the content-hash terms of every side's features.
    let sides: UInt64
  }

  /// The stamp of the board's terrain and side features as they are now (see
  /// ``TerrainAndSidesStamp``).
  ///
  /// ```swift
  /// let built = board.terrainAndSidesStamp
  /// // ... the board changes ...
  /// if board.terrainAndSidesStamp != built { /* build the cache again */ }
  /// ```
  ///
  /// - Complexity: O(1): the board keeps both sums as cells and sides change.
  public var terrainAndSidesStamp: TerrainAndSidesStamp {
    TerrainAndSidesStamp(terrain: terrainSum, sides: edgeLayer.contentSum)
  }

  /// Per cell index, bit `d` when the features on the cell's inner side in direction `d`
  /// together set the cost of a step across it and do not block it (roads, by
  /// `EdgeFeature.Movement`), set from both cells of the side; `nil` when no side does.
  ///
  /// The board keeps these masks as sides and the edge palette change, so reading them
  /// copies one byte a cell and never scans the sides.
  ///
  /// - Complexity: O(n) to copy when some side sets a cost, O(1) otherwise.
  public var costSettingSides: [UInt8]? {
    costSetSides.activeMasks?.flattened()
  }
}
