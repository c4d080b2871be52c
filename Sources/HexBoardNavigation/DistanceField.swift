import HexBoardSupport
import HexGrid

/// Each cell's cost to the nearest of several goals and the step towards it: a "Dijkstra
/// map" or flow field, computed once and then read by any number of units.
///
/// The cost of a cell is what a unit standing there pays to reach the cheapest goal under
/// the graph's movement rule (see ``NavigationGraph``: entry costs, changed by the features
/// on the sides crossed). ``nextStep(from:)``
/// points downhill; ties go to the first direction in `HexDirection` order.
///
/// ```swift
/// let field = graph.distanceField(goals: [castle])
/// var unit = spawn
/// while let step = field.nextStep(from: unit) { unit = step }   // arrives at the castle
/// ```
public struct DistanceField: Sendable {
  /// The graph the field was computed on.
  public let graph: NavigationGraph
  /// Per grid index: the cost to the nearest goal, or `UInt32.max` when no goal is
  /// reachable (or it is beyond the field's limit).
  public let costs: [UInt32]
  /// Per grid index: the direction of ``nextStep(from:)`` (0xFF for none), for fields
  /// computed with rules (an overlay, a cost table, a step function), whose steps the graph
  /// alone cannot price; empty otherwise.
  var nextDirections: [UInt8] = []

  /// The cost from `hex` to its nearest goal, or `nil` if none is reachable.
  public func cost(at hex: Hex) -> Int? {
    guard let index = graph.grid.index(of: hex), costs[index] != UInt32.max else { return nil }
    return Int(costs[index])
  }

  /// The neighbour to move to from `hex` to approach the nearest goal, or `nil` at a goal
  /// or where no goal is reachable.
  ///
  /// - Complexity: O(1).
  public func nextStep(from hex: Hex) -> Hex? {
    guard let index = graph.grid.index(of: hex) else { return nil }
    return nextIndex(from: index).map { graph.grid.hex(at: $0) }
  }

  /// The cells from `hex` to the nearest goal, following ``nextStep(from:)``; `nil` if no
  /// goal is reachable.
  public func path(from hex: Hex) -> [Hex]? {
    guard var index = graph.grid.index(of: hex), costs[index] != UInt32.max else { return nil }
    var cells = [graph.grid.hex(at: index)]
    while let next = nextIndex(from: index) {
      cells.append(graph.grid.hex(at: next))
      index = next
    }
    return cells
  }

  func nextIndex(from index: Int) -> Int? {
    let here = costs[index]
    guard here != 0, here != UInt32.max else { return nil }
    if !nextDirections.isEmpty {
      guard let d = HexDirection(rawValue: Int(nextDirections[index])) else { return nil }
      return graph.grid.neighbor(of: index, in: d)
    }
    var bits = graph.moveMask(of: index)
    while bits != 0 {
      let d = bits.trailingZeroBitCount
      bits &= bits &- 1
      guard
        let neighbor = graph.grid.neighbor(
          of: index, in: HexDirection(rawValue: d).unsafelyUnwrapped),
        costs[neighbor] < here
      else { continue }
      if graph.stepCost(from: index, direction: d, to: neighbor) == here &- costs[neighbor] {
        return neighbor
      }
    }
    return nil
  }
}

extension NavigationGraph {
  /// The distance field towards `goals` under `rules`: every cell's cost to the nearest
  /// goal (multi-source Dijkstra run backwards from the goals; a rule sees each step in
  /// the direction a unit travels it, towards the goals).
  ///
  /// With an overlay (``SearchRules/occupied``) goals are exempt (a goal counts even when
  /// occupied); every other occupied cell gets its own cost, since a unit standing there
  /// can leave it, but no path runs through it and ``DistanceField/nextStep(from:)`` never
  /// points into it. An overlay or a cost table of a grid of another size gives a field
  /// where nothing is reachable.
  ///
  /// - Parameters:
  ///   - goals: the targets; impassable or off-map goals are ignored.
  ///   - rules: costs, cells in the way, a step function, and ``SearchRules/maxCost``:
  ///     stop at this cost, cells beyond it count as unreachable. Below 0 nothing is
  ///     reachable, not even a goal (0 reaches the goals alone), as a negative limit
  ///     reaches nothing in every search.
  /// - Complexity: O(n log n) for the n cells within the limit. With rules that change
  ///   steps, plus each rule's own work per step and one pass over the reached cells to
  ///   record their next steps (a step function is called about twice per step).
  public func distanceField(goals: [Hex], rules: SearchRules = SearchRules()) -> DistanceField {
    // One test per query: without rules that change steps, the search it always ran.
    guard rules.pricesLikeTheGraph else { return fieldWithRules(goals: goals, rules: rules) }
    let maxCost = rules.maxCost
    let limit = NavigationGraph.costCap(maxCost)
    var costs = [UInt32](repeating: UInt32.max, count: grid.indexCount)
    if NavigationGraph.reachesNothing(maxCost) { return DistanceField(graph: self, costs: costs) }
    var heap = SearchHeap()
    defer { heap.deallocate() }
    for goal in goals {
      guard let g = grid.index(of: goal), moves[g] & 0x80 != 0, costs[g] != 0 else { continue }
      costs[g] = 0
      heap.push(SearchEntry(index: Int32(g), cost: 0, q: 0, r: 0), key: 0)
    }
    if isUniform {
      fillDistances(&costs, heap: &heap, limit: limit, model: UniformStepCost())
    } else if !overrides.isEmpty && entryCosts.isEmpty {
      let model = UnitSideStepCost(
        minimumStep: UInt32(minimumStepCost), maximumStep: UInt32(maximumStepCost))
      fillDistances(&costs, heap: &heap, limit: limit, model: model)
    } else if !overrides.isEmpty {
      let model = SideStepCost(
        minimumStep: UInt32(minimumStepCost), maximumStep: UInt32(maximumStepCost))
      fillDistances(&costs, heap: &heap, limit: limit, model: model)
    } else {
      let model = TerrainStepCost(
        minimumStep: UInt32(minimumCost), maximumStep: UInt32(maximumCost))
      fillDistances(&costs, heap: &heap, limit: limit, model: model)
    }
    return DistanceField(graph: self, costs: costs)
  }

  /// Multi-source Dijkstra backwards from the cells the heap holds: a unit on a neighbour
  /// of a settled cell pays the step from the neighbour into it.
  func fillDistances<Model: StepCostModel>(
    _ costs: inout [UInt32], heap: inout SearchHeap, limit: UInt32, model: Model
  ) {
    withView { view in
      while let (entry, _) = heap.pop() {
        let cell = Int(entry.index)
        guard entry.cost == costs[cell] else { continue }
        view.forEachMove(from: cell) { d, neighbor in
          let step = model.cost(from: neighbor, direction: opposite(d), to: cell, view: view)
            .unsafelyUnwrapped
          guard step <= limit &- entry.cost else { return }  // saturating
          let next = entry.cost &+ step
          if next < costs[neighbor] {
            costs[neighbor] = next
            heap.push(
              SearchEntry(index: Int32(neighbor), cost: next, q: 0, r: 0), key: UInt64(next))
          }
        }
      }
    }
  }
}
