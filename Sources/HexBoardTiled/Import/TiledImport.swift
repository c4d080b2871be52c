import HexBoard

/// A board imported from a Tiled map, with what the import had to leave out.
public struct TiledImport: Sendable, Equatable {
  /// The board.
  public var board: Board
  /// The name of the tile layer that gave the terrain.
  public var layerName: String
  /// Things skipped or ignored (an object on no cell, a property of an unsupported type),
  /// in the order met.
  public var warnings: [TiledImportWarning]

  /// Creates an import result.
  public init(board: Board, layerName: String, warnings: [TiledImportWarning]) {
    self.board = board
    self.layerName = layerName
    self.warnings = warnings
  }
}
