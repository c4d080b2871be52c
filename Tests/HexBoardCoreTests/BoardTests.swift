import HexBoard
import Testing

@Suite("Board")
struct BoardTests {
  func board() throws -> Board {
    try Board(name: "Test", grid: MapGrid(columns: 6, rows: 5), fill: "grass")
  }

  @Test func defaultPalette() throws {
    let b = try board()
    #expect(
      b.palette.map(\.id) == [
        "ocean", "coast", "grass", "forest", "hills", "mountain", "desert", "snow",
      ])
    #expect(b.palette == Terrain.defaultPalette)
    #expect(b.terrain(at: Hex(q: 0, r: 0))?.id == "grass")
    #expect(b.terrain(at: Hex(q: 40, r: 0)) == nil)
    #expect(b.terrainCounts == [0, 0, 30, 0, 0, 0, 0, 0])
    #expect(b.paletteIndex(of: "forest") == 3)
    #expect(b.paletteIndex(of: "lava") == nil)
    #expect(throws: BoardError.unknownTerrain("lava")) {
      try Board(name: "x", grid: MapGrid(columns: 2, rows: 2), fill: "lava")
    }
  }

  @Test func setTerrainErrors() throws {
    var b = try board()
    try b.setTerrain("forest", at: Hex(q: 1, r: 1))
    #expect(b.terrain(at: Hex(q: 1, r: 1))?.id == "forest")
    #expect(throws: BoardError.unknownTerrain("lava")) {
      try b.setTerrain("lava", at: Hex(q: 1, r: 1))
    }
    #expect(throws: BoardError.offBoard(Hex(q: 50, r: 0))) {
      try b.setTerrain("grass", at: Hex(q: 50, r: 0))
    }
    #expect(b.terrainCounts == [0, 0, 29, 1, 0, 0, 0, 0])
  }

  @Test func objects() throws {
    var b = try board()
    let a = BoardObject(id: "a", kind: "unit", position: Hex(q: 1, r: 0))
    try b.addObject(a)
    try b.addObject(BoardObject(id: "b", kind: "town", position: Hex(q: 1, r: 0)))
    try b.addObject(BoardObject(id: "c", kind: "town", position: Hex(q: 2, r: 0)))
    #expect(throws: BoardError.duplicateObject("a")) {
      try b.addObject(BoardObject(id: "a", kind: "unit", position: Hex(q: 0, r: 0)))
    }
    #expect(throws: BoardError.offBoard(Hex(q: 90, r: 0))) {
      try b.addObject(BoardObject(id: "z", kind: "unit", position: Hex(q: 90, r: 0)))
    }
    #expect(b.objects(at: Hex(q: 1, r: 0)).map(\.id) == ["a", "b"])
    #expect(b.objects(at: Hex(q: 3, r: 0)).isEmpty)
    try b.moveObject("a", to: Hex(q: 2, r: 0))
    #expect(b.objects(at: Hex(q: 2, r: 0)).map(\.id) == ["a", "c"])
    #expect(throws: BoardError.unknownObject("q")) { try b.moveObject("q", to: Hex(q: 0, r: 0)) }
    #expect(try b.removeObject("c").id == "c")
    #expect(throws: BoardError.unknownObject("c")) { try b.removeObject("c") }
    try b.validate()
  }

  @Test func validation() throws {
    var b = try board()
    #expect(throws: BoardError.duplicateTerrain("grass")) {
      try b.addTerrain(Terrain(id: "grass", symbol: "g", color: "#00ff00", movementCost: 1))
    }
    #expect(throws: BoardError.duplicateSymbol(".")) {
      try b.addTerrain(Terrain(id: "lawn", symbol: ".", color: "#00ff00", movementCost: 1))
    }
    let evil = "red\" onload=\""
    #expect(RGBColor(parsing: evil) == nil)
    #expect(throws: BoardError.invalidCost("lava", 0)) {
      try b.addTerrain(Terrain(id: "lava", symbol: "L", color: "#ff0000", movementCost: 0))
    }
    try b.addTerrain(Terrain(id: "lava", symbol: "L", color: "#ff0000", movementCost: nil))
    #expect(b.palette.count == 9)
    #expect(throws: BoardError.emptyPalette) {
      try Board(name: "x", grid: MapGrid(columns: 2, rows: 2), palette: [], fill: "grass")
    }
    // The validating initialiser catches bad parts.
    let grid = try MapGrid(columns: 2, rows: 2)
    #expect(throws: BoardError.invalidTerrainIndex(grid.hex(at: 0), 200)) {
      try Board(
        name: "x", orientation: .flat, palette: Terrain.defaultPalette,
        terrain: HexMap(grid: grid, fill: 200), elevation: nil, objects: [], properties: [:])
    }
    #expect(throws: BoardError.elevationGridMismatch) {
      try Board(
        name: "x", orientation: .flat, palette: Terrain.defaultPalette,
        terrain: HexMap(grid: grid, fill: 2),
        elevation: HexMap(grid: try MapGrid(columns: 3, rows: 2), fill: 0),
        objects: [], properties: [:])
    }
    let dup = BoardObject(id: "a", kind: "u", position: grid.hex(at: 0))
    #expect(throws: BoardError.duplicateObject("a")) {
      try Board(
        name: "x", orientation: .flat, palette: Terrain.defaultPalette,
        terrain: HexMap(grid: grid, fill: 2), elevation: nil, objects: [dup, dup], properties: [:])
    }
  }

  @Test func navigationUsesMovementCosts() throws {
    var b = try Board(name: "Nav", grid: MapGrid(columns: 5, rows: 1), fill: "grass")
    func cell(_ c: Int) -> Hex { Hex(OffsetCoordinate(col: c, row: 0)) }
    try b.setTerrain("hills", at: cell(1))
    try b.setTerrain("forest", at: cell(2))
    try b.setTerrain("ocean", at: cell(4))
    let graph = try b.navigationGraph()
    #expect(graph.cost(ofEntering: cell(1)) == 3)
    #expect(graph.cost(ofEntering: cell(2)) == 2)
    #expect(graph.cost(ofEntering: cell(4)) == nil)
    #expect(!graph.isPassable(cell(4)))
    #expect(graph.path(from: cell(0), to: cell(3))?.cost == 3 + 2 + 1)
    #expect(graph.path(from: cell(0), to: cell(4)) == nil)
    #expect(graph.componentCount == 1)
  }

  @Test func sightThroughForest() throws {
    var b = try Board(name: "Sight", grid: MapGrid(columns: 7, rows: 7), fill: "grass")
    let a = Hex(OffsetCoordinate(col: 3, row: 0))
    let c = Hex(OffsetCoordinate(col: 3, row: 4))
    #expect(b.lineOfSight(from: a, to: c))
    try b.setTerrain("hills", at: Hex(OffsetCoordinate(col: 3, row: 2)))
    #expect(b.lineOfSight(from: a, to: c))
    try b.setTerrain("forest", at: Hex(OffsetCoordinate(col: 3, row: 2)))
    #expect(!b.lineOfSight(from: a, to: c))
    #expect(!b.lineOfSight(from: c, to: a))
    #expect(!b.fieldOfView(from: a, radius: 5).contains(c))
    #expect(b.fieldOfView(from: a, radius: 5).contains(Hex(OffsetCoordinate(col: 3, row: 2))))
    // Elevation: a hill in between blocks once the board has heights.
    try b.setTerrain("grass", at: Hex(OffsetCoordinate(col: 3, row: 2)))
    var heights = HexMap(grid: b.grid, fill: 0)
    heights[Hex(OffsetCoordinate(col: 3, row: 2))] = 4
    try b.setElevation(heights)
    #expect(!b.lineOfSight(from: a, to: c))
    heights[a] = 6
    heights[c] = 6
    try b.setElevation(heights)
    #expect(b.lineOfSight(from: a, to: c))
  }

  /// Heights on another grid are refused, so line of sight cannot index past them (it
  /// trapped with "Index out of range" when `elevation` was a plain `var`).
  @Test func elevationStaysOnTheBoardsGrid() throws {
    var b = try Board(name: "Sight", grid: MapGrid(columns: 7, rows: 7), fill: "grass")
    let small = HexMap(grid: try MapGrid(columns: 2, rows: 2), fill: 3)
    #expect(throws: BoardError.elevationGridMismatch) { try b.setElevation(small) }
    #expect(b.elevation == nil)
    let a = Hex(OffsetCoordinate(col: 3, row: 0))
    let c = Hex(OffsetCoordinate(col: 3, row: 4))
    #expect(b.lineOfSight(from: a, to: c))

    #expect(throws: BoardError.offBoard(Hex(q: 99, r: 0))) {
      try b.setElevation(4, at: Hex(q: 99, r: 0))
    }
    #expect(b.elevation == nil)
    try b.setElevation(4, at: Hex(OffsetCoordinate(col: 3, row: 2)))
    #expect(b.elevation?[Hex(OffsetCoordinate(col: 3, row: 2))] == 4)
    #expect(b.elevation?.values.reduce(0, +) == 4)
    #expect(!b.lineOfSight(from: a, to: c))
    try b.setElevation(nil)
    #expect(b.elevation == nil)
    #expect(b.lineOfSight(from: a, to: c))
  }
}
