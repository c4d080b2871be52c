// Grids, costs and a reference search for the property tests over random boards.

import HexBoard

/// A grid for each shape family used by the property tests, wrapped ones included.
package func sampleGrids() throws -> [MapGrid] {
  [
    try MapGrid(columns: 13, rows: 9),
    try MapGrid(columns: 12, rows: 10, convention: .evenR),
    try MapGrid(shape: .hexagon(radius: 6)),
    try MapGrid(shape: .parallelogram(columns: 9, rows: 7), convention: .oddR),
    try MapGrid(columns: 10, rows: 8, wrap: .cylinder),
    try MapGrid(columns: 10, rows: 7, wrap: .torus),
    try MapGrid(columns: 9, rows: 8, convention: .oddR, wrap: .torus),
  ]
}

/// Narrow wrapped grids, where a path can go round a seam twice: cylinders 3 to 5 cells
/// round and tori from 4 × 3, in all four offset conventions (column-shifting ones need an
/// even number of wrapped columns, row-shifting tori an even number of rows).
package func narrowWrapGrids() throws -> [MapGrid] {
  [
    try MapGrid(columns: 3, rows: 12, convention: .evenR, wrap: .cylinder),
    try MapGrid(columns: 3, rows: 11, convention: .oddR, wrap: .cylinder),
    try MapGrid(columns: 4, rows: 10, convention: .oddR, wrap: .cylinder),
    try MapGrid(columns: 5, rows: 9, convention: .evenR, wrap: .cylinder),
    try MapGrid(columns: 4, rows: 11, convention: .oddQ, wrap: .cylinder),
    try MapGrid(columns: 4, rows: 10, convention: .evenQ, wrap: .cylinder),
    try MapGrid(columns: 4, rows: 3, convention: .oddQ, wrap: .torus),
    try MapGrid(columns: 4, rows: 3, convention: .evenQ, wrap: .torus),
    try MapGrid(columns: 3, rows: 4, convention: .evenR, wrap: .torus),
    try MapGrid(columns: 4, rows: 4, convention: .oddR, wrap: .torus),
    try MapGrid(columns: 6, rows: 5, convention: .evenQ, wrap: .torus),
    try MapGrid(columns: 5, rows: 6, convention: .oddR, wrap: .torus),
  ]
}

/// Random entry costs (nil = impassable) for every index of `grid`.
package func randomCosts(
  _ grid: MapGrid, using rng: inout TestRandom, blocked: Int = 25, maxCost: Int = 5
) -> [Int?] {
  (0..<grid.indexCount).map { _ in
    Int.random(in: 0..<100, using: &rng) < blocked ? nil : Int.random(in: 1...maxCost, using: &rng)
  }
}

/// A straightforward Dijkstra from `start` over the grid's neighbours, stepping into a cell
/// at its entry cost: the reference the library's searches are checked against.
package func referenceDijkstra(
  grid: MapGrid, costs: [Int?], from start: Int, limit: Int = Int.max
) -> [Int: Int] {
  guard costs[start] != nil else { return [:] }
  return referenceCosts(grid, from: [start], limit: limit) { _, to in costs[to] }
}

/// A plain Dijkstra from several sources at cost 0 over `step(from, to)` (`nil` = no step):
/// every reachable cell's cost, up to `limit`. Slow and obvious on purpose (a linear scan
/// for the cheapest open cell): the reference the library's searches are checked against.
package func referenceCosts(
  _ grid: MapGrid, from sources: [Int], limit: Int = Int.max, step: (Int, Int) -> Int?
) -> [Int: Int] {
  var best: [Int: Int] = [:]
  var frontier: [(cost: Int, cell: Int)] = []
  for s in sources {
    best[s] = 0
    frontier.append((0, s))
  }
  var done = Set<Int>()
  while !frontier.isEmpty {
    var pick = 0
    for i in frontier.indices where frontier[i].cost < frontier[pick].cost { pick = i }
    let (g, cell) = frontier.remove(at: pick)
    guard !done.contains(cell), best[cell] == g else { continue }
    done.insert(cell)
    for n in grid.neighbors(of: cell) {
      guard let c = step(cell, n) else { continue }
      if g + c <= limit, g + c < best[n, default: Int.max] {
        best[n] = g + c
        frontier.append((g + c, n))
      }
    }
  }
  return best
}

/// Whether two hexes are adjacent on `grid` (across seams too).
package func adjacentOnGrid(_ grid: MapGrid, _ a: Hex, _ b: Hex) -> Bool {
  guard let i = grid.index(of: a), let j = grid.index(of: b) else { return false }
  return grid.neighbors(of: i).contains(j)
}
