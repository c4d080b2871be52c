import HexBoard
import HexBoardGeneration
import Testing

/// README's generation example, as a script would write it (`import HexBoardGeneration`).
@Suite("Generation: README")
struct GenerationReadmeTests {
  /// The README's generation example, checked against the committed example map.
  @Test func generation() throws {
    var parameters = GeneratorParameters()
    parameters.players = 4
    let grid = try MapGrid(columns: 128, rows: 80, wrap: .cylinder)
    let world = try MapGenerator.generate(
      .continents, grid: grid, seed: 2024, parameters: parameters)
    #expect(world.objects.filter { $0.kind == "start" }.count == 4)
    #expect(world.properties["generator.seed"] == .integer(2024))
  }
}
