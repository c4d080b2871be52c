// The WORKLOAD.md benchmark (../shared/perf/WORKLOAD.md), written against HexBoard's public
// API the way a game server would call it. Prints one line per phase:
//   RESULT hexboard <W>x<H> <phase> <seconds> <checksum>
// Usage: swift run -c release hexboard-bench 256 1024 4096
//        swift run -c release hexboard-bench --rivers 0.1 1024
//        swift run -c release hexboard-bench --plain 1024   (no `prepare`: A* without landmarks)
//        swift run -c release hexboard-bench --workers 16 4096  (the batch phase on 16
//                                                      workers, whatever the cores: its
//                                                      peak memory is a 16-core machine's)
//        swift run -c release hexboard-bench --all-landmarks 4096  (landmarks on the uniform
//                                                      graph too above 1024x1024)
//        swift run -c release hexboard-bench --repair 1024  (landmark repair per opened cell)
//        swift run -c release hexboard-bench --sync 1024    (patches, object moves, fog)
//        swift run -c release hexboard-bench --world 1024   (a GameWorld's turn: 4 players)
//        swift run -c release hexboard-bench --walls 4096   (memory of a wall on every side)
//        swift run -c release hexboard-bench --rivers-ratio 0.1 1024  (rivers against none,
//                                                      alternating in one process)
//        swift run -c release hexboard-bench --wesnoth [DIR]  (every Wesnoth .map parsed and
//                                                      written back, then imported as a
//                                                      board, exported and costed, 5 rounds)
//        swift run -c release hexboard-bench --editor FILE  (the terminal editor without a
//                                                      terminal: open, 2 250 keys, 200x60)
// HEXBOARD_BENCH_MEMORY=1 prints each phase's resident and peak memory (MEMORY lines) on stderr.
// `--rivers F` puts a river (a step across costs 2 more) on the fraction F of the sides
// between two cells, chosen by the workload's hash with tag 9, and reports as
// `hexboard-rivers` so that its (different) path and range checksums are not taken for
// the workload's.
import Dispatch
import HexBoard
import HexBoardGeneration
import HexBoardWesnoth

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func run(_ p: Parameters, rivers: Double) throws {
  let (workload, setupTime) = try measure { try setUp(p, rivers: rivers) }
  let grid = workload.grid
  report(
    p, "setup", setupTime,
    "open=\(workload.weighted.passableCount),edges=\(workload.weighted.edgeCount)")

  // prepare (section 9): landmarks for A* on both graphs the path phases search (the
  // uniform one measures another metric, so it gets its own), the uniform one's only up to
  // 1024×1024 unless `--all-landmarks`: a table costs 16 bytes a cell (268 MB at
  // 4096×4096, 84% of the C reference's whole footprint) and speeds the uniform paths
  // least (the hex distance is already a close bound there). `--plain` skips both.
  var weighted = workload.weighted
  var uniform = workload.uniform
  if prepareLandmarks {
    let (_, prepareTime) = measure {
      weighted.prepareLandmarks()
      if allLandmarks || p.width * p.height <= 1 << 20 { uniform.prepareLandmarks() }
    }
    report(p, "prepare", prepareTime, "none")
  }
  let w = UInt64(p.width)
  func cell(_ i: UInt64) -> OffsetCoordinate { OffsetCoordinate(col: Int(i % w), row: Int(i / w)) }

  let ((count, sum), neighborsTime) = measure { neighborsPhase(grid) }
  report(p, "neighbors", neighborsTime, "n=\(count),sum=\(sum)")

  let (distanceSum, distanceTime) = measure { distancePhase(workload.distancePairs.items) }
  report(p, "distance", distanceTime, "sum=\(distanceSum)")
  workload.distancePairs.items = []  // answered: not held through the later phases

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
        let range = graph.movementRange(
          from: s, rules: SearchRules(maxCost: budget), context: context)
        cells += range.count
        dsum += range.totalCost
      }
      return (cells, dsum)
    }
    report(p, name, time, "cells=\(cells),dsum=\(dsum)")
  }

  // The serial phases' context goes quiet while the batch runs on every core: it gives
  // back the slot pages the serial queries committed (about 70 MB at 4096×4096, most of
  // them from path_uniform's wide searches), as a server does with its task's context.
  context.releaseMemory()
  batchPhase(p, weighted, hexPairs, context)

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

let arguments = CommandLine.arguments.dropFirst()

/// Runs `phase` for each size argument after the mode's flag, each within `range`, then
/// exits: 0 when every phase ran, 2 for a size out of range, 1 for a phase's error.
func runSizes(_ flag: String, in range: ClosedRange<Int>, _ phase: (Int) throws -> Void) -> Never {
  for argument in arguments.dropFirst() {
    guard let size = Int(argument), range.contains(size) else {
      fail(
        "\(flag) needs sizes from \(range.lowerBound) to \(range.upperBound), got '\(argument)'",
        status: 2)
    }
    do {
      try phase(size)
    } catch {
      fail("\(error)", status: 1)
    }
  }
  exit(0)
}
if arguments.first == "--version" {
  print("hexboard-bench \(HexBoardVersion.current)")
  exit(0)
}
if arguments.first == "--wesnoth" {
  do {
    try wesnothPhase(
      directory: arguments.dropFirst().first ?? WesnothData.debianDirectory, rounds: 5)
  } catch {
    fail("\(error)", status: 1)
  }
  exit(0)
}
if arguments.first == "--editor" {
  guard let path = arguments.dropFirst().first else { fail("--editor needs a map file", status: 2) }
  do {
    try editorPhase(path: path)
  } catch {
    fail("\(error)", status: 1)
  }
  exit(0)
}
if arguments.first == "--io" { runSizes("--io", in: 1...8192, ioPhase) }
if arguments.first == "--sync" { runSizes("--sync", in: 64...8192, syncPhase) }
if arguments.first == "--world" { runSizes("--world", in: 64...8192, worldPhase) }
if arguments.first == "--walls" { runSizes("--walls", in: 1...8192, wallsPhase) }
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
if arguments.first == "--short" { runSizes("--short", in: 1...8192, shortPathsPhase) }
if arguments.first == "--generate" { runSizes("--generate", in: 1...8192, generatePhase) }
if arguments.first == "--rules" {
  for argument in arguments.dropFirst() {
    guard let size = Int(argument), let parameters = sizes[size] else {
      fail("--rules needs a size (256, 1024 or 4096), got '\(argument)'", status: 2)
    }
    do { try rulesPhase(parameters) } catch { fail("\(error)", status: 1) }
  }
  exit(0)
}
if arguments.first == "--rivers-ratio" {
  let rest = Array(arguments.dropFirst())
  guard rest.count == 2, let fraction = Double(rest[0]), fraction > 0, fraction <= 1,
    let size = Int(rest[1]), let parameters = sizes[size]
  else {
    fail(
      "usage: hexboard-bench --rivers-ratio FRACTION SIZE (e.g. --rivers-ratio 0.1 1024)",
      status: 2)
  }
  do { try riverRatioPhase(parameters, fraction: fraction) } catch { fail("\(error)", status: 1) }
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
if sizeArguments.first == "--workers" {
  guard sizeArguments.count >= 2, let count = Int(sizeArguments[1]), count >= 1, count <= 1024
  else {
    fail("--workers needs a worker count from 1 to 1024, e.g. --workers 16", status: 2)
  }
  batchWorkers = count
  sizeArguments.removeFirst(2)
}
if sizeArguments.first == "--plain" {
  prepareLandmarks = false
  sizeArguments.removeFirst()
}
if sizeArguments.first == "--all-landmarks" {
  allLandmarks = true
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
  fail(
    "usage: hexboard-bench [--workers N] [--plain] [--all-landmarks] [--rivers FRACTION] SIZE..."
      + " (256, 1024, 4096)",
    status: 2)
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
