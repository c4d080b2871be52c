// The workload's hash, sizes and the RESULT line format (WORKLOAD.md sections 2 and 8).
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
/// Whether `prepare` builds the uniform graph's landmarks above 1024×1024 too
/// (`--all-landmarks`).
nonisolated(unsafe) var allLandmarks = false
/// The batch phase's worker count (`--workers N`); nil: one per core. Memory does not depend
/// on real cores, so this measures a many-core machine's peak memory on a small one.
nonisolated(unsafe) var batchWorkers: Int? = nil

/// `x` with `digits` decimals (rounded, no exponent), as RESULT lines print numbers.
func fixed(_ x: Double, _ digits: Int) -> String {
  let scale = (0..<digits).reduce(1) { product, _ in product * 10 }
  let units = String(Int((x * Double(scale)).rounded()))
  let padded = String(repeating: "0", count: max(0, digits + 1 - units.count)) + units
  return "\(padded.dropLast(digits)).\(padded.suffix(digits))"
}

func report(_ p: Parameters, _ phase: String, _ seconds: Double, _ checksum: String) {
  let text = fixed(seconds, 6)
  // Unbuffered write so each phase shows up at once, even when piped.
  let line = Array(
    "RESULT \(implementation) \(p.width)x\(p.height) \(phase) \(text) \(checksum)\n".utf8)
  _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
  if reportsMemory { reportMemory(p, phase) }
}

/// Whether to print each phase's resident and peak memory on stderr (environment variable
/// `HEXBOARD_BENCH_MEMORY=1`; Linux only, from /proc/self/status), for memory breakdowns.
let reportsMemory = getenv("HEXBOARD_BENCH_MEMORY").map { String(cString: $0) == "1" } ?? false

/// Prints `MEMORY <impl> <W>x<H> <phase> rss=<MB> peak=<MB>` on stderr after a phase.
func reportMemory(_ p: Parameters, _ phase: String) {
  #if os(Linux)
    guard let file = fopen("/proc/self/status", "r") else { return }
    defer { fclose(file) }
    var rss = "?"
    var peak = "?"
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let line = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let kilobytes = line.split(separator: " ").dropFirst().first { !$0.isEmpty }.flatMap {
        Int($0)
      }
      if line.hasPrefix("VmRSS:"), let kilobytes { rss = String(kilobytes / 1024) }
      if line.hasPrefix("VmHWM:"), let kilobytes { peak = String(kilobytes / 1024) }
    }
    let text =
      "MEMORY \(implementation) \(p.width)x\(p.height) \(phase) rss=\(rss)MB peak=\(peak)MB\n"
    _ = Array(text.utf8).withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  #endif
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
