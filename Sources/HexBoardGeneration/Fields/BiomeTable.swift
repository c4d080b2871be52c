import HexBoard

/// Terrain from height and moisture, as data: a list of bands, each a height range and a
/// moisture range naming a terrain id, read first match first (a Whittaker-style diagram
/// with height for temperature).
///
/// Bands are half-open ranges (`lower ..< upper`); use `-.infinity` and `.infinity` for
/// open ends, so the top band includes a field's maximum. A cell no band matches (or a NaN
/// value) gets ``fallback``.
///
/// ```swift
/// var table = BiomeTable.standard
/// table.bands.insert(.init("desert", height: 0.42..<0.6, moisture: -.infinity..<0.2), at: 0)
/// try board.applyBiomes(table, height: heights.normalized(), moisture: rain.normalized())
/// ```
public struct BiomeTable: Sendable, Hashable {
  /// One row of the table: the terrain of cells whose height and moisture both fall in
  /// its ranges.
  public struct Band: Sendable, Hashable {
    /// The terrain id cells in the band get.
    public var terrain: String
    /// The heights the band covers (lower bound included, upper excluded).
    public var height: Range<Double>
    /// The moistures the band covers (lower bound included, upper excluded).
    public var moisture: Range<Double>

    /// Creates a band; a range left out covers every value.
    public init(
      _ terrain: String, height: Range<Double> = -.infinity ..< .infinity,
      moisture: Range<Double> = -.infinity ..< .infinity
    ) {
      self.terrain = terrain
      self.height = height
      self.moisture = moisture
    }

    /// Whether a cell with this height and moisture is in the band.
    public func contains(height h: Double, moisture m: Double) -> Bool {
      height.contains(h) && moisture.contains(m)
    }
  }

  /// The bands, first match first.
  public var bands: [Band]
  /// The terrain of cells no band matches.
  public var fallback: String

  /// Creates a table.
  public init(bands: [Band], fallback: String) {
    self.bands = bands
    self.fallback = fallback
  }

  /// A table over the default palette for height and moisture both normalised to `0...1`
  /// (`HexMap.normalized(to:)`):
  ///
  /// | height        | moisture < 0.3 | 0.3 ..< 0.6 | ≥ 0.6  |
  /// |---------------|----------------|-------------|--------|
  /// | < 0.35        | ocean          | ocean       | ocean  |
  /// | 0.35 ..< 0.42 | coast          | coast       | coast  |
  /// | 0.42 ..< 0.68 | desert         | grass       | forest |
  /// | 0.68 ..< 0.8  | hills          | hills       | hills  |
  /// | ≥ 0.8         | mountain       | mountain    | snow   |
  public static let standard = BiomeTable(
    bands: [
      Band("ocean", height: -.infinity..<0.35),
      Band("coast", height: 0.35..<0.42),
      Band("desert", height: 0.42..<0.68, moisture: -.infinity..<0.3),
      Band("grass", height: 0.42..<0.68, moisture: 0.3..<0.6),
      Band("forest", height: 0.42..<0.68, moisture: 0.6 ..< .infinity),
      Band("hills", height: 0.68..<0.8),
      Band("snow", height: 0.8 ..< .infinity, moisture: 0.6 ..< .infinity),
      Band("mountain", height: 0.8 ..< .infinity),
    ], fallback: "grass")

  /// The terrain id of a cell with this height and moisture.
  public func terrain(height: Double, moisture: Double) -> String {
    for band in bands where band.contains(height: height, moisture: moisture) {
      return band.terrain
    }
    return fallback
  }

  /// Every cell's palette index by the table.
  ///
  /// - Throws: ``GenerationError/missingTerrain(_:)`` if a band's terrain (or the fallback)
  ///   is not in `palette`, ``GenerationError/invalidParameter(name:rule:)`` if the maps are on
  ///   different grids.
  /// - Complexity: O(n × bands).
  public func terrainIndices(
    height: HexMap<Double>, moisture: HexMap<Double>, palette: [Terrain]
  ) throws -> HexMap<UInt8> {
    guard height.grid == moisture.grid else {
      throw GenerationError.invalidParameter(
        name: "moisture", rule: "is laid out on another grid than height")
    }
    func code(_ id: String) throws -> UInt8 {
      guard let i = palette.firstIndex(where: { $0.id == id }), i <= Int(UInt8.max) else {
        throw GenerationError.missingTerrain(id)
      }
      return UInt8(i)
    }
    let codes = try bands.map { try code($0.terrain) }
    let fallbackCode = try code(fallback)
    let grid = height.grid
    var values = [UInt8](repeating: fallbackCode, count: grid.indexCount)
    let h = height.storage
    let m = moisture.storage
    for index in 0..<grid.indexCount where grid.isCell(index) {
      for (b, band) in bands.enumerated() where band.contains(height: h[index], moisture: m[index])
      {
        values[index] = codes[b]
        break
      }
    }
    return HexMap(grid: grid, storage: values)
  }
}

extension Board {
  /// Paints every cell with the terrain ``BiomeTable`` gives its height and moisture
  /// (`setTerrain(_:)` with a `HexMap<UInt8>`, in bulk).
  ///
  /// - Throws: ``GenerationError/missingTerrain(_:)`` if the board's palette lacks one of
  ///   the table's terrains, ``GenerationError/invalidParameter(name:rule:)`` or
  ///   `BoardError.terrainGridMismatch` if the maps are not on the board's grid;
  ///   the board is then left as it was.
  /// - Complexity: O(n × bands).
  public mutating func applyBiomes(
    _ table: BiomeTable, height: HexMap<Double>, moisture: HexMap<Double>
  ) throws {
    try setTerrain(table.terrainIndices(height: height, moisture: moisture, palette: palette))
  }
}
