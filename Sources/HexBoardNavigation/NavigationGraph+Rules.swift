// Paths with rules per query: an occupancy overlay (units in the way), a per-class cost
// table, or a caller's function of each step. Each wraps the graph's own step model, so the
// search is specialised for exactly its rules and a query without them is untouched.

import HexGrid

extension NavigationGraph {
  /// The cheapest path from `start` to `goal` around the units in `occupied`, or `nil`.
  ///
  /// The overlay's rules (see ``Occupancy``): occupied cells cannot be entered or passed
  /// through, the start is always free, and the goal may be occupied (the path ends on the
  /// target). With `costs`, steps cost what the unit class pays (see ``CostTable``).
  /// A goal that cannot be entered at all (every neighbour occupied or every step into it
  /// forbidden) gives `nil` at once, without a search; so do an overlay or a table of a
  /// grid of another size.
  ///
  /// - Parameters:
  ///   - start: where the path begins.
  ///   - goal: where it ends.
  ///   - maxCost: the most the path may cost (at most `UInt32.max - 1`; more is that).
  ///     Below 0: `nil` (see ``path(from:to:maxCost:context:)``).
  ///   - occupied: the cells units stand on; `nil` or empty for none (then the query is
  ///     exactly ``path(from:to:maxCost:context:)``).
  ///   - costs: a unit class's costs, or `nil` for the graph's own.
  ///   - context: reusable buffers; pass one per task.
  /// - Complexity: that of ``path(from:to:maxCost:context:)``, plus one bit test per step.
  public func path(
    from start: Hex, to goal: Hex, maxCost: Int? = nil, occupied: Occupancy?,
    costs: CostTable? = nil, context: SearchContext = SearchContext()
  ) -> Path? {
    let overlay = occupied.flatMap { $0.isEmpty ? nil : $0 }
    guard let costs else {
      guard let overlay else {
        return path(from: start, to: goal, maxCost: maxCost, context: context)
      }
      return ruledPath(
        from: start, to: goal, maxCost: maxCost, occupied: overlay, context: context,
        model: nil as ClassStepCost?)
    }
    return withClassModel(costs) { model in
      ruledPath(
        from: start, to: goal, maxCost: maxCost, occupied: overlay, context: context,
        model: model)
    } ?? nil
  }

  /// The cheapest path for a unit class (see ``CostTable``), or `nil`:
  /// ``path(from:to:maxCost:occupied:costs:context:)`` without an overlay.
  public func path(
    from start: Hex, to goal: Hex, maxCost: Int? = nil, costs: CostTable,
    context: SearchContext = SearchContext()
  ) -> Path? {
    path(from: start, to: goal, maxCost: maxCost, occupied: nil, costs: costs, context: context)
  }

  /// The cheapest path when `stepCost` prices each step, or `nil`.
  ///
  /// `stepCost` sees every step the graph allows as a ``NavigationStep`` (cell indices, the
  /// direction and the graph's own cost) and returns its cost, or `nil` to forbid it; steps
  /// the graph forbids stay forbidden and are never asked about. Costs below 1 count as 1,
  /// above ``maximumQueryStepCost`` as that; a path costing more than `UInt32.max - 1` is
  /// not found. With `occupied`, the overlay's rules apply first (see ``Occupancy``):
  /// the function is not asked about steps into occupied cells.
  ///
  /// Before searching, the query asks about the (at most six) steps into the goal: when
  /// none is allowed, it returns `nil` at once. A negative `maxCost` gives `nil` (see
  /// ``path(from:to:maxCost:context:)``).
  ///
  /// ```swift
  /// let zone = Occupancy(grid: graph.grid, hexes: enemyZoneOfControl)
  /// let path = graph.path(from: a, to: b, context: context) { step in
  ///   zone.contains(index: step.from) ? step.cost + 10 : step.cost  // leaving a zone costs more
  /// }
  /// ```
  public func path(
    from start: Hex, to goal: Hex, maxCost: Int? = nil, occupied: Occupancy? = nil,
    context: SearchContext = SearchContext(), stepCost: (NavigationStep) -> Int?
  ) -> Path? {
    let overlay = occupied.flatMap { $0.isEmpty ? nil : $0 }
    return withoutActuallyEscaping(stepCost) { function in
      withGraphModel(
        FunctionAdapter(
          inner: PathSearch(
            graph: self, start: start, goal: goal, maxCost: maxCost, occupied: overlay,
            context: context),
          function: function))
    }
  }

  /// The cheapest path when each step's cost comes from `edgeCost(from, to)`; return `nil`
  /// from it to forbid a step. Only steps the graph allows are asked about (between
  /// adjacent passable cells, across no blocking side); the closure's cost replaces the
  /// graph's own, features on the sides included.
  ///
  /// A cost below 1 counts as 1 and one above ``maximumQueryStepCost`` as that maximum. A
  /// negative `maxCost` gives `nil` (see ``path(from:to:maxCost:context:)``).
  /// Prefer ``path(from:to:maxCost:occupied:context:stepCost:)``: it hands the function
  /// cell indices, where this one builds two hexes per step.
  public func path(
    from start: Hex, to goal: Hex, maxCost: Int? = nil, context: SearchContext = SearchContext(),
    edgeCost: @escaping (_ from: Hex, _ to: Hex) -> Int?
  ) -> Path? {
    let grid = grid
    return path(from: start, to: goal, maxCost: maxCost, context: context) { step in
      edgeCost(grid.hex(at: step.from), grid.hex(at: step.to))
    }
  }

  /// A path search with an optional overlay over `model`, or over the graph's own model
  /// when `model` is `nil`.
  func ruledPath<Model: StepCostModel>(
    from start: Hex, to goal: Hex, maxCost: Int?, occupied: Occupancy?,
    context: SearchContext, model: Model?
  ) -> Path? {
    var search = PathSearch(
      graph: self, start: start, goal: goal, maxCost: maxCost, occupied: occupied,
      context: context)
    if let model { return search.run(model) }
    // The graph's own costs behind an overlay: steps only get forbidden, so the landmarks'
    // bounds hold and long paths stay fast.
    search.guidedByLandmarks = true
    return withGraphModel(search)
  }

  /// Whether some step into `t` can be taken: from a neighbour that is the start or is
  /// not occupied, allowed by `model`. Asks the model about at most six steps.
  func goalCanBeEntered<Model: StepCostModel>(
    _ t: Int, from s: Int, model: Model, occupied words: UnsafePointer<UInt64>?
  ) -> Bool {
    withView { view in
      var bits = view.moves[t] & 0x3F
      let base = view.deltaBase(of: t, mask: view.moves[t])
      while bits != 0 {
        let d = bits.trailingZeroBitCount
        bits &= bits &- 1
        let n = t &+ view.deltas[base &+ d]
        if let words, n != s, words[n >> 6] & (1 << UInt64(n & 63)) != 0 { continue }
        if model.cost(from: n, direction: opposite(d), to: t, view: view) != nil { return true }
      }
      return false
    }
  }
}

/// A path search over a given model, wrapped in the overlay when there is one.
struct PathSearch: StepModelConsumer {
  let graph: NavigationGraph
  let start: Hex
  let goal: Hex
  let maxCost: Int?
  let occupied: Occupancy?
  let context: SearchContext
  /// Whether the model costs at least the graph's own on every step, so that the graph's
  /// landmarks may guide the search (never for a caller's function or a cost table).
  var guidedByLandmarks = false

  func run<Model: StepCostModel>(_ model: Model) -> Path? {
    let grid = graph.grid
    guard let s = grid.index(of: start), let t = grid.index(of: goal) else { return nil }
    guard let occupied else {
      guard s == t || graph.goalCanBeEntered(t, from: s, model: model, occupied: nil) else {
        return nil
      }
      return search(model)
    }
    guard occupied.fits(indexCount: grid.indexCount) else { return nil }
    return occupied.words.withUnsafeBufferPointer { words in
      let pointer = words.baseAddress.unsafelyUnwrapped
      let wrapped = OccupancyStepCost(base: model, words: pointer, exempt: t)
      guard s == t || graph.goalCanBeEntered(t, from: s, model: wrapped, occupied: pointer) else {
        return nil
      }
      return search(wrapped)
    }
  }

  /// A* with `model`. When its steps have no known bound (a caller's function), the search
  /// first runs on the bucket queue with steps capped at what the buckets span, and again
  /// on the heap only if it met a larger step: the answer is the same, and the same on
  /// every run (the inputs decide which open list runs).
  func search<Model: StepCostModel>(_ model: Model) -> Path? {
    guard model.maximumStep == nil else {
      if guidedByLandmarks {
        return graph.guidedFindPath(
          from: start, to: goal, maxCost: maxCost, model: model, context: context)
      }
      return graph.findPath(
        from: start, to: goal, maxCost: maxCost, model: model, context: context)
    }
    var overflowed = false
    let bound = UInt32(BucketQueue<SearchEntry>.maximumSpan) - 1 - model.minimumStep
    let path = withUnsafeMutablePointer(to: &overflowed) { flag in
      graph.findPath(
        from: start, to: goal, maxCost: maxCost,
        model: BoundedStepCost(base: model, bound: bound, overflowed: flag), context: context)
    }
    if !overflowed { return path }
    return graph.findPath(from: start, to: goal, maxCost: maxCost, model: model, context: context)
  }
}
