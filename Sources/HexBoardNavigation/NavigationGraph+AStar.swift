// A* search. Ties are broken deterministically: among open cells with equal f = g + h the
// one pushed last is expanded first (a LIFO bucket queue, or the smaller h in the heap),
// neighbours are pushed in direction order, and a cell's cost only changes on a strict
// improvement. The path is then traced back from the goal through the first neighbour (in
// direction order) whose cost plus the step equals the current cost. So the same query
// gives the same path on every run and platform.

import HexBoardMaps
import HexBoardSupport
import HexGrid

extension NavigationGraph {
  /// The cheapest path from `start` to `goal` under `rules`, or `nil` if there is none
  /// (or none within ``SearchRules/maxCost``).
  ///
  /// Returns at once when the two cells are in different connected regions. `start ==
  /// goal` gives a one-hex path of cost 0. Hexes off the map or impassable give `nil`.
  /// With an overlay (``SearchRules/occupied``) the goal may be occupied: the path ends on
  /// it (see ``Occupancy``). A goal no allowed step enters (every neighbour occupied, or
  /// every step into it forbidden by the rules) gives `nil` at once, without a search; so
  /// do an overlay or a cost table of a grid of another size.
  ///
  /// **Limits.** A negative ``SearchRules/maxCost`` puts nothing within reach: `nil`,
  /// also when `start == goal` (a cap of 0 allows just that one-hex path). Every search
  /// follows this rule (see ``SearchRules/maxCost``).
  ///
  /// On a graph with landmarks (``prepareLandmarks(count:)``) the search is guided by them
  /// too: the same cost, far fewer cells explored on long weighted paths. They guide
  /// queries on the graph's own costs (with or without an overlay, which only forbids
  /// steps), never ones with a cost table or a step function, for which their bounds need
  /// not hold.
  ///
  /// ```swift
  /// let zone = Occupancy(grid: graph.grid, hexes: enemyZoneOfControl)
  /// let rules = SearchRules(maxCost: 30, occupied: units) { step in
  ///   zone.contains(index: step.from) ? step.cost + 10 : step.cost  // leaving a zone costs more
  /// }
  /// let path = graph.path(from: a, to: b, rules: rules, context: context)
  /// ```
  ///
  /// - Parameters:
  ///   - start: where the path begins (its first hex).
  ///   - goal: where the path ends (its last hex).
  ///   - rules: costs, cells in the way, a step function and the cost limit; the default
  ///     is the graph's own costs with no limit.
  ///   - context: reusable buffers. The default, a fresh context, borrows idle pooled
  ///     buffers (see ``SearchContext``); one kept per task also saves that.
  /// - Complexity: O(k log k) for k cells explored (O(k) with small integer costs), plus
  ///   each rule's own work per step (see ``SearchRules``).
  public func path(
    from start: Hex, to goal: Hex, rules: SearchRules = SearchRules(),
    context: SearchContext = SearchContext()
  ) -> Path? {
    // One test per query: without rules that change steps, the search it always ran.
    guard rules.pricesLikeTheGraph else {
      return ruledPath(from: start, to: goal, rules: rules, context: context)
    }
    return withGraphModel(
      PlainPathSearch(
        graph: self, start: start, goal: goal, maxCost: rules.maxCost, context: context))
  }

  @inlinable
  func findPath<Model: StepCostModel>(
    from start: Hex, to goal: Hex, maxCost: Int?, model: Model, context: SearchContext
  ) -> Path? {
    guard !NavigationGraph.reachesNothing(maxCost), let s = grid.index(of: start),
      let t = grid.index(of: goal), components[s] >= 0, components[s] == components[t]
    else { return nil }
    let cap = NavigationGraph.costCap(maxCost)
    if s == t { return Path(hexes: [grid.hex(at: s)], stepCosts: []) }
    let found = context.withBuffers(cellCount: grid.indexCount) {
      buffers -> [(cell: Int, cost: Int)]? in
      guard aStar(from: s, to: t, cap: cap, model: model, buffers: &buffers) != nil else {
        return nil
      }
      return tracedSteps(from: s, to: t, model: model, buffers: buffers)
    }
    return found.map(path(tracedSteps:))
  }

  /// The cells of the traced path with the cost of reaching each, for ``path(tracedSteps:)``.
  @inlinable
  func tracedSteps<Model: StepCostModel>(
    from s: Int, to t: Int, model: Model, buffers: SearchBuffers
  ) -> [(cell: Int, cost: Int)] {
    // Each step of the trace costs exactly the difference of the costs at its ends.
    let costs = buffers.costs.unsafelyUnwrapped
    return tracePath(from: s, to: t, model: model, buffers: buffers).map { ($0, Int(costs[$0])) }
  }

  /// A path from traced cells and the cost of reaching each.
  @usableFromInline
  func path(tracedSteps steps: [(cell: Int, cost: Int)]) -> Path {
    Path(
      hexes: steps.map { grid.hex(at: $0.cell) },
      stepCosts: (1..<steps.count).map { steps[$0].cost - steps[$0 - 1].cost })
  }

  /// The A* core: returns the goal's cost, leaving every touched cell's cost in `context`.
  @inlinable
  func aStar<Model: StepCostModel>(
    from s: Int, to t: Int, cap: UInt32, model: Model, buffers b: inout SearchBuffers
  ) -> UInt32? {
    // Two bound types, so that the unwrapped search (the common one) carries no code for
    // wraps in its loop: even a branch never taken there cost it about 5% more
    // instructions in the benchmark's A*.
    if grid.wrap == .none {
      let bound = HexDistanceBound(goal: grid.hex(at: t), scale: model.minimumStep)
      return aStar(from: s, to: t, cap: cap, model: model, bound: bound, buffers: &b)
    }
    let bound = WrappedHexDistanceBound(grid: grid, goal: t, scale: model.minimumStep)
    return aStar(from: s, to: t, cap: cap, model: model, bound: bound, buffers: &b)
  }

  /// A* guided by `bound` (the hex distance, or that and the landmarks): one expansion loop
  /// for every heuristic, specialised for each.
  @inlinable
  func aStar<Model: StepCostModel, Bound: AStarBound>(
    from s: Int, to t: Int, cap: UInt32, model: Model, bound: Bound,
    buffers b: inout SearchBuffers
  ) -> UInt32? {
    let startHex = grid.hex(at: s)
    // Axial direction vectors in HexDirection order.
    let dq = SIMD8<Int32>(1, 1, 0, -1, -1, 0, 0, 0)
    let dr = SIMD8<Int32>(0, -1, -1, 0, 1, 1, 0, 0)

    let costs = b.costs.unsafelyUnwrapped
    let startEntry = SearchEntry(
      index: Int32(s), cost: 0, q: Int32(startHex.q), r: Int32(startHex.r))
    let h0 = bound.estimate(q: startEntry.q, r: startEntry.r, index: s)
    if h0 > cap { return nil }  // no path can be cheap enough
    b.setCost(0, of: s)

    return withView { view in
      // One expansion loop for both open lists; it is specialised for each.
      func search<Frontier: AStarFrontier>(_ frontier: inout Frontier) -> UInt32? {
        frontier.insert(startEntry, g: 0, h: h0)
        while let entry = frontier.removeBest() {
          let p = Int(entry.index)
          let g = entry.cost
          if g != costs[p] { continue }  // a cheaper entry for p was pushed later
          if p == t { return g }
          let word = model.word(at: p, view: view)
          view.forEachMove(from: p) { d, n in
            guard let step = model.cost(word: word, from: p, direction: d, to: n, view: view)
            else { return }
            // Saturating: a step past the cap (at most `UInt32.max - 1`) is not taken, and
            // neither is a cell whose bound f = g + h passes it, so f never wraps.
            guard step <= cap &- g else { return }
            let ng = g &+ step
            if ng < costs[n] {
              let nq = entry.q &+ dq[d]
              let nr = entry.r &+ dr[d]
              let h = bound.estimate(q: nq, r: nr, index: n)
              // The heuristic never overestimates: a path through `n` costs at least
              // ng + h, so past the cap `n` is not worth a push (capped queries stay local).
              if h > cap &- ng { return }
              b.setCost(ng, of: n)
              frontier.insert(SearchEntry(index: Int32(n), cost: ng, q: nq, r: nr), g: ng, h: h)
            }
          }
        }
        return nil
      }
      // Buckets when f can only rise by a small amount per step; a heap otherwise. The
      // open list is moved out of the buffers while it runs so that `b` stays free for
      // the cost updates (the lists are plain structs of pointers: nothing is copied).
      if let maxStep = model.maximumStep {
        let span = bound.span(maximumStep: maxStep)
        if span <= BucketQueue<SearchEntry>.maximumSpan {
          var buckets = b.buckets
          buckets.reset(span: span, start: Int(h0))
          defer { b.buckets = buckets }
          return search(&buckets)
        }
      }
      var heap = b.heap
      heap.removeAll()
      defer { b.heap = heap }
      return search(&heap)
    }
  }

  /// Walks back from `t` to `s` through neighbours whose cost plus the step equals the
  /// current cost. Every cost a search sets was derived from a settled neighbour, so such a
  /// neighbour always exists and the walk strictly descends to the start (steps cost ≥ 1).
  @inlinable
  func tracePath<Model: StepCostModel>(
    from s: Int, to t: Int, model: Model, buffers: SearchBuffers
  ) -> [Int] {
    let costs = buffers.costs.unsafelyUnwrapped
    return withView { view in
      var cells = [t]
      var current = t
      while current != s {
        let g = costs[current]
        var bits = view.moves[current] & 0x3F
        var previous = -1
        while bits != 0 {
          let d = bits.trailingZeroBitCount
          bits &= bits &- 1
          let n = view.neighbor(of: current, d)
          let gn = costs[n]
          guard gn < g,
            let step = model.cost(from: n, direction: opposite(d), to: current, view: view)
          else { continue }
          if step == g &- gn {
            previous = n
            break
          }
        }
        precondition(previous >= 0, "internal error: broken search costs")
        cells.append(previous)
        current = previous
      }
      cells.reverse()
      return cells
    }
  }
}

/// ``NavigationGraph/path(from:to:rules:context:)`` without rules that change steps: the
/// model of the graph's own costs
/// (``NavigationGraph/withGraphModel(_:)`` picks it).
private struct PlainPathSearch: StepModelConsumer {
  let graph: NavigationGraph
  let start: Hex
  let goal: Hex
  let maxCost: Int?
  let context: SearchContext

  func run<Model: StepCostModel>(_ model: Model) -> Path? {
    graph.guidedFindPath(from: start, to: goal, maxCost: maxCost, model: model, context: context)
  }
}

/// A consistent lower bound on the cost from a cell to the goal of an A* search.
@usableFromInline
protocol AStarBound {
  /// The bound for cell `index`, at axial (`q`, `r`).
  func estimate(q: Int32, r: Int32, index: Int) -> UInt32
  /// The bucket queue's span when no step costs more than `maximumStep`: one more than
  /// the most f = g + h can rise in one step (the step, plus what the bound can rise).
  func span(maximumStep: UInt32) -> Int
}
