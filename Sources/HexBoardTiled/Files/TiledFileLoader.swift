// The importer's side of external files: it builds each reference, hands it to the
// resolver, counts the files read and turns the resolver's errors into messages naming the
// file that made the reference.

import HexBoard
import HexText

/// How the importer reads the map's external files: through a ``TiledResolver``.
struct TiledFileLoader {
  /// The largest map or tileset file read: 64 MiB.
  static let maximumFileSize = TiledResolver.maximumFileSize
  /// The most external files (tilesets and images) one map may read.
  static let maximumExternalFiles = 256

  /// Who reads the files.
  let resolver: TiledResolver
  /// The map being imported, as given (references are relative to its folder).
  let mapPath: String
  /// External files read so far.
  var loaded = 0

  init(resolver: TiledResolver, mapPath: String) {
    self.resolver = resolver
    self.mapPath = mapPath
  }

  /// Whether tileset images are read to colour generated terrains.
  var readsImages: Bool { resolver.readsImages }

  /// The reference `source` makes from the file `referrer`.
  func reference(_ kind: TiledReference.Kind, _ source: String, from referrer: TiledReferrer)
    -> TiledReference
  {
    TiledReference(kind: kind, source: source, referrer: referrer, mapPath: mapPath)
  }

  /// The bytes of `reference`, counted against the limit on external files.
  ///
  /// - Throws: ``TiledResolverError`` (a custom resolver's other errors become
  ///   ``TiledError/Kind/io``), or ``TiledError`` past the limit on external files.
  mutating func read(_ reference: TiledReference) throws -> [UInt8] {
    loaded += 1
    guard loaded <= TiledFileLoader.maximumExternalFiles else {
      throw TiledError(
        "the map refers to more than \(TiledFileLoader.maximumExternalFiles) external files")
    }
    let bytes: [UInt8]
    do {
      bytes = try resolver.read(reference)
    } catch let error as TiledResolverError {
      throw error
    } catch {
      throw TiledResolverError(
        .io, "cannot be read: \(MessageText.excerpt(String(describing: error)))")
    }
    guard bytes.count <= TiledFileLoader.maximumFileSize else {
      throw TiledResolverError(
        .io, "is \(bytes.count) bytes; the limit is \(TiledFileLoader.maximumFileSize)")
    }
    return bytes
  }

  /// The message for a reference the resolver did not give: `tileset source 'x' <reason>`,
  /// in the file that made the reference.
  static func failure(_ error: TiledResolverError, for reference: TiledReference)
    -> TiledError
  {
    TiledError(
      "\(reference) \(error.reason)", file: reference.referrer,
      kind: error.kind)
  }
}
