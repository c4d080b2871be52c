import HexGrid

/// One step a search considers, handed to a query's per-step cost function
/// (``SearchRules/stepCost``, for paths, movement ranges and distance fields alike).
///
/// Cells are grid indices, so the function can read per-cell arrays directly; the hexes are
/// one O(1) `MapGrid.hex(at:)` away. Only steps the graph allows are ever asked about.
///
/// **What the function returns:** the step's cost, or `nil` to forbid it. A cost below 1
/// counts as 1 (searches need every step to cost something) and a cost above
/// ``NavigationGraph/maximumQueryStepCost`` counts as that maximum: a documented clamp,
/// never a trap. Path costs add up saturating: a path that would cost more than
/// `UInt32.max - 1` is not found.
///
/// Keep the function pure (the same step, the same answer): a search may ask about a step
/// more than once (a path search may run twice, first on its bucket queue; a distance field
/// asks again to record its next steps), and the answers are only exact and deterministic
/// if the function is.
public struct NavigationStep: Sendable, Equatable {
  /// The index of the cell the unit leaves.
  public let from: Int
  /// The index of the cell the unit enters (adjacent to ``from``).
  public let to: Int
  /// The direction of the step, from ``from`` to ``to``.
  public let direction: HexDirection
  /// What the step costs before the function: the graph's own cost (the movement rule:
  /// entry cost, changed by the features on the side crossed), or the unit class's when
  /// the rules have a ``CostTable``. Return it to keep that cost.
  public let cost: Int

  /// A step (searches make these; public for tests of a cost function).
  @inlinable
  public init(from: Int, to: Int, direction: HexDirection, cost: Int) {
    self.from = from
    self.to = to
    self.direction = direction
    self.cost = cost
  }
}

extension NavigationGraph {
  /// The largest cost a query's own step function or ``CostTable`` can give one step:
  /// 2²⁴ (16 777 216). Larger costs count as this.
  ///
  /// Why this value: it is 256 times the largest cell cost, so a "huge penalty" step
  /// outweighs any path of ordinary steps on maps up to 256 × 65 535 steps long, and 255
  /// such penalties still add up below `UInt32.max - 1`, the most a path may cost (a path
  /// costing more is not found: costs saturate instead of wrapping).
  public static let maximumQueryStepCost = 1 << 24

  /// A caller's step cost clamped to `1...maximumQueryStepCost`.
  @inlinable @inline(__always)
  static func clampedQueryCost(_ cost: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: Swift.min(Swift.max(cost, 1), maximumQueryStepCost))
  }

  /// Whether a limit reaches nothing: it is below zero. The one rule of every search: a
  /// negative `maxCost` or budget gives no path (not even from a cell to itself), an empty
  /// range (not even the start) and a field with no cost (not even at a goal).
  @inlinable
  static func reachesNothing(_ limit: Int?) -> Bool { (limit ?? 0) < 0 }

  /// `maxCost`, or the cost limit of every search (`UInt32.max - 1`: the sentinel
  /// `UInt32.max` marks unreached cells), clamped to `0...UInt32.max - 1`.
  @inlinable
  static func costCap(_ maxCost: Int?) -> UInt32 {
    UInt32(Swift.min(Swift.max(0, maxCost ?? Int.max), Int(UInt32.max - 1)))
  }
}
