import HexBoard

/// Islands and continents: elevation and moisture noise turned into the default palette's
/// biomes, with coasts, inland mountain ranges and heights that always drain to the sea.
///
/// The recipe, each step a building block of this module:
/// 1. Elevation: domain-warped gradient fBm (``HexNoise``), lowered near unwrapped edges
///    (`MapGrid.edgeFalloff(width:curve:)` added with weight −1.4,
///    `HexMap.combined(with:using:)`) so the map ends in sea.
/// 2. Sea level: `HexMap.threshold(toFraction:)`, so exactly the asked share of
///    cells is land; then islands and lakes below a few cells are removed
///    (`HexMap.replaceSmallRegions(where:smallerThan:with:)`).
/// 3. Water: cells next to land are `coast` (shallow water), the rest `ocean`; lakes under
///    16 cells (4 for islands) are filled.
/// 4. Land height: elevation above sea level, distance from the coast
///    (`HexMap.coastDistances(isLand:)`) and ridged noise; the highest 7 % of land at
///    least two steps inland is `mountain`, the next 13 % `hills`.
/// 5. Climate, a ``BiomeTable`` over temperature and moisture: latitude (rows, except on a
///    torus) plus noise gives temperature (cold land is `snow`, before hills); moisture
///    noise, wetter near coasts, gives `desert`, `grass` or `forest`.
/// 6. `Board.elevation`: water is minus its distance to land; land is its height (1…200)
///    raised where needed (`HexMap.filledDepressions(outlets:slope:)`, a priority
///    flood from the water) so that every land cell has a strictly lower neighbour: water
///    always finds a way down to the sea.
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
      throw GenerationError.tooFewCells(needed: 2, cells: grid.cellCount)
    }
    let palette = Terrain.defaultPalette
    let t = try TerrainIndices(palette: palette)
    // 1. Elevation noise with an edge falloff.
    let elevationMap = try elevationField(grid: grid, generator: generator)
    let elevation = elevationMap.storage
    // 2. Sea level from the land fraction; specks and puddles removed.
    let sea = try seaLevel(elevationMap)
    let isLand = sea.land.storage
    let coast = sea.land.coastDistances { $0 }.storage
    // 3. Water: shallow next to land; lakes (not the largest water body) are 1 deep.
    var (terrain, heights) = water(sea.land, coast: coast, t)
    // 4. Land height.
    let relief = landRelief(
      elevation, sea: sea, coast: coast, grid: grid, generator: generator)
    // 5. Climate: the land's biomes and heights.
    // Mountains (high and at least two steps inland), then the climate table (snow before
    // hills), then hills.
    let climate = Climate(generator: generator, featureSize: featureSize, grid: grid)
    let (temperature, moisture) = climate.fields(relief: relief, coast: coast, isLand: isLand)
    let biomes = try Climate.table.terrainIndices(
      height: temperature, moisture: moisture, palette: palette)
    for index in grid.indices where isLand[index] {
      let h = relief.height[index]
      heights[index] = 1 + Int((h * 199).rounded(.down))
      let biome = biomes[index: index]
      if h >= relief.mountainLevel, (coast[index] ?? Int.max) >= 2 {
        terrain[index] = t.mountain
      } else if biome != t.snow, h >= relief.hillLevel {
        terrain[index] = t.hills
      } else {
        terrain[index] = biome
      }
    }
    // 6. Drainage: every land cell gets a strictly lower neighbour (priority flood from
    // the water, the public block).
    let isWater = HexMap(grid: grid, storage: isLand.map { !$0 })
    let drained = try HexMap(grid: grid, storage: heights).filledDepressions(
      outlets: .sea(isWater))

    return try Board(
      name: "\(kind.rawValue)", orientation: TerrainIndices.orientation(for: grid),
      palette: palette, terrain: HexMap(grid: grid, storage: terrain),
      elevation: drained, objects: [], properties: [:])
  }
}
