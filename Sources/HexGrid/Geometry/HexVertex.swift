/// A point where three hexes meet: a corner shared by three cells (settlements, towers).
///
/// Corner `i` of a hex (corner order: see ``HexOrientation``) touches the hex and its
/// neighbours in directions `i` and `i + 1`. The same vertex is corner `i + 2` of the
/// neighbour in direction `i` and corner `i + 4` of the neighbour in direction `i + 1`, so
/// each vertex has three names; the canonical one uses corner 0 or 1. Equal vertices are
/// equal values with equal hashes whichever name built them.
///
/// `Codable` as `{"hex": [q, r], "corner": c}`, encoded in the canonical form; decoding
/// accepts any of the three names and canonicalises it.
public struct HexVertex: Hashable, Sendable, Codable {
  /// The owning hex of the canonical form.
  public let hex: Hex
  /// The corner of ``hex``: always 0 or 1.
  public let corner: Int

  /// Corner `corner` (0…5) of `hex`, stored in canonical form. Corners go round: any other
  /// number counts modulo 6 (corner 6 is corner 0, corner -1 is corner 5).
  public init(_ hex: Hex, corner: Int) {
    var owner = hex
    var index = (corner % 6 + 6) % 6
    // Corner i of h is corner i - 2 of (h - direction(i - 2)); step down to 0 or 1.
    while index >= 2 {
      owner = owner - HexDirection(rawValue: index - 2).unsafelyUnwrapped.vector
      index -= 2
    }
    self.hex = owner
    self.corner = index
  }

  /// The three hexes around this vertex, starting with ``hex`` and turning
  /// counter-clockwise on screen.
  public var hexes: (Hex, Hex, Hex) {
    let first = HexDirection(rawValue: corner).unsafelyUnwrapped
    return (hex, hex.neighbor(in: first), hex.neighbor(in: first.left))
  }

  /// The three edges that meet at this vertex.
  public var edges: (HexEdge, HexEdge, HexEdge) {
    let first = HexDirection(rawValue: corner).unsafelyUnwrapped
    return (
      HexEdge(hex, first), HexEdge(hex, first.left),
      HexEdge(hex.neighbor(in: first), first.left.left)
    )
  }

  /// The pixel position of this vertex under `layout`.
  public func point(in layout: HexLayout) -> Point {
    layout.corner(corner, of: hex)
  }
}

extension HexVertex {
  /// Decodes `{"hex": [q, r], "corner": c}` for any of the vertex's three names (`c` in
  /// 0...5): the result is always in canonical form. Other corners throw.
  public init(from decoder: any Decoder) throws {
    let (hex, corner) = try Hex.decodePart(from: decoder, .corner, "corners")
    self.init(hex, corner: corner)
  }
}

extension HexVertex: CustomStringConvertible {
  /// A readable form such as `HexVertex(Hex(q: 0, r: 0), corner: 1)`.
  public var description: String { "HexVertex(\(hex), corner: \(corner))" }
}
