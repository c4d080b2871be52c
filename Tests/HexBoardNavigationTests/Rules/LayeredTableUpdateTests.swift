import HexBoard
import HexTestSupport
import Testing

/// A cost table of a class with layer costs kept in step cell by cell
/// (`CostTable.update(from:changedCells:)`): each changed cell priced again and classed by
/// its cost, against a table built from scratch after every round of random paints, through
/// far more than 256 different costs over time (the table classes the cells again when it
/// meets more than it holds).
@Suite("Layered cost tables follow the board")
struct LayeredTableUpdateTests {
  @Test(arguments: 0..<3)
  func updatedTablesPriceAsFreshOnes(_ seed: UInt64) throws {
    var rng = TestRandom(seed: 0x4C59_0000 &+ seed)
    // 15 × 15 cells: never more than 225 different costs at once, so a fresh table always
    // exists, while 300 values with their own costs give far more over the rounds.
    let grid = try MapGrid(columns: 15, rows: 15)
    var board = try Board(name: "taxes", grid: grid, fill: Terrain.defaultPalette[0].id)
    let values = (0..<300).map { LayerValue(id: "v\($0)") }
    try board.apply(.addLayer("toll", kind: .categorical(palette: values)))
    typealias Cost = MovementClass.LayerCost
    var entries = (0..<300).map { k in
      Cost(layer: "toll", value: "v\(k)", cost: .points(k + 1), combine: .add)
    }
    entries.append(Cost(layer: "toll", value: "v7", cost: .impassable, combine: .worst))
    entries.append(Cost(layer: "toll", value: "v9", cost: 2, combine: .override))
    let taxed = MovementClass(name: "taxed", terrainCosts: ["grass": 2], layerCosts: entries)
    try board.apply(.addMovementClass(taxed))
    for hex in grid.hexes where Bool.random(using: &rng) {
      try board.setLayerValue("v\(Int.random(in: 0..<40, using: &rng))", inLayer: "toll", at: hex)
    }
    var table = try CostTable(board: board, movementClass: taxed)
    let palette = board.palette.map(\.id)
    for round in 0..<40 {
      var changed: [Int] = []
      for _ in 0..<Int.random(in: 1...25, using: &rng) {
        let index = grid.indices.randomElement(using: &rng)!
        let hex = grid.hex(at: index)
        if Int.random(in: 0..<4, using: &rng) == 0 {
          try board.setTerrain(palette.randomElement(using: &rng)!, at: hex)
        } else {
          let value =
            Int.random(in: 0..<10, using: &rng) == 0 ? nil : values.randomElement(using: &rng)!.id
          try board.setLayerValue(value, inLayer: "toll", at: hex)
        }
        changed.append(index)
      }
      table.update(from: board, changedCells: changed)
      let fresh = try CostTable(board: board, movementClass: taxed)
      #expect(table.matches(board), "round \(round)")
      for hex in grid.hexes {
        #expect(table.cost(ofEntering: hex) == fresh.cost(ofEntering: hex), "round \(round) \(hex)")
        let index = grid.index(of: hex)!
        #expect(
          table.cost(ofEntering: hex)
            == taxed.cost(ofCellAt: index, on: board).map { min($0, Terrain.maximumMovementCost) })
      }
      // Searches with it (its step bounds included) answer as with the fresh table.
      let graph = try board.navigationGraph(for: [taxed])
      let goal = grid.hexes.randomElement(using: &rng)!
      var ours = SearchRules()
      ours.costs = table
      var theirs = SearchRules()
      theirs.costs = fresh
      #expect(
        graph.distanceField(goals: [goal], rules: ours).costs
          == graph.distanceField(goals: [goal], rules: theirs).costs)
    }
  }
}
