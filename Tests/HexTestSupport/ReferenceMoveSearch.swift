// The game rules' moves as a plain search written from their statement, shared by the
// Navigation tests (`SearchRules` against units, stop cells and turns) and the world's
// tests (a `GameWorld`'s rules): a Dijkstra over the state graph of cell × turn × points
// left, with explicit waits. Each caller says what the rules make of each cell (friend,
// foe, end of move) and what a step costs, from its own independent reading.

import HexBoard

/// A reference of one mover's moves: which cells units hold, which cells end a move on
/// entry, what each step costs, the turns and the budget.
package struct ReferenceMoveSearch {
  /// A state of the search: the cell, the turn, the movement points left, and (without
  /// turns) whether the move has ended on entering the cell.
  package struct State: Hashable {
    package var cell: Int
    package var turn: Int
    package var left: Int
    package var stopped: Bool
  }

  /// The grid whose indices the cells are.
  package let grid: MapGrid
  /// Per cell: 0 free, 1 a friend (passed through, never stopped on), 2 a foe (never
  /// entered).
  package let occupant: [Int]
  /// Per cell: whether entering it ends the move (a foe's zone of control, a stop cell).
  package let endsMove: [Bool]
  /// Movement points per turn, or `nil` for a single move.
  package let turns: Turns?
  /// The most a route may cost: the budget, and with turns a bound that keeps the state
  /// graph finite (no optimal route visits a cell twice, and a step, waits included, costs
  /// less than three turns' points) or the turn limit.
  package let cap: Int
  /// The cost of the step from one cell to a neighbour, `nil` where it is not allowed.
  package let step: (Int, Int) -> Int?

  /// A search over `grid`: `occupant` and `endsMove` per cell, `turns`, the budget `cap`
  /// (`nil`: none) and the step costs.
  package init(
    grid: MapGrid, occupant: [Int], endsMove: [Bool], turns: Turns?, cap: Int?,
    step: @escaping (Int, Int) -> Int?
  ) {
    self.grid = grid
    self.occupant = occupant
    self.endsMove = endsMove
    self.turns = turns
    self.step = step
    let perTurn = turns?.movesPerTurn ?? 0
    var bound = turns == nil ? Int.max : 3 * perTurn * (grid.indexCount + 2)
    if let turns, let limit = turns.limit {
      bound = min(bound, max(0, limit * perTurn - (perTurn - turns.movesLeft)))
    }
    self.cap = min(cap ?? Int.max, bound)
  }

  /// The cheapest cost of each cell reached from `start` and the turn it is reached in (0
  /// for the start itself), by Dijkstra over states.
  package func solve(from start: Int) -> [Int: (cost: Int, turn: Int)] {
    let perTurn = turns?.movesPerTurn ?? 0
    var best: [State: Int] = [:]
    var open = ReferenceStateHeap()
    var result: [Int: (cost: Int, turn: Int)] = [:]
    func push(_ state: State, _ c: Int) {
      guard c <= cap, c < (best[state] ?? Int.max) else { return }
      best[state] = c
      open.push(c, state)
    }
    push(State(cell: start, turn: 1, left: turns?.movesLeft ?? 0, stopped: false), 0)
    while let (cost, state) = open.pop() {
      guard best[state] == cost else { continue }
      if result[state.cell] == nil {
        result[state.cell] = (cost, state.cell == start && cost == 0 ? 0 : state.turn)
      }
      if turns != nil {
        // Waiting: the rest of the turn is spent doing nothing, and counted.
        if state.left < perTurn {
          push(
            State(cell: state.cell, turn: state.turn + 1, left: perTurn, stopped: false),
            cost + state.left)
        }
      } else if state.stopped {
        continue
      }
      for n in grid.neighbors(of: state.cell) {
        guard occupant[n] != 2, let s = step(state.cell, n) else { continue }
        if turns != nil {
          guard s <= state.left else { continue }
          var left = state.left - s
          var c = cost + s
          if endsMove[n] {
            c += left
            left = 0
          }
          push(State(cell: n, turn: state.turn, left: left, stopped: false), c)
        } else {
          push(State(cell: n, turn: 0, left: 0, stopped: endsMove[n]), cost + s)
        }
      }
    }
    return result
  }
}

/// A plain binary min-heap of the reference's states by cost.
private struct ReferenceStateHeap {
  var items: [(Int, ReferenceMoveSearch.State)] = []

  mutating func push(_ cost: Int, _ state: ReferenceMoveSearch.State) {
    items.append((cost, state))
    var i = items.count - 1
    while i > 0 && items[(i - 1) / 2].0 > items[i].0 {
      items.swapAt(i, (i - 1) / 2)
      i = (i - 1) / 2
    }
  }

  mutating func pop() -> (Int, ReferenceMoveSearch.State)? {
    guard !items.isEmpty else { return nil }
    items.swapAt(0, items.count - 1)
    let top = items.removeLast()
    var i = 0
    while true {
      var m = i
      for c in [2 * i + 1, 2 * i + 2] where c < items.count && items[c].0 < items[m].0 { m = c }
      if m == i { break }
      items.swapAt(i, m)
      i = m
    }
    return top
  }
}

/// The movement rule of a step, written from its statement in the `NavigationGraph` docs
/// and read through the board's public API only: the step from cell `i` into its
/// neighbour `j` costs `entry` (the cost of entering `j`), unless a feature of the side
/// between them blocks it (`nil`), sets its cost (the least such), or adds to it.
package func referenceStepCost(_ board: Board, from i: Int, to j: Int, entry: Int?) -> Int? {
  let grid = board.grid
  guard let entry, let edge = grid.edge(between: grid.hex(at: i), and: grid.hex(at: j)) else {
    return nil
  }
  var sets: [Int] = []
  var adds = 0
  for feature in board.features(at: edge) {
    switch feature.movement {
    case .blocks: return nil
    case .sets(let n): sets.append(n)
    case .adds(let n): adds += n
    case .unchanged: break
    }
  }
  return sets.min() ?? entry + adds
}
