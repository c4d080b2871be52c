import HexBoard

extension WesnothMovetype {
  /// This movetype's cost of entering each cell of a converted board: what its
  /// ``movementClass(on:table:)`` prices through `CostTable(board:movementClass:)`, except
  /// on the codes the class cannot price exactly
  /// (``ClassResolution/mismatches``, such as a forest on a ford), which cost what
  /// ``cost(of:in:)`` says. An array indexed by the grid's cell index, 1...98 for cells the
  /// movetype can enter and ``unreachable`` (99) for the others and for holes.
  ///
  /// - Parameters:
  ///   - board: a board converted from a map (``WesnothMap/board(name:table:)``).
  ///   - table: the terrain types the costs are resolved with.
  /// - Returns: `board.grid.indexCount` costs.
  public func costs(on board: Board, table: WesnothTerrainTable) -> [Int] {
    let grid = board.grid
    var result = [Int](repeating: Self.unreachable, count: grid.indexCount)
    let resolution = resolveMovementClass(on: board, table: table)
    // A table fails only past 255 distinct costs, which 1...98 cannot reach.
    guard let costs = try? CostTable(board: board, movementClass: resolution.movementClass)
    else { return result }
    let inexact = Set(resolution.mismatches)
    for index in grid.indices {
      let hex = grid.hex(at: index)
      result[index] = costs.cost(ofEntering: hex) ?? Self.unreachable
      if !inexact.isEmpty, let code = WesnothBoard.code(on: board, at: hex), inexact.contains(code)
      {
        result[index] = cost(of: code, in: table)
      }
    }
    return result
  }

  /// A navigation graph of a converted board for this movetype: each cell costs what
  /// ``costs(on:table:)`` says, and cells it cannot enter (99) are impassable. Paths and
  /// movement ranges on it are a unit's moves in Wesnoth; for zones of control, friends and
  /// foes and turns, query it with `SearchRules(units:mover:turns:)`, or take the class's
  /// `CostTable` where ``resolveMovementClass(on:table:)`` reports no mismatch.
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
