// Exporting big boards to Tiled without holding the whole export: the .tmj streams into an
// atomic file write, cell centres are made one at a time, the tileset image is small.
// `encode(_:options:)` is these pieces held in memory; the command line's `convert` uses
// them one by one.

import HexBoard
import HexJSON

extension TiledMap {
  /// Throws what ``encode(_:options:)`` would throw for `board` (a reserved or non-finite
  /// board property) without making anything, so a caller can refuse before it writes.
  ///
  /// - Throws: ``TiledError`` (kind ``TiledError/Kind/unexportable``).
  public static func checkExportable(_ board: Board) throws {
    try TiledExporter(board: board, options: TiledExportOptions()).checkExportable()
  }

  /// Writes the `.tmj` document of `board` into `sink` in pieces of about 64 KiB: the same
  /// bytes as ``encode(_:options:)``'s ``TiledExport/mapFile``, in memory proportional to
  /// the palette and one piece, not to the board.
  ///
  /// ```swift
  /// try FileIO.writeAtomically(to: "map.tmj") { sink in
  ///   try TiledMap.writeMapFile(board, options: options, to: &sink)
  /// }
  /// ```
  ///
  /// - Throws: ``TiledError`` as ``encode(_:options:)``; the sink's write errors.
  public static func writeMapFile(
    _ board: Board, options: TiledExportOptions, to sink: inout FileIO.Sink
  ) throws {
    let exporter = TiledExporter(board: board, options: options)
    var w = JSONWriter()
    try exporter.writeMapDocument(geometry: exporter.geometry, to: &w) { w in
      guard w.bytes.count >= 1 << 16 else { return }
      try sink.write(w.bytes)
      w.bytes.removeAll(keepingCapacity: true)
    }
    try sink.write(w.bytes)
  }

  /// The tileset image of `board`'s export, a PNG (``TiledExport/tilesetImage``).
  public static func tilesetImage(_ board: Board, options: TiledExportOptions) -> [UInt8] {
    let exporter = TiledExporter(board: board, options: options)
    return exporter.tilesetImage(exporter.geometry).encoded()
  }

  /// Calls `body` with each cell's storage index and the centre of the cell in the
  /// exported map's pixels, where a correct renderer such as Tiled's `tmxrasterizer` paints
  /// the cell's terrain colour (the CLI's `convert --checks` writes them for CI), in
  /// storage order. Memory is constant: nothing is collected.
  public static func forEachCellCenter(
    _ board: Board, options: TiledExportOptions, _ body: (Int, Point) throws -> Void
  ) rethrows {
    let exporter = TiledExporter(board: board, options: options)
    try exporter.forEachCellCenter(exporter.geometry, body)
  }
}
