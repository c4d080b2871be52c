// The workload's map, queries and grid phases (WORKLOAD.md sections 3-6).
import Dispatch
import HexBoard
import HexBoardGeneration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@inline(never)
func neighborsPhase(_ grid: MapGrid) -> (Int, Int) {
  var count = 0
  var sum = 0
  for index in 0..<grid.indexCount {
    for neighbor in grid.neighbors(of: index) {
      count &+= 1
      sum &+= neighbor
    }
  }
  return (count, sum)
}

/// distance: hex distance between offset cells.
@inline(never)
func distancePhase(_ pairs: [(OffsetCoordinate, OffsetCoordinate)]) -> Int {
  var sum = 0
  for (a, b) in pairs { sum &+= a.distance(to: b) }
  return sum
}

/// rings: the cells at distance exactly k, kept if on the map (in ring order, through
/// `forEachIndex(onRingAround:radius:)`, the indices of `ring(radius:)` on the map).
@inline(never)
func ringsPhase(_ grid: MapGrid, _ centers: [Hex], radius: Int) -> (Int, Int) {
  var count = 0
  var sum = 0
  for center in centers {
    for k in 1...radius {
      grid.forEachIndex(onRingAround: center, radius: k) { index in
        count &+= 1
        sum &+= index
      }
    }
  }
  return (count, sum)
}

/// Queries that can be dropped once answered.
final class QueryList<Query> {
  var items: [Query]
  init(_ items: [Query]) { self.items = items }
}

/// Everything the setup phase builds: the map, the graphs and the query inputs.
struct Workload {
  let grid: MapGrid
  let weighted: NavigationGraph
  let uniform: NavigationGraph
  let pairs: [(UInt64, UInt64)]
  let rangeStarts: [UInt64]
  /// Emptied after the distance phase (32 MB at any size), as a server drops answered
  /// queries: a box, so the workload's other fields stay shared values.
  let distancePairs: QueryList<(OffsetCoordinate, OffsetCoordinate)>
  let ringCenters: [Hex]
}

/// The sides carrying a river: side `d` (0...2: south-east, north-east, north) of cell `i`
/// (spec index) when it has a neighbour there and `h(9, 3i + d) % 10^6 < fraction · 10^6`.
func riverSides(_ grid: MapGrid, _ p: Parameters, fraction: Double) -> [(
  HexEdge, EdgeFeature.Movement
)] {
  guard fraction > 0 else { return [] }
  let threshold = UInt64((fraction * 1_000_000).rounded())
  var sides: [(HexEdge, EdgeFeature.Movement)] = []
  for i in 0..<(p.width * p.height) {
    let hex = grid.hex(atOffset: OffsetCoordinate(col: i % p.width, row: i / p.width))
    for d in 0..<3 where hash(9, UInt64(3 * i + d)) % 1_000_000 < threshold {
      let direction = HexDirection(rawValue: d)!
      if grid.contains(hex.neighbor(in: direction)) {
        sides.append((HexEdge(hex, direction), .adds(2)))
      }
    }
  }
  return sides
}

/// setup: the map (0 = blocked, else the cost 1...5), the queries, the navigation graph
/// (with rivers on a fraction of the sides when asked).
func setUp(_ p: Parameters, rivers: Double) throws -> Workload {
  let w = UInt64(p.width)
  let cellTotal = UInt64(p.width * p.height)
  func cell(_ i: UInt64) -> OffsetCoordinate { OffsetCoordinate(col: Int(i % w), row: Int(i / w)) }
  let grid = try MapGrid(columns: p.width, rows: p.height)
  var terrain = HexMap<UInt8>(grid: grid, fill: 0)
  for i in 0..<cellTotal {
    let blocked = hash(1, i) % 100 < 30
    terrain[index: Int(i)] = blocked ? 0 : UInt8(1 + hash(2, i) % 5)
  }
  func open(_ i: UInt64) { terrain[index: Int(i)] = UInt8(1 + hash(2, i) % 5) }
  let pairs = (0..<p.pairs).map { j in
    (hash(3, 2 * UInt64(j)) % cellTotal, hash(3, 2 * UInt64(j) + 1) % cellTotal)
  }
  let rangeStarts = (0..<p.rangeStarts).map { hash(4, UInt64($0)) % cellTotal }
  // Sealed goals: every 20th pair's goal is walled in, so "no path" gets measured too.
  for j in stride(from: 19, to: p.pairs, by: 20) {
    for n in grid.neighbors(of: Int(pairs[j].1)) { terrain[index: n] = 0 }
  }
  for (s, t) in pairs {
    open(s)
    open(t)
  }
  for s in rangeStarts { open(s) }
  let distancePairs = (0..<p.distancePairs).map { j in
    (cell(hash(5, 2 * UInt64(j)) % cellTotal), cell(hash(5, 2 * UInt64(j) + 1) % cellTotal))
  }
  let ringCenters = (0..<p.ringCenters).map { Hex(cell(hash(6, UInt64($0)) % cellTotal)) }
  let weighted: NavigationGraph
  let uniform: NavigationGraph
  if rivers > 0 {
    // Rivers make steps cost more even where every cell costs 1, so the uniform variant
    // is a graph of its own rather than `withUniformCost` (which drops the rivers).
    let sides = riverSides(grid, p, fraction: rivers)
    weighted = try NavigationGraph(map: terrain, edgeRules: sides) { $0 == 0 ? nil : Int($0) }
    uniform = try NavigationGraph(map: terrain, edgeRules: sides) { $0 == 0 ? nil : 1 }
    let note =
      "NOTE \(implementation) \(p.width)x\(p.height): rivers (+2) on \(sides.count) sides\n"
    _ = Array(note.utf8).withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
  } else {
    weighted = try NavigationGraph(map: terrain) { $0 == 0 ? nil : Int($0) }
    uniform = weighted.withUniformCost
  }
  return Workload(
    grid: grid, weighted: weighted, uniform: uniform, pairs: pairs,
    rangeStarts: rangeStarts, distancePairs: QueryList(distancePairs), ringCenters: ringCenters)
}
