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

  /// The navigation graph of the board for movement classes: each cell costs the least
  /// any of `classes` pays to enter it (``MovementClass/cost(of:)``), and is closed only
  /// when none can enter it; sides as in ``navigationGraph()``.
  ///
  /// With one class, its plain queries price the class exactly. With several (a game's
  /// classes), the graph opens every cell some class can enter and its costs are a lower
  /// bound of each class's, so landmarks built on it stay admissible: query it with each
  /// class's ``CostTable`` (``CostTable/init(board:movementClass:)``).
  ///
  /// ```swift
  /// let graph = try board.navigationGraph(for: board.movementClasses)
  /// let cavalry = try CostTable(board: board, movementClass: "cavalry")
  /// let path = graph.path(from: start, to: goal, rules: SearchRules(costs: cavalry))
  /// ```
  ///
  /// - Throws: ``NavigationError`` if a cost is out of range.
  /// - Complexity: O(n + palette × classes).
  public func navigationGraph(for classes: [MovementClass]) throws -> NavigationGraph {
    let costs = palette.map { terrain in
      classes.reduce(nil as Int?) { best, movementClass in
        MovementClass.Combine.best.apply(movementClass.cost(of: terrain), to: best)
      }
    }
    let cells = terrain.flattened()
    return try NavigationGraph(
      grid: grid, costAtIndex: { costs[Int(cells[$0])] }, sides: edgeMovementEffects)
  }
}
