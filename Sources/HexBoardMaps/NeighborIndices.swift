import HexGrid

/// The on-map neighbours of one cell, as indices in `HexDirection` order.
///
/// A collection of at most six indices computed from a bit mask: no storage of its own.
public struct NeighborIndices: Sequence, Sendable {
  @usableFromInline let index: Int
  @usableFromInline let mask: UInt8
  @usableFromInline let deltaBase: Int
  @usableFromInline let deltas: [Int]

  @inlinable
  init(index: Int, mask: UInt8, deltaBase: Int, deltas: [Int]) {
    self.index = index
    self.mask = mask
    self.deltaBase = deltaBase
    self.deltas = deltas
  }

  /// The number of neighbours (0 to 6).
  @inlinable
  public var count: Int { mask.nonzeroBitCount }

  /// The exact count.
  @inlinable
  public var underestimatedCount: Int { count }

  /// Iterates the neighbours in direction order.
  @inlinable
  public func makeIterator() -> Iterator {
    Iterator(base: self, remaining: mask)
  }

  /// Walks the set bits of the mask.
  public struct Iterator: IteratorProtocol, Sendable {
    @usableFromInline let base: NeighborIndices
    @usableFromInline var remaining: UInt8

    @inlinable
    init(base: NeighborIndices, remaining: UInt8) {
      self.base = base
      self.remaining = remaining
    }

    /// The next neighbour's index, or `nil`.
    @inlinable
    public mutating func next() -> Int? {
      guard remaining != 0 else { return nil }
      let d = remaining.trailingZeroBitCount
      remaining &= remaining &- 1
      return base.index &+ base.deltas[base.deltaBase &+ d]
    }
  }
}
