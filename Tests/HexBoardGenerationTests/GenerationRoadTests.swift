import HexBoard
import HexBoardGeneration
import Testing

/// Roads on hand-made boards: which sites, which pairs, which cells.
@Suite("Generation: roads")
struct GenerationRoadTests {
  static func cell(_ col: Int, _ row: Int) -> Hex { Hex(OffsetCoordinate(col: col, row: row)) }

  /// Sites: start and town objects in object order, then town corners; on open grass a
  /// road between two sites is a cheapest path (one side per step, no detour).
  @Test func sitesAndStraightRoads() throws {
    let grid = try MapGrid(columns: 16, rows: 10)
    var board = try Board(name: "roads", grid: grid, fill: "grass")
    try board.addObject(BoardObject(id: "t", kind: "town", position: Self.cell(12, 2)))
    try board.addObject(BoardObject(id: "u", kind: "unit", position: Self.cell(5, 5)))
    try board.addObject(BoardObject(id: "s", kind: "start", position: Self.cell(1, 2)))
    try board.addObject(BoardObject(id: "s2", kind: "start", position: Self.cell(12, 2)))
    let corner = HexVertex(Self.cell(6, 8), corner: 0)
    try board.setFeature("town", at: .corner(corner))
    let generator = RoadGenerator()
    let sites = try generator.sites(on: board)
    #expect(sites == [Self.cell(12, 2), Self.cell(1, 2), grid.cells(around: corner)[0]])
    let roads = try generator.addRoads(to: &board)
    #expect(roads.count == 2)
    // The first road joins the cheaper of the two remaining sites, by a cheapest path.
    let graph = try board.navigationGraph()
    for road in roads {
      let cost = try #require(graph.path(from: road[0], to: road.last!)).cost
      #expect(road.count - 1 == cost)
    }
    #expect(roads[0].first == sites[2] || roads[0].first == sites[1])
    // Every site on the network; the second road ends on a cell of the first or a site.
    #expect(Set(roads[0]).contains(sites[0]))
    let second = roads[1]
    #expect(Set(roads[0]).contains(second.last!))
    #expect(
      board.featureLocations(carrying: "road", kind: .side).compactMap(\.edge).count
        == roads.map { $0.count - 1 }.reduce(0, +))
    #expect(board.objects.count == 4)
  }

  /// Roads go round impassable cells, through the one gap of a mountain range.
  @Test func roadsUseTheGap() throws {
    let grid = try MapGrid(columns: 15, rows: 9)
    var board = try Board(name: "gap", grid: grid, fill: "grass")
    for row in 0..<9 where row != 7 { try board.setTerrain("mountain", at: Self.cell(7, row)) }
    try board.addObject(BoardObject(id: "a", kind: "start", position: Self.cell(2, 1)))
    try board.addObject(BoardObject(id: "b", kind: "start", position: Self.cell(12, 1)))
    let roads = try RoadGenerator().addRoads(to: &board)
    #expect(roads.count == 1)
    #expect(roads[0].contains(Self.cell(7, 7)))
    #expect(roads[0].allSatisfy { board.terrain(at: $0)?.id == "grass" })
    #expect(roads[0].first == Self.cell(12, 1))
    #expect(roads[0].last == Self.cell(2, 1))
  }

  /// Sites on separate islands: each island's sites are joined among themselves.
  @Test func separateLandmassesGetSeparateTrees() throws {
    let grid = try MapGrid(columns: 15, rows: 6)
    var board = try Board(name: "isles", grid: grid, fill: "grass")
    for row in 0..<6 { try board.setTerrain("ocean", at: Self.cell(7, row)) }
    for (id, col, row) in [("a", 1, 1), ("b", 10, 1), ("c", 2, 4), ("d", 12, 4)] {
      try board.addObject(BoardObject(id: id, kind: "start", position: Self.cell(col, row)))
    }
    let roads = try RoadGenerator().addRoads(to: &board)
    #expect(roads.count == 2)
    #expect(
      roads.map { [$0.first!, $0.last!] } == [
        [Self.cell(2, 4), Self.cell(1, 1)], [Self.cell(12, 4), Self.cell(10, 1)],
      ])
  }
}
