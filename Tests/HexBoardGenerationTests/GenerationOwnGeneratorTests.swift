import Foundation
import HexBoard
import HexBoardGeneration
import HexTestSupport
import Testing

/// The OwnGenerator article's example: an archipelago with a central mountain
/// range, built from the public blocks, run as written and pinned by its content hash.
/// The article shows the same text (checked below).
@Suite("Generation: write your own generator")
struct GenerationOwnGeneratorTests {
  @Test func theArchipelagoExampleRuns() throws {
    // BEGIN OWN GENERATOR
    let grid = try MapGrid(columns: 64, rows: 40)
    let seed: UInt64 = 7
    // Islands: fBm noise (-1...1) lowered towards the map's edge.
    let noise = HexNoise(
      seed: seed, settings: NoiseSettings(featureSize: 7, octaves: 4), grid: grid)
    let islands = try noise.field().combined(
      with: grid.edgeFalloff(width: 6), using: .add(weight: -1))
    // A mountain range in the middle: ridged noise (0...1), fading out 18 hexes from the centre.
    let ridged = NoiseSettings(fractal: .ridged, featureSize: 12, octaves: 3)
    let range = try HexNoise(seed: seed &+ 1, settings: ridged, grid: grid).field()
      .combined(with: grid.radialFalloff(radius: 18), using: .add(weight: -1))
    let height = try islands.combined(with: range, using: .maximum(weight: 1))
    // Exactly 40 % land; relief 0 at the shore, 1 on the highest peak, negative at sea.
    let sea = try height.threshold(toFraction: 0.4)
    let relief = height.mapValues { ($0 - sea.level) / (sea.highest - sea.level) }
    let moisture = HexNoise(seed: seed &+ 2, settings: NoiseSettings(featureSize: 9), grid: grid)
    let biomes = BiomeTable(
      bands: [
        .init("ocean", height: -.infinity..<(-0.1)), .init("coast", height: -0.1..<0),
        .init("mountain", height: 0.55 ..< .infinity), .init("hills", height: 0.4..<0.55),
        .init("forest", moisture: 0.55 ..< .infinity), .init("desert", moisture: -.infinity..<0.3),
      ], fallback: "grass")
    var board = try Board(name: "Archipelago", grid: grid, fill: "ocean")
    try board.applyBiomes(biomes, height: relief, moisture: moisture.field().normalized())
    // Three fair starts joined by roads, with the ready-made passes.
    var rng = Xoshiro256StarStar(seed: seed).derived(label: "starts")
    let placement = try StartPlacer(players: 3).place(on: &board, using: &rng)
    let roads = try RoadGenerator().addRoads(to: &board)
    // END OWN GENERATOR
    #expect(placement.starts.count == 3)
    #expect(!roads.isEmpty)
    #expect(sea.count == Int((Double(grid.cellCount) * 0.4).rounded()))
    let counts = board.terrainCounts
    for id in ["ocean", "coast", "grass", "hills", "mountain"] {
      #expect(counts[board.paletteIndex(of: id)!] > 0, "\(id)")
    }
    // The mountains are in the middle: most mountain cells lie within 18 hexes of it.
    let middle = grid.hex(at: (grid.height / 2) * grid.width + grid.width / 2)
    let mountains = grid.indices.filter {
      board.palette[Int(board.terrain[index: $0])].id == "mountain"
    }
    let central = mountains.filter { grid.distance(from: grid.hex(at: $0), to: middle) <= 18 }
    #expect(central.count * 2 > mountains.count)
    if TestPaths.updatesGoldens {
      print("GOLDEN own generator 0x\(String(board.contentHash(), radix: 16))")
    }
    #expect(board.contentHash() == 0x341C_BD2F_2FAF_462C)
  }

  /// The OwnGenerator article shows exactly the script above, after its imports, in a
  /// fenced swift block (scripts/check-snippets.sh compiles that block as written).
  @Test func theArticleShowsTheTestedScript() throws {
    let root = URL(fileURLWithPath: TestPaths.repositoryRoot)
    let notes = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/HexBoardGeneration/HexBoardGeneration.docc/OwnGenerator.md"),
      encoding: .utf8)
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let begin = try #require(source.range(of: "// BEGIN OWN GENERATOR\n"))
    let end = try #require(source.range(of: "    // END OWN GENERATOR"))
    let script = source[begin.upperBound..<end.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
    #expect(notes.contains("```swift\n" + OwnGeneratorArticle.imports + script + "```\n"))
  }
}

/// The import lines the article's snippets start with.
enum OwnGeneratorArticle {
  static let imports = "import HexBoard\nimport HexBoardGeneration\n\n"
}
