/// The edge between two adjacent hexes: where walls, rivers and roads live.
///
/// Each edge has exactly one canonical form: it is owned by the hex on its ``HexDirection``
/// `southEast`, `northEast` or `north` side, so `HexEdge(hex, .south)` and
/// `HexEdge(hex.neighbor(in: .south), .north)` are equal values with equal hashes.
///
/// `Codable` as `{"hex": [q, r], "direction": d}`, encoded in the canonical form; decoding
/// accepts the name from either side and canonicalises it.
public struct HexEdge: Hashable, Sendable, Codable {
  /// The owning hex of the canonical form.
  public let hex: Hex
  /// The side of ``hex`` this edge is on: always `southEast`, `northEast` or `north`.
  public let direction: HexDirection

  /// The edge on the `direction` side of `hex`, stored in canonical form.
  @inlinable
  public init(_ hex: Hex, _ direction: HexDirection) {
    if direction.rawValue < 3 {
      self.hex = hex
      self.direction = direction
    } else {
      self.hex = hex.neighbor(in: direction)
      self.direction = direction.opposite
    }
  }

  /// The edge shared by two adjacent hexes, or `nil` if they are not adjacent.
  public init?(between a: Hex, and b: Hex) {
    guard let direction = HexDirection.allCases.first(where: { a.neighbor(in: $0) == b }) else {
      return nil
    }
    self.init(a, direction)
  }

  /// The two hexes this edge separates: ``hex`` and its neighbour across the edge.
  @inlinable
  public var hexes: (Hex, Hex) { (hex, hex.neighbor(in: direction)) }

  /// The two vertices at the ends of this edge, in corner order of ``hex``.
  public var vertices: (HexVertex, HexVertex) {
    (
      HexVertex(hex, corner: (direction.rawValue + 5) % 6),
      HexVertex(hex, corner: direction.rawValue)
    )
  }

  /// The pixel end points of this edge under `layout` (corners `d − 1` and `d` of ``hex``).
  public func endPoints(in layout: HexLayout) -> (Point, Point) {
    (
      layout.corner((direction.rawValue + 5) % 6, of: hex),
      layout.corner(direction.rawValue, of: hex)
    )
  }
}

extension HexEdge {
  /// Decodes `{"hex": [q, r], "direction": d}`, naming the edge from either side: the
  /// result is always in canonical form. Directions outside 0...5 throw.
  public init(from decoder: any Decoder) throws {
    let (hex, side) = try Hex.decodePart(from: decoder, .direction, "sides")
    self.init(hex, HexDirection(rawValue: side).unsafelyUnwrapped)
  }
}

extension HexEdge: CustomStringConvertible {
  /// A readable form such as `HexEdge(Hex(q: 0, r: 0), north)`.
  public var description: String { "HexEdge(\(hex), \(direction))" }
}

extension Hex {
  /// The six edges of this hex, in ``HexDirection`` order (each in canonical form).
  public var edges: [HexEdge] { HexDirection.allCases.map { HexEdge(self, $0) } }

  /// The six vertices of this hex, in corner order (each in canonical form).
  public var vertices: [HexVertex] { (0..<6).map { HexVertex(self, corner: $0) } }
}
