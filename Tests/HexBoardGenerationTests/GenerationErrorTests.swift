import HexBoard
import HexBoardGeneration
import Testing

/// Generation errors say what and where as values (the parameter and its rule, the cells
/// needed and given, the input on another grid); the sentences are built from them.
@Suite("Generation errors")
struct GenerationErrorTests {
  @Test func errorsCarryTheirValues() throws {
    let one = try MapGrid(columns: 1, rows: 1)
    let generator = Xoshiro256StarStar(seed: 1)
    #expect(throws: GenerationError.tooFewCells(needed: 2, cells: 1)) {
      try LandmassGenerator(kind: .continents, grid: one).makeBoard(grid: one, generator: generator)
    }
    let two = try MapGrid(columns: 2, rows: 1)
    #expect(throws: GenerationError.tooFewCells(needed: 3, cells: 2)) {
      try CaveGenerator().makeBoard(grid: two, generator: generator)
    }
    #expect(
      throws: GenerationError.invalidParameter(
        name: "landFraction", rule: "must be between 0.05 and 0.95")
    ) { try GeneratorParameters(landFraction: 2).validate() }
  }

  @Test func sentencesAreBuiltFromTheValues() {
    let cases: [(GenerationError, String)] = [
      (
        .tooFewCells(needed: 3, cells: 2),
        "unsuitable grid: the generator needs at least 3 cells, the grid has 2"
      ),
      (
        .gridMismatch(input: "the sea mask"),
        "unsuitable grid: the sea mask is laid out on another grid"
      ),
      (
        .invalidParameter(name: "rivers", rule: "must be between 0 and 64"),
        "invalid parameter rivers: must be between 0 and 64"
      ),
      (.missingTerrain("lava"), "the board's palette has no terrain 'lava'"),
    ]
    for (error, sentence) in cases { #expect(error.description == sentence) }
  }
}
