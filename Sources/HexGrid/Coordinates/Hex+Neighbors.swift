// Neighbours and diagonals. `neighbors` returns a fixed-size collection rather than an
// array so that iterating a hex's neighbours in a hot loop never allocates.

extension Hex {
  /// The adjacent hex across the edge in `direction`.
  @inlinable
  public func neighbor(in direction: HexDirection) -> Hex {
    self + direction.vector
  }

  /// The hex two steps away through the corner in `diagonal`.
  @inlinable
  public func diagonal(in diagonal: HexDiagonal) -> Hex {
    self + diagonal.vector
  }

  /// The six adjacent hexes, in ``HexDirection`` order (counter-clockwise on screen,
  /// starting with ``HexDirection/southEast``).
  ///
  /// - Complexity: O(1); the collection is stored inline and never allocates.
  @inlinable
  public var neighbors: HexNeighbors { HexNeighbors(center: self, vectors: .edges) }

  /// The six diagonal hexes, in ``HexDiagonal`` order.
  ///
  /// - Complexity: O(1); the collection is stored inline and never allocates.
  @inlinable
  public var diagonals: HexNeighbors { HexNeighbors(center: self, vectors: .diagonals) }

  /// Whether `other` shares an edge with this hex.
  @inlinable
  public func isAdjacent(to other: Hex) -> Bool {
    distance(to: other) == 1
  }
}

/// The six hexes around a centre, either across its edges or through its corners.
///
/// A random-access collection of six hexes computed on demand: no storage, no allocation.
@frozen
public struct HexNeighbors: RandomAccessCollection, Sendable {
  /// Which of the two rings of six around a hex this collection walks.
  @frozen
  public enum Kind: Sendable {
    /// The six hexes sharing an edge, in ``HexDirection`` order.
    case edges
    /// The six diagonal hexes, in ``HexDiagonal`` order.
    case diagonals
  }

  /// The hex whose neighbours these are.
  public let center: Hex
  /// Whether these are edge neighbours or diagonals.
  public let vectors: Kind

  /// Creates the neighbours of `center` of the given kind.
  @inlinable
  public init(center: Hex, vectors: Kind) {
    self.center = center
    self.vectors = vectors
  }

  /// Always 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// Always 6.
  @inlinable
  public var endIndex: Int { 6 }

  /// The neighbour at `position` (0 to 5), in direction order.
  @inlinable
  public subscript(position: Int) -> Hex {
    precondition(position >= 0 && position < 6, "neighbour index out of range")
    switch vectors {
    case .edges:
      return center + HexDirection(rawValue: position).unsafelyUnwrapped.vector
    case .diagonals:
      return center + HexDiagonal(rawValue: position).unsafelyUnwrapped.vector
    }
  }
}
