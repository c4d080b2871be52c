import Foundation
import HexBoard
import Testing

/// The Tour article's examples (HexBoard.docc), line for line, so they stay true.
@Suite("README tour")
struct ReadmeTourTests {
  @Test func coordinatesRegionsAndLayout() throws {
    let a = Hex(q: 1, r: -2)
    let b = a + Hex.direction(.south) * 3
    #expect(b == Hex(q: 1, r: 1))
    #expect(a.distance(to: b) == 3)
    let cell = OffsetCoordinate(col: 3, row: 2)
    #expect(Hex(cell) == Hex(q: 3, r: 1))
    #expect(cell.neighbor(in: .south) == OffsetCoordinate(col: 3, row: 3))

    #expect(Hex.zero.ring(radius: 2).count == 12)
    #expect(Hex.zero.spiral(radius: 2).count == 19)
    #expect(Hex.zero.range(radius: 2).intersection(Hex(q: 3, r: 0).range(radius: 2)).count == 4)
    let line = a.line(to: b)
    #expect(line.count == 4)
    #expect(zip(line, line.dropFirst()).allSatisfy { $0.isAdjacent(to: $1) })

    let layout = HexLayout(orientation: .flat, size: Size(uniform: 10))
    #expect(layout.hex(at: layout.center(of: b)) == b)
    let board = RectangleShape(columns: 8, rows: 6)
    let viewport = Rect(x: 0, y: 0, width: 800, height: 600)
    let fitted = try #require(HexLayout.fitting(board, into: viewport))
    let box = try #require(fitted.boundingBox(of: board))
    #expect(box.minX >= -1e-9 && box.maxX <= 800 + 1e-9)
    #expect(box.minY >= -1e-9 && box.maxY <= 600 + 1e-9)
  }

  @Test func mapAndAlgorithms() throws {
    let grid = try MapGrid(columns: 12, rows: 8)
    var costs = HexMap<Int>(grid: grid, fill: 1)
    for row in 0..<7 { costs[Hex(OffsetCoordinate(col: 5, row: row))] = 0 }
    let graph = try NavigationGraph(map: costs) { $0 == 0 ? nil : $0 }
    let context = SearchContext()
    let start = Hex(OffsetCoordinate(col: 2, row: 2))
    let goal = Hex(OffsetCoordinate(col: 9, row: 2))
    let path = try #require(graph.path(from: start, to: goal, context: context))
    // The wall in column 5 covers rows 0-6, so the path must pass row 7.
    #expect(path.hexes.contains { $0.offset().row == 7 })
    #expect(path.cost > start.distance(to: goal))
    let reachable = graph.movementRange(
      from: start, rules: SearchRules(maxCost: 3), context: context)
    #expect(reachable.first?.hex == start)
    #expect(reachable.allSatisfy { $0.cost <= 3 })
    let field = graph.distanceField(goals: [goal])
    #expect(field.cost(at: start) == path.cost)
    #expect(graph.areConnected(start, goal))
  }

  /// The Tour article's five lines that load a map from Maps/ (paths made absolute so the test
  /// runs from any folder).
  @Test func loadingAMap() throws {
    let root = String(#filePath).components(separatedBy: "/Tests/")[0]
    let copy = "/tmp/skirmish-copy-\(UInt64.random(in: 0...UInt64.max)).json"
    defer { _ = try? FileManager.default.removeItem(atPath: copy) }

    let board = try Board.load(from: root + "/Maps/skirmish.json")
    let graph = try board.navigationGraph()
    let route = graph.path(
      from: Hex(OffsetCoordinate(col: 0, row: 0)), to: Hex(OffsetCoordinate(col: 15, row: 0)))
    #expect(board.name == "Skirmish" && board.grid.cellCount == 192)
    #expect((route?.cost ?? -1) > 0)
    try board.save(to: copy)
    #expect(
      FileManager.default.contents(atPath: copy)
        == FileManager.default.contents(atPath: root + "/Maps/skirmish.json"))
  }

  @Test func boardDocument() throws {
    var skirmish = try Board(
      name: "Skirmish", grid: MapGrid(columns: 12, rows: 8), fill: "grass")
    try skirmish.setTerrain("forest", at: Hex(q: 4, r: 1))
    try skirmish.addObject(BoardObject(id: "u1", kind: "unit", position: Hex(q: 0, r: 0)))
    let rules = try skirmish.navigationGraph()
    #expect(rules.cost(ofEntering: Hex(q: 4, r: 1)) == 2)
    #expect(!skirmish.lineOfSight(from: Hex(q: 3, r: 1), to: Hex(q: 5, r: 1)))
    #expect(skirmish.lineOfSight(from: Hex(q: 3, r: 2), to: Hex(q: 5, r: 2)))
    let lava = RGBColor(parsing: "#CF1020")
    #expect(lava?.description == "#CF1020")
    try skirmish.addTerrain(
      Terrain(id: "lava", symbol: "L", color: lava ?? .gray, movementCost: nil))
    try skirmish.setElevation(3, at: Hex(q: 6, r: 1))
    #expect(skirmish.elevation?[Hex(q: 6, r: 1)] == 3)
    #expect(skirmish.terrain(at: Hex(q: 4, r: 1))?.color.description == "#2e7d32")
  }
}
