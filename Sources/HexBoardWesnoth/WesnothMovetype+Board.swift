import HexBoard

extension WesnothMovetype {
  /// This movetype's cost of entering each cell of a converted board, by Wesnoth's alias
  /// rules (<doc:MovementRules>) over the cell's base terrain and overlay
  /// (``WesnothBoard/code(on:at:)``): an array indexed by the grid's cell index, 1...98 for
  /// cells the movetype can enter and ``unreachable`` (99) for the others and for holes.
  ///
  /// Each (terrain, overlay) pair the palettes allow is costed once, so this is O(cells)
  /// plus the pairs in use, with no hashing per cell.
  ///
  /// - Parameters:
  ///   - board: a board converted from a map (``WesnothMap/board(name:table:)``).
  ///   - table: the terrain types the costs are resolved with.
  /// - Returns: `board.grid.indexCount` costs.
  public func costs(on board: Board, table: WesnothTerrainTable) -> [Int] {
    let grid = board.grid
    let layer = board.layer(named: WesnothBoard.overlayLayer).flatMap {
      $0.isCategorical ? $0 : nil
    }
    let overlayIDs: [String?] = [nil] + (layer?.palette.map { Optional($0.id) } ?? [])
    let stride = overlayIDs.count
    // -1: not costed yet.
    var pairs = [Int](repeating: -1, count: board.palette.count * stride)
    var result = [Int](repeating: Self.unreachable, count: grid.indexCount)
    let terrain = board.terrain
    for index in grid.indices {
      let base = Int(terrain[index: index])
      let overlay = layer.map { Int($0.codes[index: index]) } ?? 0
      let pair = base * stride + overlay
      if pairs[pair] < 0 {
        let code = try? WesnothBoard.combined(
          base: board.palette[base].id, overlay: overlayIDs[overlay])
        pairs[pair] = code.map { cost(of: $0, in: table) } ?? Self.unreachable
      }
      result[index] = pairs[pair]
    }
    return result
  }

  /// A navigation graph of a converted board for this movetype: each cell costs what
  /// ``costs(on:table:)`` says, and cells it cannot enter (99) are impassable. Paths and
  /// movement ranges on it are a unit's moves in Wesnoth (without zones of control).
  ///
  /// - Parameters:
  ///   - board: a converted board.
  ///   - table: the terrain types.
  /// - Throws: what `NavigationGraph` throws for a grid it cannot hold.
  public func navigationGraph(on board: Board, table: WesnothTerrainTable) throws
    -> NavigationGraph
  {
    let costs = costs(on: board, table: table)
    return try NavigationGraph(grid: board.grid) { index in
      costs[index] >= Self.unreachable ? nil : costs[index]
    }
  }
}
