import HexBoard
import HexBoardGeneration
import HexTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Golden checksums: the same seed and parameters must give these exact boards on every
/// run and platform. A change here means generated maps changed: bump
/// `MapGenerator.algorithmVersion` and update the values on purpose.
@Suite("Generation: golden checksums")
struct GenerationGoldenTests {
  static let cases: [(GeneratorKind, String, UInt64)] = [
    (.islands, "rectangle", 0x0AE8_9AF6_A3BB_4E0E),
    (.continents, "rectangle", 0xA23D_289A_87EC_6D3E),
    (.caves, "rectangle", 0x6846_BD7D_8472_0AEA),
    (.islands, "torus", 0xE7B9_CDF9_6F01_ACEF),
    (.continents, "cylinder", 0x6CA1_4EE0_E96D_19D8),
    (.caves, "hexagon", 0x44B8_69DE_26E3_C4A7),
  ]

  @Test(arguments: 0..<6)
  func goldenChecksum(_ number: Int) throws {
    let (kind, family, expected) = Self.cases[number]
    let grid = try generationGrids().first { $0.0 == family }!.1
    let parameters = GeneratorParameters(players: 2)
    let board = try MapGenerator.generate(kind, grid: grid, seed: 2024, parameters: parameters)
    let value = board.fingerprint
    if TestPaths.updatesGoldens {
      print("GOLDEN \(kind) \(family) 0x\(String(value, radix: 16, uppercase: true))")
    }
    #expect(value == expected, "\(kind) on \(family)")
  }

  /// Rivers along hexsides and roads: the fingerprint covers the edge features.
  @Test(arguments: [
    (GeneratorKind.continents, "cylinder", 0x28BD_047C_2211_5CC2 as UInt64),
    (.islands, "torus", 0x1DCF_4F3D_EDD6_CE22),
  ])
  func goldenChecksumWithEdgeRiversAndRoads(kind: GeneratorKind, family: String, expected: UInt64)
    throws
  {
    let grid = try generationGrids().first { $0.0 == family }!.1
    let parameters = GeneratorParameters(rivers: 6, players: 3, riverStyle: .edges, roads: true)
    let board = try MapGenerator.generate(kind, grid: grid, seed: 2024, parameters: parameters)
    let value = board.fingerprint
    if TestPaths.updatesGoldens {
      print("GOLDEN edges \(kind) \(family) 0x\(String(value, radix: 16, uppercase: true))")
    }
    #expect(!board.featureLocations(.side).compactMap(\.edge).isEmpty)
    #expect(value == expected, "\(kind) on \(family)")
  }
}
