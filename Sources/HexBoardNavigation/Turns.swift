/// Movement points per turn (``SearchRules/turns``): a route is split into turns, as in
/// Battle for Wesnoth.
///
/// **How a route is counted.** The mover starts with ``movesLeft`` points; each step
/// spends what it costs. A step that costs more than the points left waits for the next
/// turn, which starts with ``movesPerTurn`` points, and **the points left unused at the
/// end of a turn count towards the route's cost**: so a route's cost is the points spent
/// plus the points wasted, and the cheapest route is also the one that arrives soonest
/// (the earliest turn, then the most points left). A step that costs more than
/// ``movesPerTurn`` is never taken. Entering a foe's zone of control or a stop cell
/// (``SearchRules/stopCells``) ends the turn's movement there (its points left count as
/// wasted); the route goes on next turn.
///
/// ```swift
/// let rules = SearchRules(turns: Turns(movesPerTurn: 5, movesLeft: 2))
/// let path = graph.path(from: a, to: b, rules: rules)
/// print(path?.turns.last ?? 0)     // the turn the goal is reached in
/// ```
public struct Turns: Sendable, Equatable {
  /// The points a turn starts with (at least 1: searches read less as 1).
  public var movesPerTurn: Int
  /// The points left this turn (`0...movesPerTurn`: searches clamp it).
  public var movesLeft: Int
  /// The most turns a search may use: a movement range lists the cells reachable within
  /// this many turns (this one included), a path may take no more. `nil` for no limit.
  public var limit: Int?

  /// Turns of `movesPerTurn` points with `movesLeft` left this turn (all of them when
  /// `nil`) and at most `limit` turns. Out-of-range values are clamped: at least 1 point
  /// per turn, `0...movesPerTurn` left.
  public init(movesPerTurn: Int, movesLeft: Int? = nil, limit: Int? = nil) {
    self.movesPerTurn = Swift.max(1, movesPerTurn)
    self.movesLeft = Swift.min(Swift.max(0, movesLeft ?? movesPerTurn), self.movesPerTurn)
    self.limit = limit
  }

  /// The turn in which a cell reached at route cost `cost` is reached: 1 for this turn,
  /// 2 for the next; 0 for cost 0 (the start).
  public func turn(atCost cost: Int) -> Int {
    guard cost > 0 else { return 0 }
    // Clamped as the searches clamp them: the properties are plain, settable values.
    let perTurn = Swift.max(1, movesPerTurn)
    let clock = cost + perTurn - Swift.min(Swift.max(0, movesLeft), perTurn)
    return (clock + perTurn - 1) / perTurn
  }
}
