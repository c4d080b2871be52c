/// How a map's edges connect: flat, or wrapped into a cylinder or a torus.
public enum MapWrap: String, Hashable, Sendable, Codable, CaseIterable {
  /// The map ends at its edges.
  case none
  /// The east and west edges are joined (a world map that goes round).
  case cylinder
  /// Both pairs of opposite edges are joined.
  case torus
}
