// Issue 33, "whole-map work inside a server's turn": each check fails on the code before
// the fix (a whole layer copied, sight masks rebuilt or wrong, a stale cost table answering).

import HexBoard
import HexTestSupport
import Testing

@Suite("A server's turn costs what it changes")
struct TurnCostTests {
  /// A 128×128 board (four pages per cell layer) with heights and a few walls.
  func board() throws -> Board {
    let grid = try MapGrid(columns: 128, rows: 128)
    var board = try Board(name: "turn", grid: grid, fill: "grass")
    try board.setElevation(HexMap(grid: grid, fill: 0) { hex in (hex.q &+ hex.r) & 7 })
    for k in 0..<40 {
      try board.setFeature(
        "wall", at: .side(HexEdge(Hex(OffsetCoordinate(col: 3 * k, row: k)), .north)))
    }
    return board
  }

  @Test func playerViewApplyWritesHeightsInPlace() throws {
    var server = try board()
    let grid = server.grid
    let centre = grid.index(of: OffsetCoordinate(col: 60, row: 60))!
    var before = CellSet(grid: grid)
    disc(around: centre, radius: 3, on: grid, into: &before)
    var view = try PlayerView(of: server, visible: before, sequence: 0)
    let pages = view.board.elevation!.pageAddresses()
    #expect(pages.count == 4)

    // One height changes in view and the view grows by one ring: cells with heights come
    // into view, and their heights are written one by one.
    let base = server
    try server.setElevation(99, at: grid.hex(at: centre))
    var after = CellSet(grid: grid)
    disc(around: centre, radius: 4, on: grid, into: &after)
    let turn = try BoardPatch(from: base, to: server)
    let patch = try BoardPatch(viewOf: base, to: server, before: before, after: after, turn: turn)
    try view.apply(patch)

    #expect(view.board.elevation?[index: centre] == 99)
    #expect(view.viewHash == server.viewHash(of: after))
    // Written in place: no page of the client's height map was copied.
    #expect(view.board.elevation!.pageAddresses() == pages)
  }

  @Test func aSnapshotCostsThePagesTheTurnWrites() throws {
    var board = try board()
    let grid = board.grid
    let snapshot = board
    let hex = Hex(OffsetCoordinate(col: 5, row: 100))
    try board.setTerrain("forest", at: hex)
    try board.setElevation(42, at: hex)
    try board.setFeature("wall", at: .side(HexEdge(hex, .south)))
    try board.setFeature("tower", at: .corner(HexVertex(hex, corner: 0)))

    // Each layer copied one page (the one written), and shares the rest with the snapshot.
    #expect(board.terrain.pages.pagesNotShared(with: snapshot.terrain.pages) == 1)
    #expect(board.elevation!.pagesNotShared(with: snapshot.elevation!) == 1)
    #expect(board.edgeLayer.words!.pagesNotShared(with: snapshot.edgeLayer.words!) == 1)
    #expect(board.terrain.pages.pages.count == 4)
    #expect(board.edgeLayer.words!.pageCount == 24)
    // The snapshot is the board as it was.
    #expect(snapshot.terrain(at: hex)?.id == "grass")
    #expect(snapshot.elevation?[hex] == (hex.q &+ hex.r) & 7)
    #expect(!snapshot.hasFeature("wall", at: .side(HexEdge(hex, .south))))
    #expect(board.terrain(at: hex)?.id == "forest" && board.elevation?[hex] == 42)
    #expect(snapshot != board)
    var again = snapshot
    try again.setTerrain("forest", at: hex)
    try again.setElevation(42, at: hex)
    try again.setFeature("wall", at: .side(HexEdge(hex, .south)))
    try again.setFeature("tower", at: .corner(HexVertex(hex, corner: 0)))
    #expect(again == board && again.contentHash() == board.contentHash())
    _ = grid
  }

  @Test(arguments: 0..<12 as Range<UInt64>)
  func keptSideMasksEqualAFreshScan(seed: UInt64) throws {
    var rng = TestRandom(seed: 0x33_51DE + seed)
    let grids = [
      try MapGrid(columns: 9, rows: 7),
      try MapGrid(columns: 3, rows: 12, convention: .evenR, wrap: .cylinder),
      try MapGrid(columns: 4, rows: 4, wrap: .torus),
      try MapGrid(columns: 4, rows: 6, wrap: .cylinder),
      try MapGrid(shape: .hexagon(radius: 3)),
    ]
    let grid = grids[Int(seed) % grids.count]
    var board = try Board(name: "sides", grid: grid, fill: "grass")
    try board.addPaletteFeature(
      EdgeFeature(id: "hedge", color: "#2f5d2f", movement: .adds(1), blocksSight: true))
    try board.addPaletteFeature(EdgeFeature(id: "bridge", color: "#777777", movement: .sets(2)))
    for step in 0..<300 {
      let hex = grid.hex(
        at: Array(grid.indices)[Int.random(in: 0..<grid.indices.count, using: &rng)])
      let edge = HexEdge(hex, HexDirection(rawValue: Int.random(in: 0..<6, using: &rng))!)
      let ids = board.edgePalette.map(\.id)
      let id = ids[Int.random(in: 0..<ids.count, using: &rng)]
      switch Int.random(in: 0..<20, using: &rng) {
      case 0..<11: try board.setFeature(id, at: .side(edge))
      case 11..<16: try board.removeFeature(id, from: .side(edge))
      case 16..<18: try board.clearFeatures(at: .side(edge))
      case 18:
        if ids.count > 1 { try board.removePaletteFeature(id, kind: .side) }
      default:
        if ids.count < 8 {
          try board.addPaletteFeature(
            EdgeFeature(
              id: "f\(step)", color: "#101010",
              movement: Bool.random(using: &rng) ? .sets(1) : .blocks,
              blocksSight: Bool.random(using: &rng)))
        }
      }
      #expect(
        board.sightSides.activeMasks?.flattened() == board.sightBlockingSides,
        "seed \(seed) step \(step): sight masks")
      #expect(
        board.costSettingSides == board.costSettingSidesFromScratch,
        "seed \(seed) step \(step): road masks")
    }
    // The blocker sees what a blocker over the scanned masks sees.
    let scanned = board.sightBlockingSides
    var reference = board.sightBlocker
    if let masks = scanned {
      reference.isSideOpaque = { @Sendable index, side in masks[index] & (1 << side.rawValue) != 0 }
    } else {
      reference.isSideOpaque = nil
    }
    for viewer in grid.indices.prefix(12) {
      let hex = grid.hex(at: viewer)
      #expect(
        board.fieldOfView(from: hex, radius: 3)
          == grid.fieldOfView(from: hex, radius: 3, blocker: reference))
    }
  }

  @Test func aCostTableRefusesABoardThatChanged() throws {
    var board = try Board(name: "ride", grid: MapGrid(columns: 12, rows: 3), fill: "grass")
    let cavalry: (Terrain) -> Int? = { $0.id == "forest" ? 4 : $0.movementCost }
    let graph = try board.navigationGraph()
    let table = CostTable(board: board, cost: cavalry)
    let start = Hex(OffsetCoordinate(col: 0, row: 1))
    let goal = Hex(OffsetCoordinate(col: 9, row: 1))
    #expect(table.matches(board))
    let before = try #require(
      graph.path(from: start, to: goal, rules: try SearchRules(costs: table, for: board)))
    #expect(before.cost == 9)

    // A cell on the way turns to forest: the old table would still price it as grass.
    let forest = Hex(OffsetCoordinate(col: 4, row: 1))
    try board.setTerrain("forest", at: forest)
    #expect(!table.matches(board))
    #expect(throws: NavigationError.staleCostTable) {
      try SearchRules(maxCost: 20, costs: table, for: board)
    }
    #expect(throws: Never.self) {
      try SearchRules(costs: CostTable(board: board, cost: cavalry), for: board)
    }
    let fresh = CostTable(board: board, cost: cavalry)
    #expect(fresh.matches(board))
    #expect(fresh.cost(ofEntering: forest) == 4)
    #expect(table.cost(ofEntering: forest) == 1)

    // Sides count too (a road changes what a step costs); objects and names do not.
    try board.setFeature("road", at: .side(HexEdge(forest, .north)))
    #expect(!fresh.matches(board))
    let withRoad = CostTable(board: board, cost: cavalry)
    try board.addObject(BoardObject(id: "rider", kind: "unit", position: start))
    try board.setName("renamed")
    #expect(withRoad.matches(board))
    // Undoing the changes makes the first table match again: it is the same map.
    try board.removeFeature("road", from: .side(HexEdge(forest, .north)))
    try board.setTerrain("grass", at: forest)
    #expect(table.matches(board))
    #expect(
      !table.matches(try Board(name: "other", grid: MapGrid(columns: 5, rows: 5), fill: "grass")))
  }
}
