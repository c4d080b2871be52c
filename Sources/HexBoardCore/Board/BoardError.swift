import HexGrid
import HexText

/// Why a board operation was refused.
public enum BoardError: Error, Equatable, CustomStringConvertible {
  /// No terrain with this id in the palette.
  case unknownTerrain(String)
  /// Two terrains share an id.
  case duplicateTerrain(String)
  /// Two terrains share a symbol.
  case duplicateSymbol(Character)
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
  /// A terrain map given in bulk (``Board/setTerrain(_:)``) is laid out on another grid.
  case terrainGridMismatch
  /// A hex is not on the board.
  case offBoard(Hex)
  /// Two objects share an id.
  case duplicateObject(String)
  /// No object with this id.
  case unknownObject(String)
  /// No edge feature with this id in ``Board/edgePalette``.
  case unknownEdgeFeature(String)
  /// No vertex feature with this id in ``Board/vertexPalette``.
  case unknownVertexFeature(String)
  /// Two edge features, or two vertex features, share an id.
  case duplicateFeature(String)
  /// An edge or vertex palette has more than ``Board/maximumFeaturePaletteSize`` entries.
  case featurePaletteTooLarge(Int)
  /// An edge feature's added or set cost is outside 1...65535 (0 is allowed for ``EdgeFeature/Movement/adds(_:)``).
  case invalidFeatureCost(String, Int)
  /// A side is not a side of a cell of the board.
  case offBoardEdge(HexEdge)
  /// A corner is not a corner of a cell of the board.
  case offBoardVertex(HexVertex)
  /// A slot is not the canonical slot of a side (or corner) of the board.
  case offBoardFeatureSlot(Int, kind: FeatureLocation.Kind)
  /// Feature bits name palette entries the palette of that kind does not have.
  case unknownFeatureBits(UInt16, kind: FeatureLocation.Kind)
  /// A terrain cannot be removed from the palette: this many cells have it.
  case terrainInUse(String, Int)
  /// No movement class with this name in ``Board/movementClasses``.
  case unknownMovementClass(String)
  /// Two movement classes share a name.
  case duplicateMovementClass(String)
  /// A value the save format cannot hold (an empty id, a control character in a key or a
  /// name, a string over ``MapFile/maximumStringLength``, a NaN property): where it would be
  /// in a map file, as a JSON path (`objects[2].kind`), and what is wrong. The map loader
  /// refuses the same values with the same words.
  case invalidValue(path: String, problem: String)
  /// The operation needs a rectangular board (``Board/resized(columns:rows:anchor:fill:)``,
  /// ``Board/cropped(columns:rows:)``).
  case notRectangular
  /// A crop rectangle (offset columns and rows, both ends included) does not lie inside the
  /// board.
  case rectangleOutsideBoard(columns: ClosedRange<Int>, rows: ClosedRange<Int>)
  /// No layer with this name (``Board/layers``).
  case unknownLayer(String)
  /// Two layers share a name.
  case duplicateLayer(String)
  /// The board would have more than ``Board/maximumLayerCount`` layers.
  case tooManyLayers(Int)
  /// No value with this id in the categorical layer's palette.
  case unknownLayerValue(String, layer: String)
  /// Two values of a categorical layer share an id.
  case duplicateLayerValue(String, layer: String)
  /// A categorical layer's palette has more than ``Board/maximumLayerPaletteSize`` values.
  case layerPaletteTooLarge(String, Int)
  /// A value edit for the other kind of layer: `numeric` tells what the layer is.
  case layerKindMismatch(String, numeric: Bool)
  /// A number outside `Int32` for a numeric layer.
  case layerNumberOutOfRange(Int, layer: String)
  /// A layer's codes are laid out on another grid than the board's.
  case layerGridMismatch(String)
  /// A cell of a categorical layer has a code that names no palette value.
  case invalidLayerCode(Hex, Int, layer: String)

  /// A sentence saying what is wrong, quoting the ids and values of the case as they are
  /// (raw: a program that prints it to a terminal escapes it there, as the `hexboard`
  /// command does).
  public var description: String {
    switch self {
    case .unknownTerrain(let id): "unknown terrain \(MessageText.quoted(id))"
    case .duplicateTerrain(let id): "terrain id \(MessageText.quoted(id)) is used twice"
    case .duplicateSymbol(let symbol):
      "terrain symbol \(MessageText.quoted(String(symbol))) is used twice"
    case .invalidCost(let id, let cost):
      "terrain \(MessageText.quoted(id)) has movement cost \(cost); costs are 1 to \(Terrain.maximumMovementCost), or none for impassable"
    case .emptyPalette: "the palette has no terrain"
    case .paletteTooLarge(let count):
      "the palette has \(count) terrains; at most \(Board.maximumPaletteSize) are allowed"
    case .invalidTerrainIndex(let hex, let index):
      "cell \(hex) has terrain index \(index), not in the palette"
    case .elevationGridMismatch: "the elevation map does not match the board's grid"
    case .terrainGridMismatch: "the terrain map does not match the board's grid"
    case .offBoard(let hex): "\(hex) is not on the board"
    case .duplicateObject(let id): "object id \(MessageText.quoted(id)) is used twice"
    case .unknownObject(let id): "no object with id \(MessageText.quoted(id))"
    case .unknownEdgeFeature(let id): "unknown edge feature \(MessageText.quoted(id))"
    case .unknownVertexFeature(let id): "unknown vertex feature \(MessageText.quoted(id))"
    case .duplicateFeature(let id): "feature id \(MessageText.quoted(id)) is used twice"
    case .featurePaletteTooLarge(let count):
      "a feature palette has \(count) entries; at most \(Board.maximumFeaturePaletteSize) are allowed"
    case .invalidFeatureCost(let id, let cost):
      "edge feature \(MessageText.quoted(id)) has cost \(cost); costs are 1 to \(EdgeFeature.maximumCost) (an added cost may be 0)"
    case .offBoardEdge(let edge): "\(edge) is not a side of a cell of the board"
    case .offBoardVertex(let vertex): "\(vertex) is not a corner of a cell of the board"
    case .offBoardFeatureSlot(let slot, let kind):
      "slot \(slot) is not a \(kind.noun) of a cell of the board"
    case .unknownFeatureBits(let bits, let kind):
      "feature bits 0x\(String(bits, radix: 16)) name \(kind.noun) features the palette lacks"
    case .invalidValue(let path, let problem): "\(path): \(problem)"
    case .unknownMovementClass(let name): "no movement class \(MessageText.quoted(name))"
    case .duplicateMovementClass(let name):
      "movement class \(MessageText.quoted(name)) is declared twice"
    case .notRectangular: "the board is not a rectangle"
    case .rectangleOutsideBoard(let columns, let rows):
      "columns \(columns.lowerBound)…\(columns.upperBound) and rows \(rows.lowerBound)…\(rows.upperBound) do not lie inside the board"
    case .unknownLayer(let name): "no layer named \(MessageText.quoted(name))"
    case .duplicateLayer(let name): "layer name \(MessageText.quoted(name)) is used twice"
    case .tooManyLayers(let count):
      "\(count) layers; at most \(Board.maximumLayerCount) are allowed"
    case .unknownLayerValue(let id, let layer):
      "layer \(MessageText.quoted(layer)) has no value \(MessageText.quoted(id))"
    case .duplicateLayerValue(let id, let layer):
      "value id \(MessageText.quoted(id)) is used twice in layer \(MessageText.quoted(layer))"
    case .layerPaletteTooLarge(let layer, let count):
      "layer \(MessageText.quoted(layer)) has \(count) values; at most \(Board.maximumLayerPaletteSize) are allowed"
    case .layerKindMismatch(let layer, let numeric):
      numeric
        ? "layer \(MessageText.quoted(layer)) is numeric: it holds numbers, not values"
        : "layer \(MessageText.quoted(layer)) is categorical: it holds values, not numbers"
    case .layerNumberOutOfRange(let number, let layer):
      "\(number) does not fit layer \(MessageText.quoted(layer)) (\(Int32.min)...\(Int32.max))"
    case .layerGridMismatch(let layer):
      "the cells of layer \(MessageText.quoted(layer)) do not match the board's grid"
    case .invalidLayerCode(let hex, let code, let layer):
      "cell \(hex) of layer \(MessageText.quoted(layer)) has code \(code), not in its palette"
    case .terrainInUse(let id, let cells):
      "terrain \(MessageText.quoted(id)) is on \(cells) \(cells == 1 ? "cell" : "cells"); paint them first"
    }
  }
}
