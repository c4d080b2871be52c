// Live maps: changing a cell or a side of an existing graph in time proportional to the
// change. Each update rewrites the move masks of the cell (or the two cells of a side) and
// its neighbours, the entry cost, the override digits of the steps that cross a side with
// features, the cost bounds, and the connectivity index (NavigationGraph+Connectivity.swift),
// then calls `stepsDidChange(around:decreased:)`.

import HexBoardCore
import HexGrid

extension NavigationGraph {
  /// Sets the entry cost of the cell at `hex`: a cost opens an impassable cell or re-prices a
  /// passable one, `nil` makes it impassable. Walls on its sides stay where they are, also
  /// while the cell is impassable, and features on them apply again when it reopens.
  ///
  /// Connectivity stays exact: opening a cell merges the regions around it (the smaller ones
  /// are relabelled), blocking one may split its region (see <doc:LiveNavigation> for the
  /// search that finds out, and its worst case). ``minimumCost``, ``maximumCost`` and the
  /// step bounds only widen.
  ///
  /// ```swift
  /// try graph.setCost(nil, at: gate)     // the gate closes
  /// try graph.setCost(3, at: ford)       // the ford opens, costing 3 to enter
  /// ```
  ///
  /// - Throws: ``NavigationError/offMap(_:)`` when `hex` is not a cell of the map (holes of
  ///   a shaped grid included: they cannot be opened), ``NavigationError/invalidCost(_:_:)``
  ///   for a cost outside `1...maximumCellCost`. The graph is unchanged when it throws.
  /// - Complexity: O(1) to re-price a cell or to block or open one whose neighbours stay
  ///   connected around it; opening a cell that joins regions costs O(cells of all but the
  ///   largest), blocking one that splits its region O(cells of all but the largest part)
  ///   — O(n) for n cells when a cut halves the map. Once per graph, O(n): the first cost
  ///   other than 1 on a graph whose cells all cost 1 allocates the entry costs, and the
  ///   first update after a copy of the graph copies each per-cell array it writes.
  public mutating func setCost(_ cost: Int?, at hex: Hex) throws {
    guard let index = grid.index(of: hex) else { throw NavigationError.offMap(hex) }
    try setCost(cost, atIndex: index)
  }

  /// Sets the entry cost of cell `index` (its grid index); see ``setCost(_:at:)``.
  ///
  /// - Throws: ``NavigationError/notACell(_:)`` when `index` is not a cell of the grid (out
  ///   of range, or a hole), ``NavigationError/invalidCost(_:_:)`` for a cost outside
  ///   `1...maximumCellCost`.
  public mutating func setCost(_ cost: Int?, atIndex index: Int) throws {
    guard grid.isCell(index) else { throw NavigationError.notACell(index) }
    if let cost, cost < 1 || cost > NavigationGraph.maximumCellCost {
      throw NavigationError.invalidCost(grid.hex(at: index), cost)
    }
    updateCell(index, cost: cost.map { UInt16(truncatingIfNeeded: $0) })
  }

  /// Replaces what the features on the side `edge` do with `movements`, combined as in
  /// ``init(grid:costAtIndex:edgeRules:)`` (any `EdgeFeature.Movement.blocks` forbids the
  /// step, the smallest `EdgeFeature.Movement.sets(_:)` wins, the
  /// `EdgeFeature.Movement.adds(_:)` sum); an empty array leaves the side without effect.
  /// Any name of the side works (from either cell, or across a wrapped seam). A wall that
  /// goes up may split a region, one that comes down may merge two; a side on the map's
  /// border is remembered but changes no step.
  ///
  /// ```swift
  /// try graph.setEdgeRules([.blocks], on: HexEdge(gate, .north))   // a wall goes up
  /// try graph.setEdgeRules([.sets(1)], on: HexEdge(ford, .south))  // a road replaces it
  /// ```
  ///
  /// - Throws: ``NavigationError/offMapEdge(_:)`` for a side of no cell of the map,
  ///   ``NavigationError/invalidEdgeCost(_:_:)`` for a set cost outside
  ///   `1...EdgeFeature.maximumCost` or an added cost outside `0...EdgeFeature.maximumCost`.
  ///   The graph is unchanged when it throws.
  /// - Complexity: O(1) when the two cells stay connected around the side (or the side
  ///   changes only a cost); a wall that splits a region costs O(cells of the smaller
  ///   part), one that comes down between two regions O(cells of the smaller region).
  ///   Once per graph, O(n) for n cells: the first step whose cost a feature changes
  ///   allocates the table of such steps.
  public mutating func setEdgeRules(_ movements: [EdgeFeature.Movement], on edge: HexEdge) throws {
    guard let slot = grid.edgeSlot(of: edge) else { throw NavigationError.offMapEdge(edge) }
    var effect = SideEffect()
    for movement in movements {
      switch movement {
      case .sets(let n) where n < 1 || n > EdgeFeature.maximumCost,
        .adds(let n) where n < 0 || n > EdgeFeature.maximumCost:
        throw NavigationError.invalidEdgeCost(edge, n)
      default: effect = effect.combined(with: SideEffect(movement))
      }
    }
    updateSide(slot: slot, effect: effect)
  }

  /// Called at the end of every update that changed a step, with the cells around the
  /// change (the cell updated, or the two cells of a side) and whether some step became
  /// allowed or cheaper.
  ///
  /// The place for structures derived from step costs to catch up: the landmark table,
  /// whose distances stay admissible bounds when steps only get dearer or forbidden
  /// (`decreased == false`: nothing to do) and need a repair around `indices` otherwise.
  /// Landmarks defer their repair (``repairLandmarks()``): repairing at once costs about
  /// 18 ms per opened cell on a 1024×1024 map, far more than the update itself.
  mutating func stepsDidChange(around indices: some Collection<Int>, decreased: Bool) {
    if decreased { landmarkStepsGotCheaper(around: indices) }
  }

  // MARK: - Cells

  /// The entry cost of cell `index`: 1 when the graph stores none (every cell costs 1), 0
  /// for an impassable cell of a weighted graph.
  @inline(__always)
  func entryCost(of index: Int) -> UInt16 {
    entryCosts.isEmpty ? 1 : entryCosts[index]
  }

  /// Applies a checked cost (`nil`: impassable) to cell `c`.
  mutating func updateCell(_ c: Int, cost: UInt16?) {
    let wasOpen = moves[c] & 0x80 != 0
    let oldEntry = wasOpen ? entryCost(of: c) : 0
    guard let cost else {
      guard wasOpen else { return }
      blockCell(c)
      stepsDidChange(around: CollectionOfOne(c), decreased: false)
      return
    }
    if wasOpen && cost == oldEntry { return }
    if entryCosts.isEmpty && cost != 1 { allocateEntryCosts() }
    if !entryCosts.isEmpty { entryCosts[c] = cost }
    minimumCost = Swift.min(minimumCost, Int(cost))
    maximumCost = Swift.max(maximumCost, Int(cost))
    minimumStepCost = Swift.min(minimumStepCost, Int(cost))
    maximumStepCost = Swift.max(maximumStepCost, Int(cost))
    if wasOpen {
      // Only the steps into `c` change, and only across sides with features.
      if !sideTable.isEmpty { refreshSteps(around: c, outward: false) }
      stepsDidChange(around: CollectionOfOne(c), decreased: cost < oldEntry)
    } else {
      openCell(c)
      stepsDidChange(around: CollectionOfOne(c), decreased: true)
    }
  }

  /// Gives every passable cell its entry cost 1 explicitly: the first cell priced otherwise
  /// in a graph where every cell cost 1.
  mutating func allocateEntryCosts() {
    var costs = [UInt16](repeating: 0, count: moves.count)
    for index in 0..<moves.count where moves[index] & 0x80 != 0 { costs[index] = 1 }
    entryCosts = costs
  }

  /// Makes impassable cell `c` passable (its entry cost already set): allows the steps to
  /// its passable neighbours across sides that do not block, then joins their regions.
  mutating func openCell(_ c: Int) {
    let (links, classes, deltas) = grid.topology
    var mask: UInt8 = 0x80
    if classInMask { mask |= (classes[c] & 1) << 6 }
    var bits = links[c] & 0x3F
    let base = Int(classes[c]) &* 6
    let walls = !sideTable.isEmpty
    while bits != 0 {
      let d = bits.trailingZeroBitCount
      bits &= bits &- 1
      let n = c &+ deltas[base &+ d]
      guard moves[n] & 0x80 != 0 else { continue }
      if walls && sideTable.effect(atSlot: slot(of: c, d, n)).blocks { continue }
      mask |= 1 << UInt8(d)
      moves[n] |= 1 << UInt8(opposite(d))
    }
    moves[c] = mask
    if walls { refreshSteps(around: c, outward: true) }
    joinRegions(around: c)
  }

  /// Makes passable cell `c` impassable: forbids every step into and out of it, then finds
  /// out whether its region fell apart.
  mutating func blockCell(_ c: Int) {
    let (_, classes, deltas) = grid.topology
    let old = moves[c]
    let base = (classInMask ? Int((old >> 6) & 1) : Int(classes[c])) &* 6
    var bits = old & 0x3F
    while bits != 0 {
      let d = bits.trailingZeroBitCount
      bits &= bits &- 1
      moves[c &+ deltas[base &+ d]] &= ~(1 << UInt8(opposite(d)))
    }
    moves[c] = 0
    if !entryCosts.isEmpty { entryCosts[c] = 0 }
    if !overrides.isEmpty { refreshSteps(around: c, outward: true) }
    splitRegion(at: c, formerMoves: old)
  }

  /// The slot of side `d` of cell `c`, whose neighbour across it is `n`.
  @inline(__always)
  func slot(of c: Int, _ d: Int, _ n: Int) -> Int {
    d < 3 ? c &* 6 &+ d : n &* 6 &+ (d &- 3)
  }

  /// Recomputes the override digits of the steps into `c` from its neighbours and, when
  /// `outward`, of the steps out of it, from the side table and the current masks and
  /// entry costs.
  mutating func refreshSteps(around c: Int, outward: Bool) {
    let (links, classes, deltas) = grid.topology
    var bits = links[c] & 0x3F
    let base = Int(classes[c]) &* 6
    while bits != 0 {
      let d = bits.trailingZeroBitCount
      bits &= bits &- 1
      let n = c &+ deltas[base &+ d]
      let effect = sideTable.effect(atSlot: slot(of: c, d, n))
      refreshStep(from: n, direction: opposite(d), to: c, effect: effect)
      if outward { refreshStep(from: c, direction: d, to: n, effect: effect) }
    }
  }

  /// Recomputes the override digit of the step from `a` in direction `d` into `b` across a
  /// side with `effect`, and widens the step bounds to its cost.
  mutating func refreshStep(from a: Int, direction d: Int, to b: Int, effect: SideEffect) {
    guard moves[a] & (1 << UInt8(d)) != 0 else {
      // A forbidden step reads as unchanged, as in a graph built from scratch.
      if !overrides.isEmpty {
        overrides.setStep(cell: a, direction: d, cost: 0, entry: 0, count: moves.count)
      }
      return
    }
    let entry = UInt32(entryCost(of: b))
    let cost = effect.cost(entering: entry)
    overrides.setStep(cell: a, direction: d, cost: cost, entry: entry, count: moves.count)
    minimumStepCost = Swift.min(minimumStepCost, Int(cost))
    maximumStepCost = Swift.max(maximumStepCost, Int(cost))
  }

  // MARK: - Sides

  /// Applies a checked effect to the side in slot `slot`.
  mutating func updateSide(slot: Int, effect: SideEffect) {
    let old = sideTable.effect(atSlot: slot)
    guard old != effect else { return }
    sideTable.set(effect, atSlot: slot)
    let a = slot / 6
    let d = slot % 6
    // A side on the map's border has no step across it.
    guard let b = grid.neighbor(of: a, in: HexDirection(rawValue: d).unsafelyUnwrapped) else {
      return
    }
    let back = opposite(d)
    let wasAllowed = moves[a] & (1 << UInt8(d)) != 0
    let allowed = moves[a] & 0x80 != 0 && moves[b] & 0x80 != 0 && !effect.blocks
    let before =
      wasAllowed
      ? (stepCost(from: a, direction: d, to: b), stepCost(from: b, direction: back, to: a)) : nil
    if allowed {
      moves[a] |= 1 << UInt8(d)
      moves[b] |= 1 << UInt8(back)
    } else {
      moves[a] &= ~(1 << UInt8(d))
      moves[b] &= ~(1 << UInt8(back))
    }
    refreshStep(from: a, direction: d, to: b, effect: effect)
    refreshStep(from: b, direction: back, to: a, effect: effect)
    var decreased = allowed && !wasAllowed
    if allowed, let before {
      decreased =
        stepCost(from: a, direction: d, to: b) < before.0
        || stepCost(from: b, direction: back, to: a) < before.1
    }
    if wasAllowed && !allowed { splitRegion(across: a, d, b) }
    if allowed && !wasAllowed { joinRegions(a, b) }
    if wasAllowed || allowed { stepsDidChange(around: [a, b], decreased: decreased) }
  }
}
