import HexBoardCore

extension Board {
  /// The navigation graph of the board: terrain movement costs, impassable terrain, and
  /// the edge features on the sides between cells (walls, rivers, roads), by the movement
  /// rule of ``NavigationGraph``.
  ///
  /// - Throws: ``NavigationError`` if a terrain's cost is out of range.
  public func navigationGraph() throws -> NavigationGraph {
    let costs = palette.map(\.movementCost)
    let cells = terrain.flattened()
    return try NavigationGraph(
      grid: grid, costAtIndex: { costs[Int(cells[$0])] }, sides: edgeMovementEffects)
  }
}
