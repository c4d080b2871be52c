// Features on the sides between cells, for games that keep their own: the public way in.
// How they are applied is in SideEffects.swift.

import HexBoardCore
import HexBoardMaps
import HexGrid

extension NavigationGraph {
  /// Builds a graph over `grid` with the entry cost of each cell by index (`nil` for an
  /// impassable cell) and features on the sides between cells, under the movement rule of
  /// ``NavigationGraph``: for a game that keeps its own walls, rivers and roads rather than
  /// a `Board`.
  ///
  /// Each pair in `edgeRules` puts one feature's effect on one side, named by any of its
  /// names (from either cell, or across a wrapped seam). Several pairs on the same side
  /// combine like several features on it: any `EdgeFeature.Movement.blocks` forbids the
  /// step, the smallest `EdgeFeature.Movement.sets(_:)` wins over the rest, and the
  /// `EdgeFeature.Movement.adds(_:)` sum (so a river listed twice adds twice).
  /// `EdgeFeature.Movement.unchanged` and sides on the map's border change nothing.
  ///
  /// ```swift
  /// let wall = HexEdge(Hex(q: 2, r: 0), .north)
  /// let ford = HexEdge(Hex(q: 3, r: 0), .northEast)
  /// let graph = try NavigationGraph(
  ///   grid: grid, costAtIndex: { costs[$0] },
  ///   edgeRules: [(wall, .blocks), (ford, .adds(2)), (ford, .sets(1))])
  /// ```
  ///
  /// - Throws: ``NavigationError/invalidCost(_:_:)`` for a cell cost outside
  ///   `1...maximumCellCost`, ``NavigationError/offMapEdge(_:)`` for a side of no cell of
  ///   the map, ``NavigationError/invalidEdgeCost(_:_:)`` for a set cost outside
  ///   `1...EdgeFeature.maximumCost` or an added cost outside `0...EdgeFeature.maximumCost`.
  /// - Complexity: O(n + k log k) for n cells and k rules, plus O(n) when some rule
  ///   changes a step's cost.
  public init(
    grid: MapGrid, costAtIndex cost: (Int) throws -> Int?,
    edgeRules: some Sequence<(HexEdge, EdgeFeature.Movement)>
  ) throws {
    try self.init(grid: grid, costAtIndex: cost, sides: SideEffects(grid: grid, rules: edgeRules))
  }

  /// Builds a graph from a map of cells, asking `cost` for each cell's entry cost (`nil` for
  /// an impassable cell), with features on the sides between cells (see
  /// ``init(grid:costAtIndex:edgeRules:)``).
  ///
  /// - Throws: like ``init(grid:costAtIndex:edgeRules:)``.
  public init<Value>(
    map: HexMap<Value>, edgeRules: some Sequence<(HexEdge, EdgeFeature.Movement)>,
    cost: (Value) throws -> Int?
  ) throws {
    let storage = map.storage
    try self.init(
      grid: map.grid, costAtIndex: { try cost(storage[$0]) },
      sides: SideEffects(grid: map.grid, rules: edgeRules))
  }
}
