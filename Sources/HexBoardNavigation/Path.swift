import HexGrid

/// A route found by ``NavigationGraph/path(from:to:rules:context:)`` or
/// ``MovementRange/path(to:)``.
public struct Path: Hashable, Sendable {
  /// The hexes from start to goal, both included, each adjacent to the next. On wrapped
  /// maps each is the cell's position on the map, so a path crossing the seam jumps from
  /// one edge of the box to the other.
  public let hexes: [Hex]
  /// The sum of the step costs (the start is free).
  public let cost: Int
  /// The cost of each step, in order: `stepCosts[i]` is the cost of moving from `hexes[i]`
  /// to `hexes[i + 1]`, and they sum to ``cost``. Searches fill it; it is empty for a
  /// path made with ``init(hexes:cost:)``, which knows only the total.
  public let stepCosts: [Int]
  /// The turn each hex is reached in, parallel to ``hexes``, for a path found with
  /// movement points per turn (``SearchRules/turns``): 0 for the start, 1 for the hexes
  /// reached this turn, 2 for those reached next turn, and so on. A step's cost then
  /// includes the points left unused at the end of the turns it waited through (see
  /// ``Turns``). Empty for a path found without turns.
  public let turns: [Int]

  /// Creates a path that knows only its total cost (``stepCosts`` is empty).
  public init(hexes: [Hex], cost: Int) {
    self.hexes = hexes
    self.cost = cost
    self.stepCosts = []
    self.turns = []
  }

  /// Creates a path from its hexes and the cost of each step (one fewer than the hexes);
  /// its ``cost`` is their sum. `turns` gives the turn each hex is reached in (see
  /// ``turns``), or is empty.
  public init(hexes: [Hex], stepCosts: [Int], turns: [Int] = []) {
    self.hexes = hexes
    self.cost = stepCosts.reduce(0, +)
    self.stepCosts = stepCosts
    self.turns = turns
  }

  /// The number of turns the path takes: the turn its last hex is reached in (0 for a
  /// path found without turns, or one that does not move).
  public var turnCount: Int { turns.last ?? 0 }

  /// The number of steps: one less than the number of hexes.
  public var steps: Int { hexes.count - 1 }

  /// Two paths are equal when they have the same hexes and total cost; step costs are not
  /// compared, so a path made by hand with ``init(hexes:cost:)`` equals the one a search
  /// returns.
  public static func == (lhs: Path, rhs: Path) -> Bool {
    lhs.cost == rhs.cost && lhs.hexes == rhs.hexes
  }

  /// Hashes the hexes and the total cost, the parts equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(hexes)
    hasher.combine(cost)
  }

  /// The longest start of the path whose steps cost at most `budget` in all: how far a
  /// unit with `budget` movement points gets along it this turn. Its first hex is the
  /// path's; it is the whole path when `budget >= cost`, and the start alone when the
  /// first step costs more than `budget` (or `budget` is negative).
  ///
  /// A path without step costs (made with ``init(hexes:cost:)`` and more than one hex)
  /// cannot be cut: it is the whole path when `budget >= cost`, else the start alone.
  ///
  /// - Complexity: O(steps taken).
  public func prefix(withinBudget budget: Int) -> Path {
    guard let first = hexes.first else { return self }
    if budget >= cost { return self }
    guard stepCosts.count == steps else { return Path(hexes: [first], stepCosts: []) }
    var spent = 0
    var taken = 0
    while taken < stepCosts.count && spent + stepCosts[taken] <= budget {
      spent += stepCosts[taken]
      taken += 1
    }
    return Path(hexes: Array(hexes[...taken]), stepCosts: Array(stepCosts[..<taken]))
  }
}

extension Path: CustomStringConvertible {
  /// A readable form listing cost and hexes.
  public var description: String {
    "Path(cost: \(cost), \(hexes.map { "(\($0.q), \($0.r))" }.joined(separator: " → ")))"
  }
}
