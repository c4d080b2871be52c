/// One entry of a categorical layer's palette (an "overlay" layer's `forest`, `village`,
/// `bridge`): what a cell of the layer may hold besides "none".
///
/// ```swift
/// let village = LayerValue(id: "village", name: "Village", color: "#c8a060")
/// ```
public struct LayerValue: Hashable, Sendable {
  /// A stable identifier, used in files, patches and by scripts (`"village"`). Unique in
  /// its layer; the same text rules as a terrain id (not empty, no control character).
  public var id: String
  /// The name shown to people (legends, the editor). Prose: any text but control characters
  /// other than tab.
  public var name: String
  /// The colour renderers draw the value in, or `nil` to let them choose.
  public var color: RGBColor?

  /// Creates a layer value; `name` defaults to the id.
  public init(id: String, name: String? = nil, color: RGBColor? = nil) {
    self.id = id
    self.name = name ?? id
    self.color = color
  }
}
