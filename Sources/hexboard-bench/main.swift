// The WORKLOAD.md benchmark (../shared/perf/WORKLOAD.md), written against HexBoard's public
// API the way a game server would call it. Prints one line per phase:
//   RESULT hexboard <W>x<H> <phase> <seconds> <checksum>
// Usage: swift run -c release hexboard-bench 256 1024 4096
import HexBoard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The workload's hash: the first SplitMix64 output for state x.
func mix64(_ x: UInt64) -> UInt64 {
  var z = x &+ 0x9E37_79B9_7F4A_7C15
  z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
  z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
  return z ^ (z >> 31)
}

func hash(_ tag: UInt64, _ k: UInt64) -> UInt64 { mix64((tag << 48) ^ k) }

struct Parameters {
  let width: Int
  let height: Int
  let pairs: Int
  let rangeStarts: Int
  let distancePairs: Int
  let ringCenters: Int
  let ringRadius: Int
  let uniformBudget: Int
  let weightedBudget: Int
}

let sizes: [Int: Parameters] = [
  256: Parameters(
    width: 256, height: 256, pairs: 200, rangeStarts: 1000, distancePairs: 1_000_000,
    ringCenters: 1000, ringRadius: 10, uniformBudget: 20, weightedBudget: 60),
  1024: Parameters(
    width: 1024, height: 1024, pairs: 100, rangeStarts: 1000, distancePairs: 1_000_000,
    ringCenters: 1000, ringRadius: 10, uniformBudget: 20, weightedBudget: 60),
  4096: Parameters(
    width: 4096, height: 4096, pairs: 20, rangeStarts: 1000, distancePairs: 1_000_000,
    ringCenters: 1000, ringRadius: 10, uniformBudget: 20, weightedBudget: 60),
]

func report(_ p: Parameters, _ phase: String, _ seconds: Double, _ checksum: String) {
  let time = String(Int((seconds * 1_000_000).rounded()))
  let padded = String(repeating: "0", count: max(0, 7 - time.count)) + time
  let text = "\(padded.dropLast(6)).\(padded.suffix(6))"
  // Unbuffered write so each phase shows up at once, even when piped.
  let line = Array("RESULT hexboard \(p.width)x\(p.height) \(phase) \(text) \(checksum)\n".utf8)
  _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

func seconds(_ duration: Duration) -> Double {
  let (s, atto) = duration.components
  return Double(s) + Double(atto) * 1e-18
}

func fail(_ message: String, status: Int32) -> Never {
  let bytes = Array("hexboard-bench: \(message)\n".utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(status)
}

func run(_ p: Parameters) throws {
  let clock = ContinuousClock()
  let w = UInt64(p.width)
  let cellTotal = UInt64(p.width * p.height)
  func cell(_ i: UInt64) -> OffsetCoordinate { OffsetCoordinate(col: Int(i % w), row: Int(i / w)) }

  // setup: the map (0 = blocked, else the cost 1...5), the queries, the navigation graph.
  var start = clock.now
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
  let weighted = try NavigationGraph(map: terrain) { $0 == 0 ? nil : Int($0) }
  let uniform = weighted.withUniformCost
  report(
    p, "setup", seconds(clock.now - start),
    "open=\(weighted.passableCount),edges=\(weighted.edgeCount)")

  // neighbors: every cell's in-bounds neighbours, obstacles ignored.
  start = clock.now
  var count = 0
  var sum = 0
  for index in 0..<grid.indexCount {
    for neighbor in grid.neighbors(of: index) {
      count &+= 1
      sum &+= neighbor
    }
  }
  report(p, "neighbors", seconds(clock.now - start), "n=\(count),sum=\(sum)")

  // distance: hex distance between offset cells.
  start = clock.now
  sum = 0
  for (a, b) in distancePairs { sum &+= a.distance(to: b) }
  report(p, "distance", seconds(clock.now - start), "sum=\(sum)")

  // rings: the cells at distance exactly k, kept if on the map.
  start = clock.now
  count = 0
  sum = 0
  for center in ringCenters {
    for k in 1...p.ringRadius {
      for hex in center.ring(radius: k) {
        if let index = grid.index(of: hex) {
          count &+= 1
          sum &+= index
        }
      }
    }
  }
  report(p, "rings", seconds(clock.now - start), "n=\(count),sum=\(sum)")

  // paths: A* for every pair, producing the path itself.
  let context = SearchContext()
  let hexPairs = pairs.map { (Hex(cell($0.0)), Hex(cell($0.1))) }
  for (name, graph) in [("path_uniform", uniform), ("path_weighted", weighted)] {
    start = clock.now
    var reach = 0
    var cost = 0
    for (s, t) in hexPairs {
      if let path = graph.path(from: s, to: t, context: context) {
        reach += 1
        cost += path.cost
      }
    }
    report(p, name, seconds(clock.now - start), "reach=\(reach),cost=\(cost)")
  }

  // ranges: every cell within the budget, with its cost.
  let starts = rangeStarts.map { Hex(cell($0)) }
  for (name, graph, budget) in [
    ("range_uniform", uniform, p.uniformBudget), ("range_weighted", weighted, p.weightedBudget),
  ] {
    start = clock.now
    var cells = 0
    var dsum = 0
    for s in starts {
      let range = graph.movementRange(from: s, budget: budget, context: context)
      cells += range.count
      dsum += range.totalCost
    }
    report(p, name, seconds(clock.now - start), "cells=\(cells),dsum=\(dsum)")
  }
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.isEmpty {
  fail("usage: hexboard-bench SIZE... (256, 1024, 4096)", status: 2)
}
for argument in arguments {
  guard let size = Int(argument), let parameters = sizes[size] else {
    fail("unknown size '\(argument)' (use 256, 1024 or 4096)", status: 2)
  }
  do {
    try run(parameters)
  } catch {
    fail("\(error)", status: 1)
  }
}
