/// A finite set of hexes that can be iterated lazily, counted exactly and tested for
/// membership in O(1): the shapes boards come in.
///
/// Shapes store their parameters, not their hexes, so building one costs nothing and
/// iterating one never allocates. Each shape documents its iteration order.
public protocol HexShape: Sequence, Sendable where Element == Hex {
  /// The exact number of hexes.
  var count: Int { get }
  /// Whether `hex` belongs to the shape, without iterating.
  func contains(_ hex: Hex) -> Bool
}

extension HexRange {
  /// A regular hexagon: the hexes within `radius` steps of `center` (`3N(N+1) + 1` hexes).
  public static func hexagon(radius: Int, center: Hex = .zero) -> HexRange {
    HexRange(center: center, radius: radius)
  }
}
