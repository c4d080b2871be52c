// The WORKLOAD.md benchmark (../shared/perf/WORKLOAD.md), written against HexBoard's public
// API the way a game server would call it. Prints one line per phase:
//   RESULT hexboard <W>x<H> <phase> <seconds> <checksum>
// Usage: swift run -c release hexboard-bench 256 1024 4096
//        swift run -c release hexboard-bench --rivers 0.1 1024
//        swift run -c release hexboard-bench --plain 1024   (no `prepare`: A* without landmarks)
//        swift run -c release hexboard-bench --repair 1024  (landmark repair per opened cell)
// `--rivers F` puts a river (a step across costs 2 more) on the fraction F of the sides
// between two cells, chosen by the workload's hash with tag 9, and reports as
// `hexboard-rivers` so that its (different) path and range checksums are not taken for
// the workload's.
import Dispatch
import HexBoard
import HexBoardGeneration

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

/// The implementation name on RESULT lines: `hexboard`, or `hexboard-rivers` with rivers.
nonisolated(unsafe) var implementation = "hexboard"
/// Whether to run the `prepare` phase (landmarks for A*); `--plain` turns it off, to
/// measure the path phases without them.
nonisolated(unsafe) var prepareLandmarks = true

func report(_ p: Parameters, _ phase: String, _ seconds: Double, _ checksum: String) {
  let time = String(Int((seconds * 1_000_000).rounded()))
  let padded = String(repeating: "0", count: max(0, 7 - time.count)) + time
  let text = "\(padded.dropLast(6)).\(padded.suffix(6))"
  // Unbuffered write so each phase shows up at once, even when piped.
  let line = Array(
    "RESULT \(implementation) \(p.width)x\(p.height) \(phase) \(text) \(checksum)\n".utf8)
  _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

/// Runs `body` and returns its result with the wall-clock seconds it took. Not inlined, so
/// the optimiser cannot move work across the clock reads.
@inline(never)
func measure<T>(_ body: () throws -> T) rethrows -> (T, Double) {
  let clock = ContinuousClock()
  let start = clock.now
  let result = try body()
  let elapsed = clock.now - start
  return (result, seconds(elapsed))
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

// Each phase is its own function so the optimiser sees a small loop, as in a real caller.

/// neighbors: every cell's in-bounds neighbours, obstacles ignored.
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

/// Everything the setup phase builds: the map, the graphs and the query inputs.
struct Workload {
  let grid: MapGrid
  let weighted: NavigationGraph
  let uniform: NavigationGraph
  let pairs: [(UInt64, UInt64)]
  let rangeStarts: [UInt64]
  let distancePairs: [(OffsetCoordinate, OffsetCoordinate)]
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
    let hex = Hex(OffsetCoordinate(col: i % p.width, row: i / p.width))
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
    rangeStarts: rangeStarts, distancePairs: distancePairs, ringCenters: ringCenters)
}

func run(_ p: Parameters, rivers: Double) throws {
  let (workload, setupTime) = try measure { try setUp(p, rivers: rivers) }
  let grid = workload.grid
  report(
    p, "setup", setupTime,
    "open=\(workload.weighted.passableCount),edges=\(workload.weighted.edgeCount)")

  // prepare (section 9): landmarks for A* on both graphs the path phases search (the
  // uniform one measures another metric, so it gets its own). `--plain` skips it.
  var weighted = workload.weighted
  var uniform = workload.uniform
  if prepareLandmarks {
    let (_, prepareTime) = measure {
      weighted.prepareLandmarks()
      uniform.prepareLandmarks()
    }
    report(p, "prepare", prepareTime, "none")
  }
  let w = UInt64(p.width)
  func cell(_ i: UInt64) -> OffsetCoordinate { OffsetCoordinate(col: Int(i % w), row: Int(i / w)) }

  let ((count, sum), neighborsTime) = measure { neighborsPhase(grid) }
  report(p, "neighbors", neighborsTime, "n=\(count),sum=\(sum)")

  let (distanceSum, distanceTime) = measure { distancePhase(workload.distancePairs) }
  report(p, "distance", distanceTime, "sum=\(distanceSum)")

  let ((ringCount, ringSum), ringsTime) = measure {
    ringsPhase(grid, workload.ringCenters, radius: p.ringRadius)
  }
  report(p, "rings", ringsTime, "n=\(ringCount),sum=\(ringSum)")

  // paths: A* for every pair, producing the path itself.
  let context = SearchContext()
  let hexPairs = workload.pairs.map { (Hex(cell($0.0)), Hex(cell($0.1))) }
  for (name, graph) in [("path_uniform", uniform), ("path_weighted", weighted)] {
    let ((reach, cost), time) = measure {
      var reach = 0
      var cost = 0
      for (s, t) in hexPairs {
        if let path = graph.path(from: s, to: t, context: context) {
          reach += 1
          cost += path.cost
        }
      }
      return (reach, cost)
    }
    report(p, name, time, "reach=\(reach),cost=\(cost)")
  }

  // ranges: every cell within the budget, with its cost.
  let starts = workload.rangeStarts.map { Hex(cell($0)) }
  for (name, graph, budget) in [
    ("range_uniform", uniform, p.uniformBudget), ("range_weighted", weighted, p.weightedBudget),
  ] {
    let ((cells, dsum), time) = measure {
      var cells = 0
      var dsum = 0
      for s in starts {
        let range = graph.movementRange(from: s, budget: budget, context: context)
        cells += range.count
        dsum += range.totalCost
      }
      return (cells, dsum)
    }
    report(p, name, time, "cells=\(cells),dsum=\(dsum)")
  }

  batchPhase(p, weighted, hexPairs)

  // update runs last and owns the weighted graph: the other references to its arrays go
  // first, so that it changes them in place as a server holding the only copy does (a
  // snapshot kept by a reader would make the first update copy them once).
  _ = consume workload
  _ = consume uniform
  var live = consume weighted
  let ((reach, cost), updateTime) = try measure { try updatePhase(p, &live, context) }
  report(p, "update", updateTime, "reach=\(reach),cost=\(cost)")
}

/// update (WORKLOAD.md section 9): `U = 1000` toggles of a cell of the weighted graph, each
/// followed by a weighted query capped at 200, on the graph the earlier phases searched,
/// updated in place (`setCost(_:atIndex:)`).
@inline(never)
func updatePhase(_ p: Parameters, _ live: inout NavigationGraph, _ context: SearchContext) throws
  -> (Int, Int)
{
  let (w, h) = (UInt64(p.width), UInt64(p.height))
  var reach = 0
  var cost = 0
  for k in 0..<UInt64(1000) {
    let i = Int(hash(7, k) % (w * h))
    let blocked = live.cost(ofEntering: live.grid.hex(at: i)) == nil
    try live.setCost(blocked ? Int(1 + hash(2, UInt64(i)) % 5) : nil, atIndex: i)
    let a = hash(8, k) % (w * h)
    let (col, row) = (Int(a % w), Int(a / w))
    let s = Hex(OffsetCoordinate(col: col, row: row))
    let t = Hex(OffsetCoordinate(col: (col + 12) % p.width, row: (row + 6) % p.height))
    if let path = live.path(from: s, to: t, maxCost: 200, context: context) {
      reach += 1
      cost += path.cost
    }
  }
  return (reach, cost)
}

/// `--repair N`: what keeping landmarks exact costs per opened cell (issue 18): the weighted
/// graph of the workload with landmarks, then, for the first 100 toggles of the `update`
/// phase that open a blocked cell, the graph with that cell opened and the prepared table
/// repaired for it. Prints `REPAIR hexboard NxN opened=K mean_us=… max_us=… lowered=…`
/// (time of the repair alone; `lowered` = (cell, landmark) distances lowered per repair).
func repairPhase(_ p: Parameters) throws {
  let workload = try setUp(p, rivers: 0)
  let grid = workload.grid
  let prepared = workload.weighted.preparingLandmarks()
  var costs = grid.indices.map { workload.weighted.cost(ofEntering: grid.hex(at: $0)) }
  let cellTotal = UInt64(p.width * p.height)
  var times: [Double] = []
  var lowered = 0
  for k in 0..<UInt64(1000) where times.count < 100 {
    let i = Int(hash(7, k) % cellTotal)
    guard costs[i] == nil else { continue }
    costs[i] = Int(1 + hash(2, UInt64(i)) % 5)
    var graph = try NavigationGraph(grid: grid) { costs[$0] }
    costs[i] = nil
    var table = prepared.landmarks
    table?.distances.withUnsafeMutableBufferPointer { _ in }  // a copy of its own, untimed
    graph.landmarks = table
    let (count, time) = measure { graph.repairLandmarks(around: [i]) }
    times.append(time)
    lowered += count
  }
  // The update phase's query shape (a goal 12 columns and 6 rows away, capped at 200),
  // with and without landmarks, on the unchanged map.
  let context = SearchContext()
  _ = prepared.path(from: grid.hex(at: 0), to: grid.hex(at: 1), context: context)  // sizes it
  // Also twice and four times as far (cap scaled), to see where landmarks start to pay.
  for scale in [1, 2, 4] {
    for (name, graph) in [("plain", workload.weighted), ("landmarks", prepared)] {
      let (sum, time) = measure {
        var sum = 0
        for k in 0..<UInt64(1000) {
          let a = hash(8, k) % cellTotal
          let (col, row) = (Int(a) % p.width, Int(a) / p.width)
          let s = Hex(OffsetCoordinate(col: col, row: row))
          let t = Hex(
            OffsetCoordinate(col: (col + 12 * scale) % p.width, row: (row + 6 * scale) % p.height))
          sum += graph.path(from: s, to: t, maxCost: 200 * scale, context: context)?.cost ?? 0
        }
        return sum
      }
      let line =
        "SHORT hexboard \(p.width)x\(p.height) x\(scale) \(name) \(time) cost=\(sum)\n"
      _ = Array(line.utf8).withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    }
  }
  let mean = times.reduce(0, +) / Double(max(1, times.count)) * 1e6
  let worst = (times.max() ?? 0) * 1e6
  let line =
    "REPAIR hexboard \(p.width)x\(p.height) opened=\(times.count) mean_us=\(Int(mean.rounded())) "
    + "max_us=\(Int(worst.rounded())) lowered=\(lowered / max(1, times.count))\n"
  _ = Array(line.utf8).withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

/// batch: every path_weighted pair through `paths(_:)` (one worker per core), and the same
/// pairs serially with one context, both timed here; reports the batch time, its checksum
/// (identical to path_weighted's) and speedup = serial time / batch time.
func batchPhase(_ p: Parameters, _ graph: NavigationGraph, _ pairs: [(Hex, Hex)]) {
  let queries = pairs.map { PathQuery(from: $0.0, to: $0.1) }
  let context = SearchContext()
  let (serial, serialTime) = measure {
    queries.map { graph.path(from: $0.start, to: $0.goal, context: context) }
  }
  // The bench's phases are synchronous: wait for the batch on a semaphore while the task
  // runs on the concurrency runtime's threads.
  final class Box: @unchecked Sendable { var paths: [Path?] = [] }
  let box = Box()
  let done = DispatchSemaphore(value: 0)
  let clock = ContinuousClock()
  let start = clock.now
  Task {
    box.paths = await graph.paths(queries)
    done.signal()
  }
  done.wait()
  let batchTime = seconds(clock.now - start)
  guard box.paths == serial else { fail("batch answers differ from serial ones", status: 1) }
  let reach = box.paths.count { $0 != nil }
  let cost = box.paths.reduce(0) { $0 + ($1?.cost ?? 0) }
  let speedup = Int((serialTime / batchTime * 100).rounded())
  let fraction = String(speedup % 100)
  let text = "\(speedup / 100).\(fraction.count < 2 ? "0" + fraction : fraction)"
  report(p, "batch", batchTime, "reach=\(reach),cost=\(cost),speedup=\(text)")
}

/// `--io N`: encode and decode an N×N map in the save format (terrain from the workload's
/// hash, elevation on every cell, an object per 1000 cells) and print
/// `IO hexboard NxN encode|decode <seconds> bytes=<n>`.
func ioPhase(_ size: Int) throws {
  let grid = try MapGrid(columns: size, rows: size)
  var board = try Board(name: "IO benchmark", grid: grid, fill: "grass")
  let palette = board.palette.map(\.id)
  var heights = HexMap<Int>(grid: grid, fill: 0)
  for index in grid.indices {
    let k = UInt64(index)
    try board.setTerrain(palette[Int(hash(7, k) % UInt64(palette.count))], at: grid.hex(at: index))
    heights[index: index] = Int(hash(8, k) % 4000) - 1000
    if index % 1000 == 0 {
      try board.addObject(
        BoardObject(
          id: "o\(index)", kind: "unit", position: grid.hex(at: index), properties: ["owner": "red"]
        ))
    }
  }
  try board.setElevation(heights)
  board.properties = ["seed": .integer(7), "ratio": .number(0.5)]
  let (bytes, encodeTime) = try measure { try MapFile.encode(board) }
  let (decoded, decodeTime) = try measure { try MapFile.decode(bytes) }
  guard decoded == board else { fail("decoded board differs from the encoded one", status: 1) }
  for (phase, time) in [("encode", encodeTime), ("decode", decodeTime)] {
    let micros = String(Int((time * 1_000_000).rounded()))
    let padded = String(repeating: "0", count: max(0, 7 - micros.count)) + micros
    let text = "\(padded.dropLast(6)).\(padded.suffix(6))"
    let line = Array("IO hexboard \(size)x\(size) \(phase) \(text) bytes=\(bytes.count)\n".utf8)
    _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
  }
}

/// `--cliff N`: movement ranges without a budget (the whole region) from 1000 starts on an
/// N×N map (30% blocked, costs 1...5 by the workload's hash), on that map and on the same
/// map with cell 0 walled in by blocked neighbours and costing 60000: the results are
/// identical, and so should the times be. Prints
/// `CLIFF hexboard NxN plain|expensive <seconds> cells=C,dsum=D`.
func cliffPhase(_ size: Int) throws {
  let grid = try MapGrid(columns: size, rows: size)
  let n = grid.indexCount
  var costs = (0..<n).map { i -> Int? in
    hash(1, UInt64(i)) % 100 < 30 ? nil : Int(1 + hash(2, UInt64(i)) % 5)
  }
  for neighbor in grid.neighbors(of: 0) { costs[neighbor] = nil }
  let plain = try NavigationGraph(grid: grid) { $0 == 0 ? nil : costs[$0] }
  let expensive = try NavigationGraph(grid: grid) { $0 == 0 ? 60000 : costs[$0] }
  let starts = (0..<1000).map { grid.hex(at: Int(hash(4, UInt64($0)) % UInt64(n))) }
  let context = SearchContext()
  for (name, graph) in [("plain", plain), ("expensive", expensive)] {
    let ((cells, dsum), time) = measure {
      var cells = 0
      var dsum = 0
      for s in starts where s != grid.hex(at: 0) {
        let range = graph.movementRange(from: s, budget: Int.max, context: context)
        cells += range.count
        dsum += range.totalCost
      }
      return (cells, dsum)
    }
    let micros = String(Int((time * 1_000_000).rounded()))
    let padded = String(repeating: "0", count: max(0, 7 - micros.count)) + micros
    let text = "\(padded.dropLast(6)).\(padded.suffix(6))"
    let line = Array(
      "CLIFF hexboard \(size)x\(size) \(name) \(text) cells=\(cells),dsum=\(dsum)\n".utf8)
    _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
  }
}

/// `--short N`: 1000 five-step paths on an open N×N map (weighted, then uniform), with the default
/// `context:` argument (a fresh context per call) and with one reused context. Prints
/// `SHORT hexboard NxN weighted|uniform default|reused <nanoseconds per query> cost=C`, each after one
/// warm-up query (the first query on a map this size sizes the buffers it uses).
func shortPathsPhase(_ size: Int) throws {
  let grid = try MapGrid(columns: size, rows: size)
  let weighted = try NavigationGraph(grid: grid) { Int(1 + hash(2, UInt64($0)) % 5) }
  let pairs = (0..<1000).map { j -> (Hex, Hex) in
    let a = grid.hex(at: Int(hash(3, UInt64(j)) % UInt64(grid.indexCount)))
    let b = a + Hex(q: 3, r: 2)
    return (a, grid.contains(b) ? b : a)
  }
  let context = SearchContext()
  for (kind, graph) in [("weighted", weighted), ("uniform", weighted.withUniformCost)] {
    for name in ["default", "reused", "default", "reused"] {
      if let (a, b) = pairs.first {
        _ =
          name == "reused"
          ? graph.path(from: a, to: b, context: context) : graph.path(from: a, to: b)
      }
      let (cost, time) = measure {
        var cost = 0
        for (a, b) in pairs {
          let path =
            name == "reused"
            ? graph.path(from: a, to: b, context: context) : graph.path(from: a, to: b)
          cost += path?.cost ?? 0
        }
        return cost
      }
      let nanos = Int((time / Double(pairs.count) * 1e9).rounded())
      let line = Array(
        "SHORT hexboard \(size)x\(size) \(kind) \(name) \(nanos)ns/query cost=\(cost)\n".utf8)
      _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    }
  }
}

/// `--generate N`: generate an N×N continents map (seed 1, default parameters, no players)
/// and print `GEN hexboard NxN continents <seconds> fingerprint=<hex>`.
func generatePhase(_ size: Int) throws {
  let grid = try MapGrid(columns: size, rows: size)
  let (board, time) = try measure { try MapGenerator.generate(.continents, grid: grid, seed: 1) }
  let micros = String(Int((time * 1_000_000).rounded()))
  let padded = String(repeating: "0", count: max(0, 7 - micros.count)) + micros
  let text = "\(padded.dropLast(6)).\(padded.suffix(6))"
  let fingerprint = String(board.fingerprint, radix: 16)
  let message = "GEN hexboard \(size)x\(size) continents \(text) fingerprint=\(fingerprint)\n"
  let line = Array(message.utf8)
  _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--io" {
  for argument in arguments.dropFirst() {
    guard let size = Int(argument), size > 0, size <= 8192 else {
      fail("--io needs sizes from 1 to 8192, got '\(argument)'", status: 2)
    }
    do {
      try ioPhase(size)
    } catch {
      fail("\(error)", status: 1)
    }
  }
  exit(0)
}
if arguments.first == "--cliff" {
  for argument in arguments.dropFirst() {
    guard let size = Int(argument) else { fail("--cliff needs a size", status: 2) }
    do {
      try cliffPhase(size)
    } catch {
      fail("\(error)", status: 1)
    }
  }
  exit(0)
}
if arguments.first == "--short" {
  for argument in arguments.dropFirst() {
    guard let size = Int(argument), size > 0, size <= 8192 else {
      fail("--short needs sizes from 1 to 8192, got '\(argument)'", status: 2)
    }
    do {
      try shortPathsPhase(size)
    } catch {
      fail("\(error)", status: 1)
    }
  }
  exit(0)
}
if arguments.first == "--generate" {
  for argument in arguments.dropFirst() {
    guard let size = Int(argument), size > 0, size <= 8192 else {
      fail("--generate needs sizes from 1 to 8192, got '\(argument)'", status: 2)
    }
    do {
      try generatePhase(size)
    } catch {
      fail("\(error)", status: 1)
    }
  }
  exit(0)
}
if arguments.first == "--rules" {
  for argument in arguments.dropFirst() {
    guard let size = Int(argument), let parameters = sizes[size] else {
      fail("--rules needs a size (256, 1024 or 4096), got '\(argument)'", status: 2)
    }
    do { try rulesPhase(parameters) } catch { fail("\(error)", status: 1) }
  }
  exit(0)
}
if arguments.first == "--repair" {
  for argument in arguments.dropFirst() {
    guard let size = Int(argument), let parameters = sizes[size] else {
      fail("unknown size '\(argument)' (use 256, 1024 or 4096)", status: 2)
    }
    do {
      try repairPhase(parameters)
    } catch {
      fail("\(error)", status: 1)
    }
  }
  exit(0)
}
var sizeArguments = Array(arguments)
if sizeArguments.first == "--plain" {
  prepareLandmarks = false
  sizeArguments.removeFirst()
}
var rivers = 0.0
if sizeArguments.first == "--rivers" {
  guard sizeArguments.count >= 2, let fraction = Double(sizeArguments[1]), fraction >= 0,
    fraction <= 1
  else {
    fail("--rivers needs a fraction of the sides from 0 to 1, e.g. --rivers 0.1", status: 2)
  }
  rivers = fraction
  if rivers > 0 { implementation = "hexboard-rivers" }
  sizeArguments.removeFirst(2)
}
if sizeArguments.isEmpty {
  fail("usage: hexboard-bench [--plain] [--rivers FRACTION] SIZE... (256, 1024, 4096)", status: 2)
}
for argument in sizeArguments {
  guard let size = Int(argument), let parameters = sizes[size] else {
    fail("unknown size '\(argument)' (use 256, 1024 or 4096)", status: 2)
  }
  do {
    try run(parameters, rivers: rivers)
  } catch {
    fail("\(error)", status: 1)
  }
}
