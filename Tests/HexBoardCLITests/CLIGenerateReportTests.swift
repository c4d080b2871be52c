import Foundation
import HexBoard
import Testing

/// `hexboard generate --report` and `--no-carving`, run as the built binary.
@Suite("hexboard generate: --report and --no-carving", .serialized)
struct CLIGenerateReportTests {
  let folder: URL

  init() throws {
    folder = try HexboardProcess.temporaryDirectory()
  }

  /// With a file, the report follows the one-line summary on standard output: every river
  /// with where it ended, the starts, and the notes; the map is the same as without it.
  @Test func theReportListsRiversStartsAndNotes() throws {
    let file = folder.appendingPathComponent("islands.json").path
    let plain = folder.appendingPathComponent("plain.json").path
    let options = [
      "generate", "islands", "--seed", "5", "--columns", "48", "--rows", "32", "--players", "5",
      "--rivers", "12",
    ]
    let result = try HexboardProcess.run(options + ["--report", "-o", file], in: folder)
    #expect(result.status == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count > 3)
    // The report on standard output (the map is in a file); the one-line summary, as every
    // command that writes a map says what it did, on standard error.
    #expect(lines[0] == "report: islands, seed 5")
    #expect(result.errors.hasPrefix("generated islands, seed 5, 1536 cells, "))
    let board = try Board.load(from: file)
    let drawn = try #require(board.properties["generator.riversDrawn"])
    guard case .integer(let count) = drawn else { throw CocoaError(.fileReadCorruptFile) }
    let rivers = try #require(lines.first { $0.hasPrefix("  rivers: ") })
    #expect(rivers.hasPrefix("  rivers: \(count) drawn, "))
    let riverLines = lines.filter { $0.hasPrefix("    river ") }
    #expect(riverLines.count >= count)
    #expect(riverLines.filter { $0.contains("dropped") }.count == riverLines.count - count)
    #expect(lines.contains { $0.hasPrefix("  starts: 5 (spread ") })
    #expect(lines.filter { $0.hasPrefix("    player ") }.count == 5)
    // Springs and starts in the map's own col,row, as every other command writes cells.
    #expect(riverLines.allSatisfy { $0.contains(" from ") && !$0.contains(" from (") })
    #expect(lines.filter { $0.hasPrefix("    player ") }.allSatisfy { !$0.contains(" at (") })
    #expect(lines.contains { $0.hasPrefix("  notes:") })
    // The same map as without --report.
    #expect(try HexboardProcess.run(options + ["-o", plain], in: folder).status == 0)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: file))
        == Data(contentsOf: URL(fileURLWithPath: plain)))
  }

  /// With the map on standard output, the report goes to standard error; --no-carving
  /// keeps the terrain of the map without starts and says who is left unconnected.
  @Test func noCarvingKeepsTheTerrainAndTheReportSaysSo() throws {
    var found = false
    for seed in 1...6 {
      let base = [
        "generate", "islands", "--seed", "\(seed)", "--columns", "48", "--rows", "32",
      ]
      let bare = try HexboardProcess.run(base, in: folder)
      let refused = try HexboardProcess.run(
        base + ["--players", "6", "--no-carving", "--report"], in: folder)
      #expect(refused.status == 0, "\(refused.errors)")
      #expect(refused.errors.hasPrefix("report: islands, seed \(seed)\n"))
      #expect(refused.errors.contains("\ngenerated islands, seed \(seed), 1536 cells, "))
      let a = try MapFile.decode(bare.output)
      let b = try MapFile.decode(refused.output)
      #expect(a.terrain == b.terrain)
      #expect(b.properties["generator.allowCarving"] == .bool(false))
      if refused.errors.contains("cannot reach player 1's start") {
        found = true
        let prefix = "  not carved (--no-carving): "
        let line = try #require(
          refused.errors.split(separator: "\n").first { $0.hasPrefix(prefix) })
        // Cells as the CLI writes them everywhere: col,row on the map (48 x 32), not (q, r).
        let first = line.dropFirst(prefix.count).prefix { $0 != " " }
        let parts = first.split(separator: ",").compactMap { Int($0) }
        #expect(parts.count == 2, "\(line)")
        #expect(parts.count == 2 && (0..<48).contains(parts[0]) && (0..<32).contains(parts[1]))
      }
    }
    #expect(found)
  }
}
