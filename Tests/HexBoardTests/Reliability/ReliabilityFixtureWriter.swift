import Foundation
import HexBoard
import HexTestSupport
import Testing

/// Rewrites the patch fixtures; runs only with `HEXBOARD_UPDATE_GOLDENS=1`
/// (`HEXBOARD_UPDATE_GOLDENS=1 swift test --filter ReliabilityFixtureWriter`). Every patch is
/// the current version; `turn` is a recorder's numbered patch.
@Suite("Reliability: fixture writer")
struct ReliabilityFixtureWriter {
  @Test(.enabled(if: TestPaths.updatesGoldens))
  func writePatchFixtures() throws {
    let folder = reliabilityFixtures
    var base = try Board(name: "Patch base", grid: MapGrid(columns: 8, rows: 6), fill: "grass")
    for col in 0..<8 {
      try base.setTerrain("ocean", at: Hex(OffsetCoordinate(col: col, row: 5), convention: .oddQ))
    }
    try base.addObject(
      BoardObject(
        id: "scout", kind: "unit", position: Hex(q: 1, r: 1), properties: ["owner": "red"]))
    try base.addObject(BoardObject(id: "keep", kind: "town", position: Hex(q: 5, r: 0)))
    try base.setProperty("turn", to: .integer(1))
    try base.save(to: folder + "/base.json")

    var oneCell = base
    try oneCell.setTerrain("forest", at: Hex(OffsetCoordinate(col: 3, row: 2), convention: .oddQ))
    try oneCell.save(to: folder + "/one-cell.target.json")
    try BoardPatch(from: base, to: oneCell).save(to: folder + "/one-cell.patch.json")

    var everything = base
    try everything.setName("Patch target")
    try everything.addTerrain(
      Terrain(id: "lava", symbol: "L", color: "#cc3300", movementCost: nil, blocksSight: false))
    for col in 2...5 {
      try everything.setTerrain(
        "lava", at: Hex(OffsetCoordinate(col: col, row: 3), convention: .oddQ))
    }
    try everything.setElevation(HexMap(grid: base.grid, fill: 0))
    try everything.setElevation(3, at: Hex(OffsetCoordinate(col: 4, row: 1), convention: .oddQ))
    try everything.moveObject("scout", to: Hex(q: 2, r: 1))
    try everything.removeObject("keep")
    try everything.addObject(
      BoardObject(
        id: "camp", kind: "town", position: Hex(q: 6, r: 0), properties: ["owner": "blue"]))
    try everything.setProperty("turn", to: .integer(2))
    try everything.setProperty("weather", to: .string("rain"))
    try everything.save(to: folder + "/everything.target.json")
    try BoardPatch(from: base, to: everything).save(to: folder + "/everything.patch.json")

    // Hexside and corner features: a wall, a bridge (a road over a river),
    // a new edge feature on the map's border, a town.
    let cell = { (col: Int, row: Int) in
      Hex(OffsetCoordinate(col: col, row: row), convention: .oddQ)
    }
    var features = base
    try features.addPaletteFeature(EdgeFeature(id: "hedge", color: "#335511", blocksSight: true))
    try features.setFeature("wall", at: .side(HexEdge(cell(2, 2), .north)))
    try features.setFeature("river", at: .side(HexEdge(cell(4, 3), .northEast)))
    try features.setFeature("road", at: .side(HexEdge(cell(4, 3), .northEast)))
    try features.setFeature("hedge", at: .side(HexEdge(cell(7, 0), .north)))
    try features.setFeature("town", at: .corner(HexVertex(cell(5, 1), corner: 3)))
    try features.save(to: folder + "/features.target.json")
    try BoardPatch(from: base, to: features).save(to: folder + "/features.patch.json")

    // A server's turn: patch number 7 of a recorder, a unit moved and hurt, a
    // cell burnt, a property set.
    var server = BoardRecorder(board: base, sequence: 6)
    try server.moveObject("scout", to: Hex(q: 2, r: 2))
    try server.setObjectProperty("hp", to: "4", ofObject: "scout")
    try server.setTerrain("desert", at: cell(1, 3))
    try server.setProperty("turn", to: .integer(7))
    try server.board.save(to: folder + "/turn.target.json")
    try server.makePatch().save(to: folder + "/turn.patch.json")
  }
}
