import HexBoard
import HexBoardGeneration
import Testing

@Suite("Generation: noise")
struct GenerationNoiseTests {
  @Test(arguments: NoiseSettings.Basis.allCases, NoiseSettings.Fractal.allCases)
  func noiseIsDeterministicAndBounded(basis: NoiseSettings.Basis, fractal: NoiseSettings.Fractal)
    throws
  {
    let grid = try MapGrid(columns: 40, rows: 30)
    let settings = NoiseSettings(
      basis: basis, fractal: fractal, featureSize: 6, octaves: 4, warpStrength: 2)
    let a = HexNoise(seed: 5, settings: settings, grid: grid).field()
    let b = HexNoise(seed: 5, settings: settings, grid: grid).field()
    let c = HexNoise(seed: 6, settings: settings, grid: grid).field()
    #expect(a == b)
    #expect(a != c)
    let values = a.values
    let bounds: ClosedRange<Double> = fractal == .fbm ? -1.2...1.2 : 0...1
    #expect(values.allSatisfy { bounds.contains($0) })
    // Not flat: the field varies.
    #expect((values.max() ?? 0) - (values.min() ?? 0) > 0.3)
  }

  /// Neighbouring cells across the seam differ no more than neighbours elsewhere, while on
  /// an unwrapped map the same two columns jump.
  @Test(
    arguments: [MapWrap.cylinder, .torus], [NoiseSettings.Basis.value, .gradient])
  func wrappedNoiseIsSeamless(wrap: MapWrap, basis: NoiseSettings.Basis) throws {
    let settings = NoiseSettings(basis: basis, featureSize: 5, octaves: 4, warpStrength: 1.5)
    let wrapped = try MapGrid(columns: 48, rows: 32, wrap: wrap)
    let field = HexNoise(seed: 9, settings: settings, grid: wrapped).field()
    var inner: [Double] = []
    var seam: [Double] = []
    for index in wrapped.indices {
      let here = wrapped.offset(at: index)
      for neighbor in wrapped.neighbors(of: index) {
        let there = wrapped.offset(at: neighbor)
        let diff = abs(field[index: index] - field[index: neighbor])
        if abs(here.col - there.col) > 1 || abs(here.row - there.row) > 1 {
          seam.append(diff)
        } else {
          inner.append(diff)
        }
      }
    }
    #expect(!seam.isEmpty)
    let innerMax = inner.max() ?? 0
    let innerMean = inner.reduce(0, +) / Double(inner.count)
    let seamMean = seam.reduce(0, +) / Double(seam.count)
    #expect((seam.max() ?? 0) <= innerMax)
    #expect(seamMean <= innerMean * 1.5)

    // The control: without wrap, the first and last columns are unrelated.
    let flat = try MapGrid(columns: 48, rows: 32)
    let open = HexNoise(seed: 9, settings: settings, grid: flat).field()
    var jump: [Double] = []
    for row in 0..<32 {
      let west = open[OffsetCoordinate(col: 0, row: row)] ?? 0
      let east = open[OffsetCoordinate(col: 47, row: row)] ?? 0
      jump.append(abs(west - east))
    }
    #expect(jump.reduce(0, +) / Double(jump.count) > innerMean * 1.5)
  }

  @Test func imagesOfACellAgreeOnWrappedMaps() throws {
    let grid = try MapGrid(columns: 20, rows: 12, wrap: .torus)
    let noise = HexNoise(seed: 1, settings: NoiseSettings(featureSize: 4), grid: grid)
    let hex = Hex(OffsetCoordinate(col: 3, row: 5))
    let image = hex + grid.periods[0] + grid.periods[1] * -2
    #expect(noise.value(at: hex) == noise.value(at: image))
  }

  @Test func featureSizeIsInHexes() throws {
    // A larger feature size makes neighbouring cells more alike.
    let grid = try MapGrid(columns: 40, rows: 40)
    func roughness(_ size: Double) -> Double {
      let field = HexNoise(seed: 2, settings: NoiseSettings(featureSize: size), grid: grid).field()
      var total = 0.0
      for index in grid.indices {
        for n in grid.neighbors(of: index) { total += abs(field[index: index] - field[index: n]) }
      }
      return total
    }
    #expect(roughness(16) < roughness(4))
  }
}
