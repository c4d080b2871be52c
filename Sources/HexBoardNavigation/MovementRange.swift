import HexBoardMaps
import HexGrid

/// Every cell a unit can reach within a movement budget, with the cheapest cost of each.
///
/// A random-access collection of `(hex, cost)` pairs in the order the search settled them:
/// by cost, ties in a fixed order (breadth-first order for uniform costs), so the result is
/// identical on every run. The start is first, with cost 0.
///
/// ``cost(to:)`` answers in O(1), and ``path(to:)`` gives the cheapest path to any cell of
/// the range: a server can show the range and then move the unit without a second search.
/// For that a range keeps a reference to the graph it was computed on (its arrays are
/// shared, not copied: a later update of the graph copies them instead).
public struct MovementRange: RandomAccessCollection, Sendable {
  /// The grid the indices refer to.
  public let grid: MapGrid
  /// The grid index of each reachable cell, in settling order.
  public let cellIndices: [Int32]
  /// The cost of each reachable cell, parallel to ``cellIndices``.
  public let cellCosts: [UInt32]
  /// The position table behind ``cost(to:)`` (built on first use) and the step costs
  /// behind ``path(to:)``. Shared by copies; immutable once built.
  let lookup: MovementRangeLookup
  /// The movement points per turn the range was searched with, or `nil` (see
  /// ``turn(to:)``).
  public let turns: Turns?

  /// Creates a range from parallel arrays of cell indices and costs (made by
  /// ``NavigationGraph/movementRange(from:rules:context:)``, which keeps them parallel and
  /// on the grid). `stepInto(cell, d)` gives the neighbour of `cell` in direction `d` and
  /// the cost the search paid to step from it into `cell` (`nil` when that step is not
  /// allowed); without it ``path(to:)`` returns `nil`.
  init(
    grid: MapGrid, cellIndices: [Int32], cellCosts: [UInt32],
    stepInto: MovementRangeLookup.StepInto? = nil, turns: Turns? = nil
  ) {
    precondition(cellIndices.count == cellCosts.count, "one cost per cell")
    self.grid = grid
    self.cellIndices = cellIndices
    self.cellCosts = cellCosts
    lookup = MovementRangeLookup(stepInto: stepInto)
    self.turns = turns
  }

  /// The turn in which `hex` is reached (see ``Path/turns``: 0 for the start, 1 for this
  /// turn), for a range searched with movement points per turn (``SearchRules/turns``);
  /// `nil` when `hex` is out of range or the range has no turns.
  ///
  /// - Complexity: O(1) (see ``position(ofIndex:)``).
  public func turn(to hex: Hex) -> Int? {
    guard let turns, let cost = cost(to: hex) else { return nil }
    return turns.turn(atCost: cost)
  }

  /// Always 0.
  public var startIndex: Int { 0 }
  /// The number of reachable cells.
  public var endIndex: Int { cellIndices.count }

  /// The reachable cell at `position` and its cost.
  public subscript(position: Int) -> (hex: Hex, cost: Int) {
    (grid.hex(at: Int(cellIndices[position])), Int(cellCosts[position]))
  }

  /// The reachable hexes, in settling order.
  public var hexes: [Hex] { cellIndices.map { grid.hex(at: Int($0)) } }

  /// The sum of the costs of all reachable cells.
  public var totalCost: Int { cellCosts.reduce(0) { $0 + Int($1) } }

  /// The position in the range of grid index `index`, or `nil` if it is out of range.
  ///
  /// - Complexity: O(1) after the first look-up on this range, which builds a table over
  ///   the range's bounding box (O(cells in the box)).
  public func position(ofIndex index: Int) -> Int? {
    lookup.table(for: self).position(of: index)
  }

  /// The cost to reach `hex`, or `nil` if it is out of range.
  ///
  /// - Complexity: O(1) (see ``position(ofIndex:)``); no hashing.
  public func cost(to hex: Hex) -> Int? {
    guard let index = grid.index(of: hex), let position = position(ofIndex: index) else {
      return nil
    }
    return Int(cellCosts[position])
  }
}
extension NavigationGraph {
  /// Every cell reachable from `start` under `rules`, with its cost: Dijkstra up to
  /// ``SearchRules/maxCost`` (the unit's movement budget; breadth-first search when every
  /// step costs 1).
  ///
  /// An impassable or off-map start gives an empty range, and so does a negative budget
  /// (a negative limit reaches nothing in every search, see ``SearchRules/maxCost``); a
  /// budget of 0 gives the start alone, and no budget the start's whole region. With an
  /// overlay (``SearchRules/occupied``) no occupied cell is entered, passed through or
  /// listed, but the start is always free (see ``Occupancy``). An overlay or a cost
  /// table of a grid of another size gives an empty range.
  ///
  /// Zones of control, for instance: a step out of a cell next to an enemy ends the move.
  ///
  /// ```swift
  /// let rules = SearchRules(maxCost: 6, occupied: units) { step in
  ///   zone.contains(index: step.from) && step.from != start ? nil : step.cost
  /// }
  /// let range = graph.movementRange(from: unit, rules: rules, context: context)
  /// ```
  ///
  /// - Parameters:
  ///   - start: where the unit stands (listed first, at cost 0).
  ///   - rules: costs, cells in the way, a step function and the budget
  ///     (``SearchRules/maxCost``).
  ///   - context: reusable buffers (see ``SearchContext``).
  /// - Complexity: O(k) for k cells within the budget and their neighbours, using
  ///   `context`'s buffers (no allocation but the result); O(k log k) with a step
  ///   function, whose costs are unbounded. Plus each rule's own work per step.
  public func movementRange(
    from start: Hex, rules: SearchRules = SearchRules(),
    context: SearchContext = SearchContext()
  ) -> MovementRange {
    // One test per query: without rules that change steps, the search it always ran.
    guard rules.pricesLikeTheGraph else {
      return rangeWithRules(from: start, rules: rules, context: context)
    }
    let budget = rules.maxCost
    guard !NavigationGraph.reachesNothing(budget), let s = grid.index(of: start),
      moves[s] & 0x80 != 0
    else {
      return MovementRange(grid: grid, cellIndices: [], cellCosts: [])
    }
    let limit = NavigationGraph.costCap(budget)
    let (cells, costs) = context.withBuffers(cellCount: grid.indexCount) { buffers in
      if isUniform {
        breadthFirstRange(from: s, limit: limit, buffers: &buffers)
      } else if !overrides.changedMasks.isEmpty {
        // One kind of river: one bit per step (see `StepOverrides.changedMasks`).
        let (low, high) = (UInt32(minimumStepCost), UInt32(maximumStepCost))
        let delta = overrides.commonDelta
        if entryCosts.isEmpty {
          let model = UnitMaskStepCost(minimumStep: low, maximumStep: high, delta: delta)
          dijkstraRange(from: s, limit: limit, model: model, buffers: &buffers)
        } else {
          let model = MaskSideStepCost(minimumStep: low, maximumStep: high, delta: delta)
          dijkstraRange(from: s, limit: limit, model: model, buffers: &buffers)
        }
      } else if !overrides.isEmpty && entryCosts.isEmpty {
        let model = UnitSideStepCost(
          minimumStep: UInt32(minimumStepCost), maximumStep: UInt32(maximumStepCost))
        dijkstraRange(from: s, limit: limit, model: model, buffers: &buffers)
      } else if !overrides.isEmpty {
        let model = SideStepCost(
          minimumStep: UInt32(minimumStepCost), maximumStep: UInt32(maximumStepCost))
        dijkstraRange(from: s, limit: limit, model: model, buffers: &buffers)
      } else {
        let model = TerrainStepCost(
          minimumStep: UInt32(minimumCost), maximumStep: UInt32(maximumCost))
        dijkstraRange(from: s, limit: limit, model: model, buffers: &buffers)
      }
      let cells = buffers.queue.toArray()
      let costs = buffers.costs.unsafelyUnwrapped
      return (cells, cells.map { costs[Int($0)] })
    }
    return MovementRange(
      grid: grid, cellIndices: cells, cellCosts: costs, stepInto: stepsIntoCells)
  }

  /// The graph's own step into a cell from its neighbour in direction `d`, for
  /// ``MovementRange/path(to:)``: the trace walks only through cells of the range, so it
  /// serves ranges around an occupancy overlay too (no occupied cell is in them).
  var stepsIntoCells: MovementRangeLookup.StepInto {
    let graph = self
    return { cell, d in
      // Steps are allowed both ways or neither (the movement rule), so the bit of `cell`
      // says whether its neighbour may step in.
      guard graph.moves[cell] & (1 << d) != 0,
        let neighbor = graph.grid.neighbor(of: cell, in: HexDirection(rawValue: d)!)
      else { return nil }
      return (neighbor, graph.stepCost(from: neighbor, direction: opposite(d), to: cell))
    }
  }

  /// Breadth-first search to depth `limit`; the queue ends up holding the result in order.
  /// Every cell it reaches goes into the queue, so the queue doubles as the list of cells
  /// to reset and the search skips the separate touched list.
  @usableFromInline
  func breadthFirstRange(from s: Int, limit: UInt32, buffers b: inout SearchBuffers) {
    let costs = b.costs.unsafelyUnwrapped
    withView { view in
      costs[s] = 0
      b.queue.append(Int32(s))
      var head = 0
      while head < b.queue.count {
        let p = Int(b.queue[head])
        head &+= 1
        let g = costs[p]
        if g == limit { continue }
        view.forEachMove(from: p) { _, n in
          if costs[n] == SearchBuffers.unreached {
            costs[n] = g &+ 1
            b.queue.append(Int32(truncatingIfNeeded: n))
          }
        }
      }
    }
  }

  /// Dijkstra with a budget over a bucket queue of bare indices (Dial's algorithm);
  /// settled cells are appended to the queue in order of cost. Every cell pushed is
  /// within the budget and so gets settled: the queue doubles as the reset list, and a
  /// popped cell is stale exactly when its cost is no longer its bucket's priority.
  @usableFromInline
  func dijkstraRange<Model: StepCostModel>(
    from s: Int, limit: UInt32, model: Model, buffers b: inout SearchBuffers
  ) {
    let costs = b.costs.unsafelyUnwrapped
    withView { view in
      costs[s] = 0
      // Every cell pushed costs at most `limit`, so priorities never spread by more than
      // the smaller of the largest step and the budget.
      let span = Swift.min(Int(model.maximumStep ?? UInt32.max), Int(limit))
      b.cellBuckets.reset(span: span + 1, start: 0)
      b.cellBuckets.push(Int32(s), priority: 0)
      while let (cell, priority) = b.cellBuckets.pop() {
        let p = Int(cell)
        let g = UInt32(truncatingIfNeeded: priority)
        if g != costs[p] { continue }
        b.queue.append(cell)
        let word = model.word(at: p, view: view)
        view.forEachMove(from: p) { d, n in
          // A step the model forbids (rules per query) is not taken; saturating: never
          // past the budget.
          guard let step = model.cost(word: word, from: p, direction: d, to: n, view: view),
            step <= limit &- g
          else { return }
          let ng = g &+ step
          if ng < costs[n] {
            costs[n] = ng
            b.cellBuckets.push(Int32(truncatingIfNeeded: n), priority: Int(ng))
          }
        }
      }
    }
  }
}
