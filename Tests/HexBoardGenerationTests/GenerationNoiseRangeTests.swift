import HexBoard
import HexBoardGeneration
import Testing

/// The value ranges the noise documentation promises, checked over many samples: fBm
/// within -1...1 and ridged within 0...1 for both bases, any gain, lacunarity and warp.
@Suite("Generation: noise ranges")
struct GenerationNoiseRangeTests {
  @Test(arguments: NoiseSettings.Basis.allCases, NoiseSettings.Fractal.allCases)
  func valuesStayInTheDocumentedRange(basis: NoiseSettings.Basis, fractal: NoiseSettings.Fractal)
    throws
  {
    let range: ClosedRange<Double> = fractal == .fbm ? -1...1 : 0...1
    let grids = [
      try MapGrid(columns: 40, rows: 30), try MapGrid(columns: 40, rows: 30, wrap: .torus),
    ]
    var all: [Double] = []
    for (i, grid) in grids.enumerated() {
      for gain in [0.5, 1, 4] {
        for (octaves, warp) in [(1, 0.0), (5, 0), (3, 6)] {
          let settings = NoiseSettings(
            basis: basis, fractal: fractal, featureSize: 5, octaves: octaves, gain: gain,
            lacunarity: 3, warpStrength: warp, warpFeatureSize: 7)
          let noise = HexNoise(seed: UInt64(i * 100 + octaves), settings: settings, grid: grid)
          let field = noise.field()
          for index in grid.indices {
            let v = field[index: index]
            #expect(range.contains(v), "\(basis) \(fractal) \(v)")
            if gain == 0.5, octaves == 5 { all.append(v) }
          }
          // Points between and far from the cells, too.
          for k in 0..<200 {
            let v = noise.value(
              atPoint: Point(x: Double(k) * 0.731 - 50, y: Double(k) * 1.37 + 1e6))
            #expect(range.contains(v))
          }
        }
      }
    }
    // The documented typical spread: fBm rarely leaves -0.6...0.6, so a ridge threshold
    // picked from the fBm range (or the reverse) is wrong.
    all.sort()
    let low = all[all.count / 100]
    let high = all[all.count * 99 / 100]
    if fractal == .fbm {
      #expect(low > -0.75 && high < 0.75, "1st/99th percentiles \(low) \(high)")
    } else {
      #expect(low >= 0 && high <= 1, "1st/99th percentiles \(low) \(high)")
    }
    print("RANGE \(basis) \(fractal) p1 \(low) p99 \(high) min \(all.first!) max \(all.last!)")
  }
}
