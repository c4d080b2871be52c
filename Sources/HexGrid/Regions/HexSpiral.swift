/// The hexes within `N` steps of a centre, from the centre outwards: the centre, then
/// ``HexRing`` 1, 2, … N, each in ring order. Holds `3N(N+1) + 1` hexes.
///
/// A random-access collection computed on demand: no storage, no allocation.
@frozen
public struct HexSpiral: RandomAccessCollection, Sendable {
  /// The first hex of the spiral.
  public let center: Hex
  /// The radius of the outermost ring.
  public let radius: Int

  /// Creates the spiral of `radius` around `center`; a negative radius gives an empty
  /// spiral (stored as radius -1).
  @inlinable
  public init(center: Hex, radius: Int) {
    self.center = center
    self.radius = Swift.max(radius, -1)
  }

  /// Always 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// `3N(N+1) + 1`, or 0 for an empty spiral.
  @inlinable
  public var endIndex: Int { radius < 0 ? 0 : 3 * radius * (radius + 1) + 1 }

  /// The hex at `position`: the centre, then the rings in order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public subscript(position: Int) -> Hex {
    precondition(position >= 0 && position < endIndex, "spiral index out of range")
    if position == 0 { return center }
    // Ring k starts at index 3k(k-1) + 1; estimate k with a square root, then settle it.
    var k = Int(((9.0 + 12.0 * Double(position - 1)).squareRoot() + 3.0) / 6.0)
    while 3 * k * (k - 1) + 1 > position { k -= 1 }
    while 3 * (k + 1) * k + 1 <= position { k += 1 }
    return HexRing(center: center, radius: k)[position - (3 * k * (k - 1) + 1)]
  }
}
