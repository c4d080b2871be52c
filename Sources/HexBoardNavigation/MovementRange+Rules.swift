// Movement ranges with rules per query (SearchRules: an occupancy overlay, a per-class cost
// table, a caller's step function, in any combination), on the same searches as plain
// ranges: breadth-first when every step costs 1, Dial's buckets when steps are small, a
// heap when a function can make them large.

import HexBoardSupport
import HexGrid

extension NavigationGraph {
  /// ``movementRange(from:rules:context:)`` when the rules change steps: the overlay
  /// around the model of the rules' costs and step function.
  func rangeWithRules(
    from start: Hex, rules: SearchRules, context: SearchContext
  ) -> MovementRange {
    if rules.hasGameRules { return gameRange(from: start, rules: rules, context: context) }
    var search = RangeSearch(
      graph: self, start: start, budget: rules.maxCost, occupied: rules.activeOverlay,
      context: context)
    if rules.costs == nil && rules.stepCost == nil {
      search.stepInto = stepsIntoCells  // the graph's own costs: paths can be traced
    }
    return withRuleModel(rules, search) ?? emptyRange
  }

  var emptyRange: MovementRange { MovementRange(grid: grid, cellIndices: [], cellCosts: []) }

  /// Dijkstra with a budget over any model (steps may be forbidden): buckets when the
  /// model's steps are small, a heap otherwise. Like `dijkstraRange`, every cell pushed is
  /// within the budget and gets settled, so the queue holds the result in settling order
  /// and doubles as the reset list.
  func ruledRange<Model: StepCostModel>(
    from s: Int, limit: UInt32, model: Model, buffers b: inout SearchBuffers
  ) {
    let costs = b.costs.unsafelyUnwrapped
    if model.minimumStep == 1 && model.maximumStep == 1 {
      // Breadth-first, as for a plain uniform range.
      withView { view in
        costs[s] = 0
        b.queue.append(Int32(s))
        var head = 0
        while head < b.queue.count {
          let p = Int(b.queue[head])
          head &+= 1
          let g = costs[p]
          if g == limit { continue }
          let word = model.word(at: p, view: view)
          view.forEachMove(from: p) { d, n in
            guard costs[n] == SearchBuffers.unreached,
              model.cost(word: word, from: p, direction: d, to: n, view: view) != nil
            else { return }
            costs[n] = g &+ 1
            b.queue.append(Int32(truncatingIfNeeded: n))
          }
        }
      }
      return
    }
    let span = Swift.min(Int(model.maximumStep ?? UInt32.max), Int(limit))
    if span < BucketQueue<Int32>.maximumSpan {
      dijkstraRange(from: s, limit: limit, model: model, buffers: &b)
      return
    }
    withView { view in
      costs[s] = 0
      var heap = b.heap
      heap.removeAll()
      defer { b.heap = heap }
      heap.push(SearchEntry(index: Int32(s), cost: 0, q: 0, r: 0), key: 0)
      while let (entry, _) = heap.pop() {
        let p = Int(entry.index)
        let g = entry.cost
        if g != costs[p] { continue }
        b.queue.append(entry.index)
        let word = model.word(at: p, view: view)
        view.forEachMove(from: p) { d, n in
          guard let step = model.cost(word: word, from: p, direction: d, to: n, view: view),
            step <= limit &- g
          else { return }
          let ng = g &+ step
          if ng < costs[n] {
            costs[n] = ng
            heap.push(
              SearchEntry(index: Int32(truncatingIfNeeded: n), cost: ng, q: 0, r: 0),
              key: UInt64(ng))
          }
        }
      }
    }
  }
}

/// A movement range over a given model, wrapped in the overlay when there is one.
struct RangeSearch: StepModelConsumer {
  let graph: NavigationGraph
  let start: Hex
  let budget: Int?
  let occupied: Occupancy?
  let context: SearchContext
  /// How ``MovementRange/path(to:)`` prices a step, when the range's costs are the graph's
  /// own (nil for a cost table or a caller's function: such a range traces no paths).
  var stepInto: MovementRangeLookup.StepInto?

  func run<Model: StepCostModel>(_ model: Model) -> MovementRange {
    let grid = graph.grid
    guard !NavigationGraph.reachesNothing(budget), let s = grid.index(of: start),
      graph.moves[s] & 0x80 != 0
    else { return graph.emptyRange }
    let limit = NavigationGraph.costCap(budget)
    func search<M: StepCostModel>(_ model: M) -> MovementRange {
      let (cells, costs) = context.withBuffers(cellCount: grid.indexCount) { buffers in
        graph.ruledRange(from: s, limit: limit, model: model, buffers: &buffers)
        let cells = buffers.queue.toArray()
        let costs = buffers.costs.unsafelyUnwrapped
        return (cells, cells.map { costs[Int($0)] })
      }
      return MovementRange(grid: grid, cellIndices: cells, cellCosts: costs, stepInto: stepInto)
    }
    guard let occupied else { return search(model) }
    guard occupied.fits(indexCount: grid.indexCount) else { return graph.emptyRange }
    return occupied.words.withUnsafeBufferPointer { words in
      search(
        OccupancyStepCost(base: model, words: words.baseAddress.unsafelyUnwrapped, exempt: -1))
    }
  }
}

/// Wraps the model a consumer is handed in a caller's step function.
struct FunctionAdapter<Inner: StepModelConsumer>: StepModelConsumer {
  let inner: Inner
  let function: (NavigationStep) -> Int?

  func run<Model: StepCostModel>(_ model: Model) -> Inner.Result {
    inner.run(FunctionStepCost(base: model, function: function))
  }
}
