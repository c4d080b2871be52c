import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardNavigation

@Suite("Per-class cost tables")
struct CostTableTests {
  /// A random cost per terrain for one unit class: sometimes `nil` (cannot enter).
  func randomClassCosts(_ board: Board, using rng: inout TestRandom) -> [Int?] {
    board.palette.map { _ in
      Int.random(in: 0..<5, using: &rng) == 0 ? nil : Int.random(in: 1...9, using: &rng)
    }
  }

  /// Queries with a table against plain queries on the graph rebuilt with the class's
  /// costs (the "second graph" a table spares), on random boards with side features (roads
  /// that set costs, rivers that add), wrapped ones too.
  @Test(arguments: 0..<8)
  func tableMatchesARebuiltGraph(_ batch: Int) throws {
    let context = SearchContext()
    for round in 0..<6 {
      let seed = UInt64(34_000 + batch * 6 + round)
      let board = try randomBoardWithFeatures(seed: seed)
      var rng = TestRandom(seed: seed &* 3)
      let graph = try board.navigationGraph()
      let grid = board.grid
      let classCosts = randomClassCosts(board, using: &rng)
      let table = CostTable(board: board) { terrain in
        classCosts[board.palette.firstIndex(of: terrain)!]
      }
      // The reference: a graph whose passable cells are those of the board that the class
      // can enter, at the class's costs, with the board's sides.
      let terrain = board.terrain.flattened()
      let rebuilt = try NavigationGraph(
        grid: grid,
        costAtIndex: { index in
          board.palette[Int(terrain[index])].movementCost == nil
            ? nil : classCosts[Int(terrain[index])]
        }, sides: board.edgeMovementEffects)
      let occupied =
        Bool.random(using: &rng) ? randomOccupancy(grid, percent: 10, using: &rng) : nil
      let cells = grid.indices.map { grid.hex(at: $0) }
      for _ in 0..<6 {
        let a = cells.randomElement(using: &rng)!
        let b = cells.randomElement(using: &rng)!
        // A unit may stand on a cell its class cannot enter (it can still leave it); the
        // rebuilt graph has no such cell, so compare starts the class can enter.
        let startOK = table.cost(ofEntering: a) != nil || !graph.isPassable(a)
        let got = graph.path(
          from: a, to: b, rules: SearchRules(occupied: occupied, costs: table), context: context)
        if startOK {
          let want = rebuilt.path(
            from: a, to: b, rules: SearchRules(occupied: occupied), context: context)
          #expect(got?.cost == want?.cost, "seed \(seed) \(a) → \(b)")
          let budget = Int.random(in: 0...15, using: &rng)
          #expect(
            rangeCosts(
              graph.movementRange(
                from: a, rules: SearchRules(maxCost: budget, occupied: occupied, costs: table),
                context: context))
              == rangeCosts(
                rebuilt.movementRange(
                  from: a, rules: SearchRules(maxCost: budget, occupied: occupied), context: context
                )
              ), "seed \(seed) range from \(a)")
        }
        if let got {
          for (x, y) in zip(got.hexes, got.hexes.dropFirst()) {
            #expect(table.cost(ofEntering: y) != nil)
            #expect(graph.cost(ofStepFrom: x, to: y) != nil)
          }
        }
        // Cells the class cannot enter have a cost in the table's field (a unit standing
        // there can leave) and none in the rebuilt graph's: compare the others.
        let field = graph.distanceField(
          goals: [b], rules: SearchRules(occupied: occupied, costs: table))
        let want = rebuilt.distanceField(goals: [b], rules: SearchRules(occupied: occupied))
        let enterable = grid.indices.filter { rebuilt.isPassable(grid.hex(at: $0)) }
        #expect(
          enterable.map { field.costs[$0] } == enterable.map { want.costs[$0] }
            || table.cost(ofEntering: b) == nil, "seed \(seed) field")
        for index in enterable where want.costs[index] != 0 && want.costs[index] != .max {
          let hex = grid.hex(at: index)
          let next = try #require(field.nextStep(from: hex))
          #expect(
            rebuilt.cost(ofStepFrom: hex, to: next).map { $0 + (want.cost(at: next) ?? -1_000_000) }
              == want.cost(at: hex))
        }
      }
      // Without roads, the table from bare classes is the same.
      if let bare = CostTable(grid: grid, cellClasses: terrain, costs: classCosts),
        !board.edgePalette.contains(where: {
          if case .sets = $0.movement { return true } else { return false }
        })
      {
        let a = cells.randomElement(using: &rng)!
        #expect(
          rangeCosts(graph.movementRange(from: a, rules: SearchRules(maxCost: 12, costs: bare)))
            == rangeCosts(
              graph.movementRange(from: a, rules: SearchRules(maxCost: 12, costs: table))))
      }
    }
  }

  @Test func aTableOnlyForbidsMore() throws {
    // Grass (cost 1) everywhere, a wall column the graph closes; the class cannot enter
    // forest, which the graph allows.
    var board = try Board(name: "", grid: try MapGrid(columns: 6, rows: 3), fill: "grass")
    let forest = try #require(board.palette.first { $0.id == "forest" })
    let wall = try #require(board.palette.first { $0.movementCost == nil })
    for row in 0..<3 {
      try board.setTerrain(forest.id, at: Hex(OffsetCoordinate(col: 2, row: row)))
    }
    try board.setTerrain(wall.id, at: Hex(OffsetCoordinate(col: 4, row: 1)))
    let graph = try board.navigationGraph()
    let boats = CostTable(board: board) { $0.id == "forest" ? nil : 1 }
    let start = Hex(OffsetCoordinate(col: 0, row: 1))
    let across = Hex(OffsetCoordinate(col: 5, row: 1))
    #expect(graph.path(from: start, to: across) != nil)
    #expect(graph.path(from: start, to: across, rules: SearchRules(costs: boats)) == nil)
    let climbers = CostTable(board: board) { _ in 1 }  // walls stay walls
    #expect(
      graph.movementRange(from: start, rules: SearchRules(maxCost: 100, costs: climbers)).count
        == 17)
    #expect(climbers.cost(ofEntering: Hex(OffsetCoordinate(col: 4, row: 1))) == 1)
    #expect(
      graph.path(
        from: start, to: Hex(OffsetCoordinate(col: 4, row: 1)), rules: SearchRules(costs: climbers))
        == nil)
    // Costs clamp like a step function's; a class array of the wrong size is refused.
    let steep = CostTable(board: board) { _ in Int.max }
    #expect(steep.cost(ofClass: 0) == NavigationGraph.maximumQueryStepCost)
    #expect(CostTable(board: board) { _ in -3 }.cost(ofClass: 0) == 1)
    #expect(CostTable(grid: board.grid, cellClasses: [0, 1], costs: [1]) == nil)
    let other = try #require(
      CostTable(
        grid: try MapGrid(columns: 9, rows: 9), cellClasses: .init(repeating: 0, count: 81),
        costs: [1]))
    #expect(graph.path(from: start, to: across, rules: SearchRules(costs: other)) == nil)
    #expect(graph.movementRange(from: start, rules: SearchRules(maxCost: 3, costs: other)).isEmpty)
    #expect(
      graph.distanceField(goals: [start], rules: SearchRules(costs: other)).cost(at: start) == nil)
  }
}
