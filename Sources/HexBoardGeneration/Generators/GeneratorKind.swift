import HexBoard

/// The ready-made map generators of ``MapGenerator``.
///
/// Rivers and fair start positions are passes that run after the terrain generator, asked
/// for with ``GeneratorParameters/rivers`` and ``GeneratorParameters/players``.
public enum GeneratorKind: String, Sendable, Hashable, CaseIterable {
  /// Many small and medium islands in open sea (``LandmassGenerator``).
  case islands
  /// A few large landmasses with coasts, inland mountain ranges and biomes
  /// (``LandmassGenerator``).
  case continents
  /// Cellular-automaton caverns: floor (grass) and walls (mountain), all floor connected
  /// (``CaveGenerator``).
  case caves
}
