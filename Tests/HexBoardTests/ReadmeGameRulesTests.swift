import HexBoard
import Testing

/// The README's game-rules example and the Live navigation article's (HexBoardNavigation),
/// line for line, with the answers their comments state.
@Suite("README game rules")
struct ReadmeGameRulesTests {
  @Test func theReadmeExample() throws {
    let board = try Board(name: "Ford", grid: MapGrid(columns: 12, rows: 8), fill: "grass")
    let graph = try board.navigationGraph()
    var units = UnitMap(grid: board.grid)  // one word per cell, O(1) moves
    let knight = Hex(OffsetCoordinate(col: 1, row: 3))
    units.place(side: 0, at: knight)
    units.place(side: 0, at: Hex(OffsetCoordinate(col: 2, row: 3)))  // a friend
    units.place(side: 1, at: Hex(OffsetCoordinate(col: 6, row: 2)))  // a foe, zone radius 1
    var villages = CellSet(grid: board.grid)  // unowned villages end a move
    villages.insert(index: board.grid.index(of: Hex(OffsetCoordinate(col: 4, row: 5)))!)
    let rules = SearchRules(
      units: units, mover: Mover(side: 0), stopCells: villages,
      turns: Turns(movesPerTurn: 5, movesLeft: 3))
    let goal = Hex(OffsetCoordinate(col: 10, row: 3))
    let route = try #require(graph.path(from: knight, to: goal, rules: rules))
    #expect(route.cost == 9 && route.turnCount == 3)
    #expect(route.turns == [0, 1, 1, 1, 2, 2, 2, 2, 2, 3])
  }

  @Test func theArticleExample() throws {
    let board = try Board(name: "Ford", grid: MapGrid(columns: 12, rows: 8), fill: "grass")
    let graph = try board.navigationGraph()
    var units = UnitMap(grid: board.grid)
    let knight = Hex(OffsetCoordinate(col: 1, row: 3))
    units.place(side: 0, at: knight)
    units.place(side: 0, at: Hex(OffsetCoordinate(col: 2, row: 3)))  // a friend: passed through
    units.place(side: 1, at: Hex(OffsetCoordinate(col: 6, row: 4)))  // a foe and its zone
    let skirmisher = Mover(side: 0, ignoresZonesOfControl: true)
    let rules = SearchRules(
      units: units, mover: skirmisher, turns: Turns(movesPerTurn: 5, limit: 2))
    let reach = graph.movementRange(from: knight, rules: rules)  // within two turns
    #expect(reach.turn(to: Hex(OffsetCoordinate(col: 9, row: 3))) == 2)
  }
}
