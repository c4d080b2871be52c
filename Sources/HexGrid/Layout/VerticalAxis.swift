/// Which way the y axis of layout space points.
@frozen
public enum VerticalAxis: String, Sendable, Codable {
  /// y grows down the screen (SVG, Tiled, most 2-D toolkits). The default.
  case down
  /// y grows up (mathematical convention, many game engines).
  case up
}
