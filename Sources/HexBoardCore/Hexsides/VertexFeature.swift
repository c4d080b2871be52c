/// A kind of thing that stands on a corner where cells meet (a town, a tower).
///
/// Vertex features live in a board's ``Board/vertexPalette``, at most
/// ``Board/maximumFeaturePaletteSize`` of them; one corner may carry several. They do not
/// change movement or sight.
public struct VertexFeature: Hashable, Sendable {
  /// A stable identifier, used in files and by scripts (`"town"`).
  public var id: String
  /// The colour of its marker.
  public var color: RGBColor

  /// Creates a vertex feature.
  public init(id: String, color: RGBColor) {
    self.id = id
    self.color = color
  }

  /// The palette new boards get: `town` and `tower`.
  public static let defaultPalette: [VertexFeature] = [
    VertexFeature(id: "town", color: "#c62828"),
    VertexFeature(id: "tower", color: "#424242"),
  ]
}
