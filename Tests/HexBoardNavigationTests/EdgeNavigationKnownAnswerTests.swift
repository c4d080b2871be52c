import HexBoard
import HexTestSupport
import Testing

/// Known answers of the movement rule, counted by hand on small boards.
@Suite("Navigation across walls, rivers, roads and bridges")
struct EdgeNavigationKnownAnswerTests {
  func cell(_ col: Int, _ row: Int) -> Hex { Hex(OffsetCoordinate(col: col, row: row)) }

  /// A corridor one cell high and `length` long (odd-q: consecutive columns of row 0 are
  /// neighbours), filled with `fill`.
  func corridor(_ length: Int = 5, fill: String = "grass") throws -> Board {
    try Board(name: "corridor", grid: MapGrid(columns: length, rows: 1), fill: fill)
  }

  func side(_ board: Board, _ a: Hex, _ b: Hex) throws -> HexEdge {
    try #require(board.grid.edge(between: a, and: b))
  }

  @Test("a wall across a corridor splits it in two")
  func wallSplitsACorridor() throws {
    var board = try corridor()
    #expect(try board.navigationGraph().path(from: cell(0, 0), to: cell(4, 0))?.cost == 4)
    try board.setFeature("wall", at: .side(side(board, cell(2, 0), cell(3, 0))))
    let graph = try board.navigationGraph()
    #expect(graph.isUniform)  // walls alone keep the plain model
    #expect(graph.componentCount == 2)
    #expect(!graph.areConnected(cell(0, 0), cell(4, 0)))
    #expect(graph.areConnected(cell(0, 0), cell(2, 0)))
    #expect(graph.path(from: cell(0, 0), to: cell(4, 0)) == nil)
    #expect(graph.path(from: cell(4, 0), to: cell(0, 0)) == nil)
    #expect(graph.cost(ofStepFrom: cell(2, 0), to: cell(3, 0)) == nil)
    #expect(graph.cost(ofStepFrom: cell(3, 0), to: cell(2, 0)) == nil)
    #expect(graph.edgeCount == 6)  // 4 sides both ways, less the walled one
    #expect(
      graph.movementRange(from: cell(0, 0), rules: SearchRules(maxCost: 10)).hexes
        == (0...2).map { cell($0, 0) })
    let field = graph.distanceField(goals: [cell(4, 0)])
    #expect(field.cost(at: cell(3, 0)) == 1)
    #expect(field.cost(at: cell(2, 0)) == nil)
    // Custom costs cannot open a wall.
    #expect(
      graph.path(from: cell(0, 0), to: cell(4, 0), rules: SearchRules(stepCost: { _ in 1 })) == nil)
    // A graph without the wall's costs keeps its walls.
    #expect(graph.withUniformCost.componentCount == 2)
  }

  @Test("a wall with a gap forces the detour through the gap")
  func wallWithAGap() throws {
    var board = try Board(name: "gap", grid: MapGrid(columns: 5, rows: 5), fill: "grass")
    // Wall off column 2 from column 3 on rows 0-3: all the sides between the two columns.
    for row in 0..<4 {
      for other in board.grid.neighbors(of: board.grid.index(of: cell(2, row))!)
      where board.grid.hex(at: other).offset().col == 3
        && board.grid.hex(at: other).offset().row < 4
      {
        try board.setFeature(
          "wall", at: .side(side(board, cell(2, row), board.grid.hex(at: other))))
      }
    }
    let graph = try board.navigationGraph()
    #expect(graph.componentCount == 1)
    let path = try #require(graph.path(from: cell(2, 0), to: cell(3, 0)))
    // Column 2 is even, so (2, r) borders (3, r - 1) and (3, r): the only open sides are
    // those of (2, 4). Down column 2 to row 4 (4 steps), across to (3, 3) (1), up to
    // (3, 0) (3): 8, against 1 without the wall.
    #expect(path.cost == 8)
    #expect(path.hexes.contains(cell(2, 4)))
  }

  @Test("a river adds 2 to the cell beyond, both ways")
  func riverAddsTwo() throws {
    var board = try corridor()
    try board.setTerrain("forest", at: cell(2, 0))  // costs 2 to enter
    try board.setFeature("river", at: .side(side(board, cell(1, 0), cell(2, 0))))
    let graph = try board.navigationGraph()
    #expect(!graph.isUniform)
    #expect(graph.cost(ofStepFrom: cell(1, 0), to: cell(2, 0)) == 4)  // forest 2 + river 2
    #expect(graph.cost(ofStepFrom: cell(2, 0), to: cell(1, 0)) == 3)  // grass 1 + river 2
    #expect(graph.cost(ofStepFrom: cell(2, 0), to: cell(3, 0)) == 1)
    #expect(graph.cost(ofEntering: cell(2, 0)) == 2)  // the cell's own cost is unchanged
    #expect(graph.path(from: cell(0, 0), to: cell(4, 0))?.cost == 1 + 4 + 1 + 1)
    #expect(graph.path(from: cell(4, 0), to: cell(0, 0))?.cost == 2 + 1 + 3 + 1)
    #expect(graph.maximumStepCost == 4)
    #expect(graph.minimumStepCost == 1)
    #expect(graph.withUniformCost.path(from: cell(0, 0), to: cell(4, 0))?.cost == 4)
    let range = graph.movementRange(from: cell(0, 0), rules: SearchRules(maxCost: 5))
    #expect(range.hexes == [cell(0, 0), cell(1, 0), cell(2, 0)])
    #expect(range.cost(to: cell(2, 0)) == 5)
    let field = graph.distanceField(goals: [cell(0, 0)])
    #expect((0..<5).map { field.cost(at: cell($0, 0)) } == [0, 1, 4, 6, 7])
    #expect(field.path(from: cell(4, 0)) == (0...4).reversed().map { cell($0, 0) })
  }

  @Test("a road over a river is a bridge costing the road's cost")
  func roadOverRiverIsABridge() throws {
    var board = try corridor()
    try board.setTerrain("forest", at: cell(2, 0))
    let crossing = try side(board, cell(1, 0), cell(2, 0))
    try board.setFeature("river", at: .side(crossing))
    try board.setFeature("road", at: .side(crossing))
    let graph = try board.navigationGraph()
    #expect(graph.cost(ofStepFrom: cell(1, 0), to: cell(2, 0)) == 1)  // not 2 + 2: road wins
    #expect(graph.cost(ofStepFrom: cell(2, 0), to: cell(1, 0)) == 1)
    #expect(graph.path(from: cell(0, 0), to: cell(4, 0))?.cost == 4)
    // A slower road sets its own cost, whatever the cell beyond costs; the smallest set
    // cost wins when two roads share a side.
    try board.addPaletteFeature(EdgeFeature(id: "trail", color: "#777777", movement: .sets(3)))
    try board.removeFeature("road", from: .side(crossing))
    try board.setFeature("trail", at: .side(crossing))
    #expect(try board.navigationGraph().cost(ofStepFrom: cell(1, 0), to: cell(2, 0)) == 3)
    #expect(try board.navigationGraph().cost(ofStepFrom: cell(2, 0), to: cell(1, 0)) == 3)
    try board.setFeature("road", at: .side(crossing))
    #expect(try board.navigationGraph().cost(ofStepFrom: cell(1, 0), to: cell(2, 0)) == 1)
    // A wall beats everything on its side.
    try board.setFeature("wall", at: .side(crossing))
    #expect(try board.navigationGraph().cost(ofStepFrom: cell(1, 0), to: cell(2, 0)) == nil)
    #expect(try board.navigationGraph().componentCount == 2)
  }

  @Test("a road into an impassable cell leaves it impassable")
  func roadIntoImpassableCell() throws {
    var board = try corridor()
    try board.setTerrain("mountain", at: cell(2, 0))
    try board.setFeature("road", at: .side(side(board, cell(1, 0), cell(2, 0))))
    try board.setFeature("road", at: .side(side(board, cell(2, 0), cell(3, 0))))
    let graph = try board.navigationGraph()
    #expect(!graph.isPassable(cell(2, 0)))
    #expect(graph.cost(ofStepFrom: cell(1, 0), to: cell(2, 0)) == nil)
    #expect(graph.componentCount == 2)
    #expect(graph.path(from: cell(0, 0), to: cell(4, 0)) == nil)
  }

  /// Roads cheaper than every cell: the heuristic must be scaled by the cheapest *step*,
  /// or A* settles for the straight route (6 marsh cells, 30) over the road (5 + 5·1 + 5).
  @Test("A* stays exact when roads make steps cheaper than any cell")
  func roadsCheaperThanCellsKeepAStarExact() throws {
    let marsh = Terrain(id: "marsh", symbol: "m", color: "#556b2f", movementCost: 5)
    var board = try Board(
      name: "marsh", grid: MapGrid(columns: 7, rows: 3), palette: [marsh], fill: "marsh")
    for col in 0..<5 {
      try board.setFeature("road", at: .side(side(board, cell(col, 0), cell(col + 1, 0))))
    }
    let graph = try board.navigationGraph()
    #expect(graph.minimumCost == 5)
    #expect(graph.minimumStepCost == 1)
    let path = try #require(graph.path(from: cell(0, 1), to: cell(6, 1)))
    let reference = referenceCosts(board.grid, from: [board.grid.index(of: cell(0, 1))!]) {
      ruleStep(board, from: $0, to: $1)
    }
    #expect(path.cost == reference[board.grid.index(of: cell(6, 1))!])
    #expect(path.cost < 30)
  }

  /// Steps whose cost differs from the cell's by more than 7 are kept apart from the
  /// common small differences; the answers must not tell.
  @Test("large costs on sides and cells: a gorge, a road into a marsh")
  func largeDifferences() throws {
    let marsh = Terrain(id: "marsh", symbol: "m", color: "#556b2f", movementCost: 50)
    let grass = Terrain(id: "grass", symbol: ".", color: "#00aa00", movementCost: 1)
    var board = try Board(
      name: "large", grid: MapGrid(columns: 6, rows: 1), palette: [grass, marsh], fill: "grass")
    try board.addPaletteFeature(EdgeFeature(id: "gorge", color: "#222222", movement: .adds(100)))
    try board.setTerrain("marsh", at: cell(2, 0))
    try board.setFeature("road", at: .side(side(board, cell(1, 0), cell(2, 0))))
    try board.setFeature("gorge", at: .side(side(board, cell(3, 0), cell(4, 0))))
    try board.setFeature("river", at: .side(side(board, cell(4, 0), cell(5, 0))))
    let graph = try board.navigationGraph()
    let steps = (0..<5).map { graph.cost(ofStepFrom: cell($0, 0), to: cell($0 + 1, 0)) }
    let back = (0..<5).map { graph.cost(ofStepFrom: cell($0 + 1, 0), to: cell($0, 0)) }
    #expect(steps == [1, 1, 1, 101, 3])
    #expect(back == [1, 1, 50, 101, 3])
    #expect(graph.path(from: cell(0, 0), to: cell(5, 0))?.cost == 107)
    #expect(graph.path(from: cell(5, 0), to: cell(0, 0))?.cost == 3 + 101 + 50 + 1 + 1)
    #expect(
      graph.movementRange(from: cell(0, 0), rules: SearchRules(maxCost: 104)).cost(to: cell(4, 0))
        == 104)
    #expect(
      graph.movementRange(from: cell(0, 0), rules: SearchRules(maxCost: 103)).cost(to: cell(4, 0))
        == nil)
    #expect(graph.distanceField(goals: [cell(0, 0)]).cost(at: cell(5, 0)) == 156)
    #expect(graph.minimumStepCost == 1)
    #expect(graph.maximumStepCost == 101)
  }

  @Test(
    "a wall along a wrapped seam is one wall, named from either side",
    arguments: [MapWrap.cylinder, .torus])
  func seamWall(_ wrap: MapWrap) throws {
    var board = try Board(
      name: "seam", grid: MapGrid(columns: 8, rows: 6, wrap: wrap), fill: "grass")
    let grid = board.grid
    let west = cell(0, 3)
    let east = cell(7, 3)
    #expect(try board.navigationGraph().path(from: west, to: east)?.cost == 1)
    // Every side across the seam, half of them named from the east cell's side.
    var count = 0
    for row in 0..<6 {
      let a = grid.index(of: cell(0, row))!
      for direction in HexDirection.allCases {
        guard let b = grid.neighbor(of: a, in: direction), grid.hex(at: b).offset().col == 7
        else { continue }
        let name =
          count % 2 == 0
          ? HexEdge(cell(0, row), direction)
          : HexEdge(grid.hex(at: b), HexDirection(rawValue: (direction.rawValue + 3) % 6)!)
        try board.setFeature("wall", at: .side(name))
        count += 1
      }
    }
    // Six rows, two sides each, less the one of (0, 0) towards row -1 on a cylinder.
    #expect(count == (wrap == .torus ? 12 : 11))
    #expect(board.featureLocations(carrying: "wall", kind: .side).compactMap(\.edge).count == count)
    let graph = try board.navigationGraph()
    #expect(graph.componentCount == 1)  // a ring cut open is still one strip
    #expect(graph.cost(ofStepFrom: west, to: east) == nil)
    #expect(graph.cost(ofStepFrom: east, to: west) == nil)
    let path = try #require(graph.path(from: west, to: east))
    // Round the long way on a cylinder (7 columns); a torus may still go over the top or
    // bottom seam, but not across the walled one.
    #expect(path.cost == 7)
    #expect(!zip(path.hexes, path.hexes.dropFirst()).contains { [$0, $1] == [west, east] })
    #expect(graph.distanceField(goals: [east]).cost(at: west) == 7)
  }
}
