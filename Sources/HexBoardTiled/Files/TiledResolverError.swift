import HexBoard

/// Why a ``TiledResolver`` did not give the bytes of a ``TiledReference``.
///
/// The importer turns it into a ``TiledError`` of the same kind: the file that names the
/// reference, the reference, then ``reason``, as in `level.tmj: tileset source
/// '../../etc/passwd' is outside the map's folder`.
///
/// ```swift
/// let bucket = TiledResolver { reference in
///   guard let key = reference.relativePath, let bytes = store[key] else {
///     throw TiledResolverError(.io, "is not among the uploaded files")
///   }
///   return bytes
/// }
/// ```
public struct TiledResolverError: Error, Sendable, Equatable, CustomStringConvertible {
  /// ``TiledError/Kind/outsideFolder`` (the file is outside the map's folder),
  /// ``TiledError/Kind/refused`` (the file is of a kind never read, or reading is turned
  /// off) or ``TiledError/Kind/io`` (the file could not be read).
  public let kind: TiledError.Kind
  /// What is wrong, as the end of a sentence whose subject is the reference
  /// (`"is outside the map's folder"`, `"cannot be opened: No such file or directory"`).
  public let reason: String

  /// Creates an error.
  public init(_ kind: TiledError.Kind, _ reason: String) {
    self.kind = kind
    self.reason = reason
  }

  /// The reason.
  public var description: String { reason }
}
