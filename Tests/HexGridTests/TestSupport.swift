// Shared helpers for the HexGrid tests: coordinates drawn from the seeded generator (so every
// property check sees the same inputs on every run and platform), sample sets, and tolerant
// comparisons.

import HexGrid
import HexTestSupport
import Testing

/// Coordinates drawn for the HexGrid property checks.
extension TestRandom {
  /// A coordinate: mostly small (where parity and sign bugs show), sometimes anywhere in
  /// ±1 000 000, sometimes exactly at the edges of that range.
  mutating func coordinate() -> Int {
    switch next() % 20 {
    case 0: return [1_000_000, -1_000_000, 999_999, -999_999][Int(next() % 4)]
    case 1, 2: return Int.random(in: -1_000_000...1_000_000, using: &self)
    default: return Int.random(in: -40...40, using: &self)
    }
  }

  /// A random hex built from two ``coordinate()`` draws.
  mutating func hex() -> Hex {
    Hex(q: coordinate(), r: coordinate())
  }

  /// A random offset cell built from two ``coordinate()`` draws.
  mutating func offset() -> OffsetCoordinate {
    OffsetCoordinate(col: coordinate(), row: coordinate())
  }

  /// A random hex within `spread` steps (per axis) of the origin.
  mutating func smallHex(_ spread: Int = 12) -> Hex {
    Hex(
      q: Int.random(in: -spread...spread, using: &self),
      r: Int.random(in: -spread...spread, using: &self))
  }
}

/// Deterministic sample sets shared by the property checks.
enum Samples {
  /// How many random inputs each property check sees.
  static let count = 4_000

  /// Random hexes, including negative and ±1 000 000 coordinates.
  static let hexes: [Hex] = {
    var rng = TestRandom(seed: 0x4845_5847_5249_4401)
    return (0..<count).map { _ in rng.hex() }
  }()

  /// Random offset cells, including negative and ±1 000 000 coordinates.
  static let offsets: [OffsetCoordinate] = {
    var rng = TestRandom(seed: 0x4845_5847_5249_4402)
    return (0..<count).map { _ in rng.offset() }
  }()

  /// Random pairs of hexes.
  static let pairs: [(Hex, Hex)] = {
    var rng = TestRandom(seed: 0x4845_5847_5249_4403)
    return (0..<count).map { _ in (rng.hex(), rng.hex()) }
  }()
}

/// Checks `holds` for every item and records one expectation listing the first few
/// counterexamples, so a broken property reports clearly instead of thousands of times.
func expectAll<S: Sequence>(
  _ items: S, _ property: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ holds: (S.Element) throws -> Bool
) rethrows {
  var failures: [S.Element] = []
  var checked = 0
  for item in items {
    checked += 1
    if try !holds(item) {
      failures.append(item)
      if failures.count == 5 { break }
    }
  }
  #expect(checked > 0, "\(property): nothing was checked", sourceLocation: sourceLocation)
  #expect(failures.isEmpty, "\(property) fails for \(failures)", sourceLocation: sourceLocation)
}

/// Whether two doubles agree to a relative (or, near zero, absolute) tolerance.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Whether two points agree coordinate-wise to `tolerance`.
func isClose(_ a: Point, _ b: Point, tolerance: Double = 1e-9) -> Bool {
  isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

/// √3, spelled out so expected values are independent of the library's constant.
let sqrt3 = 1.732_050_807_568_877_2

@Suite("Test support")
struct TestSupportTests {
  @Test("TestRandom matches the reference sequence for seed 0")
  func splitMixReference() {
    var rng = TestRandom(seed: 0)
    #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
    #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(rng.next() == 0x06C4_5D18_8009_454F)
  }

  @Test("Samples include negative and large coordinates")
  func samplesCoverSignsAndMagnitudes() {
    let qs = Samples.hexes.map(\.q)
    #expect(qs.contains { $0 < 0 })
    #expect(qs.contains { $0 > 0 })
    #expect(qs.contains(1_000_000) && qs.contains(-1_000_000))
    let cols = Samples.offsets.map(\.col)
    #expect(cols.contains { $0 < 0 && $0 & 1 == 1 })
    #expect(cols.contains { $0 < 0 && $0 & 1 == 0 })
  }
}
