// External tilesets: `.tsx` (XML) or `.tsj`/`.json` (JSON) files named by a map's
// `source` attribute, resolved relative to the map file.

/// Loads external tilesets.
enum TiledTilesetLoader {
  /// The tileset in the file `source` names, resolved against the folder of `mapPath`.
  ///
  /// - Throws: ``TiledReadError`` naming the tileset file when it is missing or broken.
  static func load(_ source: String, from mapPath: String, loader: inout TiledFileLoader) throws
    -> TiledTileset
  {
    let path = TiledFileLoader.resolve(source, against: mapPath)
    let bytes: [UInt8]
    do {
      bytes = try loader.external(source, from: mapPath).bytes
    } catch let error as TiledError {
      throw TiledReadError(
        "cannot read the external tileset: \(error.message)", file: path, kind: .io)
    }
    do {
      if source.lowercased().hasSuffix(".tsx") {
        let root = try XMLTree.parse(bytes)
        guard root.name == "tileset" else {
          throw TiledReadError("the root element is <\(root.name)>, not <tileset>")
        }
        return try TiledXMLReader.tileset(root, path: path)
      }
      let object = try JSONObject(TiledJSONReader.parse(bytes), at: "the tileset")
      return try TiledJSONReader.tileset(object, path: path)
    } catch let error as TiledReadError {
      throw TiledReadError(error.message, file: error.file ?? path, kind: error.kind)
    }
  }
}
