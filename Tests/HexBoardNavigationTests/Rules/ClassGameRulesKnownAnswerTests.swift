// Known answers of SearchRules(maxCost:occupied:movementClass:on:units:mover:stopCells:turns:
// stepCost:) on a corridor worked by hand: a class's costs, a friend passed through, a foe
// whose zone ends moves, a stop cell, and turns with the points wasted at their ends.

import HexBoard
import Testing

@Suite("A board's class and units in one query, known answers")
struct ClassGameRulesKnownAnswerTests {
  /// An 8 × 1 corridor of grass with a forest on column 1; the knight (red) on column 0,
  /// the squire (red) on 2, the orc (blue) on 7 with a zone of radius 2 (columns 5 to 7);
  /// a town without an owner on column 4. Class "foot": forest 2, grass 1.
  static func corridor() throws -> Board {
    var board = try Board(name: "", grid: MapGrid(columns: 8, rows: 1), fill: "grass")
    try board.setTerrain("forest", at: cell(1))
    try board.addMovementClass(
      MovementClass(name: "foot", terrainCosts: ["forest": 2, "grass": 1]))
    try board.addObject(BoardObject(id: "knight", kind: "unit", position: cell(0), owner: "red"))
    try board.addObject(BoardObject(id: "squire", kind: "unit", position: cell(2), owner: "red"))
    try board.addObject(BoardObject(id: "orc", kind: "unit", position: cell(7), owner: "blue"))
    try board.addObject(BoardObject(id: "town", kind: "town", position: cell(4)))
    return board
  }

  static func cell(_ col: Int) -> Hex { Hex(OffsetCoordinate(col: col, row: 0)) }

  /// The path from the knight to column `goal` under `rules`: its step costs and turns.
  static func route(_ board: Board, to goal: Int, _ rules: SearchRules) throws
    -> (steps: [Int], turns: [Int])?
  {
    let graph = try board.navigationGraph(for: board.movementClasses)
    return graph.path(from: cell(0), to: cell(goal), rules: rules).map { ($0.stepCosts, $0.turns) }
  }

  @Test func oneMove() throws {
    let board = try Self.corridor()
    let units = UnitMap(board: board, sides: ["red", "blue"], zoneRadius: 2)
    let rules = try SearchRules(
      movementClass: "foot", on: board, units: units, mover: Mover(side: 0))
    #expect(rules.costs == (try CostTable(board: board, movementClass: "foot")))
    // Through the squire; never onto it.
    #expect(try Self.route(board, to: 4, rules)?.steps == [2, 1, 1, 1])
    #expect(try Self.route(board, to: 2, rules) == nil)
    // Into the zone (column 5) and no further; the orc's own cell is never entered.
    #expect(try Self.route(board, to: 5, rules)?.steps == [2, 1, 1, 1, 1])
    #expect(try Self.route(board, to: 6, rules) == nil)
    #expect(try Self.route(board, to: 7, rules) == nil)
    // A skirmisher walks on through the zone.
    var skirmisher = rules
    skirmisher.mover = Mover(side: 0, ignoresZonesOfControl: true)
    #expect(try Self.route(board, to: 6, skirmisher)?.steps == [2, 1, 1, 1, 1, 1])
    // A stop cell on column 3 ends the move there.
    var stopped = rules
    var stops = CellSet(grid: board.grid)
    stops.insert(index: 3)
    stopped.stopCells = stops
    #expect(try Self.route(board, to: 3, stopped)?.steps == [2, 1, 1])
    #expect(try Self.route(board, to: 4, stopped) == nil)
    // The range: the squire's cell is passed, not listed; the zone's first cell ends it.
    let graph = try board.navigationGraph(for: board.movementClasses)
    let range = graph.movementRange(from: Self.cell(0), rules: rules)
    var costs: [Int: Int] = [:]
    for (hex, cost) in range { costs[board.grid.offset(of: hex).col] = cost }
    #expect(costs == [0: 0, 1: 2, 3: 4, 4: 5, 5: 6])
    // Blue as the mover: the knight and the squire are its foes, and their zones (radius
    // 2) cover columns 0 to 4: the orc stops on the first cell it enters there.
    let orc = try SearchRules(
      movementClass: "foot", on: board, units: units, mover: Mover(side: 1))
    let back = graph.path(from: Self.cell(7), to: Self.cell(4), rules: orc)
    #expect(back?.stepCosts == [1, 1, 1])
    #expect(graph.path(from: Self.cell(7), to: Self.cell(3), rules: orc) == nil)
  }

  @Test func severalTurns() throws {
    let board = try Self.corridor()
    let units = UnitMap(board: board, sides: ["red", "blue"], zoneRadius: 2)
    let turns = Turns(movesPerTurn: 3)
    let rules = try SearchRules(
      movementClass: "foot", on: board, units: units, mover: Mover(side: 0), turns: turns)
    // Turn 1: forest (2), the squire's cell (1): 0 left. Turn 2: 3, 4, then 5 (the zone:
    // 1 point, the 2 left wasted). Turn 3: 6 (the zone again: 1 point, 2 wasted).
    let route = try #require(try Self.route(board, to: 6, rules))
    #expect(route.steps == [2, 1, 1, 1, 1, 3])
    #expect(route.turns == [0, 1, 1, 2, 2, 2, 3])
    // Column 5 takes turn 2's last point: entering the zone there wastes nothing.
    #expect(try Self.route(board, to: 5, rules)?.steps == [2, 1, 1, 1, 1])
    // A skirmisher: 6 is 1 point into turn 3, nothing wasted.
    var skirmisher = rules
    skirmisher.mover = Mover(side: 0, ignoresZonesOfControl: true)
    let light = try #require(try Self.route(board, to: 6, skirmisher))
    #expect(light.steps == [2, 1, 1, 1, 1, 1] && light.turns == [0, 1, 1, 2, 2, 2, 3])
    // A stop cell on column 3: turn 2 ends there (2 points wasted); turn 3 reaches 4 and 5
    // (the zone: 1 point wasted); turn 4 reaches 6 (2 wasted).
    var stopped = rules
    var stops = CellSet(grid: board.grid)
    stops.insert(index: 3)
    stopped.stopCells = stops
    let slow = try #require(try Self.route(board, to: 6, stopped))
    #expect(slow.steps == [2, 1, 3, 1, 2, 3])
    #expect(slow.turns == [0, 1, 1, 2, 3, 3, 4])
    // One point left this turn: the forest does not fit, so the route waits (1 wasted).
    let late = try SearchRules(
      movementClass: "foot", on: board, units: units, mover: Mover(side: 0),
      turns: Turns(movesPerTurn: 3, movesLeft: 1))
    let waited = try #require(try Self.route(board, to: 1, late))
    #expect(waited.steps == [3] && waited.turns == [0, 2])
    // Within two turns: column 6 (turn 3) is out of reach; the range stops at 5.
    let twoTurns = try SearchRules(
      movementClass: "foot", on: board, units: units, mover: Mover(side: 0),
      turns: Turns(movesPerTurn: 3, limit: 2))
    #expect(try Self.route(board, to: 6, twoTurns) == nil)
    let graph = try board.navigationGraph(for: board.movementClasses)
    let range = graph.movementRange(from: Self.cell(0), rules: twoTurns)
    #expect(
      range.cellIndices.map { board.grid.offset(at: Int($0)).col }.sorted() == [0, 1, 3, 4, 5])
    #expect(range.turn(to: Self.cell(5)) == 2 && range.turn(to: Self.cell(1)) == 1)
  }
}
