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
  /// any of `classes` pays to enter it, by its terrain and the values of the layers a class
  /// prices (`MovementClass.cost(of:layerValues:)`), and is closed only when none can
  /// enter it; sides as in ``navigationGraph()``.
  ///
  /// With one class, its plain queries price the class exactly. With several (a game's
  /// classes), the graph opens every cell some class can enter and its costs are a lower
  /// bound of each class's, so landmarks built on it stay admissible: query it with each
  /// class's ``CostTable`` (`CostTable(board:movementClass:)`).
  ///
  /// ```swift
  /// let graph = try board.navigationGraph(for: board.movementClasses)
  /// let cavalry = try CostTable(board: board, movementClass: "cavalry")
  /// let path = graph.path(from: start, to: goal, rules: SearchRules(costs: cavalry))
  /// ```
  ///
  /// - Throws: ``NavigationError`` if a cost is out of range.
  /// - Complexity: O(n + palette × classes) without layer costs, O(n × classes × layer
  ///   costs) with them.
  public func navigationGraph(for classes: [MovementClass]) throws -> NavigationGraph {
    let resolved = classes.map { ClassCellCosts(board: self, movementClass: $0) }
    let best = MovementClass.Combine.best
    guard resolved.contains(where: \.usesLayers) else {
      // The terrain alone prices each class: the cheapest per palette entry.
      let costs = palette.indices.map { code in
        resolved.reduce(nil as Int?) { best.apply($1.terrainCosts[code], to: $0) }
      }
      let cells = terrain.flattened()
      return try NavigationGraph(
        grid: grid, costAtIndex: { costs[Int(cells[$0])] }, sides: edgeMovementEffects)
    }
    return try NavigationGraph(
      grid: grid,
      costAtIndex: { index in
        resolved.reduce(nil as Int?) { best.apply($1.cost(atIndex: index), to: $0) }
      }, sides: edgeMovementEffects)
  }
}
