import HexBoard

/// Seeded coherent noise sampled at hex centres: value or gradient noise, fBm or ridged
/// octaves, optional domain warp, seamless on wrapped maps.
///
/// Each hex is sampled at its centre in the layout space of a unit-size layout (flat-top for
/// column-shifted conventions, pointy-top for row-shifted ones), scaled so that
/// ``NoiseSettings/featureSize`` is measured in hexes: a map looks the same whatever size
/// it is drawn at.
///
/// **Seamless wrap.** On a cylinder or torus the lattice of every octave is made periodic
/// with a whole number of lattice cells per map period (the frequency is adjusted by less
/// than half a cell per period), so cells across the seam get exactly the values their
/// neighbours would get without a seam.
///
/// **Determinism.** Values depend only on the seed, the settings, the grid and the hex:
/// lattice points are hashed with ``SplitMix64/mix(_:)``, and only `+ − × ÷`, `floor` and
/// comparisons are used (no `sin`, `exp` or `pow`), which IEEE 754 rounds identically on
/// every platform.
///
/// **Ranges.** Every value is in `-1...1` for ``NoiseSettings/Fractal/fbm`` and in `0...1`
/// for ``NoiseSettings/Fractal/ridged``, for any settings (see ``NoiseSettings/Fractal``
/// for the typical spread, which is much narrower).
///
/// ```swift
/// let grid = try MapGrid(columns: 64, rows: 40, wrap: .cylinder)
/// let noise = HexNoise(seed: 7, settings: NoiseSettings(featureSize: 12), grid: grid)
/// let heights = noise.field()              // HexMap<Double>, within -1...1
/// ```
public struct HexNoise: Sendable {
  /// The seed the lattice hashes are keyed with.
  public let seed: UInt64
  /// The look of the field.
  public let settings: NoiseSettings
  /// The grid whose hexes are sampled (its wrap decides the periods).
  public let grid: MapGrid

  let main: FractalLattice
  let warpX: FractalLattice?
  let warpY: FractalLattice?
  let flat: Bool
  let hexSpacing: Double

  static let sqrt3 = 1.732_050_807_568_877_2

  /// Prepares a noise field for `grid`.
  public init(seed: UInt64, settings: NoiseSettings, grid: MapGrid) {
    self.seed = seed
    self.settings = settings
    self.grid = grid
    flat = grid.convention.shiftsColumns
    hexSpacing = HexNoise.sqrt3
    // Layout-space periods of the wrapped axes.
    let spanX = flat ? 1.5 * Double(grid.width) : HexNoise.sqrt3 * Double(grid.width)
    let spanY = flat ? HexNoise.sqrt3 * Double(grid.height) : 1.5 * Double(grid.height)
    let periodX: Double? = grid.wrap == .none ? nil : spanX
    let periodY: Double? = grid.wrap == .torus ? spanY : nil
    let root = Xoshiro256StarStar(seed: seed)
    main = FractalLattice(
      generator: root.derived(label: "noise"), settings: settings,
      featureSize: settings.featureSize * hexSpacing, periodX: periodX, periodY: periodY)
    if settings.warpStrength > 0, settings.warpStrength.isFinite {
      var warp = settings
      warp.fractal = .fbm
      warp.octaves = Swift.min(settings.octaves, 3)
      let size = settings.warpFeatureSize * hexSpacing
      warpX = FractalLattice(
        generator: root.derived(label: "warp-x"), settings: warp, featureSize: size,
        periodX: periodX, periodY: periodY)
      warpY = FractalLattice(
        generator: root.derived(label: "warp-y"), settings: warp, featureSize: size,
        periodX: periodX, periodY: periodY)
    } else {
      warpX = nil
      warpY = nil
    }
  }

  /// The layout-space point (unit-size layout) at which `hex` is sampled: neighbouring
  /// centres are √3 apart, and the point is unbounded (it grows with the coordinates).
  public func samplePoint(of hex: Hex) -> Point {
    let q = Double(hex.q)
    let r = Double(hex.r)
    if flat {
      return Point(x: 1.5 * q, y: HexNoise.sqrt3 * (r + q / 2))
    }
    return Point(x: HexNoise.sqrt3 * (q + r / 2), y: 1.5 * r)
  }

  /// The noise value at layout-space point `point`.
  ///
  /// - Returns: a value in `-1...1` for fBm, `0...1` for ridged (guaranteed; the typical
  ///   spread is narrower, see ``NoiseSettings/Fractal``).
  public func value(atPoint point: Point) -> Double {
    var x = point.x
    var y = point.y
    if let warpX, let warpY {
      let strength = Swift.min(settings.warpStrength, 1e6) * hexSpacing
      let dx = warpX.sample(x, y)
      let dy = warpY.sample(x, y)
      x += strength * dx
      y += strength * dy
    }
    return main.sample(x, y)
  }

  /// The noise value at `hex` (see ``value(atPoint:)``). On wrapped maps, hexes outside the
  /// bounding box are first moved to their cell, so every image of a cell agrees.
  ///
  /// - Returns: a value in `-1...1` for fBm, `0...1` for ridged.
  public func value(at hex: Hex) -> Double {
    value(atPoint: samplePoint(of: grid.canonical(hex) ?? hex))
  }

  /// The noise value of every cell, in a map on ``grid`` (holes hold 0).
  ///
  /// - Returns: a field with values in `-1...1` for fBm, `0...1` for ridged; rescale it
  ///   with `HexMap.normalized(to:)` to use the whole range.
  /// - Complexity: O(n × octaves).
  public func field() -> HexMap<Double> {
    var values = [Double](repeating: 0, count: grid.indexCount)
    for index in grid.indices {
      values[index] = value(atPoint: samplePoint(of: grid.hex(at: index)))
    }
    return HexMap(grid: grid, storage: values)
  }
}
