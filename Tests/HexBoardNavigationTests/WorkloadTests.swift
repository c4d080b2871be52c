import HexBoard
import HexTestSupport
import Testing

/// The WORKLOAD.md hash: the first TestRandom output for state x.
func mix64(_ x: UInt64) -> UInt64 {
  var z = x &+ 0x9E37_79B9_7F4A_7C15
  z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
  z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
  return z ^ (z >> 31)
}

func workloadHash(_ tag: UInt64, _ k: UInt64) -> UInt64 { mix64((tag << 48) ^ k) }

/// The 256×256 workload map, built exactly as hexboard-bench builds it.
struct Workload: Sendable {
  static let size = 256
  static let shared = try! Workload()

  let grid: MapGrid
  let terrain: HexMap<UInt8>
  let weighted: NavigationGraph
  let uniform: NavigationGraph
  let pairs: [(UInt64, UInt64)]
  let rangeStarts: [UInt64]

  init() throws {
    let w = UInt64(Workload.size)
    let cellTotal = w * w
    let grid = try MapGrid(columns: Workload.size, rows: Workload.size)
    var terrain = HexMap<UInt8>(grid: grid, fill: 0)
    for i in 0..<cellTotal {
      let blocked = workloadHash(1, i) % 100 < 30
      terrain[index: Int(i)] = blocked ? 0 : UInt8(1 + workloadHash(2, i) % 5)
    }
    func open(_ i: UInt64) { terrain[index: Int(i)] = UInt8(1 + workloadHash(2, i) % 5) }
    let pairs = (0..<200).map { j in
      (workloadHash(3, 2 * UInt64(j)) % cellTotal, workloadHash(3, 2 * UInt64(j) + 1) % cellTotal)
    }
    let rangeStarts = (0..<1000).map { workloadHash(4, UInt64($0)) % cellTotal }
    for j in stride(from: 19, to: 200, by: 20) {
      for n in grid.neighbors(of: Int(pairs[j].1)) { terrain[index: n] = 0 }
    }
    for (s, t) in pairs {
      open(s)
      open(t)
    }
    for s in rangeStarts { open(s) }
    self.grid = grid
    self.terrain = terrain
    weighted = try NavigationGraph(map: terrain) { $0 == 0 ? nil : Int($0) }
    uniform = weighted.withUniformCost
    self.pairs = pairs
    self.rangeStarts = rangeStarts
  }

  func hex(_ i: UInt64) -> Hex {
    Hex(OffsetCoordinate(col: Int(i % UInt64(Workload.size)), row: Int(i / UInt64(Workload.size))))
  }

  func offset(_ i: UInt64) -> OffsetCoordinate {
    OffsetCoordinate(col: Int(i % UInt64(Workload.size)), row: Int(i / UInt64(Workload.size)))
  }
}

@Suite("WORKLOAD.md known answers (256×256)")
struct WorkloadTests {
  let w = Workload.shared

  @Test func hashVectors() {
    #expect(mix64(0) == 0xe220_a839_7b1d_cdaf)
    #expect(workloadHash(1, 0) == 0xa285_e7b0_deb6_3750)
    #expect(workloadHash(1, 1) == 0x00de_9816_7e5e_0ce9)
    #expect(workloadHash(2, 0) == 0xc8cc_cc73_79b1_8ec1)
    #expect(workloadHash(3, 1) == 0xcee5_a604_d97c_12ad)
    #expect(workloadHash(6, 0) == 0x47f4_f7e0_38d3_2a5c)
  }

  @Test func mapExamples() {
    let row0 = (0..<16).map { w.terrain[index: $0] == 0 ? "#" : "." }.joined()
    #expect(row0 == ".#........##....")
    let costs = (0..<16).map { 1 + workloadHash(2, UInt64($0)) % 5 }
    #expect(costs == [2, 4, 1, 1, 4, 5, 5, 3, 3, 4, 1, 5, 5, 2, 4, 4])
    #expect(w.offset(w.pairs[0].0) == OffsetCoordinate(col: 35, row: 114))
    #expect(w.offset(w.pairs[0].1) == OffsetCoordinate(col: 173, row: 18))
    #expect(w.offset(w.pairs[1].0) == OffsetCoordinate(col: 177, row: 216))
    #expect(w.offset(w.rangeStarts[0]) == OffsetCoordinate(col: 104, row: 77))
  }

  @Test func setupChecksum() {
    #expect(w.weighted.passableCount == 46080)
    #expect(w.weighted.edgeCount == 193_396)
    #expect(w.uniform.passableCount == 46080)
    #expect(w.uniform.edgeCount == 193_396)
  }

  @Test func neighborsChecksum() {
    var count = 0
    var sum = 0
    for index in 0..<w.grid.indexCount {
      for neighbor in w.grid.neighbors(of: index) {
        count += 1
        sum += neighbor
      }
    }
    #expect(count == 391_170)
    #expect(sum == 12_817_662_975)
  }

  @Test func distanceChecksum() {
    let total = UInt64(Workload.size * Workload.size)
    var sum = 0
    for j in 0..<UInt64(1_000_000) {
      let a = w.offset(workloadHash(5, 2 * j) % total)
      let b = w.offset(workloadHash(5, 2 * j + 1) % total)
      sum += a.distance(to: b)
    }
    #expect(sum == 137_529_616)
  }

  @Test func ringsChecksum() {
    let total = UInt64(Workload.size * Workload.size)
    var count = 0
    var sum = 0
    for j in 0..<UInt64(1000) {
      let center = w.hex(workloadHash(6, j) % total)
      for k in 1...10 {
        for hex in center.ring(radius: k) {
          if let index = w.grid.index(of: hex) {
            count += 1
            sum += index
          }
        }
      }
    }
    #expect(count == 319_546)
    #expect(sum == 10_788_528_448)
  }

  @Test func workedPathExamples() throws {
    let context = SearchContext()
    let expected: [(Int, Int)] = [(178, 407), (78, 187), (207, 491)]
    for (j, (uniformCost, weightedCost)) in expected.enumerated() {
      let s = w.hex(w.pairs[j].0)
      let t = w.hex(w.pairs[j].1)
      let u = try #require(w.uniform.path(from: s, to: t, context: context))
      #expect(u.cost == uniformCost)
      checkPath(u, graph: w.uniform, from: s, to: t)
      let p = try #require(w.weighted.path(from: s, to: t, context: context))
      #expect(p.cost == weightedCost)
      checkPath(p, graph: w.weighted, from: s, to: t)
    }
    let sealed = w.hex(w.pairs[19].1)
    #expect(w.uniform.path(from: w.hex(w.pairs[19].0), to: sealed, context: context) == nil)
    #expect(w.weighted.path(from: w.hex(w.pairs[19].0), to: sealed, context: context) == nil)
    let start = w.hex(w.rangeStarts[0])
    let ur = w.uniform.movementRange(from: start, rules: SearchRules(maxCost: 20), context: context)
    #expect(ur.count == 720)
    #expect(ur.totalCost == 9854)
    let wr = w.weighted.movementRange(
      from: start, rules: SearchRules(maxCost: 60), context: context)
    #expect(wr.count == 1013)
    #expect(wr.totalCost == 40718)
  }

  @Test(arguments: [false, true])
  func pathChecksums(_ weighted: Bool) {
    let graph = weighted ? w.weighted : w.uniform
    let context = SearchContext()
    var reach = 0
    var cost = 0
    for (s, t) in w.pairs {
      if let path = graph.path(from: w.hex(s), to: w.hex(t), context: context) {
        reach += 1
        cost += path.cost
      }
    }
    #expect(reach == 190)
    #expect(cost == (weighted ? 64424 : 26769))
  }

  @Test(arguments: [false, true])
  func rangeChecksums(_ weighted: Bool) {
    let graph = weighted ? w.weighted : w.uniform
    let budget = weighted ? 60 : 20
    let context = SearchContext()
    var cells = 0
    var dsum = 0
    for s in w.rangeStarts {
      let range = graph.movementRange(
        from: w.hex(s), rules: SearchRules(maxCost: budget), context: context)
      cells += range.count
      dsum += range.totalCost
    }
    #expect(cells == (weighted ? 931_849 : 682_468))
    #expect(dsum == (weighted ? 38_013_349 : 9_335_753))
  }
}
