import HexBoard
import Testing

/// The ServerGuide article's live-navigation example (HexBoard.docc), line for line, with the answers it
/// states in its comments.
@Suite("README live navigation")
struct ReadmeLiveNavigationTests {
  @Test func theServerLoop() async throws {
    var board = try Board(name: "Siege", grid: MapGrid(columns: 24, rows: 16), fill: "grass")
    for row in 0..<15 {
      try board.setTerrain("mountain", at: Hex(OffsetCoordinate(col: 12, row: row)))
    }
    for col in 4...8 { try board.setTerrain("forest", at: Hex(OffsetCoordinate(col: col, row: 7))) }
    var graph = try board.navigationGraph()
    graph.prepareLandmarks()  // optional: long paths fast
    let context = SearchContext()  // one per task, reused

    // A turn: the map changes in place, in time proportional to the change.
    let pass = Hex(OffsetCoordinate(col: 12, row: 15))
    try graph.setCost(nil, at: pass)  // a rockfall closes the pass
    let cut = graph.areConnected(.zero, Hex(OffsetCoordinate(col: 20, row: 0)))  // false, O(1)
    try graph.setCost(2, at: Hex(OffsetCoordinate(col: 12, row: 7)))  // a tunnel opens
    try graph.setEdgeRules([.blocks], on: HexEdge(pass, .north))  // a wall goes up
    graph.repairLandmarks()  // once a turn, after cheaper steps
    let snapshot = graph  // O(1): readers keep this state

    // Units in the way: one bit per cell, no closure. A unit's own cell and its goal are free.
    let knight = Hex(OffsetCoordinate(col: 2, row: 7))
    let enemy = Hex(OffsetCoordinate(col: 20, row: 7))
    let units = Occupancy(
      grid: board.grid, hexes: [knight, enemy, knight.neighbor(in: .southEast)])
    let route = snapshot.path(from: knight, to: enemy, rules: SearchRules(occupied: units))
    let thisTurn = route?.prefix(withinBudget: 6)  // as far as 6 movement points go
    let move = SearchRules(maxCost: 6, occupied: units)  // one value: the limit, the overlay
    let reach = snapshot.movementRange(from: knight, rules: move, context: context)
    let stop = reach.cost(to: Hex(OffsetCoordinate(col: 5, row: 9)))  // O(1): 4
    let there = reach.path(to: Hex(OffsetCoordinate(col: 5, row: 9)))  // no second search

    // Rules per query, on cell indices: a zone of control around the enemy.
    let zone = Occupancy(grid: board.grid, hexes: enemy.neighbors)
    let careful = snapshot.movementRange(
      from: knight,
      rules: SearchRules(maxCost: 40) { step in
        zone.contains(index: step.from) ? nil : step.cost  // a unit in the zone stops there
      }, context: context)
    // Costs per unit class on one graph: cavalry pays 4 for a forest. The rules check that
    // the table still prices the board as it is (a stale one throws).
    let cavalry = CostTable(board: board) { $0.id == "forest" ? 4 : $0.movementCost }
    let riders = try SearchRules(costs: cavalry, for: board)
    let ride = snapshot.path(
      from: knight, to: Hex(OffsetCoordinate(col: 10, row: 7)), rules: riders)
    // Rules combine: the class's costs, the units in the way and the zone in one query.
    var charge = riders
    charge.occupied = units
    charge.stepCost = { step in zone.contains(index: step.from) ? nil : step.cost }
    let flank = snapshot.path(
      from: knight, to: Hex(OffsetCoordinate(col: 10, row: 7)), rules: charge)

    // Many queries across the cores, answers in input order; each query has its own rules.
    let orders = [
      PathQuery(from: knight, to: enemy), PathQuery(from: enemy, to: .zero),
      PathQuery(from: knight, to: Hex(OffsetCoordinate(col: 10, row: 7)), rules: riders),
    ]
    let answers = await snapshot.paths(orders)

    #expect(!cut)
    #expect(snapshot.areConnected(.zero, Hex(OffsetCoordinate(col: 20, row: 0))))  // tunnel
    #expect(!snapshot.landmarksNeedRepair && snapshot.landmarkCount > 0)
    #expect(route?.cost == 19)
    #expect(thisTurn?.cost == 6 && thisTurn?.steps == 6)
    #expect(stop == 4 && there?.cost == 4 && there?.hexes.first == knight)
    #expect(careful.cost(to: enemy) == nil)  // only reached through the zone
    #expect(careful.cost(to: Hex(OffsetCoordinate(col: 19, row: 7))) != nil)  // in the zone
    #expect(ride?.cost == 8)  // round the forest
    #expect(flank?.cost == 8)  // the zone is far: the same cost
    #expect(answers.map { $0?.cost } == [19, 22, 8])
    #expect(answers[2] == ride)
    #expect(answers[0] == snapshot.path(from: knight, to: enemy))
    #expect(
      snapshot.path(from: knight, to: enemy, rules: SearchRules(occupied: units))?.cost
        == route?.cost)
  }
}
