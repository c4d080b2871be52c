// Distance fields with rules per query (SearchRules: an occupancy overlay, a per-class cost
// table, a caller's step function, in any combination). The field is filled backwards from
// the goals, asking the rules about each step in the direction a unit travels it, and
// records each cell's downhill direction, since the graph alone cannot price the steps
// afterwards.

import HexBoardSupport
import HexGrid

extension NavigationGraph {
  /// ``distanceField(goals:rules:)`` when the rules change steps: the overlay (without
  /// the goals) around the model of the rules' costs and step function.
  func fieldWithRules(goals: [Hex], rules: SearchRules) -> DistanceField {
    guard let search = fieldSearch(goals: goals, maxCost: rules.maxCost, occupied: rules.occupied)
    else {
      return FieldSearch(graph: self, goals: goals, maxCost: rules.maxCost, occupied: nil)
        .unreachable
    }
    return withRuleModel(rules, search) ?? search.unreachable
  }
}

/// A distance field over a given model, wrapped in the overlay when there is one (goals
/// already removed from it).
struct FieldSearch: StepModelConsumer {
  let graph: NavigationGraph
  let goals: [Hex]
  let maxCost: Int?
  let occupied: Occupancy?

  /// A field where no cell is reachable.
  var unreachable: DistanceField {
    DistanceField(
      graph: graph, costs: [UInt32](repeating: .max, count: graph.grid.indexCount),
      nextDirections: [UInt8](repeating: 0xFF, count: graph.grid.indexCount))
  }

  func run<Model: StepCostModel>(_ model: Model) -> DistanceField {
    guard let occupied else { return fill(model) }
    return occupied.words.withUnsafeBufferPointer { words in
      fill(OccupancyStepCost(base: model, words: words.baseAddress.unsafelyUnwrapped, exempt: -1))
    }
  }

  func fill<Model: StepCostModel>(_ model: Model) -> DistanceField {
    let grid = graph.grid
    let limit = NavigationGraph.costCap(maxCost)
    var costs = [UInt32](repeating: UInt32.max, count: grid.indexCount)
    var next = [UInt8](repeating: 0xFF, count: grid.indexCount)
    var heap = SearchHeap()
    defer { heap.deallocate() }
    for goal in goals {
      guard let g = grid.index(of: goal), graph.moves[g] & 0x80 != 0, costs[g] != 0 else {
        continue
      }
      costs[g] = 0
      heap.push(SearchEntry(index: Int32(g), cost: 0, q: 0, r: 0), key: 0)
    }
    var reached: [Int32] = []
    graph.withView { view in
      // Backwards from the goals: a unit on a neighbour pays the step from it into `cell`.
      while let (entry, _) = heap.pop() {
        let cell = Int(entry.index)
        guard entry.cost == costs[cell] else { continue }
        reached.append(entry.index)
        view.forEachMove(from: cell) { d, neighbor in
          guard let step = model.cost(from: neighbor, direction: opposite(d), to: cell, view: view),
            step <= limit &- entry.cost
          else { return }
          let cost = entry.cost &+ step
          if cost < costs[neighbor] {
            costs[neighbor] = cost
            heap.push(
              SearchEntry(index: Int32(neighbor), cost: cost, q: 0, r: 0), key: UInt64(cost))
          }
        }
      }
      // Downhill directions, ties to the first direction, as plain fields choose them.
      for cell in reached {
        let index = Int(cell)
        let here = costs[index]
        guard here != 0 else { continue }
        let word = model.word(at: index, view: view)
        var bits = view.moves[index] & 0x3F
        while bits != 0 {
          let d = bits.trailingZeroBitCount
          bits &= bits &- 1
          let n = view.neighbor(of: index, d)
          guard costs[n] < here,
            let step = model.cost(word: word, from: index, direction: d, to: n, view: view),
            step == here &- costs[n]
          else { continue }
          next[index] = UInt8(d)
          break
        }
      }
    }
    return DistanceField(graph: graph, costs: costs, nextDirections: next)
  }
}

extension NavigationGraph {
  /// The search of a field with rules: the overlay without the goals (they are exempt), or
  /// none when it is empty; `nil` when nothing can be reached (a negative `maxCost`, an
  /// overlay for a grid of another size).
  func fieldSearch(goals: [Hex], maxCost: Int?, occupied: Occupancy?) -> FieldSearch? {
    guard !NavigationGraph.reachesNothing(maxCost) else { return nil }
    guard let occupied, !occupied.isEmpty else {
      return FieldSearch(graph: self, goals: goals, maxCost: maxCost, occupied: nil)
    }
    guard occupied.fits(indexCount: grid.indexCount) else { return nil }
    var overlay = occupied
    for goal in goals { overlay.remove(goal) }
    return FieldSearch(graph: self, goals: goals, maxCost: maxCost, occupied: overlay)
  }
}
