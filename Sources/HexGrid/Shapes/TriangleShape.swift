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

  /// Creates a triangle. A negative `size` makes an empty triangle (stored as size -1).
  public init(size: Int, origin: Hex = .zero, pointing: Pointing = .down) {
    self.size = Swift.max(size, -1)
    self.origin = origin
    self.pointing = pointing
  }

  /// `(N+1)(N+2)/2` (0 for an empty triangle, N = -1).
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
  public struct Iterator: IteratorProtocol, Sendable {
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
