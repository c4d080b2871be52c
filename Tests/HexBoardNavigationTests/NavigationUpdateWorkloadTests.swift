import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardNavigation

/// The `update` phase of WORKLOAD.md section 9 at 256×256: the published checksum, and, on
/// the side, the graph after the 1000 toggles against one built from scratch.
@Suite("WORKLOAD.md update phase (256×256)")
struct NavigationUpdateWorkloadTests {
  @Test func updateChecksum() throws {
    let w = Workload.shared
    let size = UInt64(Workload.size)
    var graph = w.weighted
    var terrain = w.terrain
    let context = SearchContext()
    var reach = 0
    var cost = 0
    for k in 0..<UInt64(1000) {
      let i = Int(workloadHash(7, k) % (size * size))
      let opened = terrain[index: i] == 0 ? UInt8(1 + workloadHash(2, UInt64(i)) % 5) : 0
      terrain[index: i] = opened
      try graph.setCost(opened == 0 ? nil : Int(opened), atIndex: i)
      let a = workloadHash(8, k) % (size * size)
      let (col, row) = (Int(a % size), Int(a / size))
      let s = Hex(OffsetCoordinate(col: col, row: row))
      let t = Hex(OffsetCoordinate(col: (col + 12) % Workload.size, row: (row + 6) % Workload.size))
      if let path = graph.path(from: s, to: t, rules: SearchRules(maxCost: 200), context: context) {
        reach += 1
        cost += path.cost
      }
    }
    #expect(reach == 471)
    #expect(cost == 18240)
    // The same map built from scratch: same steps, same regions.
    let fresh = try NavigationGraph(map: terrain) { $0 == 0 ? nil : Int($0) }
    #expect(graph.moves == fresh.moves)
    #expect(graph.entryCosts == fresh.entryCosts)
    #expect(graph.componentCount == fresh.componentCount)
    var pairs: [Int32: Int32] = [:]
    var consistent = true
    for (mine, theirs) in zip(graph.components, fresh.components) {
      if (mine < 0) != (theirs < 0) { consistent = false }
      if mine >= 0 && pairs.updateValue(theirs, forKey: mine) ?? theirs != theirs {
        consistent = false
      }
    }
    #expect(consistent)
    #expect(Set(pairs.values).count == pairs.count)
  }
}
