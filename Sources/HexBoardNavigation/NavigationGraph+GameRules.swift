// Paths and movement ranges with game rules (SearchRules: units with friends, foes and
// zones of control, stop cells, movement points per turn), on top of any step model the
// other rules make (the graph's costs, a cost table, a step function, an overlay). One
// search for all of them: A* (Dijkstra for ranges) whose step cost depends on the cost so
// far, through `GameStep.arrive`. Queries without game rules never come here.

import HexBoardMaps
import HexBoardSupport
import HexGrid

extension NavigationGraph {
  /// ``path(from:to:rules:context:)`` with game rules.
  func gamePath(from start: Hex, to goal: Hex, rules: SearchRules, context: SearchContext)
    -> Path?
  {
    let search = GamePathSearch(
      graph: self, start: start, goal: goal, rules: rules, context: context,
      guided: rules.landmarksStayAdmissible)
    return withRuleModel(rules, search) ?? nil
  }

  /// ``movementRange(from:rules:context:)`` with game rules.
  func gameRange(from start: Hex, rules: SearchRules, context: SearchContext)
    -> MovementRange
  {
    let search = GameRangeSearch(graph: self, start: start, rules: rules, context: context)
    return withRuleModel(rules, search) ?? emptyRange
  }

  /// The search of every query with game rules: A* from `s` to `t` guided by `bound`
  /// (Dijkstra with ``ZeroBound`` and `t = -1` for a range, which then records the cells
  /// it settles, in order, in the buffers' queue). Returns the goal's cost, leaving every
  /// reached cell's cost in the buffers. Same open lists and tie-breaking as
  /// ``aStar(from:to:cap:model:bound:buffers:)``; only the step cost differs: it depends
  /// on the cost so far (``GameStep/arrive(from:left:step:kind:)``), never decreasing as that
  /// grows, so each cell's first settled cost is its cheapest.
  func gameSearch<Model: StepCostModel, Bound: AStarBound>(
    from s: Int, to t: Int, cap: UInt32, model: Model, game: GameStep, bound: Bound,
    buffers b: inout SearchBuffers
  ) -> UInt32? {
    let startHex = grid.hex(at: s)
    let dq = SIMD8<Int32>(1, 1, 0, -1, -1, 0, 0, 0)
    let dr = SIMD8<Int32>(0, -1, -1, 0, 1, 1, 0, 0)
    let costs = b.costs.unsafelyUnwrapped
    let startEntry = SearchEntry(
      index: Int32(s), cost: 0, q: Int32(startHex.q), r: Int32(startHex.r))
    let h0 = bound.estimate(q: startEntry.q, r: startEntry.r, index: s)
    if h0 > cap { return nil }
    b.setCost(0, of: s)
    let recordsCells = t < 0
    let limit = UInt64(cap)
    return withView { view in
      func search<Frontier: AStarFrontier>(_ frontier: inout Frontier) -> UInt32? {
        frontier.insert(startEntry, g: 0, h: h0)
        while let entry = frontier.removeBest() {
          let p = Int(entry.index)
          let g = entry.cost
          if g != costs[p] { continue }
          if recordsCells { b.queue.append(entry.index) }
          if p == t { return g }
          guard game.canLeave(p) else { continue }
          let left = game.pointsLeft(at: g)
          let word = model.word(at: p, view: view)
          view.forEachMove(from: p) { d, n in
            guard let step = model.cost(word: word, from: p, direction: d, to: n, view: view)
            else { return }
            let kind = game.entry(n)
            guard kind != GameStep.blocked,
              let arrival = game.arrive(from: g, left: left, step: step, kind: kind),
              arrival <= limit
            else { return }
            let ng = UInt32(truncatingIfNeeded: arrival)
            if ng < costs[n] {
              let nq = entry.q &+ dq[d]
              let nr = entry.r &+ dr[d]
              let h = bound.estimate(q: nq, r: nr, index: n)
              if h > cap &- ng { return }
              b.setCost(ng, of: n)
              frontier.insert(SearchEntry(index: Int32(n), cost: ng, q: nq, r: nr), g: ng, h: h)
            }
          }
        }
        return nil
      }
      if let rise = game.maximumRise(modelMaximum: model.maximumStep) {
        let span = bound.span(maximumStep: rise)
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

  /// The cells of the cheapest path from `s` to `t` with the cost of reaching each, walked
  /// back from `t` through the first neighbour (in direction order) from which the step
  /// gives exactly the current cost: every cost the search set came from such a
  /// neighbour, settled before it. `nil` only if the costs are broken.
  func gameTrace<Model: StepCostModel>(
    from s: Int, to t: Int, model: Model, game: GameStep, buffers: SearchBuffers
  ) -> [(cell: Int, cost: Int)]? {
    let costs = buffers.costs.unsafelyUnwrapped
    return withView { view in
      var steps = [(cell: t, cost: Int(costs[t]))]
      var current = t
      while current != s {
        let g = costs[current]
        let kind = game.entry(current)
        var bits = view.moves[current] & 0x3F
        var previous = -1
        while bits != 0 {
          let d = bits.trailingZeroBitCount
          bits &= bits &- 1
          let n = view.neighbor(of: current, d)
          let gn = costs[n]
          guard gn < g, game.canLeave(n),
            let step = model.cost(from: n, direction: opposite(d), to: current, view: view),
            game.arrive(from: gn, left: game.pointsLeft(at: gn), step: step, kind: kind)
              == UInt64(g)
          else { continue }
          previous = n
          break
        }
        guard previous >= 0 else { return nil }
        steps.append((previous, Int(costs[previous])))
        current = previous
      }
      steps.reverse()
      return steps
    }
  }
}

/// A bound of 0: Dijkstra, for movement ranges.
struct ZeroBound: AStarBound {
  @inline(__always) func estimate(q: Int32, r: Int32, index: Int) -> UInt32 { 0 }
  func span(maximumStep: UInt32) -> Int { Int(maximumStep) + 1 }
}

/// A path with game rules over a given model, wrapped in the overlay when there is one.
struct GamePathSearch: StepModelConsumer {
  let graph: NavigationGraph
  let start: Hex
  let goal: Hex
  let rules: SearchRules
  let context: SearchContext
  /// Whether the landmarks may guide it: the graph's own costs (behind an overlay at
  /// most) or a table never below them, where a route's cost, waits included, is never
  /// below its plain cost, so the landmark bounds stay admissible and consistent.
  ///
  /// No tighter bound for turns holds in general: a route whose steps fill each turn
  /// exactly wastes nothing, so future waste has no lower bound without knowing the steps.
  /// One exact case was tried and left out: a goal that ends the move is reached at a
  /// turn's end, so its bound may be rounded up to one; but the rounding makes cells tie
  /// on f, a tie may settle a cell at a cost later improved, and attack moves
  /// (`hexboard-bench --rules`, path_attack) got slower (4.5× plain to 6.0×).
  let guided: Bool

  func run<Model: StepCostModel>(_ model: Model) -> Path? {
    let grid = graph.grid
    guard !NavigationGraph.reachesNothing(rules.maxCost), let s = grid.index(of: start),
      let t = grid.index(of: goal), graph.components[s] >= 0,
      graph.components[s] == graph.components[t]
    else { return nil }
    guard let occupied = rules.activeOverlay else { return run(model, s, t) }
    guard occupied.fits(indexCount: grid.indexCount) else { return nil }
    return occupied.words.withUnsafeBufferPointer { words in
      run(
        OccupancyStepCost(base: model, words: words.baseAddress.unsafelyUnwrapped, exempt: t), s, t)
    }
  }

  private func run<Model: StepCostModel>(_ model: Model, _ s: Int, _ t: Int) -> Path? {
    let found = graph.withGameStep(rules, start: s) { game -> Path? in
      let turns = rules.turns
      if s == t { return Path(hexes: [start], stepCosts: [], turns: turns == nil ? [] : [0]) }
      // A friend's cell is never a destination (a foe's is never entered at all).
      guard game.entry(t) & GameStep.friend == 0 else { return nil }
      let cap = NavigationGraph.gameCap(rules)
      let steps = context.withBuffers(cellCount: grid.indexCount) {
        buffers -> [(cell: Int, cost: Int)]? in
        guard search(s, t, cap: cap, model: model, game: game, buffers: &buffers) != nil
        else { return nil }
        return graph.gameTrace(from: s, to: t, model: model, game: game, buffers: buffers)
      }
      guard let steps else { return nil }
      return Path(
        hexes: steps.map { grid.hex(at: $0.cell) },
        stepCosts: (1..<steps.count).map { steps[$0].cost - steps[$0 - 1].cost },
        turns: turns.map { turns in steps.map { turns.turn(atCost: $0.cost) } } ?? [])
    }
    return found ?? nil
  }

  private var grid: MapGrid { graph.grid }

  /// The search, guided by the landmarks when allowed and ready, else by the hex distance.
  private func search<Model: StepCostModel>(
    _ s: Int, _ t: Int, cap: UInt32, model: Model, game: GameStep,
    buffers b: inout SearchBuffers
  ) -> UInt32? {
    func run<H: AStarBound>(_ hex: H) -> UInt32? {
      if guided, let table = graph.landmarks, graph.usesLandmarks(from: s, to: t) {
        return table.withPointers { rows, potentials in
          let bound = LandmarkBound(
            hex: hex, rows: rows, stride: table.stride, potentials: potentials, goal: t)
          return graph.gameSearch(
            from: s, to: t, cap: cap, model: model, game: game, bound: bound, buffers: &b)
        }
      }
      return graph.gameSearch(
        from: s, to: t, cap: cap, model: model, game: game, bound: hex, buffers: &b)
    }
    if grid.wrap == .none {
      return run(HexDistanceBound(goal: grid.hex(at: t), scale: model.minimumStep))
    }
    return run(WrappedHexDistanceBound(grid: grid, goal: t, scale: model.minimumStep))
  }
}

/// A movement range with game rules over a given model, wrapped in the overlay when there
/// is one. Friends' cells are passed through but not listed (the start always is).
struct GameRangeSearch: StepModelConsumer {
  let graph: NavigationGraph
  let start: Hex
  let rules: SearchRules
  let context: SearchContext

  func run<Model: StepCostModel>(_ model: Model) -> MovementRange {
    let grid = graph.grid
    guard !NavigationGraph.reachesNothing(rules.maxCost), let s = grid.index(of: start),
      graph.moves[s] & 0x80 != 0
    else { return graph.emptyRange }
    guard let occupied = rules.activeOverlay else { return run(model, s) }
    guard occupied.fits(indexCount: grid.indexCount) else { return graph.emptyRange }
    return occupied.words.withUnsafeBufferPointer { words in
      run(OccupancyStepCost(base: model, words: words.baseAddress.unsafelyUnwrapped, exempt: -1), s)
    }
  }

  private func run<Model: StepCostModel>(_ model: Model, _ s: Int) -> MovementRange {
    let grid = graph.grid
    let cap = NavigationGraph.gameCap(rules)
    let found = graph.withGameStep(rules, start: s) { game in
      context.withBuffers(cellCount: grid.indexCount) { buffers -> ([Int32], [UInt32]) in
        _ = graph.gameSearch(
          from: s, to: -1, cap: cap, model: model, game: game, bound: ZeroBound(),
          buffers: &buffers)
        let costs = buffers.costs.unsafelyUnwrapped
        var cells: [Int32] = []
        var cellCosts: [UInt32] = []
        cells.reserveCapacity(buffers.queue.count)
        cellCosts.reserveCapacity(buffers.queue.count)
        for i in 0..<buffers.queue.count {
          let cell = buffers.queue[i]
          guard Int(cell) == s || game.entry(Int(cell)) & GameStep.friend == 0 else { continue }
          cells.append(cell)
          cellCosts.append(costs[Int(cell)])
        }
        return (cells, cellCosts)
      }
    }
    guard let (cells, costs) = found else { return graph.emptyRange }
    return MovementRange(grid: grid, cellIndices: cells, cellCosts: costs, turns: rules.turns)
  }
}
