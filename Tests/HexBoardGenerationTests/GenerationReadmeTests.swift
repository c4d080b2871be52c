import HexBoard
import HexBoardGeneration
import HexTestSupport
import Testing

/// README's generation example, as a script would write it (`import HexBoardGeneration`).
@Suite("Generation: README")
struct GenerationReadmeTests {
  /// The README's generation example, checked against the committed example map (which
  /// `scripts/generate-examples.sh` makes with the same options from the shell).
  @Test func generation() throws {
    var parameters = GeneratorParameters()
    parameters.players = 4
    parameters.riverStyle = .edges  // rivers along the hexsides (default: through cells)
    parameters.roads = true  // roads joining the starts
    let grid = try MapGrid(columns: 128, rows: 80, wrap: .cylinder)
    let world = try MapGenerator.generate(
      .continents, grid: grid, seed: 2024, parameters: parameters)
    #expect(world.objects.filter { $0.kind == "start" }.count == 4)
    #expect(world.properties["generator.seed"] == .integer(2024))
    let example = try Board.load(from: TestPaths.file("Maps/generated-continents.json"))
    var named = world
    try named.setName(example.name)  // the script names the map; the generator gives it a default
    #expect(example.contentHash() == named.contentHash())
    #expect(
      !world.featureLocations(carrying: "river", kind: .side).isEmpty
        && !world.featureLocations(carrying: "road", kind: .side).isEmpty)
  }
}
