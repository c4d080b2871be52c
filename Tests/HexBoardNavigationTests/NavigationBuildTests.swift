import HexBoard
import HexTestSupport
import Testing

/// The fast paths of building a grid and a navigation graph (interior cells filled
/// directly, costs gathered in one pass, raw-buffer labelling) and of ring walks, against
/// plain hex arithmetic and a reference flood fill.
@Suite("Navigation build and rings")
struct NavigationBuildTests {
  /// Every convention, wrap and small size (the interior fast path starts at 3×3): each
  /// cell's neighbours are those of hex arithmetic, taken modulo the map where it wraps.
  @Test(arguments: OffsetConvention.allCases)
  func gridNeighboursMatchHexArithmetic(_ convention: OffsetConvention) throws {
    for wrap in [MapWrap.none, .cylinder, .torus] {
      for columns in 1...9 {
        for rows in 1...8 {
          guard
            let grid = try? MapGrid(
              columns: columns, rows: rows, convention: convention, wrap: wrap)
          else { continue }
          #expect(grid.cellCount == columns * rows)
          for index in grid.indices {
            let hex = grid.hex(at: index)
            for direction in HexDirection.allCases {
              let want = grid.index(of: hex.neighbor(in: direction))
              #expect(
                grid.neighbor(of: index, in: direction) == want,
                "\(convention) \(wrap) \(columns)x\(rows) cell \(index) \(direction)")
            }
          }
        }
      }
    }
  }

  /// Graphs built from a map and by index agree with each other and with the costs given:
  /// entry costs, bounds, and component labels (a reference flood fill in storage order
  /// gives the same numbers), on every sample shape and wrap.
  @Test(arguments: 0..<7)
  func graphsMatchReference(_ gridNumber: Int) throws {
    let grid = try sampleGrids()[gridNumber]
    var rng = TestRandom(seed: 7100 + UInt64(gridNumber))
    for round in 0..<6 {
      let costs = randomCosts(grid, using: &rng, blocked: 15 * round, maxCost: round == 0 ? 1 : 9)
      let byIndex = try NavigationGraph(grid: grid) { costs[$0] }
      let map = HexMap(grid: grid, storage: costs)
      let byMap = try NavigationGraph(map: map) { $0 }
      let passable = grid.indices.filter { costs[$0] != nil }
      let present = passable.map { costs[$0]! }
      for graph in [byIndex, byMap] {
        #expect(graph.passableCount == passable.count)
        #expect(graph.minimumCost == (present.min() ?? 1))
        #expect(graph.maximumCost == (present.max() ?? 1))
        #expect(graph.isUniform == (present.allSatisfy { $0 == 1 }))
        for index in grid.indices {
          #expect(graph.cost(ofEntering: grid.hex(at: index)) == costs[index])
        }
        // Reference labels: flood fill from each unlabelled passable cell in storage order.
        var labels = [Int?](repeating: nil, count: grid.indexCount)
        var next = 0
        for seed in passable where labels[seed] == nil {
          let region = referenceCosts(grid, from: [seed]) { _, to in costs[to] == nil ? nil : 1 }
          for cell in region.keys { labels[cell] = next }
          next += 1
        }
        #expect(graph.componentCount == next)
        for index in grid.indices {
          #expect(graph.component(of: grid.hex(at: index)) == labels[index])
        }
      }
    }
  }

  /// Costs out of range throw for the first such cell in storage order, from both
  /// initialisers; a cost of exactly `maximumCellCost` is accepted.
  @Test func invalidCostsThrowForTheFirstCell() throws {
    let grid = try MapGrid(columns: 6, rows: 5)
    for bad in [0, -3, NavigationGraph.maximumCellCost + 1] {
      let costs: [Int?] = (0..<grid.indexCount).map { $0 == 7 || $0 == 20 ? bad : 2 }
      #expect(throws: NavigationError.invalidCost(grid.hex(at: 7), bad)) {
        try NavigationGraph(grid: grid) { costs[$0] }
      }
      #expect(throws: NavigationError.invalidCost(grid.hex(at: 7), bad)) {
        try NavigationGraph(map: HexMap(grid: grid, storage: costs)) { $0 }
      }
    }
    let top = try NavigationGraph(grid: grid) { $0 == 4 ? NavigationGraph.maximumCellCost : 1 }
    #expect(top.maximumCost == NavigationGraph.maximumCellCost)
    #expect(top.minimumCost == 1)
    let none = try NavigationGraph(grid: grid) { _ in nil }
    #expect(none.minimumCost == 1 && none.maximumCost == 1 && none.componentCount == 0)
  }

  /// `forEachInRing` walks exactly `ring(radius:)`, in order.
  @Test func forEachInRingMatchesRing() {
    for center in [Hex.zero, Hex(q: 5, r: -3), Hex(q: -7, r: 11)] {
      for radius in -2...7 {
        var walked: [Hex] = []
        center.forEachInRing(radius: radius) { walked.append($0) }
        #expect(walked == Array(center.ring(radius: radius)), "\(center) radius \(radius)")
      }
    }
  }

  /// `forEachIndex(onRingAround:radius:)` gives the ring's on-map indices in ring order, on
  /// every shape, convention and wrap, for centres on and off the map.
  @Test(arguments: 0..<7)
  func ringIndicesMatchRing(_ gridNumber: Int) throws {
    let grids =
      try sampleGrids() + [
        MapGrid(columns: 11, rows: 9, convention: .evenQ),
        MapGrid(columns: 8, rows: 7, convention: .evenR),
        MapGrid(columns: 9, rows: 6, convention: .oddR),
      ]
    for grid in [grids[gridNumber]] + (gridNumber == 0 ? Array(grids.suffix(3)) : []) {
      let centers = grid.hexes + [Hex(q: -4, r: 2), Hex(q: 30, r: -9)]
      for center in centers {
        for radius in 0...6 {
          var walked: [Int] = []
          grid.forEachIndex(onRingAround: center, radius: radius) { walked.append($0) }
          let want = center.ring(radius: radius).compactMap { grid.index(of: $0) }
          #expect(walked == want, "\(grid.shape) \(grid.convention) \(center) radius \(radius)")
        }
      }
    }
  }
}
