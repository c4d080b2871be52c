import HexBoard

extension WesnothMovetype {
  /// This movetype's cost of entering each cell of a converted board: what its
  /// ``movementClass(on:table:)`` prices through `CostTable(board:movementClass:)`, which is
  /// what ``cost(of:in:)`` says for the cell's code. An array indexed by the grid's cell
  /// index, 1...98 for cells the movetype can enter and ``unreachable`` (99) for the others
  /// and for holes.
  ///
  /// - Parameters:
  ///   - board: a board converted from a map (``WesnothMap/board(name:table:)``).
  ///   - table: the terrain types the costs are resolved with.
  /// - Returns: `board.grid.indexCount` costs.
  public func costs(on board: Board, table: WesnothTerrainTable) -> [Int] {
    let grid = board.grid
    var result = [Int](repeating: Self.unreachable, count: grid.indexCount)
    // A table fails only past 256 distinct costs, which 1...98 and impassable cannot reach.
    guard
      let costs = try? CostTable(
        board: board, movementClass: movementClass(on: board, table: table))
    else { return result }
    for index in grid.indices {
      result[index] = costs.cost(ofEntering: grid.hex(at: index)) ?? Self.unreachable
    }
    return result
  }

  /// A navigation graph of a converted board for this movetype: each cell costs what
  /// ``costs(on:table:)`` says, and cells it cannot enter (99) are impassable. Paths and
  /// movement ranges on it are a unit's moves in Wesnoth; for zones of control, friends and
  /// foes and turns, query it with `SearchRules(units:mover:turns:)`, or take the class's
  /// `CostTable` (``movementClass(on:table:)``), which prices the same.
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
