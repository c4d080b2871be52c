import HexBoard
import HexTestSupport
import Testing

/// Graphs whose changed steps all differ from the entry cost by one amount (rivers only, or
/// one custom "adds" feature, with walls) take a compact path in the search (one bit per
/// step instead of a digit); these boards make sure that path gives the rule's costs.
@Suite("Navigation with one kind of river")
struct EdgeNavigationOneDeltaTests {
  /// A random board with walls and one kind of cost-adding feature on random sides.
  func riverBoard(seed: UInt64) throws -> Board {
    var rng = TestRandom(seed: seed)
    var board = try randomBoard(using: &rng)
    var feature = "river"
    if Bool.random(using: &rng) {
      feature = "ditch"
      let added = Int.random(in: 1...9, using: &rng)
      try board.addPaletteFeature(
        EdgeFeature(id: feature, color: "#225588", movement: .adds(added)))
    }
    let density = Double.random(in: 0.05...0.6, using: &rng)
    for hex in board.grid.hexes {
      for edge in board.edges(of: hex) where Double.random(in: 0..<1, using: &rng) < density / 2 {
        try board.setFeature(Bool.random(using: &rng) ? feature : "wall", at: .side(edge))
      }
    }
    return board
  }

  /// A* and movement ranges on the board's graph, and on a graph where every passable cell costs 1 with the
  /// same features, against a reference Dijkstra over the movement rule.
  @Test(arguments: 0..<8)
  func pathsMatchTheRule(_ batch: Int) throws {
    for round in 0..<6 {
      let seed = UInt64(5100 + batch * 6 + round)
      let board = try riverBoard(seed: seed)
      var rng = TestRandom(seed: seed &* 17)
      let grid = board.grid
      let palette = board.palette.map(\.movementCost)
      let terrain = board.terrain
      let entry = { (j: Int) in palette[Int(terrain[index: j])] ?? 0 }
      var rules: [(HexEdge, EdgeFeature.Movement)] = []
      for edge in board.featureLocations(.side).compactMap(\.edge) {
        for feature in board.features(at: edge) { rules.append((edge, feature.movement)) }
      }
      let unit = try NavigationGraph(
        grid: grid, costAtIndex: { palette[Int(terrain[index: $0])] == nil ? nil : 1 },
        edgeRules: rules)
      let graphs = [
        (try board.navigationGraph(), { (i: Int, j: Int) in ruleStep(board, from: i, to: j) }),
        (unit, { (i: Int, j: Int) in ruleStep(board, from: i, to: j).map { $0 - entry(j) + 1 } }),
      ]
      let context = SearchContext()
      for (graph, step) in graphs {
        for _ in 0..<3 {
          let s = grid.indices.randomElement(using: &rng)!
          let sources = graph.isPassable(grid.hex(at: s)) ? [s] : []
          let reference = referenceCosts(grid, from: sources, step: step)
          let budget = Int.random(in: 0...15, using: &rng)
          let range = graph.movementRange(
            from: grid.hex(at: s), rules: SearchRules(maxCost: budget), context: context)
          var inRange: [Int: Int] = [:]
          for (hex, cost) in range { inRange[grid.index(of: hex)!] = cost }
          #expect(inRange == reference.filter { $0.value <= budget }, "seed \(seed) range")
          for _ in 0..<8 {
            let t = grid.indices.randomElement(using: &rng)!
            let path = graph.path(from: grid.hex(at: s), to: grid.hex(at: t), context: context)
            #expect(path?.cost == reference[t], "seed \(seed) \(s)→\(t)")
            if let path {
              var sum = 0
              for (a, b) in zip(path.hexes, path.hexes.dropFirst()) {
                sum += step(grid.index(of: a)!, grid.index(of: b)!) ?? Int.min / 2
              }
              #expect(sum == path.cost, "seed \(seed) walk")
            }
          }
        }
      }
    }
  }
}
