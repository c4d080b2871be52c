/// Whether hexes have a flat edge or a corner at the top.
///
/// Carries the Red Blob Games forward matrix (hex → pixel) and its inverse.
@frozen
public enum HexOrientation: String, CaseIterable, Sendable, Codable {
  /// Flat edges at top and bottom; columns of hexes. HexBoard's default.
  case flat
  /// Corners at top and bottom; rows of hexes.
  case pointy

  /// The offset convention that matches this orientation by default: ``OffsetConvention/oddQ``
  /// for flat, ``OffsetConvention/oddR`` for pointy.
  public var defaultConvention: OffsetConvention { self == .flat ? .oddQ : .oddR }

  @usableFromInline static let sqrt3 = Double(3).squareRoot()

  /// `(f0, f1, f2, f3)`: `x = f0·q + f1·r`, `y = f2·q + f3·r`, for unit size.
  @inlinable
  var forward: (Double, Double, Double, Double) {
    switch self {
    case .flat: (1.5, 0, HexOrientation.sqrt3 / 2, HexOrientation.sqrt3)
    case .pointy: (HexOrientation.sqrt3, HexOrientation.sqrt3 / 2, 0, 1.5)
    }
  }

  /// `(b0, b1, b2, b3)`: the inverse of ``forward``.
  @inlinable
  var backward: (Double, Double, Double, Double) {
    switch self {
    case .flat: (2.0 / 3.0, 0, -1.0 / 3.0, HexOrientation.sqrt3 / 3)
    case .pointy: (HexOrientation.sqrt3 / 3, -1.0 / 3.0, 0, 2.0 / 3.0)
    }
  }

  /// Unit offsets of the six corners from the centre, in a y-down frame.
  ///
  /// **Corner order:** corner `i` sits at `60°·i` (flat) or `60°·i + 30°` (pointy),
  /// measured counter-clockwise on screen from the +x axis; so corner 0 is the east corner
  /// of a flat hex and the edge towards ``HexDirection`` `d` runs from corner `d - 1` to
  /// corner `d` (mod 6), for both orientations.
  @usableFromInline
  var unitCorners: [(Double, Double)] {
    let h = HexOrientation.sqrt3 / 2
    switch self {
    case .flat: return [(1, 0), (0.5, -h), (-0.5, -h), (-1, 0), (-0.5, h), (0.5, h)]
    case .pointy: return [(h, -0.5), (0, -1), (-h, -0.5), (-h, 0.5), (0, 1), (h, 0.5)]
    }
  }
}
