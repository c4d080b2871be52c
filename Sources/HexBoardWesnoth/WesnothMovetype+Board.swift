import HexBoard

extension WesnothMovetype {
  /// This movetype's cost of entering each cell of a converted board: what its
  /// ``movementClass(on:table:)`` prices through `CostTable(board:movementClass:)`, as an
  /// array indexed by the grid's cell index, 1...98 for cells the movetype can enter and
  /// ``unreachable`` (99) for the others and for holes.
  ///
  /// - Parameters:
  ///   - board: a board converted from a map (``WesnothMap/board(name:table:)``).
  ///   - table: the terrain types the costs are resolved with.
  /// - Returns: `board.grid.indexCount` costs.
  public func costs(on board: Board, table: WesnothTerrainTable) -> [Int] {
    let grid = board.grid
    var result = [Int](repeating: Self.unreachable, count: grid.indexCount)
    // A table fails only past 255 distinct costs, which 1...98 cannot reach.
    guard
      let costs = try? CostTable(
        board: board, movementClass: movementClass(on: board, table: table))
    else { return result }
    for index in grid.indices {
      result[index] = costs.cost(ofEntering: grid.hex(at: index)) ?? Self.unreachable
    }
    return result
  }

  /// A navigation graph of a converted board for this movetype: the graph of its
  /// ``movementClass(on:table:)`` (`board.navigationGraph(for:)`), whose cells cost what
  /// ``costs(on:table:)`` says, cells it cannot enter (99) impassable. Paths and movement
  /// ranges on it are a unit's moves in Wesnoth; for zones of control, friends and foes and
  /// turns, query it with `SearchRules(costs:for:units:mover:turns:)` and the class's
  /// `CostTable`.
  ///
  /// - Parameters:
  ///   - board: a converted board.
  ///   - table: the terrain types.
  /// - Throws: what `Board.navigationGraph(for:)` throws.
  public func navigationGraph(on board: Board, table: WesnothTerrainTable) throws
    -> NavigationGraph
  {
    try board.navigationGraph(for: [movementClass(on: board, table: table)])
  }
}
