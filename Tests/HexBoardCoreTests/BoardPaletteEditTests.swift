import HexBoard
import HexTestSupport
import Testing

/// `Board.updateTerrain(_:to:)` and `Board.removeTerrain(_:)`: known answers, refusals
/// that leave the board as it was, and a seeded check of removal against a board rebuilt
/// from its parts (same cells, same content hash).
@Suite("Board palette edits")
struct BoardPaletteEditTests {
  @Test func updateChangesEveryCellOfTheTerrain() throws {
    var board = try Board(name: "B", grid: MapGrid(columns: 4, rows: 3), fill: "grass")
    try board.setTerrain("forest", at: Hex(q: 1, r: 0))
    var forest = try #require(board.palette.first { $0.id == "forest" })
    forest.id = "wood"
    forest.movementCost = nil
    forest.symbol = "w"
    try board.updateTerrain("forest", to: forest)
    #expect(board.terrain(at: Hex(q: 1, r: 0)) == forest)
    #expect(board.paletteIndex(of: "wood") == 3 && board.paletteIndex(of: "forest") == nil)
    #expect(try board.navigationGraph().isPassable(Hex(q: 1, r: 0)) == false)
  }

  @Test func updateRefusalsLeaveTheBoardAsItWas() throws {
    var board = try Board(name: "B", grid: MapGrid(columns: 4, rows: 3), fill: "grass")
    let before = board
    let grass = board.palette[2]
    var clash = grass
    clash.id = "forest"
    #expect(throws: BoardError.duplicateTerrain("forest")) {
      try board.updateTerrain("grass", to: clash)
    }
    clash = grass
    clash.symbol = "~"
    #expect(throws: BoardError.duplicateSymbol("~")) { try board.updateTerrain("grass", to: clash) }
    #expect(throws: BoardError.unknownTerrain("lava")) {
      try board.updateTerrain("lava", to: grass)
    }
    clash = grass
    clash.movementCost = 0
    #expect(throws: BoardError.invalidCost("grass", 0)) {
      try board.updateTerrain("grass", to: clash)
    }
    #expect(board == before)
  }

  @Test func removeRefusesATerrainInUseAndTheLastOne() throws {
    var board = try Board(name: "B", grid: MapGrid(columns: 4, rows: 3), fill: "grass")
    let before = board
    #expect(throws: BoardError.terrainInUse("grass", 12)) { try board.removeTerrain("grass") }
    #expect(
      BoardError.terrainInUse("grass", 1).description
        == "terrain 'grass' is on 1 cell; paint them first")
    #expect(throws: BoardError.unknownTerrain("lava")) { try board.removeTerrain("lava") }
    #expect(board == before)
    var single = try Board(
      name: "S", grid: MapGrid(columns: 2, rows: 2), palette: [Terrain.defaultPalette[2]],
      fill: "grass")
    try single.setTerrain("grass", at: Hex(q: 0, r: 0))
    #expect(throws: BoardError.terrainInUse("grass", 4)) { try single.removeTerrain("grass") }
  }

  /// Removing an unused terrain gives the board rebuilt from its parts with that palette
  /// entry gone and the codes after it one lower: equal, with the same content hash, on
  /// random boards (wrapped and holed ones too).
  @Test func removeMatchesARebuiltBoard() throws {
    var rng = TestRandom(seed: 0x9A1E77E)
    var removed = 0
    for _ in 0..<60 {
      var board = try randomBoard(using: &rng)
      let counts = board.terrainCounts
      guard let index = counts.indices.filter({ counts[$0] == 0 }).randomElement(using: &rng),
        board.palette.count > 1
      else { continue }
      let id = board.palette[index].id
      var palette = board.palette
      palette.remove(at: index)
      var terrain = board.terrain
      for cell in board.grid.indices where terrain[index: cell] > UInt8(index) {
        terrain[index: cell] -= 1
      }
      var rebuilt = try Board(
        name: board.name, orientation: board.orientation, palette: palette, terrain: terrain,
        elevation: board.elevation, objects: Array(board.objects), properties: board.properties,
        edgePalette: board.edgePalette, vertexPalette: board.vertexPalette)
      for edge in board.featureLocations(.side).compactMap(\.edge) {
        for feature in board.features(at: edge) {
          try rebuilt.setFeature(feature.id, at: .side(edge))
        }
      }
      for vertex in board.featureLocations(.corner).compactMap(\.vertex) {
        for feature in board.features(at: vertex) {
          try rebuilt.setFeature(feature.id, at: .corner(vertex))
        }
      }
      try board.removeTerrain(id)
      #expect(board == rebuilt)
      #expect(board.contentHash() == rebuilt.contentHash())
      try board.validate()
      removed += 1
    }
    #expect(removed > 10)
  }
}
