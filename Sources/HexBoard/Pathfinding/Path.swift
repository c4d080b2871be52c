/// A route found by ``NavigationGraph/path(from:to:maxCost:context:)``.
public struct Path: Hashable, Sendable {
  /// The hexes from start to goal, both included, each adjacent to the next. On wrapped
  /// maps each is the cell's position on the map, so a path crossing the seam jumps from
  /// one edge of the box to the other.
  public let hexes: [Hex]
  /// The sum of the step costs (the start is free).
  public let cost: Int

  /// Creates a path.
  public init(hexes: [Hex], cost: Int) {
    self.hexes = hexes
    self.cost = cost
  }

  /// The number of steps: one less than the number of hexes.
  public var steps: Int { hexes.count - 1 }
}

extension Path: CustomStringConvertible {
  /// A readable form listing cost and hexes.
  public var description: String {
    "Path(cost: \(cost), \(hexes.map { "(\($0.q), \($0.r))" }.joined(separator: " → ")))"
  }
}
