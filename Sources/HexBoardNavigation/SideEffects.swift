// What the features on the sides between cells do to a graph: walls clear the move bits on
// both sides, and only the steps whose cost a feature changes get an entry in a compact
// override table (so walls alone, like no features at all, keep the plain per-cell model).

import HexBoardCore
import HexBoardMaps
import HexGrid

/// What the features on one side do to a step across it, combined (the movement rule).
struct SideEffect: Equatable, Sendable {
  /// Whether a feature forbids the step.
  var blocks = false
  /// The smallest cost a feature sets, or 0 when none sets one.
  var sets: UInt32 = 0
  /// The sum of the costs features add.
  var adds: UInt32 = 0

  init() {}

  /// The effect of one feature.
  init(_ movement: EdgeFeature.Movement) {
    switch movement {
    case .unchanged: break
    case .blocks: blocks = true
    // Costs are validated by the callers; clamped here so that no step can cost 0.
    case .sets(let n): sets = UInt32(clamping: Swift.max(1, n))
    case .adds(let n): adds = UInt32(clamping: Swift.max(0, n))
    }
  }

  /// Whether the side changes nothing.
  var isNeutral: Bool { !blocks && sets == 0 && adds == 0 }

  /// This effect and another feature's on the same side.
  func combined(with other: SideEffect) -> SideEffect {
    var result = self
    result.blocks = blocks || other.blocks
    if other.sets != 0 { result.sets = sets == 0 ? other.sets : Swift.min(sets, other.sets) }
    result.adds = adds &+ other.adds
    return result
  }

  /// The cost of a step across the side into a cell that costs `entry` to enter.
  @inline(__always)
  func cost(entering entry: UInt32) -> UInt32 {
    sets != 0 ? sets : entry &+ adds
  }
}

/// The non-neutral side effects of a map, by edge slot (``MapGrid/edgeSlot(of:side:)``),
/// each slot once, in increasing order.
struct SideEffects: Sendable {
  private(set) var slots: [Int] = []
  private(set) var effects: [SideEffect] = []

  /// No features on any side.
  init() {}

  /// The effects of a board's sides: `table[k]` is edge palette entry `k`'s effect.
  init(board: Board, table: [SideEffect]) {
    guard table.contains(where: { !$0.isNeutral }) else { return }
    for slot in board.occupiedFeatureSlots(.side) {
      var effect = SideEffect()
      var bits = board.featureBits(atSlot: slot, kind: .side)
      while bits != 0 {
        let k = bits.trailingZeroBitCount
        bits &= bits &- 1
        if k < table.count { effect = effect.combined(with: table[k]) }
      }
      if !effect.isNeutral {
        slots.append(slot)
        effects.append(effect)
      }
    }
  }

  /// The effects of a caller's list of (side, movement) pairs, checked.
  init(grid: MapGrid, rules: some Sequence<(HexEdge, EdgeFeature.Movement)>) throws {
    var pairs: [(slot: Int, effect: SideEffect)] = []
    for (edge, movement) in rules {
      guard let slot = grid.edgeSlot(of: edge) else { throw NavigationError.offMapEdge(edge) }
      switch movement {
      case .sets(let n) where n < 1 || n > EdgeFeature.maximumCost,
        .adds(let n) where n < 0 || n > EdgeFeature.maximumCost:
        throw NavigationError.invalidEdgeCost(edge, n)
      default: break
      }
      let effect = SideEffect(movement)
      if !effect.isNeutral { pairs.append((slot, effect)) }
    }
    // Combining is commutative, so the order pairs with one slot come in does not matter.
    pairs.sort { $0.slot < $1.slot }
    for (slot, effect) in pairs {
      if slots.last == slot {
        effects[effects.count - 1] = effects[effects.count - 1].combined(with: effect)
      } else {
        slots.append(slot)
        effects.append(effect)
      }
    }
  }

  /// Whether no side has an effect.
  var isEmpty: Bool { slots.isEmpty }

  /// Calls `body(a, d, b, effect)` for every inner side with an effect: `a`'s side in
  /// direction `d` is the side `b` has in direction `d + 3 (mod 6)`. Sides on the map's
  /// border have no cell beyond and are skipped.
  func forEachInnerSide(grid: MapGrid, _ body: (Int, Int, Int, SideEffect) -> Void) {
    for (slot, effect) in zip(slots, effects) {
      let a = slot / 6
      let d = slot % 6
      guard let b = grid.neighbor(of: a, in: HexDirection(rawValue: d).unsafelyUnwrapped) else {
        continue
      }
      body(a, d, b, effect)
    }
  }

  /// Forbids the steps across blocking sides, both ways.
  func closeBlockedSides(grid: MapGrid, moves: inout [UInt8]) {
    forEachInnerSide(grid: grid) { a, d, b, effect in
      guard effect.blocks else { return }
      moves[a] &= ~(1 << d)
      moves[b] &= ~(1 << opposite(d))
    }
  }

  /// The steps whose cost the features change (a river, a road that is not the entry
  /// cost of the cell beyond), or `nil` when every allowed step costs the entry cost of the
  /// cell it enters (the per-cell model then says it all).
  func overrides(grid: MapGrid, moves: [UInt8], entryCosts: [UInt16]) -> StepOverrides? {
    // Each changed step across an inner side, both ways: (cell, direction, neighbour, cost).
    func forEachChange(_ body: (Int, Int, Int, UInt32) -> Void) {
      forEachInnerSide(grid: grid) { a, d, b, effect in
        guard !effect.blocks, moves[a] & (1 << d) != 0 else { return }
        let intoB = effect.cost(entering: UInt32(entryCosts[b]))
        if intoB != UInt32(entryCosts[b]) { body(a, d, b, intoB) }
        let intoA = effect.cost(entering: UInt32(entryCosts[a]))
        if intoA != UInt32(entryCosts[a]) { body(b, opposite(d), a, intoA) }
      }
    }
    var changes = false
    forEachChange { _, _, _, _ in changes = true }
    guard changes else { return nil }
    return StepOverrides(count: moves.count, entryCosts: entryCosts, fill: forEachChange)
  }
}

/// The direction opposite `d` (both in `0..<6`).
@inlinable @inline(__always)
func opposite(_ d: Int) -> Int { d < 3 ? d &+ 3 : d &- 3 }
