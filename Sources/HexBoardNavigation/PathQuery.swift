import HexGrid

/// One path query for ``NavigationGraph/paths(_:workers:)``: the arguments of
/// ``NavigationGraph/path(from:to:rules:context:)`` but the context (each worker of a batch
/// keeps its own).
public struct PathQuery: Sendable {
  /// Where the path begins.
  public var start: Hex
  /// Where the path ends.
  public var goal: Hex
  /// The rules of the search: costs, cells in the way, a step function and the cost limit
  /// (see ``SearchRules``). Queries of one batch may each have their own (a unit class's
  /// table, the units in the way of each mover).
  public var rules: SearchRules

  /// Creates a query.
  public init(from start: Hex, to goal: Hex, rules: SearchRules = SearchRules()) {
    self.start = start
    self.goal = goal
    self.rules = rules
  }
}
