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
  public struct Iterator: IteratorProtocol {
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

/// A triangle of hexes with `size + 1` hexes along each side: `(N+1)(N+2)/2` hexes.
///
/// With ``Pointing/down`` (the default) the triangle is the hexes with `q ≥ 0`, `r ≥ 0`
/// and `q + r ≤ N`, translated by ``origin``; ``Pointing/up`` is its point reflection,
/// `q ≤ N`, `r ≤ N`, `q + r ≥ N`. Iteration order: by `q`, then `r`.
public struct TriangleShape: HexShape, Hashable {
  /// Which of the two triangles of a rhombus this is.
  public enum Pointing: String, Sendable, Hashable, Codable {
    /// `q ≥ 0, r ≥ 0, q + r ≤ N`.
    case down
    /// `q ≤ N, r ≤ N, q + r ≥ N`.
    case up
  }

  /// The number of steps along a side (a triangle of size 0 is one hex).
  public let size: Int
  /// The translation applied to the triangle.
  public let origin: Hex
  /// Which of the two triangles.
  public let pointing: Pointing

  /// Creates a triangle.
  ///
  /// - Precondition: `size >= 0`.
  public init(size: Int, origin: Hex = .zero, pointing: Pointing = .down) {
    precondition(size >= 0, "a triangle cannot have a negative size")
    self.size = size
    self.origin = origin
    self.pointing = pointing
  }

  /// `(N+1)(N+2)/2`.
  public var count: Int { (size + 1) * (size + 2) / 2 }
  /// The exact count.
  public var underestimatedCount: Int { count }

  /// Whether `hex` lies in the triangle.
  public func contains(_ hex: Hex) -> Bool {
    let q = hex.q - origin.q
    let r = hex.r - origin.r
    switch pointing {
    case .down: return q >= 0 && r >= 0 && q + r <= size
    case .up: return q <= size && r <= size && q + r >= size
    }
  }

  /// Iterates by `q`, then `r`.
  public func makeIterator() -> Iterator { Iterator(shape: self) }

  /// Walks a ``TriangleShape`` without allocating.
  public struct Iterator: IteratorProtocol {
    let shape: TriangleShape
    var q = 0
    var r: Int

    init(shape: TriangleShape) {
      self.shape = shape
      r = shape.pointing == .down ? 0 : shape.size
    }

    /// The next hex, or `nil` after the last.
    public mutating func next() -> Hex? {
      guard q <= shape.size else { return nil }
      let hex = Hex(q: shape.origin.q + q, r: shape.origin.r + r)
      let rEnd = shape.pointing == .down ? shape.size - q : shape.size
      if r < rEnd {
        r += 1
      } else {
        q += 1
        r = shape.pointing == .down ? 0 : shape.size - q
      }
      return hex
    }
  }
}
