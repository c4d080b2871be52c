/// A board exported for Tiled: the `.tmj` map, its tileset image, and where each cell's
/// centre is in the rendered map.
public struct TiledExport: Sendable {
  /// The Tiled JSON map (`.tmj`), UTF-8, ending with a newline. Byte-deterministic.
  public var mapFile: [UInt8]
  /// The tileset image: a PNG with one coloured hexagon per terrain, in palette order,
  /// up to 16 per row.
  public var tilesetImage: [UInt8]
  /// The tileset image's path as the map names it (relative to the map file).
  public var imagePath: String
  /// The map's pixel geometry.
  public var geometry: TiledGeometry
  /// One check per cell, in storage order: the centre of the cell in the map's pixels
  /// (computed with ``TiledGeometry/layout``, HexBoard's own ``HexLayout``) and the colour
  /// of its terrain, lower-case `#rrggbb`. A correct renderer such as Tiled's
  /// `tmxrasterizer` paints that colour there.
  public var pixelChecks: [SVGPixelCheck]

  /// Creates an export (normally made by ``TiledMap/export(_:options:)``).
  public init(
    mapFile: [UInt8], tilesetImage: [UInt8], imagePath: String, geometry: TiledGeometry,
    pixelChecks: [SVGPixelCheck]
  ) {
    self.mapFile = mapFile
    self.tilesetImage = tilesetImage
    self.imagePath = imagePath
    self.geometry = geometry
    self.pixelChecks = pixelChecks
  }
}
