import HexBoard

/// How ``TiledMap/encode(_:options:)`` draws a board for Tiled.
public struct TiledExportOptions: Hashable, Sendable {
  /// The default hex radius in pixels: 16, giving 32×28 flat or 28×32 pointy tiles.
  public static let defaultTileRadius = 16
  /// The accepted radii.
  public static let tileRadiusRange = 2...1024

  /// The hex's centre-to-corner radius in pixels along the staggered axis, and Tiled's
  /// `hexsidelength` (see the export's tile geometry). Values outside
  /// ``tileRadiusRange`` are clamped into it.
  public var tileRadius: Int {
    didSet {
      tileRadius = min(
        max(tileRadius, Self.tileRadiusRange.lowerBound), Self.tileRadiusRange.upperBound)
    }
  }
  /// The tileset image's path as written into the map, relative to the map file.
  public var imagePath: String

  /// Creates options.
  public init(tileRadius: Int = defaultTileRadius, imagePath: String = "tiles.png") {
    self.tileRadius = min(
      max(tileRadius, Self.tileRadiusRange.lowerBound), Self.tileRadiusRange.upperBound)
    self.imagePath = imagePath
  }
}
