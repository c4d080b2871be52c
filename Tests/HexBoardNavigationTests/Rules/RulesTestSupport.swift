// Shared pieces of the rules-per-query checks: random overlays and step functions, the
// reference step under rules, and a check that a path is a real walk under them.

import HexBoard
import HexTestSupport
import Testing

/// A random overlay over about `percent` of the cells of `grid`.
func randomOccupancy(_ grid: MapGrid, percent: Int, using rng: inout TestRandom) -> Occupancy {
  var occupied = Occupancy(grid: grid)
  for index in grid.indices where Int.random(in: 0..<100, using: &rng) < percent {
    occupied.insert(index: index)
  }
  return occupied
}

/// A fixed pseudo-random number per step and salt, so a step function is a pure function.
func stepHash(_ from: Int, _ to: Int, _ salt: UInt64) -> UInt64 {
  var z = (UInt64(truncatingIfNeeded: from) << 32 | UInt64(truncatingIfNeeded: to)) ^ salt
  z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
  z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
  return z ^ (z >> 31)
}

/// A step function that forbids some steps, returns 0 or a negative cost for some (both
/// count as 1), adds a penalty to some and keeps the graph's cost for the rest.
func randomStepFunction(salt: UInt64) -> @Sendable (NavigationStep) -> Int? {
  { step in
    switch stepHash(step.from, step.to, salt) % 16 {
    case 0: nil
    case 1: 0
    case 2: -7
    case 3: step.cost + 5
    default: step.cost
    }
  }
}

/// What a query's step function costs after the documented clamp.
func clamped(_ cost: Int) -> Int { min(max(cost, 1), NavigationGraph.maximumQueryStepCost) }

/// The cost of the step `i → j` on `board` under the movement rule (`ruleStep`), with a
/// step function applied and the overlay's rule (no entering an occupied cell but
/// `exempt`): the reference every ruled search is checked against.
func referenceStep(
  _ board: Board, from i: Int, to j: Int, occupied: Occupancy? = nil, exempt: Set<Int> = [],
  function: ((NavigationStep) -> Int?)? = nil
) -> Int? {
  if let occupied, occupied.contains(index: j), !exempt.contains(j) { return nil }
  guard let own = ruleStep(board, from: i, to: j) else { return nil }
  guard let function else { return own }
  let grid = board.grid
  let direction = HexDirection.allCases.first { grid.neighbor(of: i, in: $0) == j }!
  return function(NavigationStep(from: i, to: j, direction: direction, cost: own)).map(clamped)
}

/// Checks that `path` walks from `start` to `goal` by allowed steps whose reference costs
/// add up to its cost.
func expectWalk(
  _ path: Path, on board: Board, from start: Int, to goal: Int,
  step: (Int, Int) -> Int?, sourceLocation: SourceLocation = #_sourceLocation
) {
  let grid = board.grid
  let cells = path.hexes.compactMap { grid.index(of: $0) }
  #expect(cells.count == path.hexes.count, sourceLocation: sourceLocation)
  #expect(cells.first == start && cells.last == goal, sourceLocation: sourceLocation)
  var total = 0
  for (a, b) in zip(cells, cells.dropFirst()) {
    guard let cost = step(a, b) else {
      Issue.record("forbidden step \(a) → \(b)", sourceLocation: sourceLocation)
      return
    }
    total += cost
  }
  #expect(total == path.cost, sourceLocation: sourceLocation)
}

/// A range's cells and costs by index, recording a duplicate as an issue.
func rangeCosts(_ range: MovementRange) -> [Int: Int] {
  var result: [Int: Int] = [:]
  for (hex, cost) in range {
    let index = range.grid.index(of: hex)!
    #expect(result[index] == nil, "\(hex) listed twice")
    result[index] = cost
  }
  return result
}

/// A distance field's reachable costs by index.
func fieldCosts(_ field: DistanceField) -> [Int: Int] {
  var result: [Int: Int] = [:]
  for (index, cost) in field.costs.enumerated() where cost != UInt32.max {
    result[index] = Int(cost)
  }
  return result
}
