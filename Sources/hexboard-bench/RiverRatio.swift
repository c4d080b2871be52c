// `--rivers-ratio F SIZE`: what rivers on the fraction F of the sides cost the path phases,
// measured in one process. The plain workload and the one with rivers are built side by
// side (landmarks on all four graphs, as `prepare` makes them) and each path phase is run
// on the two alternately, so a load that comes and goes on a shared machine falls on both:
// separate processes minutes apart swing by ±5%, more than the effect measured. Before
// timing, every pair's cost with landmarks is checked against plain A* on both maps.
import HexBoard

/// Prints, per path phase, the medians of `rounds` alternating runs with and without
/// rivers and their ratio:
/// `RESULT hexboard-rivers <W>x<H> path_uniform_ratio <ratio> plain=<s>,rivers=<s>,rounds=N,`
/// `cost=<plain>/<rivers>` (the sums of the checked path costs).
///
/// - Throws: ``RiverRatioError`` when a pair costs differently with landmarks and without,
///   or a timed round's total differs from the checked one.
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
  /// Each pair's path cost on `graph` (nil: no path).
  func pairCosts(_ graph: NavigationGraph) -> [Int?] {
    pairs.map { graph.path(from: $0.0, to: $0.1, context: context)?.cost }
  }
  for (name, plainBare, riverBare) in phases {
    let bareGraphs = [plainBare, riverBare]
    let guided = bareGraphs.map { $0.preparingLandmarks() }
    // What is timed must be right: with landmarks, every pair costs what plain A* finds
    // (itself checked against Dijkstra in the tests), or the run fails. So CI runs this
    // mode at 256 as a check of the river workload, not only as a timer.
    var totals: [Int] = []
    for (k, label) in ["plain", "rivers"].enumerated() {
      let (want, got) = (pairCosts(bareGraphs[k]), pairCosts(guided[k]))
      if let i = want.indices.first(where: { want[$0] != got[$0] }) {
        throw RiverRatioError(
          message:
            "\(name) on the \(label) map: pair \(i) costs \(got[i].map(String.init) ?? "no path") "
            + "with landmarks, \(want[i].map(String.init) ?? "no path") without")
      }
      totals.append(got.reduce(0) { $0 + ($1 ?? 0) })
    }
    var times: [[Double]] = [[], []]
    for _ in 0..<rounds {
      for k in guided.indices {
        let (time, cost) = pathPhase(guided[k])
        guard cost == totals[k] else {
          throw RiverRatioError(message: "\(name): a timed round cost \(cost), not \(totals[k])")
        }
        times[k].append(time)
      }
    }
    let (plainTime, riverTime) = (median(times[0]), median(times[1]))
    print(
      "RESULT hexboard-rivers \(p.width)x\(p.height) \(name)_ratio "
        + "\(fixed(riverTime / plainTime, 3)) plain=\(fixed(plainTime, 6)),"
        + "rivers=\(fixed(riverTime, 6)),rounds=\(rounds),cost=\(totals[0])/\(totals[1])")
  }
}

/// A path phase whose answers with landmarks differ from plain A*'s.
struct RiverRatioError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
