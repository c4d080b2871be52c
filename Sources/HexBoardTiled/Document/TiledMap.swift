import HexBoard

/// Tiled (mapeditor.org) interop: import hexagonal `.tmj`/`.tmx` maps as boards, and
/// export boards as `.tmj` maps with a generated tileset image. <doc:Tiled> describes
/// the mapping field by field.
///
/// ```swift
/// let imported = try TiledMap.load(from: "Maps/dungeon.tmx", layer: "Ground")
/// for warning in imported.warnings { print("warning:", warning) }
/// try imported.board.save(to: "dungeon.json")
///
/// let board = try Board.load(from: "Maps/skirmish.json")
/// try TiledMap.save(board, to: "skirmish.tmj")   // and skirmish.tiles.png next to it
/// ```
///
/// The verbs are those of `MapFile`: ``load(from:layer:overlays:resolver:)`` and
/// ``save(_:to:tileRadius:)`` for files, ``decode(_:format:path:layer:overlays:resolver:)`` and
/// ``encode(_:options:)`` for bytes.
///
/// Exporting then importing gives back an equal board (terrain palette, cells, elevation,
/// objects, properties, name, shape and wrap): HexBoard-only facts travel as map
/// properties whose names start with `hexboard:`.
public enum TiledMap: Sendable {
  /// The prefix of the map properties HexBoard writes for its own round trip.
  public static let reservedPrefix = "hexboard:"
  /// The Tiled JSON format version written (`version`).
  public static let formatVersion = "1.8"
  /// The Tiled version named in exported files (`tiledversion`).
  public static let tiledVersion = "1.8.2"

  /// The file formats Tiled writes.
  public enum Format: String, Sendable, CaseIterable {
    /// Tiled JSON (`.tmj`, also `.json`).
    case json
    /// Tiled XML (`.tmx`).
    case xml

    /// The format a file name's extension says: `.tmx` is XML, `.tmj` and `.json` are
    /// JSON; `nil` otherwise.
    public init?(path: String) {
      let lower = path.lowercased()
      if lower.hasSuffix(".tmx") {
        self = .xml
      } else if lower.hasSuffix(".tmj") || lower.hasSuffix(".json") {
        self = .json
      } else {
        return nil
      }
    }
  }

  // MARK: - Import

  /// Imports the hexagonal Tiled map at `path` (`.tmx` is read as XML, anything else as
  /// JSON), reading the external files it names (tilesets, tileset images) through
  /// `resolver`.
  ///
  /// The map itself must be a regular file (a FIFO or a device is refused before it is
  /// opened) of at most 64 MiB.
  ///
  /// - Parameters:
  ///   - path: the map file; its folder is where external files are looked for.
  ///   - layer: the name of the tile layer that holds the terrain; `nil` for the first.
  ///   - overlays: other tile layers to import as categorical named layers (each tile a
  ///     value, none where there is no tile), besides those HexBoard's export marked,
  ///     which always are.
  ///   - resolver: who reads external files: by default ``TiledResolver/confined``, only
  ///     regular files inside the map's folder; ``TiledResolver/unconfined`` reads them
  ///     anywhere.
  /// - Throws: ``TiledError`` naming the file and the problem.
  public static func load(
    from path: String, layer: String? = nil, overlays: [String] = [],
    resolver: TiledResolver = .confined
  ) throws -> TiledImport {
    let bytes: [UInt8]
    do {
      // The map itself is named by the user: read as every other input is (links followed,
      // anything but a regular file refused before a byte is read).
      bytes = try FileIO.read(path, limit: TiledFileLoader.maximumFileSize)
    } catch let error as BoardFileError {
      throw TiledError(.io, file: path, error.message)
    }
    return try decode(
      bytes, format: Format(path: path) ?? .json, path: path, layer: layer, overlays: overlays,
      resolver: resolver)
  }

  /// Imports a hexagonal Tiled map from its bytes, reading the external files it names
  /// through `resolver`.
  ///
  /// ```swift
  /// // A server importing an upload: only the files that came with it can be read.
  /// let imported = try TiledMap.decode(
  ///   upload["level.tmj"] ?? [], format: .json, path: "level.tmj",
  ///   resolver: .inMemory(upload))
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: the map file's contents.
  ///   - format: JSON (`.tmj`) or XML (`.tmx`).
  ///   - path: where the map lives: external references are relative to its folder (the
  ///     current folder when it has none), it names the file in errors, and its base name
  ///     becomes the board's name when the map does not record one.
  ///   - layer: the name of the terrain tile layer; `nil` for the first.
  ///   - overlays: other tile layers to import as named layers (see
  ///     ``load(from:layer:overlays:resolver:)``).
  ///   - resolver: who reads external files (``TiledResolver``).
  /// - Throws: ``TiledError``.
  public static func decode(
    _ bytes: [UInt8], format: Format, path: String = "", layer: String? = nil,
    overlays: [String] = [], resolver: TiledResolver
  ) throws -> TiledImport {
    var loader = TiledFileLoader(resolver: resolver, mapPath: path)
    do {
      guard bytes.count <= TiledFileLoader.maximumFileSize else {
        throw TiledError(
          "the file is \(bytes.count) bytes; the limit is \(TiledFileLoader.maximumFileSize)")
      }
      let document =
        format == .xml
        ? try TiledXMLReader.document(bytes, loader: &loader)
        : try TiledJSONReader.document(bytes, loader: &loader)
      var importer = TiledImporter(document: document, name: baseName(path), loader: loader)
      return try importer.run(layerName: layer, overlays: overlays)
    } catch let error as TiledError {
      throw error.located(in: path)
    }
  }

  /// Imports a hexagonal Tiled map from its bytes.
  ///
  /// - Parameters:
  ///   - bytes: the map file's contents.
  ///   - format: JSON (`.tmj`) or XML (`.tmx`).
  ///   - path: where the map lives (see ``decode(_:format:path:layer:overlays:resolver:)``).
  ///   - layer: the name of the terrain tile layer; `nil` for the first.
  ///   - overlays: other tile layers to import as named layers (see
  ///     ``load(from:layer:overlays:resolver:)``).
  ///   - readsFiles: `true` reads external files with ``TiledResolver/confined`` (only
  ///     regular files inside the folder of `path`); `false` with
  ///     ``TiledResolver/refusingAll`` (external tilesets are refused, colours generated).
  /// - Throws: ``TiledError``.
  public static func decode(
    _ bytes: [UInt8], format: Format, path: String = "", layer: String? = nil,
    overlays: [String] = [], readsFiles: Bool = true
  ) throws -> TiledImport {
    try decode(
      bytes, format: format, path: path, layer: layer, overlays: overlays,
      resolver: readsFiles ? .confined : .refusingAll)
  }

  /// The file name without folders and extension (`"maps/cave.tmx"` → `"cave"`).
  static func baseName(_ path: String) -> String {
    var name = path.split(separator: "/").last.map(String.init) ?? ""
    if let dot = name.lastIndex(of: "."), dot != name.startIndex {
      name = String(name[..<dot])
    }
    return name
  }

  // MARK: - Export

  /// The board as a Tiled JSON map with its tileset image (nothing is written).
  ///
  /// - Throws: ``TiledError`` (kind ``TiledError/Kind/unexportable``) for a NaN or
  ///   infinite property, a board property whose name starts with ``reservedPrefix``, or
  ///   categorical layers with more than 4096 values in all (each is a tile of the image).
  public static func encode(_ board: Board, options: TiledExportOptions = TiledExportOptions())
    throws -> TiledExport
  {
    try TiledExporter(board: board, options: options).export()
  }

  /// The tileset image file name used for a map at `path`: its base name plus
  /// `.tiles.png` (`"out/skirmish.tmj"` → `"skirmish.tiles.png"`).
  public static func imageName(forMapAt path: String) -> String {
    baseName(path) + ".tiles.png"
  }

  /// Writes the board as a Tiled map at `path` and its tileset image next to it (named
  /// by ``imageName(forMapAt:)``), each atomically.
  ///
  /// - Throws: ``TiledError``.
  @discardableResult
  public static func save(
    _ board: Board, to path: String, tileRadius: Int = TiledExportOptions.defaultTileRadius
  )
    throws -> TiledExport
  {
    let exported = try encode(
      board,
      options: TiledExportOptions(tileRadius: tileRadius, imagePath: imageName(forMapAt: path)))
    // Next to the file the map is saved in (a link's target), where its reference points.
    let imagePath = FileIO.sibling(exported.imagePath, ofSaveAt: path)
    do {
      try FileIO.writeAtomically(exported.tilesetImage, to: imagePath)
      try FileIO.writeAtomically(exported.mapFile, to: path)
    } catch let error as BoardFileError {
      throw TiledError(.io, file: error.location, error.message)
    }
    return exported
  }
}
