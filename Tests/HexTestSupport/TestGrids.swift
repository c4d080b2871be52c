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
  var best: [Int: Int] = [start: 0]
  var done = Set<Int>()
  var frontier: [(cost: Int, cell: Int)] = [(0, start)]
  while !frontier.isEmpty {
    var pick = 0
    for i in frontier.indices where frontier[i].cost < frontier[pick].cost { pick = i }
    let (g, cell) = frontier.remove(at: pick)
    guard !done.contains(cell), best[cell] == g else { continue }
    done.insert(cell)
    for n in grid.neighbors(of: cell) {
      guard let c = costs[n] else { continue }
      let ng = g + c
      if ng <= limit, ng < best[n, default: Int.max] {
        best[n] = ng
        frontier.append((ng, n))
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
