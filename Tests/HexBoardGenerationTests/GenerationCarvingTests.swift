import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardGeneration

/// `StartPlacer.allowCarving`: with `false` the terrain never changes and the placement
/// says what would have been carved and who is left unconnected; with `true` exactly that
/// corridor is carved.
@Suite("Generation: start carving")
struct GenerationCarvingTests {
  @Test func refusedCarvingKeepsTheTerrainAndReportsTheCorridor() throws {
    var corridors = 0
    for (name, grid) in try generationGrids() {
      for seed in UInt64(1)...3 {
        let base = try MapGenerator.generate(.islands, grid: grid, seed: seed)
        for players in [5] {
          var kept = base
          var carved = base
          var streamA = Xoshiro256StarStar(seed: seed)
          var streamB = streamA
          let refused = try StartPlacer(players: players, allowCarving: false)
            .place(on: &kept, using: &streamA)
          let allowed = try StartPlacer(players: players).place(on: &carved, using: &streamB)
          #expect(kept.terrain == base.terrain, "\(name) seed \(seed)")
          #expect(refused.carved.isEmpty)
          #expect(refused.starts == allowed.starts)
          #expect(refused.corridor == allowed.corridor)
          #expect(allowed.carved == allowed.corridor)
          // Unconnected players, checked on the board's own navigation graph.
          let graph = try kept.navigationGraph()
          let expected = refused.starts.indices.filter {
            !graph.areConnected(refused.starts[0], refused.starts[$0])
          }.map { $0 + 1 }
          #expect(refused.unconnected == expected)
          #expect(refused.corridor.isEmpty == expected.isEmpty)
          #expect(allowed.unconnected.isEmpty)
          if !allowed.carved.isEmpty {
            corridors += 1
            #expect(carved.terrain != base.terrain)
          }
          // The generator's notes say it, both ways.
          let report = GenerationReport.startNotes(refused, players: players)
          #expect(report.isEmpty == refused.unconnected.isEmpty)
        }
      }
    }
    #expect(corridors > 0, "no case needed a corridor")
  }

  /// Through MapGenerator: allowCarving false is recorded, changes no terrain compared
  /// with the board before placement, and the notes name the unconnected players.
  @Test func theGeneratorPassesTheOptionOn() throws {
    let grid = try MapGrid(columns: 48, rows: 32)
    var parameters = GeneratorParameters()
    parameters.players = 6
    parameters.allowCarving = false
    var found = false
    for seed in UInt64(1)...6 {
      let plain = try MapGenerator.run(.islands, grid: grid, seed: seed)
      let report = try MapGenerator.run(.islands, grid: grid, seed: seed, parameters: parameters)
      #expect(report.board.terrain == plain.board.terrain)
      #expect(report.board.properties["generator.allowCarving"] == .bool(false))
      let placement = try #require(report.placement)
      if !placement.unconnected.isEmpty {
        found = true
        #expect(report.notes.contains { $0.contains("cannot reach player 1") })
      }
    }
    #expect(found)
  }
}
