// `--rivers-ratio F SIZE`: what rivers on the fraction F of the sides cost the path phases,
// measured in one process. The plain workload and the one with rivers are built side by
// side (landmarks on all four graphs, as `prepare` makes them) and each path phase is run
// on the two alternately, so a load that comes and goes on a shared machine falls on both:
// separate processes minutes apart swing by ±5%, more than the effect measured.
import HexBoard

/// Prints, per path phase, the medians of `rounds` alternating runs with and without
/// rivers and their ratio:
/// `RESULT hexboard-rivers <W>x<H> path_uniform_ratio <ratio> plain=<s>,rivers=<s>,rounds=N`.
func riverRatioPhase(_ p: Parameters, fraction: Double, rounds: Int = 9) throws {
  implementation = "hexboard-rivers"  // names the setup's NOTE line like the results
  let plain = try setUp(p, rivers: 0)
  let withRivers = try setUp(p, rivers: fraction)
  let w = UInt64(p.width)
  func hex(_ i: UInt64) -> Hex { Hex(OffsetCoordinate(col: Int(i % w), row: Int(i / w))) }
  // The two workloads share their pairs (the rivers only add sides).
  let pairs = plain.pairs.map { (hex($0.0), hex($0.1)) }
  let context = SearchContext()
  /// The seconds one path phase takes on `graph`, and its checksum.
  func pathPhase(_ graph: NavigationGraph) -> (time: Double, cost: Int) {
    let (cost, time) = measure {
      var cost = 0
      for (s, t) in pairs { cost += graph.path(from: s, to: t, context: context)?.cost ?? 0 }
      return cost
    }
    return (time, cost)
  }
  let phases = [
    ("path_uniform", plain.uniform, withRivers.uniform),
    ("path_weighted", plain.weighted, withRivers.weighted),
  ]
  for (name, plainGraph, riverGraph) in phases {
    let plainGraph = plainGraph.preparingLandmarks()
    let riverGraph = riverGraph.preparingLandmarks()
    var plainTimes: [Double] = []
    var riverTimes: [Double] = []
    var costs = (0, 0)
    for _ in 0..<rounds {
      let a = pathPhase(plainGraph)
      let b = pathPhase(riverGraph)
      plainTimes.append(a.time)
      riverTimes.append(b.time)
      costs = (a.cost, b.cost)
    }
    let (plainTime, riverTime) = (median(plainTimes), median(riverTimes))
    print(
      "RESULT hexboard-rivers \(p.width)x\(p.height) \(name)_ratio "
        + "\(fixed(riverTime / plainTime, 3)) plain=\(fixed(plainTime, 6)),"
        + "rivers=\(fixed(riverTime, 6)),rounds=\(rounds),cost=\(costs.0)/\(costs.1)")
  }
}
