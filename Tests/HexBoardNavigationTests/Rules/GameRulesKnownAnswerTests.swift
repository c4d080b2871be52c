// Game rules by hand: small maps whose answers are worked out in the comments (Wesnoth's
// rules: a zone of control ends the move, friends are passed but never stopped on, unused
// points at a turn's end count), and the unit map's updates against a rebuild.

import HexBoard
import HexTestSupport
import Testing

@Suite("Game rules: known answers and unit map updates")
struct GameRulesKnownAnswerTests {
  /// A 10×1 corridor of grass (cost 1): cells (0,0) … (9,0) in a row.
  func corridor() throws -> (MapGrid, NavigationGraph, [Hex]) {
    let board = try Board(
      name: "corridor", grid: MapGrid(shape: .rectangle(columns: 10, rows: 1)),
      palette: Terrain.defaultPalette, fill: "grass")
    let grid = board.grid
    return (grid, try board.navigationGraph(), (0..<10).map { grid.hex(at: $0) })
  }

  @Test func friendsArePassedFoesBlockZonesStop() throws {
    let (grid, graph, cells) = try corridor()
    var units = UnitMap(grid: grid)
    units.place(side: 0, at: cells[2])  // a friend
    units.place(side: 1, at: cells[8], zoneRadius: 1)  // a foe: its zone is cells 7 and 9
    let rules = SearchRules(units: units, mover: Mover(side: 0))
    // Through the friend, to the zone's edge: cost 7, and the move ends there.
    #expect(graph.path(from: cells[0], to: cells[7], rules: rules)?.cost == 7)
    // Never onto the friend, never into the foe, never past the zone in one move.
    #expect(graph.path(from: cells[0], to: cells[2], rules: rules) == nil)
    #expect(graph.path(from: cells[0], to: cells[8], rules: rules) == nil)
    #expect(graph.path(from: cells[0], to: cells[9], rules: rules) == nil)
    let range = graph.movementRange(from: cells[0], rules: rules)
    #expect(range.hexes == [0, 1, 3, 4, 5, 6, 7].map { cells[$0] })
    // A skirmisher ignores the zone, but still cannot pass the foe.
    let skirmisher = SearchRules(units: units, mover: Mover(side: 0, ignoresZonesOfControl: true))
    #expect(graph.path(from: cells[9], to: cells[7], rules: skirmisher) == nil)
    // The mover set before the units is kept.
    var ordered = SearchRules()
    ordered.mover = Mover(side: 1)
    ordered.units = units
    #expect(ordered.mover == Mover(side: 1))
    // Side 1 passes its own unit on 8 and stops in side 0's zone on 3.
    #expect(graph.path(from: cells[9], to: cells[3], rules: ordered)?.cost == 6)
    // Allied sides are friends: the foe's cell becomes passable, its zone harmless.
    units.setAllied(0, 1)
    let allied = SearchRules(units: units, mover: Mover(side: 0))
    #expect(graph.path(from: cells[0], to: cells[9], rules: allied)?.cost == 9)
  }

  @Test func turnsCountWastedPointsAndZonesEndTurns() throws {
    let (grid, graph, cells) = try corridor()
    // 4 points per turn, 2 left: turn 1 reaches cells 1–2, turn 2 cells 3–6, turn 3 7–9.
    let turns = Turns(movesPerTurn: 4, movesLeft: 2)
    let path = try #require(
      graph.path(from: cells[0], to: cells[9], rules: SearchRules(turns: turns)))
    #expect(path.turns == [0, 1, 1, 2, 2, 2, 2, 3, 3, 3])
    #expect(path.cost == 9 && path.turnCount == 3)
    // A foe on 5: its zone (cell 4) ends the turn it is entered in, and the points left
    // then are wasted, and counted.
    var units = UnitMap(grid: grid)
    units.place(side: 1, at: cells[5])
    let rules = SearchRules(units: units, mover: Mover(side: 0), turns: turns)
    let blocked = graph.path(from: cells[0], to: cells[4], rules: rules)
    // Turn 1: cells 1, 2 (2 points). Turn 2: cell 3 (1 point), cell 4: zone, 2 points wasted.
    #expect(blocked?.turns == [0, 1, 1, 2, 2])
    #expect(blocked?.stepCosts == [1, 1, 1, 3])
    // A stop cell on 3 ends turn 2 there: cell 4 is reached in turn 3.
    var stops = CellSet(grid: grid)
    stops.insert(index: 3)
    let stopped = graph.path(
      from: cells[0], to: cells[4], rules: SearchRules(stopCells: stops, turns: turns))
    #expect(stopped?.turns == [0, 1, 1, 2, 3] && stopped?.cost == 2 + 4 + 1)
    // Within k turns: turn 1 reaches cells 0–2, two turns 0–6.
    var limited = turns
    limited.limit = 1
    #expect(graph.movementRange(from: cells[0], rules: SearchRules(turns: limited)).count == 3)
    limited.limit = 2
    let two = graph.movementRange(from: cells[0], rules: SearchRules(turns: limited))
    #expect(two.count == 7 && two.turn(to: cells[6]) == 2 && two.turn(to: cells[0]) == 0)
  }

  /// Placing, moving and removing units keeps every cell's zones as a rebuild from the
  /// unit list gives them.
  @Test(arguments: 0..<4)
  func updatesMatchARebuild(_ batch: Int) throws {
    var rng = TestRandom(seed: UInt64(37_500 + batch))
    for _ in 0..<6 {
      let board = try randomBoard(using: &rng)
      let grid = board.grid
      var units = UnitMap(grid: grid)
      var list: [Int: (side: Int, radius: Int)] = [:]
      for _ in 0..<60 {
        let cell = grid.indices.randomElement(using: &rng)!
        let hex = grid.hex(at: cell)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
          let side = Int.random(in: 0..<UnitMap.maximumSides, using: &rng)
          let radius = Int.random(in: 0...UnitMap.maximumZoneRadius, using: &rng)
          #expect(units.place(side: side, at: hex, zoneRadius: radius) == (list[cell] == nil))
          if list[cell] == nil { list[cell] = (side, radius) }
        case 1:
          #expect(units.remove(at: hex) == (list[cell] != nil))
          list[cell] = nil
        default:
          let target = grid.indices.randomElement(using: &rng)!
          let moves = list[cell] != nil && list[target] == nil
          #expect(units.move(from: hex, to: grid.hex(at: target)) == moves)
          if moves {
            list[target] = list[cell]
            list[cell] = nil
          }
        }
      }
      var rebuilt = UnitMap(grid: grid)
      for (cell, unit) in list.sorted(by: { $0.key < $1.key }) {
        rebuilt.place(side: unit.side, at: grid.hex(at: cell), zoneRadius: unit.radius)
      }
      #expect(units == rebuilt)
      #expect(units.count == list.count)
      for cell in grid.indices {
        let hex = grid.hex(at: cell)
        var zones = 0
        for (other, unit) in list
        where grid.distance(from: hex, to: grid.hex(at: other)) <= unit.radius {
          zones |= 1 << unit.side
        }
        #expect(units.zoneSides(at: hex) == zones)
        #expect(units.side(at: hex) == list[cell]?.side)
      }
    }
  }
}
