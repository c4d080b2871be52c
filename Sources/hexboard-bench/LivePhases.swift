// Workload 1.1 (WORKLOAD.md section 9) and issue 18: the update and batch phases, and the
// landmark repair measurement.
import Dispatch
import HexBoard
import HexBoardGeneration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let s = live.grid.hex(atOffset: OffsetCoordinate(col: col, row: row))
    let t = live.grid.hex(
      atOffset: OffsetCoordinate(col: (col + 12) % p.width, row: (row + 6) % p.height))
    if let path = live.path(from: s, to: t, rules: SearchRules(maxCost: 200), context: context) {
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
  // One graph, each measured cell opened, repaired around and closed again. Refreshing the
  // landmarks after the cell closes (untimed) puts the prepared table back, in storage the
  // graph does not share, so the timed repair copies nothing.
  var graph = prepared
  graph.refreshLandmarks()
  let cellTotal = UInt64(p.width * p.height)
  var times: [Double] = []
  var lowered = 0
  for k in 0..<UInt64(1000) where times.count < 100 {
    let i = Int(hash(7, k) % cellTotal)
    guard graph.cost(ofEntering: grid.hex(at: i)) == nil else { continue }
    try graph.setCost(Int(1 + hash(2, UInt64(i)) % 5), atIndex: i)
    let (count, time) = measure { graph.repairLandmarks() }
    times.append(time)
    lowered += count
    try graph.setCost(nil, atIndex: i)
    graph.refreshLandmarks()
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
          let s = graph.grid.hex(atOffset: OffsetCoordinate(col: col, row: row))
          let t = graph.grid.hex(
            atOffset: OffsetCoordinate(
              col: (col + 12 * scale) % p.width, row: (row + 6 * scale) % p.height))
          sum +=
            graph.path(
              from: s, to: t, rules: SearchRules(maxCost: 200 * scale), context: context)?.cost ?? 0
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

/// batch: every path_weighted pair through `paths(_:workers:)` (one worker per core, or
/// `--workers N`), and the same
/// pairs serially with the serial phases' context (one context per task: a second one
/// would hold its own pages), both timed here, alternately three times each; reports
/// the best batch time, its checksum (identical to path_weighted's) and speedup = best
/// serial time / best batch time. Three rounds, and the best of each, because one round of
/// a tenth of a second swings by ±20% on a shared 2-core machine (noise only ever adds
/// time), and the speed-up is a ratio of two such rounds.
func batchPhase(
  _ p: Parameters, _ graph: NavigationGraph, _ pairs: [(Hex, Hex)], _ context: SearchContext
) {
  let queries = pairs.map { PathQuery(from: $0.0, to: $0.1) }
  // The bench's phases are synchronous: wait for the batch on a semaphore while the task
  // runs on the concurrency runtime's threads.
  final class Box: @unchecked Sendable { var paths: [Path?] = [] }
  var serialTimes: [Double] = []
  var batchTimes: [Double] = []
  var answers: [Path?] = []
  for _ in 0..<3 {
    let (serial, serialTime) = measure {
      queries.map { graph.path(from: $0.start, to: $0.goal, context: context) }
    }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    let clock = ContinuousClock()
    let start = clock.now
    Task {
      box.paths = await graph.paths(queries, workers: batchWorkers)
      done.signal()
    }
    done.wait()
    batchTimes.append(seconds(clock.now - start))
    serialTimes.append(serialTime)
    guard box.paths == serial else { fail("batch answers differ from serial ones", status: 1) }
    answers = box.paths
  }
  let batchTime = batchTimes.min() ?? 0
  let serialTime = serialTimes.min() ?? 0
  let reach = answers.count { $0 != nil }
  let cost = answers.reduce(0) { $0 + ($1?.cost ?? 0) }
  let speedup = Int((serialTime / batchTime * 100).rounded())
  let fraction = String(speedup % 100)
  let text = "\(speedup / 100).\(fraction.count < 2 ? "0" + fraction : fraction)"
  report(p, "batch", batchTime, "reach=\(reach),cost=\(cost),speedup=\(text)")
}
