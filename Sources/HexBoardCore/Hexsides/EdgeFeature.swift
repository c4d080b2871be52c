/// A kind of thing that lies on the sides between cells (a wall, a river, a road): how it
/// looks and how it changes movement and sight across the side.
///
/// Edge features live in a board's ``Board/edgePalette``, at most
/// ``Board/maximumFeaturePaletteSize`` of them; one side may carry several (a road over a
/// river is a bridge). How they combine into the cost of a step is the movement rule of
/// `NavigationGraph`.
public struct EdgeFeature: Hashable, Sendable {
  /// How a feature changes a step across the side it lies on.
  public enum Movement: Hashable, Sendable {
    /// No effect on movement (a border line, a decoration).
    case unchanged
    /// The step is forbidden in both directions (a wall).
    case blocks
    /// The step costs this much more than entering the cell beyond (a river).
    case adds(Int)
    /// The step costs exactly this much, whatever the cell beyond costs (a road).
    case sets(Int)
  }

  /// How a renderer draws the feature.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// Along the side, corner to corner (walls, rivers).
    case side
    /// Across the side, from one cell's centre to the other's (roads).
    case crossing
  }

  /// A stable identifier, used in files and by scripts (`"river"`).
  public var id: String
  /// The colour it is drawn in.
  public var color: RGBColor
  /// What it does to a step across the side.
  public var movement: Movement
  /// Whether it stops line of sight across the side.
  public var blocksSight: Bool
  /// How it is drawn.
  public var style: Style

  /// Creates an edge feature.
  public init(
    id: String, color: RGBColor, movement: Movement = .unchanged, blocksSight: Bool = false,
    style: Style = .side
  ) {
    self.id = id
    self.color = color
    self.movement = movement
    self.blocksSight = blocksSight
    self.style = style
  }

  /// The largest cost a ``Movement/adds(_:)`` or ``Movement/sets(_:)`` can name: 65,535,
  /// like a terrain's movement cost.
  public static let maximumCost = Terrain.maximumMovementCost

  /// The palette new boards get: `wall` (blocks movement and sight), `river` (a step across
  /// costs 2 more) and `road` (a step across costs 1; with a river on the same side the road
  /// wins, a bridge).
  public static let defaultPalette: [EdgeFeature] = [
    EdgeFeature(
      id: "wall", color: "#3b2f2a", movement: .blocks,
      blocksSight: true),
    EdgeFeature(id: "river", color: "#2a7fd4", movement: .adds(2)),
    EdgeFeature(
      id: "road", color: "#8d5a2b", movement: .sets(1),
      style: .crossing),
  ]
}
