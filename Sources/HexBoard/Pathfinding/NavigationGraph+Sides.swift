// Features on the sides between cells, applied to a graph: walls clear the move bits on both
// sides, and only when a feature changes what a step costs does the graph get a per-step
// cost array (so walls alone, like no features at all, keep the plain per-cell model).

extension NavigationGraph {
  /// Builds a graph over `grid` with the entry cost of each cell by index (`nil` for an
  /// impassable cell) and features on the sides between cells, under the movement rule of
  /// ``NavigationGraph``: for a game that keeps its own walls, rivers and roads rather than
  /// a ``Board``.
  ///
  /// Each pair in `edgeRules` puts one feature's effect on one side, named by any of its
  /// names (from either cell, or across a wrapped seam). Several pairs on the same side
  /// combine like several features on it: any ``EdgeFeature/Movement/blocks`` forbids the
  /// step, the smallest ``EdgeFeature/Movement/sets(_:)`` wins over the rest, and the
  /// ``EdgeFeature/Movement/adds(_:)`` sum (so a river listed twice adds twice).
  /// ``EdgeFeature/Movement/unchanged`` and sides on the map's border change nothing.
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

/// What the features on one side do to a step across it, combined (the movement rule).
package struct SideEffect: Equatable, Sendable {
  /// Whether a feature forbids the step.
  package var blocks = false
  /// The smallest cost a feature sets, or 0 when none sets one.
  package var sets: UInt32 = 0
  /// The sum of the costs features add.
  package var adds: UInt32 = 0

  package init() {}

  /// The effect of one feature.
  package init(_ movement: EdgeFeature.Movement) {
    switch movement {
    case .unchanged: break
    case .blocks: blocks = true
    // Costs are validated by the callers; clamped here so that no step can cost 0.
    case .sets(let n): sets = UInt32(clamping: Swift.max(1, n))
    case .adds(let n): adds = UInt32(clamping: Swift.max(0, n))
    }
  }

  /// Whether the side changes nothing.
  package var isNeutral: Bool { !blocks && sets == 0 && adds == 0 }

  /// This effect and another feature's on the same side.
  package func combined(with other: SideEffect) -> SideEffect {
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
package struct SideEffects: Sendable {
  package private(set) var slots: [Int] = []
  package private(set) var effects: [SideEffect] = []

  /// No features on any side.
  package init() {}

  /// The effects of a board's layer: `table[k]` is palette entry `k`'s effect.
  package init(layer: FeatureLayer, table: [SideEffect]) {
    guard table.contains(where: { !$0.isNeutral }) else { return }
    for slot in layer.occupiedSlots {
      var effect = SideEffect()
      var bits = layer[slot]
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
  package var isEmpty: Bool { slots.isEmpty }

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

  /// The cost of every allowed step by `6·index + direction`, with the smallest and
  /// largest, or `nil` when no allowed step costs other than the entry cost of the cell it
  /// enters (the per-cell model then says it all).
  func stepCosts(grid: MapGrid, moves: [UInt8], entryCosts: [UInt16]) -> (
    costs: [UInt32], minimum: Int, maximum: Int
  )? {
    var changes = false
    forEachInnerSide(grid: grid) { a, d, b, effect in
      guard !effect.blocks, moves[a] & (1 << d) != 0 else { return }
      if effect.cost(entering: UInt32(entryCosts[b])) != UInt32(entryCosts[b])
        || effect.cost(entering: UInt32(entryCosts[a])) != UInt32(entryCosts[a])
      {
        changes = true
      }
    }
    guard changes else { return nil }
    let (_, classes, deltas) = grid.topology
    var costs = [UInt32](repeating: 0, count: moves.count &* 6)
    for index in 0..<moves.count where moves[index] & 0x3F != 0 {
      var bits = moves[index] & 0x3F
      let base = Int(classes[index]) &* 6
      while bits != 0 {
        let d = bits.trailingZeroBitCount
        bits &= bits &- 1
        costs[index &* 6 &+ d] = UInt32(entryCosts[index &+ deltas[base &+ d]])
      }
    }
    forEachInnerSide(grid: grid) { a, d, b, effect in
      guard !effect.blocks, moves[a] & (1 << d) != 0 else { return }
      costs[a &* 6 &+ d] = effect.cost(entering: UInt32(entryCosts[b]))
      costs[b &* 6 &+ opposite(d)] = effect.cost(entering: UInt32(entryCosts[a]))
    }
    var low = UInt32.max
    var high: UInt32 = 1
    for index in 0..<moves.count where moves[index] & 0x3F != 0 {
      var bits = moves[index] & 0x3F
      while bits != 0 {
        let d = bits.trailingZeroBitCount
        bits &= bits &- 1
        let c = costs[index &* 6 &+ d]
        low = Swift.min(low, c)
        high = Swift.max(high, c)
      }
    }
    return (costs, low == UInt32.max ? 1 : Int(low), Int(high))
  }
}

/// The direction opposite `d` (both in `0..<6`).
@inlinable @inline(__always)
func opposite(_ d: Int) -> Int { d < 3 ? d &+ 3 : d &- 3 }
