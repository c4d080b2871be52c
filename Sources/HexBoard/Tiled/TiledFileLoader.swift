// Reading the files a map refers to (external tilesets, tileset images), resolved relative
// to the file that names them, with limits on their size and number.

/// How the importer reads the map's external files: from disk, or from a closure in tests.
struct TiledFileLoader {
  /// The largest map or tileset file read: 64 MiB.
  static let maximumFileSize = 64 << 20
  /// The most external tilesets one map may load.
  static let maximumExternalFiles = 256

  /// Reads the file at a resolved path; throws ``TiledError`` when it cannot.
  let read: (String) throws -> [UInt8]
  /// Whether tileset images are read to colour generated terrains.
  let readsImages: Bool
  /// External files read so far.
  var loaded = 0

  /// A loader for files on disk.
  static func disk() -> TiledFileLoader {
    TiledFileLoader(
      read: { path in
        do {
          return try FileIO.read(path, limit: maximumFileSize)
        } catch let error as MapFileError {
          throw TiledError(.io, file: path, error.message)
        }
      }, readsImages: true)
  }

  /// `reference` resolved against the folder of `base`: absolute paths stay as they are.
  static func resolve(_ reference: String, against base: String) -> String {
    if reference.hasPrefix("/") { return reference }
    guard let slash = base.lastIndex(of: "/") else { return reference }
    return String(base[...slash]) + reference
  }

  /// Reads an external file named by `base`, counting it against the limit.
  mutating func external(_ reference: String, from base: String) throws -> (
    path: String, bytes: [UInt8]
  ) {
    loaded += 1
    guard loaded <= TiledFileLoader.maximumExternalFiles else {
      throw TiledReadError(
        "the map refers to more than \(TiledFileLoader.maximumExternalFiles) external files")
    }
    let path = TiledFileLoader.resolve(reference, against: base)
    return (path, try read(path))
  }
}
