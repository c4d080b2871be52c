import HexText

/// The picture formats `Board.render(to:options:transparent:)` writes, chosen by the file
/// name's extension.
///
/// A new format joins as another case (its extension then chooses it), so scripts written
/// against ``init(path:)`` keep working.
public enum PictureFormat: String, Sendable, Hashable, CaseIterable {
  /// Scalable Vector Graphics (`.svg`), by ``SVGRenderer``.
  case svg
  /// Portable Network Graphics (`.png`), by ``PNGRenderer``: the same picture as pixels.
  case png

  /// The format of a file named `path`, from its extension (any letter case).
  ///
  /// - Throws: ``PictureFormatError`` if the extension names no format this version
  ///   writes (or there is none).
  public init(path: String) throws {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    let ext = parts.count > 1 ? String(parts[parts.count - 1]) : ""
    guard let format = PictureFormat(rawValue: ext.lowercased()) else {
      throw PictureFormatError(path: path, pathExtension: ext)
    }
    self = format
  }
}

/// A picture file name whose extension names no format this version writes.
public struct PictureFormatError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file name as given.
  public var path: String
  /// Its extension, without the dot (empty when it has none).
  public var pathExtension: String

  /// Creates the error for `path`, whose extension is `pathExtension`.
  public init(path: String, pathExtension: String) {
    self.path = path
    self.pathExtension = pathExtension
  }

  /// A sentence naming the file and the formats there are.
  public var description: String {
    let known = PictureFormat.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
    let what =
      pathExtension.isEmpty
      ? "has no extension" : "has extension \(MessageText.quoted("." + pathExtension))"
    return "\(MessageText.quoted(path)) \(what); pictures can be written as \(known)"
  }
}
