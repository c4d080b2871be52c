// The steps of LandmassGenerator.makeBoard, in the order of the recipe on the type: the
// elevation field, the sea level, the water, the land's relief and its climate.

import HexBoard

extension LandmassGenerator {
  /// Step 1: domain-warped fBm elevation (``HexNoise``), lowered near unwrapped edges by
  /// an edge falloff (``HexBoard/MapGrid/edgeFalloff(width:curve:)``) so the map ends in sea.
  func elevationField(grid: MapGrid, generator: Xoshiro256StarStar) throws -> HexMap<Double> {
    let size = featureSize
    var octaves = 2
    var finest = size
    while finest > 2, octaves < 8 {
      finest /= 2
      octaves += 1
    }
    let elevationNoise = HexNoise(
      seed: generator.seed(label: "elevation"),
      settings: NoiseSettings(
        featureSize: size, octaves: octaves, warpStrength: size * 0.3,
        warpFeatureSize: size * 0.7),
      grid: grid)
    let span = Double(Swift.min(grid.width, grid.height))
    let ramp = Swift.max(2, span * (kind == .islands ? 0.1 : 0.14))
    return try elevationNoise.field().combined(
      with: grid.edgeFalloff(width: ramp, curve: .quadratic), using: .add(weight: -1.4))
  }

  /// What step 2 decides: which cells are land, at which sea level, below which highest
  /// elevation.
  struct SeaLevel {
    var land: HexMap<Bool>
    var level: Double
    var highest: Double
  }

  /// Step 2: the elevation thresholded so `landFraction` of the cells are land
  /// (``HexBoard/HexMap/threshold(toFraction:)``); islands and lakes below a few cells
  /// removed.
  func seaLevel(_ elevation: HexMap<Double>) throws -> SeaLevel {
    let islands = kind == .islands
    let cut = try elevation.threshold(toFraction: landFraction)
    var land = cut.mask
    land.replaceSmallRegions(where: { $0 }, smallerThan: islands ? 3 : 6, with: false)
    land.replaceSmallRegions(where: { !$0 }, smallerThan: islands ? 4 : 16, with: true)
    return SeaLevel(land: land, level: cut.level, highest: cut.highest)
  }

  /// Step 3: the water's terrain (`coast` next to land, `ocean` beyond) and depth (minus
  /// the distance to land, 1 in lakes); land cells are left `ocean` and 0 for the next
  /// steps.
  func water(_ land: HexMap<Bool>, coast: [Int?], _ t: TerrainIndices) -> (
    terrain: [UInt8], heights: [Int]
  ) {
    let grid = land.grid
    let isLand = land.storage
    let water = land.connectedRegions { !$0 }
    let sea = water.sizes.indices.max { water.sizes[$0] < water.sizes[$1] }
    var terrain = [UInt8](repeating: t.ocean, count: grid.indexCount)
    var heights = [Int](repeating: 0, count: grid.indexCount)
    for index in grid.indices where !isLand[index] {
      let depth = coast[index].map { Swift.min(30, -$0) } ?? 30
      let isLake = Int(water.labels[index]) != sea
      terrain[index] = depth <= 1 ? t.coast : t.ocean
      heights[index] = isLake ? -1 : -depth
    }
    return (terrain, heights)
  }

  /// What step 4 decides: each land cell's height (0...1) and the levels above which land
  /// is mountain or hills.
  struct Relief {
    var height: [Double]
    var mountainLevel: Double
    var hillLevel: Double
  }

  /// Step 4: land height from the elevation above sea level, the distance from the coast
  /// and ridged noise; mountains are the highest 7 %, hills the next 13 %.
  func landRelief(
    _ elevation: [Double], sea: SeaLevel, coast: [Int?], grid: MapGrid,
    generator: Xoshiro256StarStar
  ) -> Relief {
    let isLand = sea.land.storage
    let ridges = HexNoise(
      seed: generator.seed(label: "ridges"),
      settings: NoiseSettings(fractal: .ridged, featureSize: featureSize * 0.45, octaves: 4),
      grid: grid)
    let inlandScale = Swift.max(2, featureSize * 0.2)
    var height = [Double](repeating: 0, count: grid.indexCount)
    var landHeights: [Double] = []
    let range = Swift.max(sea.highest - sea.level, 1e-9)
    for index in grid.indices where isLand[index] {
      let above = Swift.max(0, Swift.min(1, (elevation[index] - sea.level) / range))
      let inland = coast[index].map { Swift.min(1, Double($0) / inlandScale) } ?? 1
      let ridge = ridges.value(atPoint: ridges.samplePoint(of: grid.hex(at: index)))
      let h = 0.4 * above + 0.25 * inland + 0.35 * ridge * ridge * (0.3 + 0.7 * inland)
      height[index] = h
      landHeights.append(h)
    }
    landHeights.sort()
    func quantile(_ q: Double) -> Double {
      guard !landHeights.isEmpty else { return .infinity }
      let i = Swift.min(landHeights.count - 1, Int(Double(landHeights.count) * q))
      return landHeights[i]
    }
    return Relief(height: height, mountainLevel: quantile(0.93), hillLevel: quantile(0.80))
  }

  /// Step 5: temperature from latitude (rows, except on a torus) and noise, moisture from
  /// noise and the coast.
  struct Climate {
    let grid: MapGrid
    let moisture: HexNoise
    let temperatureNoise: HexNoise
    /// The middle and half the span of the sample points' `y`: latitude 0 and 1.
    let midY: Double
    let halfSpan: Double

    init(generator: Xoshiro256StarStar, featureSize size: Double, grid: MapGrid) {
      self.grid = grid
      moisture = HexNoise(
        seed: generator.seed(label: "moisture"),
        settings: NoiseSettings(featureSize: size * 0.6, octaves: 4), grid: grid)
      temperatureNoise = HexNoise(
        seed: generator.seed(label: "temperature"),
        settings: NoiseSettings(featureSize: size * 0.8, octaves: 3), grid: grid)
      var minY = Double.infinity
      var maxY = -Double.infinity
      for index in grid.indices {
        let y = moisture.samplePoint(of: grid.hex(at: index)).y
        minY = Swift.min(minY, y)
        maxY = Swift.max(maxY, y)
      }
      midY = (minY + maxY) / 2
      halfSpan = Swift.max((maxY - minY) / 2, 1e-9)
    }

    /// The climate table: temperature on the table's height axis, moisture on its
    /// moisture axis. Cold land is snow; warm dry land desert; wet land forest; the rest
    /// grass. Mountains and hills come from the relief, not from the table.
    static let table = BiomeTable(
      bands: [
        .init("snow", height: -.infinity..<0.12),
        .init("desert", height: 0.55.nextUp ..< .infinity, moisture: -.infinity..<0.4),
        .init("forest", moisture: 0.56.nextUp ..< .infinity),
      ], fallback: "grass")

    /// Each land cell's temperature (1 at the equator, lower towards the poles and on
    /// high ground, plus noise) and moisture (noise rescaled to 0...1, wetter within three
    /// steps of the coast); water cells hold NaN (the table's fallback, never used).
    func fields(relief: Relief, coast: [Int?], isLand: [Bool]) -> (
      temperature: HexMap<Double>, moisture: HexMap<Double>
    ) {
      var temperature = [Double](repeating: .nan, count: grid.indexCount)
      var wetness = [Double](repeating: .nan, count: grid.indexCount)
      for index in grid.indices where isLand[index] {
        let h = relief.height[index]
        let point = moisture.samplePoint(of: grid.hex(at: index))
        let latitude = grid.wrap == .torus ? 0.45 : Swift.abs(point.y - midY) / halfSpan
        let warmth: Double = 0.25 * temperatureNoise.value(atPoint: point) - 0.35 * h
        temperature[index] = 1 - latitude * latitude + warmth
        let wet = 0.18 * Swift.max(0, 1 - Double(coast[index] ?? Int.max) / 3)
        wetness[index] = (moisture.value(atPoint: point) + 1) / 2 + wet
      }
      return (HexMap(grid: grid, storage: temperature), HexMap(grid: grid, storage: wetness))
    }
  }
}
