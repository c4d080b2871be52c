// External tilesets: `.tsx` (XML) or `.tsj`/`.json` (JSON) files named by a map's
// `source` attribute, read through the import's resolver.

import HexBoard
import HexCodecs
import HexText

/// Loads external tilesets.
enum TiledTilesetLoader {
  /// The tileset in the file `source` names, resolved against the folder of the map.
  ///
  /// - Throws: ``TiledError`` naming the map and the reference when the resolver does
  ///   not give the file, or the tileset file when it is broken.
  static func load(_ source: String, from referrer: TiledReferrer, loader: inout TiledFileLoader)
    throws -> TiledTileset
  {
    let reference = loader.reference(.tileset, source, from: referrer)
    let bytes: [UInt8]
    do {
      bytes = try loader.read(reference)
    } catch let error as TiledResolverError {
      throw TiledFileLoader.failure(error, for: reference)
    }
    let path = reference.path
    do {
      if source.lowercased().hasSuffix(".tsx") {
        let root = try XMLTree.parseTiled(bytes)
        guard root.name == "tileset" else {
          throw TiledError(
            "the root element is <\(MessageText.excerpt(root.name))>, not <tileset>")
        }
        return try TiledXMLReader.tileset(root, file: .file(reference), loader: loader)
      }
      return try TiledJSONReader.tileset(bytes, file: .file(reference), loader: loader)
    } catch let error as TiledError {
      throw error.located(in: path)
    }
  }
}
