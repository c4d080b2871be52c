/// The hexes with `q` and `r` in two closed intervals: a parallelogram (a rhombus when
/// both have the same length), the natural shape of axial storage.
///
/// Iteration order: by `r` ascending, then `q` ascending.
public struct ParallelogramShape: HexShape, Hashable {
  /// The allowed `q` values.
  public let qBounds: ClosedRange<Int>
  /// The allowed `r` values.
  public let rBounds: ClosedRange<Int>

  /// Creates the parallelogram of hexes with `q` in `q` and `r` in `r`.
  public init(q: ClosedRange<Int>, r: ClosedRange<Int>) {
    qBounds = q
    rBounds = r
  }

  /// `qBounds.count × rBounds.count`.
  public var count: Int { qBounds.count * rBounds.count }
  /// The exact count.
  public var underestimatedCount: Int { count }

  /// Whether `hex` lies in both intervals.
  @inlinable
  public func contains(_ hex: Hex) -> Bool {
    qBounds.contains(hex.q) && rBounds.contains(hex.r)
  }

  /// Iterates by `r`, then `q`.
  public func makeIterator() -> Iterator { Iterator(shape: self) }

  /// Walks a ``ParallelogramShape`` without allocating.
  public struct Iterator: IteratorProtocol, Sendable {
    let shape: ParallelogramShape
    var index = 0

    /// The next hex, or `nil` after the last.
    public mutating func next() -> Hex? {
      guard index < shape.count else { return nil }
      let width = shape.qBounds.count
      let r = index / width
      index += 1
      return Hex(
        q: shape.qBounds.lowerBound + (index - 1 - r * width), r: shape.rBounds.lowerBound + r)
    }
  }
}
