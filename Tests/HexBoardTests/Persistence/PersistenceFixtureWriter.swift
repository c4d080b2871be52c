import HexBoard
import HexTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Not a check: with `HEXBOARD_UPDATE_GOLDENS=1` it re-saves every map in `Maps/` through the
/// Swift encoder and rewrites `Fixtures/valid/` from the boards below. Run it after
/// a hand edit of a map or a deliberate format change, then review the diff.
@Suite("Persistence: regenerate files", .enabled(if: TestPaths.updatesGoldens))
struct PersistenceFixtureWriter {
  @Test func resaveMapsAndFixtures() throws {
    for file in jsonFiles(in: TestPaths.repositoryRoot + "/Maps") {
      try MapFile.load(from: file).save(to: file)
    }
    for (name, board) in try Self.validFixtures() {
      try board.save(to: fixturesFolder + "/valid/" + name)
    }
  }

  static func validFixtures() throws -> [(String, Board)] {
    var fixtures: [(String, Board)] = []

    fixtures.append(
      ("minimal.json", try Board(name: "", grid: MapGrid(columns: 1, rows: 1), fill: "grass")))

    var hexagon = try Board(
      name: "Pointy hexagon", grid: MapGrid(shape: .hexagon(radius: 3), convention: .evenR),
      orientation: .pointy, fill: "grass")
    var heights = HexMap<Int>(grid: hexagon.grid, fill: 0)
    for hex in hexagon.grid.hexes {
      let distance = hex.distance(to: .zero)
      heights[hex] = 300 - 100 * distance
      if distance == 3 { try hexagon.setTerrain("mountain", at: hex) }
      if distance == 1 { try hexagon.setTerrain("hills", at: hex) }
    }
    try hexagon.setElevation(heights)
    try hexagon.addObject(BoardObject(id: "king", kind: "unit", position: .zero))
    try hexagon.addObject(
      BoardObject(
        id: "flag", kind: "marker", position: Hex(q: 2, r: -1), properties: ["team": "gold"]))
    let hexagonProperties: [String: PropertyValue] = [
      "rounds": .integer(5), "sudden death": .bool(false),
    ]
    for (key, value) in hexagonProperties { try hexagon.setProperty(key, to: value) }
    fixtures.append(("hexagon-even-r-pointy.json", hexagon))

    let scattered = [
      OffsetCoordinate(col: -4, row: -3), OffsetCoordinate(col: -2, row: -3),
      OffsetCoordinate(col: -3, row: -2), OffsetCoordinate(col: -4, row: -1),
      OffsetCoordinate(col: 0, row: -1), OffsetCoordinate(col: -1, row: 0),
    ]
    var cells = try Board(
      name: "Islands «≈» \"quoted\"", grid: MapGrid(shape: .cells(scattered), convention: .oddQ),
      palette: Terrain.defaultPalette + [
        Terrain(id: "shallows", symbol: "≈", color: "#3A6EA5", movementCost: 4),
        Terrain(id: "reef \"sharp\"", symbol: "\"", color: "#FF7F50", movementCost: nil),
        Terrain(id: "shrine", symbol: "⛩", color: "#b71c1c", movementCost: 1, blocksSight: true),
      ], fill: "shallows")
    try cells.setTerrain("reef \"sharp\"", at: Hex(OffsetCoordinate(col: -2, row: -3)))
    try cells.setTerrain("shrine", at: Hex(OffsetCoordinate(col: 0, row: -1)))
    try cells.setTerrain("grass", at: Hex(OffsetCoordinate(col: -1, row: 0)))
    try cells.addObject(
      BoardObject(
        id: "boat", kind: "unit", position: Hex(OffsetCoordinate(col: -4, row: -1)),
        properties: ["name": "Ünïcødé\ttab", "owner": "sea folk"]))
    let cellsProperties: [String: PropertyValue] = [
      "author": .string("fixture \\ writer"), "ratio": .number(0.25), "big": .number(1e20),
      "tiny": .number(-3.5e-9), "seed": .integer(-9_007_199_254_740_993), "fog": .bool(true),
      "日本": .string("語"),
    ]
    for (key, value) in cellsProperties { try cells.setProperty(key, to: value) }
    fixtures.append(("cells-negative-origin.json", cells))

    var parallelogram = try Board(
      name: "Parallelogram",
      grid: MapGrid(shape: .parallelogram(columns: 5, rows: 4), convention: .oddR),
      fill: "desert")
    try parallelogram.setTerrain("snow", at: Hex(q: 4, r: 3))
    fixtures.append(("parallelogram-odd-r.json", parallelogram))

    var torus = try Board(
      name: "Torus", grid: MapGrid(columns: 8, rows: 6, convention: .evenQ, wrap: .torus),
      fill: "ocean")
    for hex in torus.grid.hexes where (hex.q + 2 * hex.r) % 3 == 0 {
      try torus.setTerrain("coast", at: hex)
    }
    try torus.addObject(
      BoardObject(id: "ship", kind: "unit", position: Hex(OffsetCoordinate(col: 7, row: 5))))
    fixtures.append(("torus-even-q.json", torus))
    return fixtures + (try version2Fixtures()) + (try classesFixtures())
  }

  /// The version 3 golden of movement classes: classes with terrain costs, a default and
  /// layer costs (one restricted to a terrain), and objects with owners and classes.
  static func classesFixtures() throws -> [(String, Board)] {
    let cell = { (col: Int, row: Int) in Hex(OffsetCoordinate(col: col, row: row)) }
    var board = try Board(name: "Ford", grid: MapGrid(columns: 6, rows: 4), fill: "grass")
    for row in 0..<4 { try board.setTerrain("ocean", at: cell(3, row)) }
    try board.addMovementClass(
      MovementClass(name: "cavalry", terrainCosts: ["forest": 4, "hills": .impassable]))
    try board.addMovementClass(
      MovementClass(
        name: "boat \"b\"", terrainCosts: ["coast": 2, "ocean": 1], defaultCost: .impassable,
        layerCosts: [
          .init(layer: "overlay", value: "bridge", cost: .impassable, combine: .override),
          .init(layer: "overlay", value: "bridge", terrain: "coast", cost: 2, combine: .override),
          .init(layer: "overlay", value: "reeds", cost: 1, combine: .add),
        ]))
    try board.addObject(
      BoardObject(
        id: "rider", kind: "unit", position: cell(0, 0), owner: "red", movementClass: "cavalry"))
    try board.addObject(
      BoardObject(
        id: "ship", kind: "unit", position: cell(3, 1), properties: ["hp": .integer(7)],
        owner: "blue", movementClass: "boat \"b\""))
    try board.addObject(BoardObject(id: "camp", kind: "town", position: cell(5, 3), owner: "blue"))
    return [("classes-units.json", board)]
  }

  /// The version 2 goldens: features on wrapped seams with custom palettes (pointy), and
  /// walls and a river on the border and around a region of a hexagon (flat).
  static func version2Fixtures() throws -> [(String, Board)] {
    let cell = { (col: Int, row: Int) in
      Hex(OffsetCoordinate(col: col, row: row), convention: .evenQ)
    }
    var torus = try Board(
      name: "Seams", grid: MapGrid(columns: 6, rows: 4, convention: .evenQ, wrap: .torus),
      orientation: .pointy, fill: "grass",
      edgePalette: EdgeFeature.defaultPalette + [
        EdgeFeature(
          id: "ford \"x\"", color: "#5599AA", movement: .sets(3), blocksSight: false,
          style: .crossing),
        EdgeFeature(id: "hedge", color: "#335511", blocksSight: true),
        EdgeFeature(id: "mud", color: "#6B4F2A", movement: .adds(0)),
      ],
      vertexPalette: [VertexFeature(id: "well", color: "#0A0B0C")])
    let seam = try #require(torus.grid.edge(between: cell(0, 1), and: cell(5, 1)))
    try torus.setFeature("river", at: .side(seam))
    try torus.setFeature("ford \"x\"", at: .side(seam))
    try torus.setFeature("hedge", at: .side(HexEdge(cell(2, 0), .north)))  // across the top seam
    try torus.setFeature("mud", at: .side(HexEdge(cell(3, 3), .south)))
    try torus.setFeature("wall", at: .side(HexEdge(cell(3, 3), .south)))
    // A corner of 4 seams.
    try torus.setFeature("well", at: .corner(HexVertex(cell(5, 3), corner: 0)))
    try torus.setFeature("well", at: .corner(HexVertex(cell(2, 2), corner: 3)))
    try torus.setTerrain("forest", at: cell(1, 2))

    var hexagon = try Board(
      name: "Walled hill", grid: MapGrid(shape: .hexagon(radius: 2)), fill: "grass")
    try hexagon.setTerrain("hills", at: .zero)
    for edge in hexagon.grid.outline(of: [Hex.zero, Hex(q: 1, r: 0)]) {
      try hexagon.setFeature("wall", at: .side(edge))
    }
    for edge in hexagon.grid.edges(of: Hex(q: -2, r: 2)) + hexagon.grid.edges(of: Hex(q: -1, r: 2))
    where hexagon.grid.cells(beside: edge).count == 1 {
      try hexagon.setFeature("river", at: .side(edge))
    }
    try hexagon.setFeature("road", at: .side(HexEdge(Hex(q: 1, r: 0), .southEast)))
    try hexagon.setFeature("tower", at: .corner(HexVertex(.zero, corner: 2)))
    try hexagon.setFeature("town", at: .corner(HexVertex(Hex(q: 2, r: -2), corner: 0)))
    try hexagon.setFeature("tower", at: .corner(HexVertex(Hex(q: 2, r: -2), corner: 0)))
    return [("features-torus-pointy.json", torus), ("features-hexagon-flat.json", hexagon)]
  }
}
