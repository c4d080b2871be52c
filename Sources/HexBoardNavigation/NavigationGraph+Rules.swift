// Paths with rules per query (SearchRules): an occupancy overlay (units in the way), a
// per-class cost table and a caller's function of each step, in any combination. Each wraps
// the step model below it, so the search is specialised for exactly its rules and a query
// without them is untouched.

import HexGrid

extension NavigationGraph {
  /// ``path(from:to:rules:context:)`` when the rules change steps: the overlay around the
  /// model of the rules' costs and step function.
  func ruledPath(
    from start: Hex, to goal: Hex, rules: SearchRules, context: SearchContext
  ) -> Path? {
    if rules.hasGameRules { return gamePath(from: start, to: goal, rules: rules, context: context) }
    var search = PathSearch(
      graph: self, start: start, goal: goal, maxCost: rules.maxCost,
      occupied: rules.activeOverlay, context: context)
    // The graph's own costs behind an overlay (steps only get forbidden), or a table that
    // never prices below them: the landmarks' bounds hold and long paths stay fast.
    search.guidedByLandmarks = rules.landmarksStayAdmissible
    return withRuleModel(rules, search) ?? nil
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
  /// landmarks may guide the search (never for a caller's function; for a cost table only
  /// when ``SearchRules/costsAtLeastGraph``).
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
