import HexBoard
import HexTestSupport
import Testing

/// What caches built from a board's terrain and sides read of it, through public API only:
/// the stamp that tells whether they are still current, and the road sides per cell.
@Suite("Terrain and sides stamp, cost-setting sides")
struct TerrainAndSidesTests {
  /// The stamp follows the terrain and the sides and nothing else: a change of either
  /// changes it, undoing the change restores it, and heights, corners, objects, the name
  /// and palette additions leave it alone.
  @Test func stampFollowsTerrainAndSidesOnly() throws {
    let grid = try MapGrid(columns: 7, rows: 5)
    var board = try Board(name: "t", grid: grid, fill: "grass")
    let start = board.terrainAndSidesStamp
    let hex = Hex(OffsetCoordinate(col: 3, row: 2))
    let edge = HexEdge(hex, .north)

    try board.setTerrain("forest", at: hex)
    let forest = board.terrainAndSidesStamp
    #expect(forest != start)
    try board.setTerrain("grass", at: hex)
    #expect(board.terrainAndSidesStamp == start)

    try board.setFeature("road", at: .side(edge))
    #expect(board.terrainAndSidesStamp != start)
    try board.removeFeature("road", from: .side(edge))
    #expect(board.terrainAndSidesStamp == start)

    try board.setElevation(4, at: hex)
    try board.setFeature("town", at: .corner(HexVertex(hex, corner: 0)))
    try board.addObject(BoardObject(id: "u", kind: "unit", position: hex))
    try board.apply(.setName("renamed"))
    try board.addPaletteFeature(EdgeFeature(id: "hedge", color: "#335511", blocksSight: true))
    #expect(board.terrainAndSidesStamp == start)
  }

  /// On seeded random boards with features, the cost-setting sides the board keeps are the
  /// ones a scan of every side finds with the movement rule (some entry sets the cost, none
  /// blocks), marked from both cells of an inner side.
  @Test func costSettingSidesMatchAScanOfTheSides() throws {
    var rng = TestRandom(seed: 3_402)
    for grid in try sampleGrids() + narrowWrapGrids() {
      var board = try randomBoard(on: grid, using: &rng)
      try addRandomFeatures(to: &board, density: 0.3, using: &rng)
      if Bool.random(using: &rng),
        let road = board.featureLocations(carrying: "road", kind: .side).first
      {
        try board.clearFeatures(at: road)
      }
      var expected = [UInt8](repeating: 0, count: grid.indexCount)
      var any = false
      for slot in board.occupiedFeatureSlots(.side) {
        let bits = board.featureBits(atSlot: slot, kind: .side)
        var sets = false
        var blocks = false
        for (k, feature) in board.edgePalette.enumerated() where bits & (1 << k) != 0 {
          switch feature.movement {
          case .sets: sets = true
          case .blocks: blocks = true
          case .adds, .unchanged: break
          }
        }
        let a = slot / 6
        let d = slot % 6
        guard sets, !blocks, let b = grid.neighbor(of: a, in: HexDirection(rawValue: d)!)
        else { continue }
        expected[a] |= 1 << d
        expected[b] |= 1 << ((d + 3) % 6)
        any = true
      }
      #expect(board.costSettingSides == (any ? expected : nil))
    }
  }
}
