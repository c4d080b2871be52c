import HexGrid

/// One path query for ``NavigationGraph/paths(_:)``: the arguments of
/// ``NavigationGraph/path(from:to:maxCost:context:)``.
public struct PathQuery: Hashable, Sendable {
  /// Where the path begins.
  public var start: Hex
  /// Where the path ends.
  public var goal: Hex
  /// The most the path may cost (`nil`: no limit; below 0: no path, not even from a cell to
  /// itself).
  public var maxCost: Int?

  /// Creates a query.
  public init(from start: Hex, to goal: Hex, maxCost: Int? = nil) {
    self.start = start
    self.goal = goal
    self.maxCost = maxCost
  }
}
