// One external file a Tiled map names (a tileset's `source`, a tileset's image), as the
// importer hands it to a ``TiledResolver``: what the file wrote, which file wrote it, and
// where that leads relative to the map's folder, worked out on the text alone (no file is
// looked at here; the resolver decides what to do with it).

import HexBoard
import HexText

/// An external file named by a Tiled map or by one of its tilesets, to be read by a
/// ``TiledResolver``.
///
/// ```swift
/// // level.tmj says "source": "sets/../terrain.tsj"; terrain.tsj says "image": "img/t.png"
/// reference.kind            // .tileset, then .image
/// reference.source          // "sets/../terrain.tsj", then "img/t.png"
/// reference.referrer        // "maps/level.tmj", then "maps/sets/../terrain.tsj"
/// reference.relativePath    // "terrain.tsj", then "img/t.png"
/// ```
public struct TiledReference: Sendable, Hashable, CustomStringConvertible {
  /// What the file is for.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// An external tileset (`.tsx`, `.tsj`, `.json`) named by a map's `tileset` `source`.
    case tileset
    /// A tileset image (read only to colour generated terrains).
    case image
  }

  /// What the file is for.
  public let kind: Kind
  /// The reference exactly as the file wrote it (`"../tiles/terrain.tsx"`).
  public let source: String
  /// The path of the file that names it: the map's path as given to the importer, or the
  /// ``path`` of the tileset that names an image.
  public let referrer: String
  /// The path of the map being imported, as given to the importer (may be empty).
  public let mapPath: String
  /// ``source`` joined to the folder of ``referrer`` (``source`` itself when absolute): the
  /// path a plain `open` would use. Messages about the file name it.
  public let path: String
  /// The file's path relative to the map's folder, with `.` and `..` worked out on the text
  /// (`"sets/../terrain.tsj"` → `"terrain.tsj"`); `nil` when ``source`` is absolute, empty,
  /// holds a NUL character, or leads out of the map's folder on the text alone. The key an
  /// in-memory or storage-bucket resolver looks up.
  public let relativePath: String?
  /// The normalised components relative to the map's folder; leading `..` components when
  /// the text leaves the folder; `nil` for an absolute source.
  let components: [String]?

  /// The reference `source` written in the file `referrer`, for the map at `mapPath`.
  init(kind: Kind, source: String, referrer: TiledReferrer, mapPath: String) {
    self.kind = kind
    self.source = source
    self.referrer = referrer.path
    self.mapPath = mapPath
    path = TiledReference.join(source, to: referrer.path)
    if source.hasPrefix("/") {
      components = nil
    } else {
      components = referrer.folder.map { TiledReference.normalise(source, from: $0) }
    }
    if let components, let first = components.first, first != "..", !source.contains("\0") {
      relativePath = components.joined(separator: "/")
    } else {
      relativePath = nil
    }
  }

  /// Whether ``source`` is an absolute path.
  public var isAbsolute: Bool { source.hasPrefix("/") }

  /// Whether the text of the reference leads out of the map's folder (`../x.tsx`, an
  /// absolute path, or a referrer already outside), before any symbolic link is followed.
  public var leavesFolder: Bool {
    guard let components else { return true }
    return components.first == ".."
  }

  /// How messages name the reference: `tileset source 'a.tsx'` or `tileset image 'b.png'`,
  /// the source escaped and cut short.
  public var description: String {
    "\(kind == .tileset ? "tileset source" : "tileset image") \(MessageText.quotedExcerpt(source))"
  }

  /// `reference` resolved against the folder of `base` as text: absolute paths stay as
  /// they are, relative ones are appended to everything up to `base`'s last `/`.
  static func join(_ reference: String, to base: String) -> String {
    if reference.hasPrefix("/") { return reference }
    guard let slash = base.lastIndex(of: "/") else { return reference }
    return String(base[...slash]) + reference
  }

  /// `source`'s components appended to `folder`, with empty and `.` components dropped and
  /// each `..` removing the component before it (or kept, when it leaves the folder).
  static func normalise(_ source: String, from folder: [String]) -> [String] {
    var parts = folder
    for part in source.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(String(part))
      }
    }
    return parts
  }
}

/// The file that names a reference: its path (for messages and joining) and its folder as
/// components relative to the map's folder.
struct TiledReferrer {
  /// The path as given (the map's) or as joined (a tileset's).
  let path: String
  /// Normalised components of the file's folder relative to the map's folder; `nil` when
  /// the file was named by an absolute path.
  let folder: [String]?

  /// The map itself: its folder is the root.
  static func map(_ path: String) -> TiledReferrer {
    TiledReferrer(path: path, folder: [])
  }

  /// A tileset file, as the folder its own references are resolved from.
  static func file(_ reference: TiledReference) -> TiledReferrer {
    TiledReferrer(path: reference.path, folder: reference.components.map { Array($0.dropLast()) })
  }
}
