import HexBoard

/// How a ``HexNoise`` field looks: the lattice function, the fractal sum and the scale.
///
/// Sizes are in hexes (the distance between neighbouring centres), so the same settings
/// give the same look on any board, whatever size it is drawn at.
public struct NoiseSettings: Sendable, Hashable {
  /// The lattice function summed in each octave.
  public enum Basis: String, Sendable, Hashable, CaseIterable {
    /// Hash-based value noise: a random value per lattice point, smoothly interpolated.
    case value
    /// Gradient (Perlin-style) noise: a random gradient per lattice point; smoother,
    /// fewer grid artefacts.
    case gradient
  }

  /// How octaves are combined.
  public enum Fractal: String, Sendable, Hashable, CaseIterable {
    /// Fractional Brownian motion: the plain sum, normalised to about `-1...1`.
    case fbm
    /// Ridged multifractal: `(1 - |n|)²` per octave, normalised to `0...1`; sharp crests,
    /// good for mountain ranges.
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
