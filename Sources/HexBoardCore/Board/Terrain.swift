/// A kind of ground in a board's palette: how it looks and how it plays.
public struct Terrain: Hashable, Sendable {
  /// A stable identifier, used in files and by scripts (`"grass"`).
  public var id: String
  /// One printable character that stands for the terrain in maps and previews (`"."`).
  public var symbol: Character
  /// The fill colour. A literal (`color: "#2e7d32"`) is read as an ``RGBColor``; read text
  /// from elsewhere with ``RGBColor/init(parsing:)``, which is `nil` when it is not
  /// `#rrggbb`.
  public var color: RGBColor
  /// The cost of entering a cell of this terrain (1...65535), or `nil` for impassable.
  public var movementCost: Int?
  /// Whether the terrain stops line of sight.
  public var blocksSight: Bool
  /// The largest ``movementCost`` a terrain can have: 65,535, so that a cost fits the 16 bits
  /// a navigation graph stores per cell (`NavigationGraph.maximumCellCost` is this value).
  public static let maximumMovementCost = Int(UInt16.max)

  /// Creates a terrain.
  public init(
    id: String, symbol: Character, color: RGBColor, movementCost: Int?,
    blocksSight: Bool = false
  ) {
    self.id = id
    self.symbol = symbol
    self.color = color
    self.movementCost = movementCost
    self.blocksSight = blocksSight
  }

  /// The palette new boards get: ocean, coast, grass, forest, hills, mountain, desert, snow.
  public static let defaultPalette: [Terrain] = [
    Terrain(id: "ocean", symbol: "~", color: "#1f4e8c", movementCost: nil),
    Terrain(id: "coast", symbol: "-", color: "#4f8fd0", movementCost: 3),
    Terrain(id: "grass", symbol: ".", color: "#7cb342", movementCost: 1),
    Terrain(id: "forest", symbol: "f", color: "#2e7d32", movementCost: 2, blocksSight: true),
    Terrain(id: "hills", symbol: "h", color: "#a1887f", movementCost: 3),
    Terrain(id: "mountain", symbol: "^", color: "#6d6d6d", movementCost: nil, blocksSight: true),
    Terrain(id: "desert", symbol: ":", color: "#e0c068", movementCost: 2),
    Terrain(id: "snow", symbol: "*", color: "#f2f5f7", movementCost: 3),
  ]

}
