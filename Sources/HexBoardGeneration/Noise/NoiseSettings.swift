import HexBoard

/// How a ``HexNoise`` field looks: the lattice function, the fractal sum and the scale.
///
/// Sizes are in hexes (the distance between neighbouring centres), so the same settings
/// give the same look on any board, whatever size it is drawn at.
///
/// The range of the values follows ``fractal``: `-1...1` for fBm, `0...1` for ridged.
public struct NoiseSettings: Sendable, Hashable {
  /// The lattice function summed in each octave.
  ///
  /// Both bases give values in `-1...1` per octave (value noise: `-1..<1` at the lattice
  /// points, interpolated; gradient noise: scaled so its extreme is 1), so the ranges of
  /// ``Fractal`` hold for either.
  public enum Basis: String, Sendable, Hashable, CaseIterable {
    /// Hash-based value noise: a random value per lattice point, smoothly interpolated.
    /// Spreads wider than gradient noise: fBm of 5 octaves has 98 % of its values in
    /// about `-0.57...0.58`.
    case value
    /// Gradient (Perlin-style) noise: a random gradient per lattice point; smoother,
    /// fewer grid artefacts. Zero at every lattice point, so it spreads less: fBm of 5
    /// octaves has 98 % of its values in about `-0.42...0.41`.
    case gradient
  }

  /// How octaves are combined, which decides the range of the values.
  ///
  /// The ranges are guarantees (every octave is in range and the sum is normalised by the
  /// total amplitude), whatever the gain, lacunarity, octaves or warp; the typical spread
  /// is much narrower, so pick thresholds from the field itself
  /// (`HexMap.threshold(toFraction:)`) rather than from the range.
  public enum Fractal: String, Sendable, Hashable, CaseIterable {
    /// Fractional Brownian motion: the plain sum, normalised. Values always in `-1...1`,
    /// centred on 0; most lie well inside (see ``Basis``).
    case fbm
    /// Ridged multifractal: `(1 - |n|)²` per octave, normalised. Values always in `0...1`,
    /// crests near 1 (98 % of gradient ridged values in about `0.26...0.88`, value ridged
    /// `0.12...0.82`, for 5 octaves); sharp crests, good for mountain ranges.
    case ridged
  }

  /// The lattice function.
  public var basis: Basis
  /// How octaves are combined.
  public var fractal: Fractal
  /// The size of the largest features, in hexes (the lattice spacing of the first octave).
  public var featureSize: Double
  /// The number of octaves (at least 1).
  public var octaves: Int
  /// The amplitude ratio between successive octaves (0.5 is classic fBm).
  public var gain: Double
  /// The frequency ratio between successive octaves; an integer so wrapped maps keep whole
  /// lattice periods in every octave.
  public var lacunarity: Int
  /// How far the domain warp moves sample points, in hexes (0 turns warping off).
  public var warpStrength: Double
  /// The feature size of the warp field, in hexes.
  public var warpFeatureSize: Double

  /// Creates settings.
  public init(
    basis: Basis = .gradient, fractal: Fractal = .fbm, featureSize: Double = 16,
    octaves: Int = 5, gain: Double = 0.5, lacunarity: Int = 2, warpStrength: Double = 0,
    warpFeatureSize: Double = 16
  ) {
    self.basis = basis
    self.fractal = fractal
    self.featureSize = featureSize
    self.octaves = octaves
    self.gain = gain
    self.lacunarity = lacunarity
    self.warpStrength = warpStrength
    self.warpFeatureSize = warpFeatureSize
  }
}
