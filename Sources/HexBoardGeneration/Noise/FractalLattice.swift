// Periodic 2-D lattice noise summed over octaves: the engine behind HexNoise. Internal.

import HexBoard

/// One octave's lattice: frequency per axis, integer period per axis (0 = not periodic), a
/// random offset and a hash key.
struct LatticeOctave: Sendable {
  let frequencyX: Double
  let frequencyY: Double
  let periodX: Int64
  let periodY: Int64
  let offsetX: Double
  let offsetY: Double
  let key: UInt64
  let amplitude: Double
}

/// The octaves of a fractal sum over value or gradient noise.
struct FractalLattice: Sendable {
  let octaves: [LatticeOctave]
  let basis: NoiseSettings.Basis
  let fractal: NoiseSettings.Fractal
  let normaliser: Double

  /// - Parameters:
  ///   - featureSize: the first octave's lattice spacing in layout units.
  ///   - periodX, periodY: layout-space periods of wrapped axes, or `nil`.
  init(
    generator: Xoshiro256StarStar, settings: NoiseSettings, featureSize: Double,
    periodX: Double?, periodY: Double?
  ) {
    var rng = generator
    // Out-of-range settings are clamped so coordinates stay far inside Int64.
    let size = featureSize.isFinite ? Swift.max(featureSize, 0.25) : 16
    let base = 1 / size
    let lacunarity = Swift.max(1, Swift.min(settings.lacunarity, 4))
    let gain = settings.gain.isFinite ? Swift.max(0, Swift.min(settings.gain, 4)) : 0.5
    var cellsX = periodX.map { Swift.max(1, ($0 * base).rounded()) } ?? 0
    var cellsY = periodY.map { Swift.max(1, ($0 * base).rounded()) } ?? 0
    var frequency = base
    var amplitude = 1.0
    var total = 0.0
    var octaves: [LatticeOctave] = []
    for _ in 0..<Swift.max(1, Swift.min(settings.octaves, 12)) {
      let fx = periodX.map { cellsX / $0 } ?? frequency
      let fy = periodY.map { cellsY / $0 } ?? frequency
      octaves.append(
        LatticeOctave(
          frequencyX: fx, frequencyY: fy, periodX: Int64(cellsX), periodY: Int64(cellsY),
          offsetX: rng.nextUnitDouble() * 1024, offsetY: rng.nextUnitDouble() * 1024,
          key: rng.next(), amplitude: amplitude))
      total += amplitude
      amplitude *= gain
      frequency *= Double(lacunarity)
      cellsX *= Double(lacunarity)
      cellsY *= Double(lacunarity)
    }
    self.octaves = octaves
    basis = settings.basis
    fractal = settings.fractal
    normaliser = total > 0 ? 1 / total : 1
  }

  /// The fractal sum at `(x, y)`: in `-1...1` for fBm (each octave is), `0...1` for
  /// ridged (each octave's `(1 − |n|)²` is), after normalising by the total amplitude.
  @inline(__always)
  func sample(_ x: Double, _ y: Double) -> Double {
    var sum = 0.0
    switch fractal {
    case .fbm:
      for octave in octaves {
        sum += octave.amplitude * FractalLattice.noise(octave, x, y, basis)
      }
    case .ridged:
      for octave in octaves {
        let ridge = 1 - Swift.abs(FractalLattice.noise(octave, x, y, basis))
        sum += octave.amplitude * ridge * ridge
      }
    }
    return sum * normaliser
  }

  @inline(__always)
  static func fade(_ t: Double) -> Double {
    t * t * t * (t * (t * 6 - 15) + 10)
  }

  @inline(__always)
  static func wrap(_ value: Int64, _ period: Int64) -> Int64 {
    guard period > 0 else { return value }
    let r = value % period
    return r < 0 ? r + period : r
  }

  @inline(__always)
  static func hash(_ ix: Int64, _ iy: Int64, _ key: UInt64) -> UInt64 {
    SplitMix64.mix(
      (UInt64(bitPattern: ix) &* 0x9E37_79B9_7F4A_7C15)
        ^ (UInt64(bitPattern: iy) &* 0xC2B2_AE3D_27D4_EB4F) ^ key)
  }

  /// Unit gradients in eight directions (multiples of 45°).
  static let gradients: [(Double, Double)] = [
    (1, 0), (-1, 0), (0, 1), (0, -1),
    (0.707_106_781_186_547_5, 0.707_106_781_186_547_5),
    (-0.707_106_781_186_547_5, 0.707_106_781_186_547_5),
    (0.707_106_781_186_547_5, -0.707_106_781_186_547_5),
    (-0.707_106_781_186_547_5, -0.707_106_781_186_547_5),
  ]

  @inline(__always)
  static func corner(
    _ ix: Int64, _ iy: Int64, _ dx: Double, _ dy: Double, _ octave: LatticeOctave,
    _ basis: NoiseSettings.Basis
  ) -> Double {
    let h = hash(wrap(ix, octave.periodX), wrap(iy, octave.periodY), octave.key)
    switch basis {
    case .value:
      return Double(h >> 11) * 0x1p-52 - 1
    case .gradient:
      let g = gradients[Int(h >> 61)]
      // Scaled so the field spans about -1...1 (the raw range is ±√2/2).
      return (g.0 * dx + g.1 * dy) * 1.414_213_562_373_095_1
    }
  }

  /// One octave's lattice noise at `(x, y)`, in `-1...1`: an interpolation (convex
  /// weights) of corner values in `-1...1`.
  @inline(__always)
  static func noise(
    _ octave: LatticeOctave, _ x: Double, _ y: Double, _ basis: NoiseSettings.Basis
  ) -> Double {
    let lx = x * octave.frequencyX + octave.offsetX
    let ly = y * octave.frequencyY + octave.offsetY
    let fx = lx.rounded(.down)
    let fy = ly.rounded(.down)
    guard Swift.abs(fx) < 4e18, Swift.abs(fy) < 4e18 else { return 0 }
    let ix = Int64(fx)
    let iy = Int64(fy)
    let tx = lx - fx
    let ty = ly - fy
    let n00 = corner(ix, iy, tx, ty, octave, basis)
    let n10 = corner(ix + 1, iy, tx - 1, ty, octave, basis)
    let n01 = corner(ix, iy + 1, tx, ty - 1, octave, basis)
    let n11 = corner(ix + 1, iy + 1, tx - 1, ty - 1, octave, basis)
    let u = fade(tx)
    let v = fade(ty)
    let top = n00 + u * (n10 - n00)
    let bottom = n01 + u * (n11 - n01)
    return top + v * (bottom - top)
  }
}
