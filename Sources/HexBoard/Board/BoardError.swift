/// Why a board operation was refused.
public enum BoardError: Error, Equatable, CustomStringConvertible {
  /// No terrain with this id in the palette.
  case unknownTerrain(String)
  /// Two terrains share an id.
  case duplicateTerrain(String)
  /// Two terrains share a symbol.
  case duplicateSymbol(Character)
  /// A colour is not `#RRGGBB`.
  case invalidColor(String, String)
  /// A movement cost is outside 1...65535.
  case invalidCost(String, Int)
  /// The palette is empty.
  case emptyPalette
  /// The palette has more than ``Board/maximumPaletteSize`` terrains.
  case paletteTooLarge(Int)
  /// A cell refers to a palette entry that does not exist.
  case invalidTerrainIndex(Hex, Int)
  /// The elevation map is laid out on another grid.
  case elevationGridMismatch
  /// A hex is not on the board.
  case offBoard(Hex)
  /// Two objects share an id.
  case duplicateObject(String)
  /// No object with this id.
  case unknownObject(String)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .unknownTerrain(let id): "unknown terrain '\(id)'"
    case .duplicateTerrain(let id): "terrain id '\(id)' is used twice"
    case .duplicateSymbol(let symbol): "terrain symbol '\(symbol)' is used twice"
    case .invalidColor(let id, let color):
      "terrain '\(id)' has colour '\(color)'; colours are written #RRGGBB"
    case .invalidCost(let id, let cost):
      "terrain '\(id)' has movement cost \(cost); costs are 1 to \(NavigationGraph.maximumCellCost), or none for impassable"
    case .emptyPalette: "the palette has no terrain"
    case .paletteTooLarge(let count):
      "the palette has \(count) terrains; at most \(Board.maximumPaletteSize) are allowed"
    case .invalidTerrainIndex(let hex, let index):
      "cell \(hex) has terrain index \(index), not in the palette"
    case .elevationGridMismatch: "the elevation map does not match the board's grid"
    case .offBoard(let hex): "\(hex) is not on the board"
    case .duplicateObject(let id): "object id '\(id)' is used twice"
    case .unknownObject(let id): "no object with id '\(id)'"
    }
  }
}
