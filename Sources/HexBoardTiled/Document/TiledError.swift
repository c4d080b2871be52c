import HexBoard
import HexText

/// Why a Tiled map could not be imported or exported.
///
/// The description names the file and says what is wrong, for example
/// `maps/cave.tmx: layer 'Ground': zstd compression is not supported; save the map in Tiled
/// with zlib, gzip or uncompressed layer data`.
///
/// ```swift
/// do { _ = try TiledMap.load(from: "iso.tmx") } catch let error as TiledError {
///   print(error)   // iso.tmx: the map is isometric; only hexagonal maps can be imported
/// }
/// ```
public struct TiledError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What went wrong, broadly.
  public enum Kind: String, Sendable, Equatable {
    /// The file is not well-formed JSON or XML, or is missing something Tiled always writes.
    case malformed
    /// The file is valid Tiled but uses something HexBoard cannot represent (an orthogonal
    /// map, zstd compression, a GID outside every tileset, more than 255 terrains).
    case unsupported
    /// A file (the map, an external tileset) could not be read or written.
    case io
    /// An external file outside the map's folder (a `..` path, an absolute path, a
    /// symbolic link leading out), refused by ``TiledResolver/confined``; pass
    /// ``TiledResolver/unconfined`` (`hexboard convert --allow-outside`) to read it.
    case outsideFolder
    /// An external file refused for what it is (a device, a FIFO, a socket, a folder, a
    /// `/proc` entry, a file that changed while it was opened) or because the resolver
    /// reads no files (``TiledResolver/refusingAll``).
    case refused
    /// The board cannot be exported (a NaN property, a reserved property name).
    case unexportable
  }

  /// What went wrong, broadly.
  public let kind: Kind
  /// The file concerned (as given, so messages match what the user typed); empty when the
  /// data did not come from a file.
  public let file: String
  /// What is wrong, as a sentence fragment.
  public let message: String

  /// Creates an error.
  public init(_ kind: Kind, file: String, _ message: String) {
    self.kind = kind
    self.file = file
    self.message = message
  }

  /// A problem found while reading, in the file being read unless `file` names another (an
  /// external tileset): an empty `file` is filled in with the map's path once, where the
  /// import began (``TiledMap/decode(_:format:path:layer:overlays:resolver:)``). The readers throw
  /// this directly, and a codec's own error (XML, JSON, inflate) is wrapped into it once,
  /// where the codec is called, keeping its line, column and reason.
  init(_ message: String, file: String = "", kind: Kind = .malformed) {
    self.init(kind, file: file, message)
  }

  /// The error with `path` as its file when it names none yet: a reader's error is in the
  /// file the reader was given.
  func located(in path: String) -> TiledError {
    file.isEmpty ? TiledError(kind, file: path, message) : self
  }

  /// `file: message`, or just the message when there is no file. Names quoted from the map
  /// are raw (cut to 128 characters): a program that prints the description to a terminal
  /// escapes it there, as the `hexboard` command does.
  public var description: String {
    file.isEmpty ? message : "\(file): \(message)"
  }
}
