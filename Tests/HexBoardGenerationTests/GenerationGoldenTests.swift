import HexBoard
import HexBoardGeneration
import HexTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Golden checksums (`Board.contentHash()`): the same seed and parameters must give these
/// exact boards on every run and platform. A change here means generated maps changed: bump
/// `MapGenerator.algorithmVersion` and update the values on purpose.
@Suite("Generation: golden checksums")
struct GenerationGoldenTests {
  static let cases: [(GeneratorKind, String, UInt64)] = [
    (.islands, "rectangle", 0xCB32_1622_44A2_6429),
    (.continents, "rectangle", 0xBA0E_33C8_F373_9B2A),
    (.caves, "rectangle", 0x0AE7_74B7_BE01_2728),
    (.islands, "torus", 0x1BFE_31AB_5521_6D68),
    (.continents, "cylinder", 0x3CBB_002D_912F_CF91),
    (.caves, "hexagon", 0x866A_9A48_6128_FE6A),
  ]

  @Test(arguments: 0..<6)
  func goldenChecksum(_ number: Int) throws {
    let (kind, family, expected) = Self.cases[number]
    let grid = try generationGrids().first { $0.0 == family }!.1
    let parameters = GeneratorParameters(players: 2)
    let board = try MapGenerator.generate(kind, grid: grid, seed: 2024, parameters: parameters)
    let value = board.contentHash()
    if TestPaths.updatesGoldens {
      print("GOLDEN \(kind) \(family) 0x\(String(value, radix: 16, uppercase: true))")
    }
    #expect(value == expected, "\(kind) on \(family)")
  }

  /// Rivers along hexsides and roads: the content hash covers the edge features.
  @Test(arguments: [
    (GeneratorKind.continents, "cylinder", 0x33B1_7F27_1408_E1B0 as UInt64),
    (.islands, "torus", 0x0524_63C2_75BA_EBB0),
  ])
  func goldenChecksumWithEdgeRiversAndRoads(kind: GeneratorKind, family: String, expected: UInt64)
    throws
  {
    let grid = try generationGrids().first { $0.0 == family }!.1
    let parameters = GeneratorParameters(rivers: 6, players: 3, riverStyle: .edges, roads: true)
    let board = try MapGenerator.generate(kind, grid: grid, seed: 2024, parameters: parameters)
    let value = board.contentHash()
    if TestPaths.updatesGoldens {
      print("GOLDEN edges \(kind) \(family) 0x\(String(value, radix: 16, uppercase: true))")
    }
    #expect(!board.featureLocations(.side).compactMap(\.edge).isEmpty)
    #expect(value == expected, "\(kind) on \(family)")
  }
}
