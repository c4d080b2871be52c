import HexBoard
import HexTestSupport
import Testing

/// Known answers of graph updates, counted by hand on small maps (odd-q: consecutive columns
/// of a row are neighbours; an even column's `southEast` and `northEast` neighbours are in
/// the next column, rows `r` and `r - 1`).
@Suite("Navigation graph updates: known answers")
struct NavigationUpdateKnownAnswerTests {
  func cell(_ col: Int, _ row: Int) -> Hex { Hex(OffsetCoordinate(col: col, row: row)) }

  func graph(columns: Int, rows: Int, cost: Int = 1) throws -> NavigationGraph {
    try NavigationGraph(grid: MapGrid(columns: columns, rows: rows)) { _ in cost }
  }

  @Test("a line of walls splits a map in two; a gap merges it again")
  func wallLineSplitsAndAGapMerges() throws {
    var graph = try graph(columns: 6, rows: 4)
    // The sides between columns 2 and 3: seven of them.
    var wall: [HexEdge] = []
    for row in 0..<4 {
      for direction in [HexDirection.southEast, .northEast]
      where graph.grid.contains(cell(2, row).neighbor(in: direction)) {
        wall.append(HexEdge(cell(2, row), direction))
      }
    }
    #expect(wall.count == 7)
    for edge in wall.dropLast() {
      try graph.setEdgeRules([.blocks], on: edge)
      #expect(graph.componentCount == 1)
    }
    try graph.setEdgeRules([.blocks], on: wall.last!)
    #expect(graph.componentCount == 2)
    #expect(!graph.areConnected(cell(0, 0), cell(5, 3)))
    #expect(graph.areConnected(cell(0, 0), cell(2, 3)))
    #expect(graph.areConnected(cell(3, 0), cell(5, 3)))
    #expect(graph.component(of: cell(1, 1)) != graph.component(of: cell(4, 1)))
    #expect(graph.path(from: cell(0, 0), to: cell(5, 0)) == nil)
    // A gap at (2, 1) south-east: (2, 0) → (3, 0) detours through it, 3 steps.
    try graph.setEdgeRules([], on: HexEdge(cell(2, 1), .southEast))
    #expect(graph.componentCount == 1)
    #expect(graph.areConnected(cell(0, 0), cell(5, 3)))
    #expect(graph.path(from: cell(2, 0), to: cell(3, 0))?.cost == 3)
    #expect(graph.path(from: cell(2, 1), to: cell(3, 1))?.cost == 1)
    // Closing it from the other side's name splits the map again.
    try graph.setEdgeRules([.blocks], on: HexEdge(cell(3, 1), .northWest))
    #expect(graph.componentCount == 2)
    #expect(graph.path(from: cell(2, 0), to: cell(3, 0)) == nil)
  }

  @Test("opening a gap in a blocked column merges the halves; closing it splits them")
  func openingAGapMerges() throws {
    let grid = try MapGrid(columns: 7, rows: 5)
    var graph = try NavigationGraph(grid: grid) { index in
      grid.offset(at: index).col == 3 ? nil : 2
    }
    #expect(graph.componentCount == 2)
    try graph.setCost(1, at: cell(3, 2))
    #expect(graph.componentCount == 1)
    // Six steps, five into cells of cost 2 and one into the gap.
    #expect(graph.path(from: cell(0, 2), to: cell(6, 2))?.cost == 11)
    #expect(graph.minimumCost == 1 && graph.minimumStepCost == 1)
    try graph.setCost(nil, at: cell(3, 2))
    #expect(graph.componentCount == 2)
    #expect(graph.path(from: cell(0, 2), to: cell(6, 2)) == nil)
    // The bounds only widen: they stay valid, not tight.
    #expect(graph.minimumCost == 1)
    // A cell opened with no open neighbour is a region of its own; blocking it removes it.
    // (An odd column's western and eastern neighbours are in rows r and r + 1.)
    for hex in [cell(2, 2), cell(2, 3), cell(4, 2), cell(4, 3)] { try graph.setCost(nil, at: hex) }
    try graph.setCost(4, at: cell(3, 2))
    #expect(graph.componentCount == 3)
    #expect(graph.movementRange(from: cell(3, 2), rules: SearchRules(maxCost: 100)).count == 1)
    try graph.setCost(nil, at: cell(3, 2))
    #expect(graph.componentCount == 2)
  }

  @Test("blocking the middle of a corridor splits it; the parts keep their cells")
  func blockingSplitsACorridor() throws {
    var graph = try graph(columns: 7, rows: 1)
    try graph.setCost(nil, at: cell(2, 0))
    #expect(graph.componentCount == 2)
    #expect(graph.areConnected(cell(0, 0), cell(1, 0)))
    #expect(graph.areConnected(cell(3, 0), cell(6, 0)))
    #expect(!graph.areConnected(cell(1, 0), cell(3, 0)))
    try graph.setCost(nil, at: cell(0, 0))
    try graph.setCost(nil, at: cell(1, 0))
    #expect(graph.componentCount == 1)
    try graph.setCost(1, at: cell(1, 0))
    try graph.setCost(1, at: cell(2, 0))
    #expect(graph.componentCount == 1)
    #expect(graph.path(from: cell(1, 0), to: cell(6, 0))?.cost == 5)
  }

  @Test("a wall stays while the cell beside it is blocked; a road follows the cell it enters")
  func sidesOutliveTheirCells() throws {
    let grid = try MapGrid(columns: 3, rows: 1)
    let left = HexEdge(cell(0, 0), .southEast)  // between (0, 0) and (1, 0)
    let right = HexEdge(cell(1, 0), .northEast)  // between (1, 0) and (2, 0)
    var graph = try NavigationGraph(
      grid: grid, costAtIndex: { _ in 3 }, edgeRules: [(left, .blocks), (right, .sets(1))])
    #expect(graph.cost(ofStepFrom: cell(2, 0), to: cell(1, 0)) == 1)
    try graph.setCost(nil, at: cell(1, 0))
    #expect(graph.componentCount == 2)
    try graph.setCost(5, at: cell(1, 0))
    #expect(graph.cost(ofStepFrom: cell(0, 0), to: cell(1, 0)) == nil)
    #expect(graph.componentCount == 2)
    // The road still sets the step into (1, 0), whatever it costs to enter now.
    #expect(graph.cost(ofStepFrom: cell(2, 0), to: cell(1, 0)) == 1)
    #expect(graph.cost(ofStepFrom: cell(1, 0), to: cell(2, 0)) == 1)
    try graph.setCost(12, at: cell(1, 0))
    #expect(graph.cost(ofStepFrom: cell(2, 0), to: cell(1, 0)) == 1)
    // A river instead of the road adds to the entry cost.
    try graph.setEdgeRules([.adds(2)], on: right)
    #expect(graph.cost(ofStepFrom: cell(2, 0), to: cell(1, 0)) == 14)
    #expect(graph.cost(ofStepFrom: cell(1, 0), to: cell(2, 0)) == 5)
    #expect(graph.maximumStepCost >= 14)
    // The wall comes down: one region again.
    try graph.setEdgeRules([], on: left)
    #expect(graph.componentCount == 1)
    #expect(graph.path(from: cell(0, 0), to: cell(2, 0))?.cost == 17)
    // A graph with its costs dropped keeps walls, not rivers, through later updates too.
    var uniform = graph.withUniformCost
    try uniform.setEdgeRules([.blocks], on: left)
    try uniform.setCost(nil, at: cell(1, 0))
    try uniform.setCost(1, at: cell(1, 0))
    #expect(uniform.cost(ofStepFrom: cell(0, 0), to: cell(1, 0)) == nil)
    #expect(uniform.cost(ofStepFrom: cell(2, 0), to: cell(1, 0)) == 1)
  }

  @Test("a graph whose cells all cost 1 with rivers reports its cells' cost")
  func entryCostWithRiversOnly() throws {
    let grid = try MapGrid(columns: 3, rows: 1)
    let graph = try NavigationGraph(
      grid: grid, costAtIndex: { _ in 1 }, edgeRules: [(HexEdge(cell(0, 0), .southEast), .adds(2))])
    #expect(graph.cost(ofEntering: cell(1, 0)) == 1)
    #expect(graph.cost(ofStepFrom: cell(0, 0), to: cell(1, 0)) == 3)
  }

  @Test("updates check their input and leave the graph unchanged when they throw")
  func invalidUpdatesThrow() throws {
    let grid = try MapGrid(shape: .hexagon(radius: 2))
    var state = LiveMapState(
      grid: grid, costs: (0..<grid.indexCount).map { grid.isCell($0) ? 2 : nil })
    var graph = try state.rebuilt()
    let hole = try #require((0..<grid.indexCount).first { !grid.isCell($0) })
    let center = Hex(q: 0, r: 0)
    #expect(throws: NavigationError.invalidCost(center, 0)) { try graph.setCost(0, at: center) }
    let tooDear = NavigationGraph.maximumCellCost + 1
    #expect(throws: NavigationError.invalidCost(center, tooDear)) {
      try graph.setCost(tooDear, at: center)
    }
    #expect(throws: NavigationError.offMap(Hex(q: 9, r: 0))) {
      try graph.setCost(1, at: Hex(q: 9, r: 0))
    }
    #expect(throws: NavigationError.offMap(grid.hex(at: hole))) {
      try graph.setCost(1, at: grid.hex(at: hole))
    }
    for index in [hole, -1, grid.indexCount] {
      #expect(throws: NavigationError.notACell(index)) { try graph.setCost(1, atIndex: index) }
    }
    let far = HexEdge(Hex(q: 9, r: 0), .north)
    #expect(throws: NavigationError.offMapEdge(far)) { try graph.setEdgeRules([.blocks], on: far) }
    let side = HexEdge(center, .north)
    #expect(throws: NavigationError.invalidEdgeCost(side, 0)) {
      try graph.setEdgeRules([.blocks, .sets(0)], on: side)
    }
    #expect(throws: NavigationError.invalidEdgeCost(side, -1)) {
      try graph.setEdgeRules([.adds(-1)], on: side)
    }
    #expect(NavigationError.offMap(center).description.contains("not a cell"))
    #expect(NavigationError.notACell(-1).description.contains("-1"))
    try expectMatches(graph, state, "after throwing updates")
    // A side on the map's border is remembered, and changes no step.
    let border = HexEdge(Hex(q: 2, r: 0), .southEast)
    try graph.setEdgeRules([.blocks], on: border)
    state.sides[grid.canonical(border)!] = [.blocks]
    try expectMatches(graph, state, "border wall")
  }

  @Test(
    "a snapshot taken before updates answers as before them", arguments: 0..<4)
  func snapshotsDoNotSeeLaterUpdates(_ seed: Int) throws {
    var rng = TestRandom(seed: UInt64(18_900 + seed))
    let grid = try sampleGrids()[seed % 7]
    var state = LiveMapState(grid: grid, costs: randomCosts(grid, using: &rng, blocked: 35))
    for i in 0..<grid.indexCount where !grid.isCell(i) { state.costs[i] = nil }
    for _ in 0..<grid.cellCount / 2 {
      state.sides[grid.canonical(randomEdge(grid, using: &rng))!] =
        sideChoices.randomElement(using: &rng)!
    }
    let original = state
    var graph = try state.rebuilt()
    let snapshot = graph
    let tests = NavigationUpdateTests()
    for _ in 0..<60 {
      try tests.applyRandomUpdate(to: &graph, &state, using: &rng)
    }
    try expectMatches(graph, state, "updated")
    try expectMatches(snapshot, original, "snapshot")
    expectSearchesMatch(snapshot, original, using: &rng, "snapshot")
    // And the snapshot can be updated on its own without touching the graph.
    var branch = snapshot
    var branchState = original
    try tests.applyRandomUpdate(to: &branch, &branchState, using: &rng)
    try expectMatches(branch, branchState, "branch")
    try expectMatches(graph, state, "updated, after the branch")
  }
}
