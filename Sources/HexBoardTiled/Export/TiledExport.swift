import HexBoard

/// A board exported for Tiled: the `.tmj` map, its tileset image and the map's pixel
/// geometry.
public struct TiledExport: Sendable {
  /// The Tiled JSON map (`.tmj`), UTF-8, ending with a newline. Byte-deterministic.
  public var mapFile: [UInt8]
  /// The tileset image: a PNG with one coloured hexagon per terrain, in palette order,
  /// up to 16 per row.
  public var tilesetImage: [UInt8]
  /// The tileset image's path as the map names it (relative to the map file).
  public var imagePath: String
  /// The map's pixel geometry.
  package var geometry: TiledGeometry
  /// Creates an export (made by the exporter; the geometry is its plumbing).
  package init(
    mapFile: [UInt8], tilesetImage: [UInt8], imagePath: String, geometry: TiledGeometry
  ) {
    self.mapFile = mapFile
    self.tilesetImage = tilesetImage
    self.imagePath = imagePath
    self.geometry = geometry
  }
}
