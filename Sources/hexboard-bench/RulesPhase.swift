// `--rules SIZE`: the cost of rules per query on the workload's weighted graph. Prints
//   RULES hexboard <W>x<H> <phase> <variant> <seconds> <checksum> ratio=<variant/plain>
// for path_weighted and range_weighted, plain, with ~5% of the cells occupied (hash tag
// 10; a unit's own cell is free anyway), with as many cells occupied but all of them
// impassable ones (`overlay_only`: the same answers, so the pure overhead), and with a
// step function returning the graph's own cost (all through `SearchRules`). Then the game
// rules: 500 units (hash tag 11) on passable cells, half of them the mover's side (friends,
// passed through) and half a foe's with a zone of control on their neighbours (`units`),
// and the same with movement points per turn (`units_turns`: twice the largest step, so
// routes take several turns and waste points at turns' ends). `path_landmarks` repeats plain
// and units_turns on the graph with landmarks, which game rules keep using (a route's cost,
// waits included, is never below its plain cost). `class` prices the paths by a movement
// class's cost table (cells classed by the graph's entry cost, the two dearest kinds 2
// dearer), and `class_units` adds the 500 units and their zones: issue 37's benchmark, a
// class with friends, foes and zones of control in one query. `path_attack` is a game's
// attack move: from the same starts to a free cell next to a foe (in its zone, so the
// route ends a turn there), with landmarks, plain and with units_turns.
// Medians of seven runs each (thread CPU time), variants interleaved so that drift hits
// all alike.
import HexBoard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func rulesPhase(_ p: Parameters) throws {
  let workload = try setUp(p, rivers: 0)
  let graph = workload.weighted
  let grid = workload.grid
  let w = UInt64(p.width)
  func hex(_ i: UInt64) -> Hex { Hex(OffsetCoordinate(col: Int(i % w), row: Int(i / w))) }
  var occupied = Occupancy(grid: grid)
  for i in 0..<UInt64(grid.indexCount) where hash(10, i) % 100 < 5 {
    occupied.insert(index: Int(i))
  }
  // The same share of cells, all impassable ones: identical answers, so the difference to
  // plain is the overlay's own cost per step.
  var walls = Occupancy(grid: grid)
  for i in 0..<UInt64(grid.indexCount) where hash(10, i) % 100 < 17 && !graph.isPassable(hex(i)) {
    walls.insert(index: Int(i))
  }
  var units = UnitMap(grid: grid)
  var placed = 0
  var k: UInt64 = 0
  var foes: [Hex] = []
  while placed < 500 && k < UInt64(grid.indexCount) * 4 {
    let i = hash(11, k) % UInt64(grid.indexCount)
    if graph.isPassable(hex(i)), units.place(side: placed % 2, at: hex(i)) {
      if placed % 2 == 1 { foes.append(hex(i)) }
      placed += 1
    }
    k += 1
  }
  let pairs = workload.pairs.map { (hex($0.0), hex($0.1)) }
  // Each pair's start to a free, passable neighbour of a foe (the pair's own goal if none).
  let attacks = pairs.enumerated().map { k, pair in
    let foe = foes.isEmpty ? pair.1 : foes[k % foes.count]
    let free = HexDirection.allCases.lazy.map { foe.neighbor(in: $0) }
      .first { graph.isPassable($0) && units.side(at: $0) == nil }
    return (pair.0, free ?? pair.1)
  }
  let starts = workload.rangeStarts.map { hex($0) }
  let context = SearchContext()
  let guided = graph.preparingLandmarks()

  func paths(_ query: (Hex, Hex) -> Path?) -> String { paths(pairs, query) }
  func paths(_ pairs: [(Hex, Hex)], _ query: (Hex, Hex) -> Path?) -> String {
    var reach = 0
    var cost = 0
    for (s, t) in pairs {
      if let path = query(s, t) {
        reach += 1
        cost += path.cost
      }
    }
    return "reach=\(reach),cost=\(cost)"
  }
  func ranges(_ query: (Hex) -> MovementRange) -> String {
    var cells = 0
    var sum = 0
    for s in starts {
      let range = query(s)
      cells += range.count
      sum += range.totalCost
    }
    return "cells=\(cells),dsum=\(sum)"
  }
  let overlay = SearchRules(occupied: occupied)
  let wallsOnly = SearchRules(occupied: walls)
  let ownCost = SearchRules(stepCost: { $0.cost })
  let unitRules = SearchRules(units: units, mover: Mover(side: 0))
  let turnRules = SearchRules(
    units: units, mover: Mover(side: 0),
    turns: Turns(movesPerTurn: 2 * graph.maximumStepCost, movesLeft: graph.maximumStepCost))
  // A movement class of the workload (issue 37's benchmark): its cells classed by the
  // graph's own entry cost, the class paying 2 more on the two dearest kinds of cell (so
  // its paths differ from the plain ones), through a cost table as a class's rules are.
  var cellClasses = [UInt8](repeating: 0, count: grid.indexCount)
  for i in 0..<grid.indexCount where grid.isCell(i) {
    cellClasses[i] = UInt8(graph.cost(ofEntering: grid.hex(at: i)) ?? 0)
  }
  let classCosts: [Int?] = (0...graph.maximumStepCost).map { cost in
    cost == 0 ? nil : (cost >= graph.maximumStepCost - 1 ? cost + 2 : cost)
  }
  let cavalry = CostTable(grid: grid, cellClasses: cellClasses, costs: classCosts)!
  let classRules = SearchRules(costs: cavalry)
  let classUnitRules = SearchRules(costs: cavalry, units: units, mover: Mover(side: 0))
  func budget(_ rules: SearchRules) -> SearchRules {
    var rules = rules
    rules.maxCost = p.weightedBudget
    return rules
  }
  let variants: [(String, String, () -> String)] = [
    ("path_weighted", "plain", { paths { graph.path(from: $0, to: $1, context: context) } }),
    (
      "path_weighted", "occupied",
      { paths { graph.path(from: $0, to: $1, rules: overlay, context: context) } }
    ),
    (
      "path_weighted", "overlay_only",
      { paths { graph.path(from: $0, to: $1, rules: wallsOnly, context: context) } }
    ),
    (
      "path_weighted", "function",
      { paths { graph.path(from: $0, to: $1, rules: ownCost, context: context) } }
    ),
    (
      "path_weighted", "units",
      { paths { graph.path(from: $0, to: $1, rules: unitRules, context: context) } }
    ),
    (
      "path_weighted", "units_turns",
      { paths { graph.path(from: $0, to: $1, rules: turnRules, context: context) } }
    ),
    (
      "path_weighted", "class",
      { paths { graph.path(from: $0, to: $1, rules: classRules, context: context) } }
    ),
    (
      "path_weighted", "class_units",
      { paths { graph.path(from: $0, to: $1, rules: classUnitRules, context: context) } }
    ),
    (
      "path_landmarks", "plain",
      { paths { guided.path(from: $0, to: $1, context: context) } }
    ),
    (
      "path_landmarks", "units_turns",
      { paths { guided.path(from: $0, to: $1, rules: turnRules, context: context) } }
    ),
    (
      "path_attack", "plain",
      { paths(attacks) { guided.path(from: $0, to: $1, context: context) } }
    ),
    (
      "path_attack", "units_turns",
      { paths(attacks) { guided.path(from: $0, to: $1, rules: turnRules, context: context) } }
    ),
    (
      "range_weighted", "plain",
      { ranges { graph.movementRange(from: $0, rules: budget(SearchRules()), context: context) } }
    ),
    (
      "range_weighted", "occupied",
      { ranges { graph.movementRange(from: $0, rules: budget(overlay), context: context) } }
    ),
    (
      "range_weighted", "overlay_only",
      { ranges { graph.movementRange(from: $0, rules: budget(wallsOnly), context: context) } }
    ),
    (
      "range_weighted", "function",
      { ranges { graph.movementRange(from: $0, rules: budget(ownCost), context: context) } }
    ),
    (
      "range_weighted", "units",
      { ranges { graph.movementRange(from: $0, rules: budget(unitRules), context: context) } }
    ),
    (
      "range_weighted", "class_units",
      { ranges { graph.movementRange(from: $0, rules: budget(classUnitRules), context: context) } }
    ),
    (
      "range_weighted", "units_turns",
      { ranges { graph.movementRange(from: $0, rules: budget(turnRules), context: context) } }
    ),
  ]
  var times = [[Double]](repeating: [], count: variants.count)
  var sums = [String](repeating: "", count: variants.count)
  // Thread CPU time, not wall time: on a shared machine other processes' load stretches
  // wall time unevenly, while the ratios are about the work each variant does.
  func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }
  for _ in 0..<7 {
    for (k, variant) in variants.enumerated() {
      let before = cpuSeconds()
      sums[k] = variant.2()
      times[k].append(cpuSeconds() - before)
    }
  }
  let medians = times.map { $0.sorted()[$0.count / 2] }
  for (k, variant) in variants.enumerated() {
    let plain = medians[variants.firstIndex { $0.0 == variant.0 }!]
    let ratio = (medians[k] / plain * 100).rounded() / 100
    let line =
      "RULES hexboard \(p.width)x\(p.height) \(variant.0) \(variant.1) \(medians[k]) \(sums[k]) ratio=\(ratio)\n"
    _ = Array(line.utf8).withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
  }
}
