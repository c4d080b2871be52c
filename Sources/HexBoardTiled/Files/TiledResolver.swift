// The one door through which the Tiled importer reads any file other than the map itself.
// A game server importing maps uploaded by players must not read /etc/shadow because a
// tileset says "source": "../../../../etc/shadow", so every external reference goes through
// a resolver, and the default one only reads regular files inside the map's folder.

import HexBoard

/// Reads the external files a Tiled map names (tilesets, tileset images): the importer
/// follows no reference except through the resolver it is given.
///
/// | Resolver | Reads |
/// | --- | --- |
/// | ``confined`` (the default) | Regular files inside the folder of the map, after `..` and symbolic links are resolved. |
/// | ``unconfined`` | Regular files anywhere (`hexboard convert --allow-outside`). |
/// | ``refusingAll`` | Nothing: an external tileset is an error, tileset images are skipped. |
/// | ``inMemory(_:)`` | The bytes you give, by path relative to the map's folder. |
/// | ``init(_:)`` | Whatever your closure returns (a storage bucket, a database). |
///
/// Every resolver reading the disk refuses, before opening anything, absolute paths (the
/// confined one), devices, FIFOs, sockets, folders and `/proc` or `/sys` entries, opens
/// with `O_NOFOLLOW | O_NONBLOCK` and checks that the file opened is the one checked, and
/// reads at most ``maximumFileSize`` bytes. The importer also counts the files read (at
/// most 256 per map) and refuses any result over ``maximumFileSize``.
///
/// ```swift
/// // A server: the player uploaded level.tmj and terrain.tsx.
/// let files: [String: [UInt8]] = ["terrain.tsx": tilesetBytes]
/// let imported = try TiledMap.decode(
///   mapBytes, format: .json, path: "level.tmj", resolver: .inMemory(files))
/// ```
public struct TiledResolver: Sendable {
  /// The largest file read: 64 MiB.
  public static let maximumFileSize = 64 << 20

  let body: @Sendable (TiledReference) throws -> [UInt8]
  /// Whether tileset images are asked for (``refusingAll`` skips them: they only colour
  /// generated terrains, so a map with images still imports).
  let readsImages: Bool

  /// A resolver that reads a reference with `read`.
  ///
  /// `read` returns the file's bytes or throws: a ``TiledResolverError`` says what kind of
  /// failure it is (``TiledError/Kind/outsideFolder``, ``TiledError/Kind/refused`` or
  /// ``TiledError/Kind/io``); any other error counts as ``TiledError/Kind/io``. A refused
  /// tileset image is an error like a refused tileset; an image that cannot be read
  /// (``TiledError/Kind/io``) only means generated colours.
  public init(_ read: @escaping @Sendable (TiledReference) throws -> [UInt8]) {
    body = read
    readsImages = true
  }

  init(readsImages: Bool, _ read: @escaping @Sendable (TiledReference) throws -> [UInt8]) {
    body = read
    self.readsImages = readsImages
  }

  /// The bytes of the file `reference` names.
  ///
  /// - Throws: ``TiledResolverError``, or whatever a custom resolver throws.
  public func read(_ reference: TiledReference) throws -> [UInt8] {
    try body(reference)
  }

  /// Reads only regular files inside the folder of the map being imported (the folder of
  /// ``TiledReference/mapPath``; the current folder when the path has none).
  ///
  /// Refused, each with its own message, and never opened: absolute paths and references
  /// whose text leaves the folder (`../x.tsx`), with ``TiledError/Kind/outsideFolder``;
  /// references that lead out through a symbolic link (the real path of the target is
  /// compared with the real path of the folder, component by component), also
  /// ``TiledError/Kind/outsideFolder``; devices, FIFOs, sockets, folders and `/proc` or
  /// `/sys` entries, with ``TiledError/Kind/refused``. The file is then opened one folder
  /// at a time below the map's folder, never following a symbolic link, so a link swapped
  /// in after the check is refused too.
  public static let confined = TiledResolver(readsImages: true) { reference in
    try TiledDiskFile.readConfined(reference, limit: maximumFileSize)
  }

  /// Reads regular files anywhere the process can read (`hexboard convert
  /// --allow-outside`): only for maps you trust. Devices, FIFOs, sockets, folders and
  /// `/proc` or `/sys` entries are still refused without being opened.
  public static let unconfined = TiledResolver(readsImages: true) { reference in
    try TiledDiskFile.readUnconfined(reference, limit: maximumFileSize)
  }

  /// Reads nothing: a map with an external tileset is refused with
  /// ``TiledError/Kind/refused``; tileset images are not asked for, so terrains without a
  /// colour get generated ones.
  public static let refusingAll = TiledResolver(readsImages: false) { _ in
    throw TiledResolverError(.refused, "was not read: reading external files is turned off")
  }

  /// Reads from `files`, keyed by the path relative to the map's folder
  /// (``TiledReference/relativePath``: `"terrain.tsx"`, `"sets/hills.tsj"`,
  /// `"img/hills.png"`). References that leave the folder are refused as ``confined``
  /// refuses them; a path missing from `files` is a ``TiledError/Kind/io`` error (a
  /// missing image only means generated colours).
  public static func inMemory(_ files: [String: [UInt8]]) -> TiledResolver {
    TiledResolver(readsImages: true) { reference in
      try TiledResolver.checkText(of: reference)
      guard let key = reference.relativePath, let bytes = files[key] else {
        throw TiledResolverError(.io, "is not among the files provided")
      }
      return bytes
    }
  }

  /// The checks on the reference's text shared by ``confined`` and ``inMemory(_:)``.
  static func checkText(of reference: TiledReference) throws {
    if reference.source.isEmpty { throw TiledResolverError(.refused, "is empty") }
    if reference.source.contains("\0") {
      throw TiledResolverError(.refused, "holds a NUL character")
    }
    if reference.isAbsolute {
      throw TiledResolverError(.outsideFolder, "is an absolute path, outside the map's folder")
    }
    if reference.leavesFolder {
      throw TiledResolverError(.outsideFolder, "is outside the map's folder")
    }
  }
}
