// The layer cases of the one change path (`Board.apply`): each checks first and changes
// after, so a refused edit leaves the board as it was.

import HexBoardMaps
import HexGrid

extension Board {
  /// Applies a layer edit; `apply(_:)` forwards the layer cases here.
  mutating func applyLayerEdit(_ edit: BoardEdit) throws {
    switch edit {
    case .addLayer(let name, let kind): try performAddLayer(name, kind: kind)
    case .removeLayer(let name):
      layers.remove(at: try existingLayer(name))
    case .addLayerValue(let value, let name): try performAddLayerValue(value, toLayer: name)
    case .updateLayerValue(let id, let value, let name):
      try performUpdateLayerValue(id, to: value, inLayer: name)
    case .removeLayerValue(let id, let name): try performRemoveLayerValue(id, fromLayer: name)
    case .setLayerValue(let id, let name, let hex):
      let layer = try existingLayer(name)
      let code: Int32
      if let id {
        guard layers[layer].isCategorical else {
          throw BoardError.layerKindMismatch(name, numeric: true)
        }
        guard let found = layers[layer].code(of: id) else {
          throw BoardError.unknownLayerValue(id, layer: name)
        }
        code = found
      } else {
        code = 0
      }
      guard let index = grid.index(of: hex) else { throw BoardError.offBoard(hex) }
      setLayerCode(code, layer: layer, atIndex: index)
    case .setLayerNumber(let number, let name, let hex):
      let layer = try existingLayer(name)
      guard !layers[layer].isCategorical else {
        throw BoardError.layerKindMismatch(name, numeric: false)
      }
      guard let code = Int32(exactly: number) else {
        throw BoardError.layerNumberOutOfRange(number, layer: name)
      }
      guard let index = grid.index(of: hex) else { throw BoardError.offBoard(hex) }
      setLayerCode(code, layer: layer, atIndex: index)
    case .setLayerCodes(let codes, let name): try performSetLayerCodes(codes, inLayer: name)
    default:
      break
    }
  }

  /// The position of layer `name`, or ``BoardError/unknownLayer(_:)``.
  private func existingLayer(_ name: String) throws -> Int {
    guard let index = layerIndex(named: name) else { throw BoardError.unknownLayer(name) }
    return index
  }

  private mutating func performAddLayer(_ name: String, kind: BoardLayer.Kind) throws {
    let path = "layers[\(layers.count)]"
    try Board.check(name, .id, "\(path).name")
    guard layerIndex(named: name) == nil else { throw BoardError.duplicateLayer(name) }
    guard layers.count < Board.maximumLayerCount else {
      throw BoardError.tooManyLayers(layers.count + 1)
    }
    if case .categorical(let palette) = kind {
      try Board.validate(layerPalette: palette, layer: name, at: path)
    }
    layers.append(BoardLayer(name: name, kind: kind, grid: grid))
  }

  /// The palette of categorical layer `layer`, or the error saying it is numeric.
  private func categoricalPalette(_ layer: Int) throws -> [LayerValue] {
    guard case .categorical(let palette) = layers[layer].kind else {
      throw BoardError.layerKindMismatch(layers[layer].name, numeric: true)
    }
    return palette
  }

  private mutating func performAddLayerValue(_ value: LayerValue, toLayer name: String) throws {
    let layer = try existingLayer(name)
    let palette = try categoricalPalette(layer) + [value]
    try Board.validate(layerPalette: palette, layer: name, at: "layers[\(layer)]")
    layers[layer].kind = .categorical(palette: palette)
  }

  private mutating func performUpdateLayerValue(
    _ id: String, to value: LayerValue, inLayer name: String
  ) throws {
    let layer = try existingLayer(name)
    var palette = try categoricalPalette(layer)
    guard let position = palette.firstIndex(where: { $0.id == id }) else {
      throw BoardError.unknownLayerValue(id, layer: name)
    }
    palette[position] = value
    try Board.validate(layerPalette: palette, layer: name, at: "layers[\(layer)]")
    layers[layer].kind = .categorical(palette: palette)
  }

  /// Removes a value: the cells holding it become none, codes above it move down.
  private mutating func performRemoveLayerValue(_ id: String, fromLayer name: String) throws {
    let layer = try existingLayer(name)
    var palette = try categoricalPalette(layer)
    guard let position = palette.firstIndex(where: { $0.id == id }) else {
      throw BoardError.unknownLayerValue(id, layer: name)
    }
    palette.remove(at: position)
    let removed = Int32(position + 1)
    var codes = layers[layer].codes
    for index in 0..<grid.indexCount {
      let code = codes[index: index]
      if code == removed {
        codes[index: index] = 0
      } else if code > removed {
        codes[index: index] = code - 1
      }
    }
    layers[layer] = BoardLayer(
      name: name, kind: .categorical(palette: palette), codes: codes)
  }

  private mutating func performSetLayerCodes(_ codes: HexMap<Int32>, inLayer name: String)
    throws
  {
    let layer = try existingLayer(name)
    guard codes.grid == grid else { throw BoardError.layerGridMismatch(name) }
    let storage = codes.storage
    if layers[layer].isCategorical {
      let count = Int32(layers[layer].palette.count)
      for index in 0..<grid.indexCount
      where grid.isCell(index) && (storage[index] < 0 || storage[index] > count) {
        throw BoardError.invalidLayerCode(
          grid.hex(at: index), Int(storage[index]), layer: name)
      }
    }
    for index in 0..<grid.indexCount where grid.isCell(index) {
      setLayerCode(storage[index], layer: layer, atIndex: index)
    }
  }
}
