import Foundation
import HexBoard
import HexBoardGeneration
import Testing

/// `hexboard generate`'s option rules: one range per option (the library's), named as
/// typed and matching the help; options the generator does not use are usage errors; the
/// caves report counts floor.
@Suite("hexboard generate: option checking", .serialized)
struct CLIGenerateOptionTests {
  let folder: URL

  init() throws {
    folder = try HexboardProcess.temporaryDirectory()
  }

  @Test(arguments: [
    (["generate", "islands", "--land", "0.99"], "error: --land: expected 0.05...0.95, got 0.99\n"),
    (
      ["generate", "islands", "--land", "lots"], "error: --land: expected 0.05...0.95, got 'lots'\n"
    ),
    (
      ["generate", "continents", "--rivers", "20000"],
      "error: --rivers: expected a whole number 0...10000, got 20000\n"
    ),
    (
      ["generate", "islands", "--players", "2", "--start-radius", "40"],
      "error: --start-radius: expected a whole number 1...32, got 40\n"
    ),
    (["generate", "caves", "--cave-fill", "1.5"], "error: --cave-fill: expected 0...1, got 1.5\n"),
    (["generate", "caves", "--rivers", "3"], "error: --rivers: not used by the caves generator\n"),
    (
      ["generate", "caves", "--river-style", "edges"],
      "error: --river-style: not used by the caves generator\n"
    ),
    (
      ["generate", "islands", "--cave-iterations", "2"],
      "error: --cave-iterations: not used by the islands generator\n"
    ),
    (
      ["generate", "islands", "--start-radius", "3"],
      "error: --start-radius: only used with start positions; add --players n\n"
    ),
  ])
  func badOptionsAreUsageErrorsNamedAsTyped(arguments: [String], message: String) throws {
    let result = try HexboardProcess.run(arguments, in: folder)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == message)
  }

  @Test func theHelpPrintsTheRangesTheCheckUses() throws {
    let result = try HexboardProcess.run(["generate", "--help"], in: folder)
    #expect(result.status == 0)
    #expect(result.output.contains("Share of land, 0.05...0.95 (islands, continents)."))
    #expect(result.output.contains("Number of rivers, 0...10000"))
    #expect(result.output.contains("Caves: initial wall share, 0...1 (default: 0.47)."))
  }

  @Test func theBoundsThemselvesAreAccepted() throws {
    let result = try HexboardProcess.run(
      ["generate", "islands", "--columns", "16", "--rows", "12", "--land", "0.95", "--seed", "4"],
      in: folder)
    #expect(result.status == 0, "\(result.errors)")
  }

  @Test func theCavesReportCountsTheFloor() throws {
    let file = folder.appendingPathComponent("caves.json").path
    let full = try HexboardProcess.run(
      ["generate", "caves", "--radius", "10", "--cave-fill", "0.99", "-o", file], in: folder)
    #expect(full.status == 0, "\(full.errors)")
    let board = try Board.load(from: file)
    let floor = board.terrainCounts[board.paletteIndex(of: "grass")!]
    #expect(floor == 1)
    #expect(full.errors.contains(", floor 0% (1 cell)"), "\(full.errors)")
    let open = try HexboardProcess.run(
      [
        "generate", "caves", "--radius", "10", "--cave-fill", "0", "--cave-iterations", "0",
        "-o", file, "--force",
      ], in: folder)
    #expect(open.status == 0, "\(open.errors)")
    let cells = try Board.load(from: file).grid.cellCount
    let rim = 6 * 10
    let percent = Int((Double(cells - rim) / Double(cells) * 100).rounded())
    #expect(open.errors.contains(", floor \(percent)% (\(cells - rim) cells)"), "\(open.errors)")
    // The library's report says the same.
    let report = try MapGenerator.run(
      .caves, grid: MapGrid(shape: .hexagon(radius: 10)), seed: 1,
      parameters: GeneratorParameters(caveFill: 0.99))
    #expect(report.landFraction * Double(report.board.grid.cellCount) == 1)
  }
}
