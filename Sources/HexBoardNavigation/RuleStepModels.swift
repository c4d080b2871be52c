// The step models of queries with rules (an occupancy overlay, a caller's step function, a
// per-class cost table): wrappers around the graph's own model, so a search is specialised
// for exactly the rules it runs with and a query without rules runs the code it always ran.

import HexGrid

/// Runs a search for a step model: the search side of the double dispatch that picks the
/// graph's model (``NavigationGraph/withGraphModel(_:)``) and wraps it in rules. A protocol
/// rather than a closure because each call needs a generic `run`.
protocol StepModelConsumer {
  associatedtype Result
  /// The search's answer with `model`.
  func run<Model: StepCostModel>(_ model: Model) -> Result
}

extension NavigationGraph {
  /// Hands `consumer` the model of the graph's own costs (the same choice `path` makes).
  func withGraphModel<C: StepModelConsumer>(_ consumer: C) -> C.Result {
    let (low, high) = (UInt32(minimumStepCost), UInt32(maximumStepCost))
    if isUniform { return consumer.run(UniformStepCost()) }
    if !overrides.changedMasks.isEmpty {
      let delta = overrides.commonDelta
      if entryCosts.isEmpty {
        return consumer.run(UnitMaskStepCost(minimumStep: low, maximumStep: high, delta: delta))
      }
      return consumer.run(MaskSideStepCost(minimumStep: low, maximumStep: high, delta: delta))
    }
    if !overrides.isEmpty && entryCosts.isEmpty {
      return consumer.run(UnitSideStepCost(minimumStep: low, maximumStep: high))
    }
    if !overrides.isEmpty {
      return consumer.run(SideStepCost(minimumStep: low, maximumStep: high))
    }
    return consumer.run(
      TerrainStepCost(minimumStep: UInt32(minimumCost), maximumStep: UInt32(maximumCost)))
  }
}

/// `Base`, except that no step may enter an occupied cell other than `exempt` (the goal of
/// a path; -1 for none). One bit test per step, on the cell entered.
struct OccupancyStepCost<Base: StepCostModel>: StepCostModel {
  let base: Base
  let words: UnsafePointer<UInt64>
  let exempt: Int

  var minimumStep: UInt32 { base.minimumStep }
  var maximumStep: UInt32? { base.maximumStep }

  @inline(__always)
  func isBlocked(_ index: Int) -> Bool {
    words[index &>> 6] & (1 &<< UInt64(truncatingIfNeeded: index & 63)) != 0 && index != exempt
  }

  @inline(__always)
  func word(at index: Int, view: GraphView) -> UInt32 { base.word(at: index, view: view) }

  @inline(__always)
  func cost(word: UInt32, from: Int, direction: Int, to: Int, view: GraphView) -> UInt32? {
    if isBlocked(to) { return nil }
    return base.cost(word: word, from: from, direction: direction, to: to, view: view)
  }

  @inline(__always)
  func cost(from: Int, direction: Int, to: Int, view: GraphView) -> UInt32? {
    cost(word: word(at: from, view: view), from: from, direction: direction, to: to, view: view)
  }
}

/// A caller's function of each step (given the graph's own cost from `Base`), clamped to
/// `1...maximumQueryStepCost`; `nil` forbids the step.
struct FunctionStepCost<Base: StepCostModel>: StepCostModel {
  let base: Base
  let function: (NavigationStep) -> Int?

  var minimumStep: UInt32 { 1 }
  /// Unknown: the searches use their heap (or a bounded bucket span) for it.
  var maximumStep: UInt32? { nil }

  @inline(__always)
  func word(at index: Int, view: GraphView) -> UInt32 { base.word(at: index, view: view) }

  @inline(__always)
  func cost(word: UInt32, from: Int, direction: Int, to: Int, view: GraphView) -> UInt32? {
    guard let own = base.cost(word: word, from: from, direction: direction, to: to, view: view)
    else { return nil }
    let step = NavigationStep(
      from: from, to: to, direction: HexDirection(rawValue: direction).unsafelyUnwrapped,
      cost: Int(own))
    guard let cost = function(step) else { return nil }
    return NavigationGraph.clampedQueryCost(cost)
  }

  @inline(__always)
  func cost(from: Int, direction: Int, to: Int, view: GraphView) -> UInt32? {
    cost(word: word(at: from, view: view), from: from, direction: direction, to: to, view: view)
  }
}

/// `Base` with steps above `bound` refused and reported in `overflowed`: lets a search for
/// a model with unknown step costs (a caller's function) run on the bucket queue first,
/// and fall back to the heap only if some step it meets is too large for the buckets.
struct BoundedStepCost<Base: StepCostModel>: StepCostModel {
  let base: Base
  let bound: UInt32
  let overflowed: UnsafeMutablePointer<Bool>

  var minimumStep: UInt32 { base.minimumStep }
  var maximumStep: UInt32? { bound }

  @inline(__always)
  func word(at index: Int, view: GraphView) -> UInt32 { base.word(at: index, view: view) }

  @inline(__always)
  func cost(word: UInt32, from: Int, direction: Int, to: Int, view: GraphView) -> UInt32? {
    guard let cost = base.cost(word: word, from: from, direction: direction, to: to, view: view)
    else { return nil }
    if _slowPath(cost > bound) {
      overflowed.pointee = true
      return nil
    }
    return cost
  }

  @inline(__always)
  func cost(from: Int, direction: Int, to: Int, view: GraphView) -> UInt32? {
    cost(word: word(at: from, view: view), from: from, direction: direction, to: to, view: view)
  }
}
