import Foundation
import HexBoard
import HexBoardGeneration
import HexTestSupport
import Testing

/// The custom generator script of the Generation article (HexBoardGeneration.docc), verbatim
/// between the markers: it must compile, run, and make a sensible map.
@Suite("Generation: documented script")
struct GenerationScriptTests {
  @Test func theDocumentedCustomGeneratorRuns() throws {
    // BEGIN SCRIPT
    let grid = try MapGrid(columns: 40, rows: 24, wrap: .cylinder)
    let noise = HexNoise(seed: 99, settings: NoiseSettings(featureSize: 8, octaves: 4), grid: grid)
    var land = noise.field().mapValues { $0 > 0.05 }.smoothed(iterations: 2, birth: 4, survival: 3)
    land.replaceSmallRegions(where: { $0 }, smallerThan: 6, with: false)
    land.connectRegions { _ in 1 }  // one landmass: bridge the islands
    let coast = land.coastDistances { $0 }.mapValues { $0 ?? 0 }  // nil: no coast at all
    var board = try Board(name: "Bridged isles", grid: grid, fill: "ocean")
    for (hex, d) in coast.cells {
      try board.setTerrain(d > 3 ? "hills" : d > 0 ? "grass" : d == -1 ? "coast" : "ocean", at: hex)
    }
    var rng = Xoshiro256StarStar(seed: 99).derived(label: "towns")
    let sites = grid.hexes.filter { coast[$0] ?? 0 > 0 }
    for town in grid.poissonDiscSample(from: sites, minimumDistance: 6, limit: 5, using: &rng) {
      try board.addObject(BoardObject(id: "t\(board.objects.count)", kind: "town", position: town))
    }
    // END SCRIPT
    #expect(board.objects.count == 5)
    #expect(land.connectedRegions { $0 }.count == 1)
    let graph = try board.navigationGraph()
    let towns = board.objects.map(\.position)
    #expect(towns.allSatisfy { graph.areConnected(towns[0], $0) })
  }

  /// HexBoardGeneration.docc/Generation.md shows exactly the script above, after its imports.
  @Test func theDocumentationShowsTheTestedScript() throws {
    let root = URL(fileURLWithPath: TestPaths.repositoryRoot)
    let doc = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/HexBoardGeneration/HexBoardGeneration.docc/Generation.md"),
      encoding: .utf8)
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let begin = try #require(source.range(of: "// BEGIN SCRIPT\n"))
    let end = try #require(source.range(of: "    // END SCRIPT"))
    let script = source[begin.upperBound..<end.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
    let lastBlock = try #require(doc.components(separatedBy: "```swift\n").last)
    let shown = try #require(lastBlock.components(separatedBy: "```").first)
    // The block starts with its imports, so scripts/check-snippets.sh compiles it as shown.
    #expect(shown == OwnGeneratorArticle.imports + script)
    #expect(shown.split(separator: "\n").count == 2 + 15)
  }
}
