// The range of every number the Tiled readers take from a file, checked where it is read,
// so that no arithmetic on it can overflow, divide by zero or build an impossible hex. The
// bounds leave room for every map Tiled itself makes.

import HexBoard
import HexText

/// Accepted ranges of the numbers in Tiled files.
enum TiledLimits {
  /// The largest tile, margin or spacing, in pixels.
  static let maximumPixels = 1 << 15
  /// A hexagonal map's `tilewidth` and `tileheight`: Tiled rounds them down to even
  /// numbers, and a hex needs at least 2 pixels.
  static let mapTileSize = 2...maximumPixels
  /// `hexsidelength`.
  static let hexSideLength = 0...maximumPixels
  /// A tileset's `tilewidth`, `tileheight`, `margin` and `spacing` (0 when absent).
  static let tilesetPixels = 0...maximumPixels
  /// The width and height of a map, layer or chunk, in tiles.
  static let side = 0...MapFile.maximumSide
  /// A chunk's `x` and `y`: the tile coordinates of an infinite map stay within the
  /// origins a map file allows, so every cell fits a ``Hex``.
  static let chunkCoordinate = -MapFile.maximumOrigin...MapFile.maximumOrigin
  /// A GID as written, flag bits included.
  static let gid = 0...Int(UInt32.max)
  /// `firstgid`: GIDs keep their tile id in 28 bits.
  static let firstGID = 1...Int(TiledImporter.gidMask)
  /// A tile's local `id`.
  static let tileID = 0...Int(TiledImporter.gidMask)
  /// `tilecount` and `columns`.
  static let tileCount = 0...(Int(TiledImporter.gidMask) + 1)
  /// An image's `width` and `height` in pixels.
  static let imageSide = 0...(1 << 26)
  /// An object's `id` (Tiled's are unsigned 32-bit).
  static let objectID = 0...Int(UInt32.max)
  /// `infinite` in XML.
  static let flag = 0...1
  /// The most polyline, polygon and point positions all feature layers of a map may hold
  /// together (4 Mi, 64 MiB of positions): a legitimate export of a map with that many
  /// feature points is far beyond what Tiled edits, and the limit is checked before the
  /// points are parsed.
  static let featurePoints = 1 << 22

  /// `"'key' is 0, outside 2…32768"`.
  static func outside(_ text: String, _ range: ClosedRange<Int>) -> String {
    "is \(MessageText.excerpt(text)), outside \(range.lowerBound)…\(range.upperBound)"
  }
}
