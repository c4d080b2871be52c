import HexBoard

/// Islands and continents: elevation and moisture noise turned into the default palette's
/// biomes, with coasts, inland mountain ranges and heights that always drain to the sea.
///
/// The recipe, each step a building block of this module:
/// 1. Elevation: domain-warped gradient fBm (``HexNoise``), lowered near unwrapped edges
///    (a multi-source BFS from the border cells) so the map ends in sea.
/// 2. Sea level: the `1 − landFraction` quantile of the elevation, so exactly the asked
///    share of cells is land; then islands and lakes below a few cells are removed
///    (``HexBoard/HexMap/replaceSmallRegions(where:smallerThan:with:)``).
/// 3. Water: cells next to land are `coast` (shallow water), the rest `ocean`; lakes under
///    16 cells (4 for islands) are filled.
/// 4. Land height: elevation above sea level, distance from the coast
///    (``HexBoard/HexMap/coastDistances(isLand:)``) and ridged noise; the highest 7 % of land at
///    least two steps inland is `mountain`, the next 13 % `hills`.
/// 5. Climate: latitude (rows, except on a torus) plus noise gives temperature (cold land
///    is `snow`); moisture noise, wetter near coasts, gives `desert`, `grass` or `forest`.
/// 6. `Board.elevation`: water is minus its distance to land; land is its height (1…200)
///    raised where needed (priority flood from the sea) so that every land cell has a
///    strictly lower neighbour: water always finds a way down to the sea.
///
/// Works on every shape and wrap; on wrapped maps the noise is periodic, so nothing shows
/// at the seam.
public struct LandmassGenerator: Sendable {
  /// Islands or continents.
  public var kind: GeneratorKind
  /// The share of land, 0.05...0.95.
  public var landFraction: Double
  /// The size of the largest landforms, in hexes.
  public var featureSize: Double

  /// Creates a generator with the defaults of ``GeneratorParameters`` for `grid` where
  /// `landFraction` or `featureSize` is `nil`.
  public init(
    kind: GeneratorKind, grid: MapGrid, landFraction: Double? = nil, featureSize: Double? = nil
  ) {
    self.kind = kind
    let islands = kind == .islands
    self.landFraction = landFraction ?? (islands ? 0.3 : 0.42)
    let span = Double(Swift.min(grid.width, grid.height))
    self.featureSize = featureSize ?? Swift.max(4, islands ? span / 5 : span / 2.5)
  }

  /// Generates the terrain and elevation of a board on `grid`.
  ///
  /// - Parameters:
  ///   - grid: the cells of the board to make.
  ///   - generator: the root stream; sub-streams are derived by label, so this generator
  ///     is not advanced.
  /// - Throws: ``GenerationError`` if the grid has fewer than 2 cells.
  /// - Complexity: O(n log n) (the sea-level quantile and the priority flood sort).
  public func makeBoard(grid: MapGrid, generator: Xoshiro256StarStar) throws -> Board {
    guard grid.cellCount >= 2 else {
      throw GenerationError.unsuitableGrid("a map needs at least 2 cells for land and sea")
    }
    let palette = Terrain.defaultPalette
    let t = try TerrainIndices(palette: palette)
    let cells = grid.indices
    let islands = kind == .islands
    let size = featureSize

    // 1. Elevation noise with an edge falloff.
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
    var elevation = elevationNoise.field().storage
    let border = HexMap<Bool>(
      grid: grid, storage: (0..<grid.indexCount).map { grid.neighbors(of: $0).count < 6 })
    if grid.wrap != .torus {
      let edge = border.stepDistances { $0 }.storage
      let span = Double(Swift.min(grid.width, grid.height))
      let ramp = Swift.max(2, span * (islands ? 0.1 : 0.14))
      for index in cells where edge[index] != Int.max {
        let x = Swift.max(0, 1 - Double(edge[index]) / ramp)
        elevation[index] -= 1.4 * x * x
      }
    }

    // 2. Sea level from the land fraction; remove specks and puddles.
    var sorted = cells.map { elevation[$0] }
    sorted.sort()
    let waterCount = Swift.min(
      sorted.count - 1, Swift.max(0, Int((Double(sorted.count) * (1 - landFraction)).rounded())))
    let seaLevel = sorted[waterCount]
    let highest = sorted[sorted.count - 1]
    var land = HexMap<Bool>(grid: grid, fill: false)
    for index in cells { land[index: index] = elevation[index] >= seaLevel }
    land.replaceSmallRegions(where: { $0 }, smallerThan: islands ? 3 : 6, with: false)
    land.replaceSmallRegions(where: { !$0 }, smallerThan: islands ? 4 : 16, with: true)
    let isLand = land.storage

    // 3. Water: shallow next to land; lakes (not the largest water body) are 1 deep.
    let coast = land.coastDistances { $0 }.storage
    let water = land.connectedRegions { !$0 }
    let sea = water.sizes.indices.max { water.sizes[$0] < water.sizes[$1] }
    var terrain = [UInt8](repeating: t.ocean, count: grid.indexCount)
    var heights = [Int](repeating: 0, count: grid.indexCount)
    for index in cells where !isLand[index] {
      let depth = coast[index] == Int.min ? 30 : Swift.min(30, -coast[index])
      let isLake = Int(water.labels[index]) != sea
      terrain[index] = depth <= 1 ? t.coast : t.ocean
      heights[index] = isLake ? -1 : -depth
    }

    // 4. Land height.
    let ridges = HexNoise(
      seed: generator.seed(label: "ridges"),
      settings: NoiseSettings(fractal: .ridged, featureSize: size * 0.45, octaves: 4),
      grid: grid)
    let inlandScale = Swift.max(2, size * 0.2)
    var height = [Double](repeating: 0, count: grid.indexCount)
    var landHeights: [Double] = []
    let range = Swift.max(highest - seaLevel, 1e-9)
    for index in cells where isLand[index] {
      let above = Swift.max(0, Swift.min(1, (elevation[index] - seaLevel) / range))
      let inland = coast[index] == Int.max ? 1 : Swift.min(1, Double(coast[index]) / inlandScale)
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
    let mountainLevel = quantile(0.93)
    let hillLevel = quantile(0.80)

    // 5. Climate.
    let moisture = HexNoise(
      seed: generator.seed(label: "moisture"),
      settings: NoiseSettings(featureSize: size * 0.6, octaves: 4), grid: grid)
    let temperatureNoise = HexNoise(
      seed: generator.seed(label: "temperature"),
      settings: NoiseSettings(featureSize: size * 0.8, octaves: 3), grid: grid)
    var minY = Double.infinity
    var maxY = -Double.infinity
    for index in cells {
      let y = moisture.samplePoint(of: grid.hex(at: index)).y
      minY = Swift.min(minY, y)
      maxY = Swift.max(maxY, y)
    }
    let midY = (minY + maxY) / 2
    let halfSpan = Swift.max((maxY - minY) / 2, 1e-9)
    for index in cells where isLand[index] {
      let point = moisture.samplePoint(of: grid.hex(at: index))
      let h = height[index]
      heights[index] = 1 + Int((h * 199).rounded(.down))
      if h >= mountainLevel, coast[index] >= 2 {
        terrain[index] = t.mountain
        continue
      }
      let latitude = grid.wrap == .torus ? 0.45 : Swift.abs(point.y - midY) / halfSpan
      let warmth: Double = 0.25 * temperatureNoise.value(atPoint: point) - 0.35 * h
      let temperature: Double = 1 - latitude * latitude + warmth
      if temperature < 0.12 {
        terrain[index] = t.snow
        continue
      }
      if h >= hillLevel {
        terrain[index] = t.hills
        continue
      }
      let wet = 0.18 * Swift.max(0, 1 - Double(coast[index]) / 3)
      let m = (moisture.value(atPoint: point) + 1) / 2 + wet
      if m < 0.4, temperature > 0.55 {
        terrain[index] = t.desert
      } else if m > 0.56 {
        terrain[index] = t.forest
      } else {
        terrain[index] = t.grass
      }
    }

    // 6. Drainage: every land cell gets a strictly lower neighbour.
    LandmassGenerator.fillDepressions(heights: &heights, isLand: isLand, grid: grid)

    return try Board(
      name: "\(kind.rawValue)", orientation: TerrainIndices.orientation(for: grid),
      palette: palette, terrain: HexMap(grid: grid, storage: terrain),
      elevation: HexMap(grid: grid, storage: heights), objects: [], properties: [:])
  }

  /// Priority flood (Barnes et al. 2014, with +1 increments): starting from every water
  /// cell, land cells are reached lowest first and raised to one above the cell they were
  /// reached from when lower. Afterwards every land cell connected to water has a strictly
  /// lower neighbour, so steepest descent always ends in water.
  ///
  /// - Complexity: O(n log n).
  static func fillDepressions(heights: inout [Int], isLand: [Bool], grid: MapGrid) {
    var heap = IndexHeap()
    var done = [Bool](repeating: false, count: grid.indexCount)
    let bias = 1 << 20
    for index in grid.indices where !isLand[index] {
      done[index] = true
      heap.push(cost: UInt32(heights[index] + bias), index: index)
    }
    while let (key, cell) = heap.pop() {
      let here = Int(key) - bias
      for neighbor in grid.neighbors(of: cell) where !done[neighbor] {
        done[neighbor] = true
        let raised = Swift.max(heights[neighbor], here + 1)
        heights[neighbor] = raised
        heap.push(cost: UInt32(raised + bias), index: neighbor)
      }
    }
  }
}
