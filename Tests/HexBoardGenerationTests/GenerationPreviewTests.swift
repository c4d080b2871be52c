import HexBoard
import HexBoardGeneration
import HexTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints previews of generated maps when `HEXBOARD_UPDATE_GOLDENS=1` (`TestPaths.updatesGoldens`) (for looking at the
/// output by eye); otherwise only checks that each preview has one line per row.
@Suite("Generation previews")
struct GenerationPreviewTests {
  @Test(arguments: GeneratorKind.allCases)
  func preview(kind: GeneratorKind) throws {
    let grid = try MapGrid(columns: 72, rows: 40, wrap: .cylinder)
    var parameters = GeneratorParameters()
    parameters.players = 4
    let report = try MapGenerator.run(kind, grid: grid, seed: 7, parameters: parameters)
    let text = previewText(report.board)
    #expect(text.split(separator: "\n").count == grid.height)
    if TestPaths.updatesGoldens {
      print(
        "== \(kind) seed 7: land \(report.landFraction), rivers \(report.rivers.count), "
          + "spread \(report.placement?.spread ?? -1) reach \(report.placement?.reachableLand ?? [])"
      )
      print(text)
    }
  }
}
