// Spellings from before the file verbs were made one set (those of `MapFile`:
// `load(from:)`/`save(_:to:)` for files, `decode(_:)`/`encode(_:)` for bytes): they
// forward, so callers keep compiling.

import HexBoard

extension TiledMap {
  /// Imports the Tiled map at `path`; renamed ``load(from:layer:resolver:)``.
  @available(*, deprecated, renamed: "load(from:layer:resolver:)")
  public static func importBoard(
    from path: String, layer: String? = nil, resolver: TiledResolver = .confined
  ) throws -> TiledImport {
    try load(from: path, layer: layer, resolver: resolver)
  }

  /// Imports a Tiled map from its bytes; renamed ``decode(_:format:path:layer:resolver:)``.
  @available(*, deprecated, renamed: "decode(_:format:path:layer:resolver:)")
  public static func importBoard(
    _ bytes: [UInt8], format: Format, path: String = "", layer: String? = nil,
    resolver: TiledResolver
  ) throws -> TiledImport {
    try decode(bytes, format: format, path: path, layer: layer, resolver: resolver)
  }

  /// Imports a Tiled map from its bytes; renamed ``decode(_:format:path:layer:readsFiles:)``.
  @available(*, deprecated, renamed: "decode(_:format:path:layer:readsFiles:)")
  public static func importBoard(
    _ bytes: [UInt8], format: Format, path: String = "", layer: String? = nil,
    readsFiles: Bool = true
  ) throws -> TiledImport {
    try decode(bytes, format: format, path: path, layer: layer, readsFiles: readsFiles)
  }

  /// The board as a Tiled map in memory; renamed ``encode(_:options:)``.
  @available(*, deprecated, renamed: "encode(_:options:)")
  public static func export(_ board: Board, options: TiledExportOptions = TiledExportOptions())
    throws -> TiledExport
  {
    try encode(board, options: options)
  }

  /// Saves the board as a Tiled map and its tileset image; renamed
  /// ``save(_:to:tileRadius:)``.
  @available(*, deprecated, renamed: "save(_:to:tileRadius:)")
  @discardableResult
  public static func write(
    _ board: Board, to path: String, tileRadius: Int = TiledExportOptions.defaultTileRadius
  ) throws -> TiledExport {
    try save(board, to: path, tileRadius: tileRadius)
  }
}
