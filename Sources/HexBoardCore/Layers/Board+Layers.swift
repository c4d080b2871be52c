// Reading a board's named layers, and the few package mutators through which their cells
// and palettes change (each keeps the layer's content-hash sum). Edits come in through
// `Board.apply` (Board+LayerEdits.swift); loaders hand whole layers to the initialiser.

import HexBoardMaps
import HexGrid

extension Board {
  /// The most layers a board can have.
  public static let maximumLayerCount = 255
  /// The most values a categorical layer's palette can have.
  public static let maximumLayerPaletteSize = 65_535

  /// The layer called `name`, or `nil` if the board has none.
  ///
  /// - Complexity: O(layers).
  public func layer(named name: String) -> BoardLayer? {
    layerIndex(named: name).map { layers[$0] }
  }

  /// The position of the layer called `name` in ``layers``, or `nil`.
  ///
  /// - Complexity: O(layers).
  public func layerIndex(named name: String) -> Int? {
    layers.firstIndex { $0.name == name }
  }

  /// Whether the board has named layers (a board without them saves as version 1 or 2).
  public var hasLayers: Bool { !layers.isEmpty }

  /// Sets the code of the cell at grid index `index` of layer `layer` (a position in
  /// ``layers``): the one place a layer's cell changes, so it keeps the layer's hash sum.
  ///
  /// - Precondition: `layer` and `index` are valid and `code` fits the layer's kind.
  package mutating func setLayerCode(_ code: Int32, layer: Int, atIndex index: Int) {
    let old = layers[layer].codes[index: index]
    guard old != code else { return }
    layers[layer].contentSum =
      layers[layer].contentSum &- ContentHashing.layerTerm(index: index, code: old)
      &+ ContentHashing.layerTerm(index: index, code: code)
    layers[layer].codes[index: index] = code
  }

  /// Replaces every layer at once (an undo log's copy, a patch's result), validated by the
  /// caller: each on the board's grid, names unique, codes in range.
  package mutating func restoreLayers(_ newLayers: [BoardLayer]) {
    layers = newLayers
  }

  /// Checks a list of layers against the board's grid and the format's rules, naming the
  /// JSON path of a map file (`layers[1].values[0].id`).
  func validate(layers: [BoardLayer]) throws {
    guard layers.count <= Board.maximumLayerCount else {
      throw BoardError.tooManyLayers(layers.count)
    }
    var names = Set<String>()
    for (i, layer) in layers.enumerated() {
      try Board.check(layer.name, .id, "layers[\(i)].name")
      guard names.insert(layer.name).inserted else {
        throw BoardError.duplicateLayer(layer.name)
      }
      guard layer.codes.grid == grid else { throw BoardError.layerGridMismatch(layer.name) }
      guard case .categorical(let palette) = layer.kind else { continue }
      try Board.validate(layerPalette: palette, layer: layer.name, at: "layers[\(i)]")
      let count = Int32(palette.count)
      for index in 0..<grid.indexCount where grid.isCell(index) {
        let code = layer.codes[index: index]
        if code < 0 || code > count {
          throw BoardError.invalidLayerCode(grid.hex(at: index), Int(code), layer: layer.name)
        }
      }
    }
  }

  /// Checks a categorical palette: its size, each value's id and name, unique ids.
  static func validate(layerPalette palette: [LayerValue], layer: String, at path: String)
    throws
  {
    guard palette.count <= maximumLayerPaletteSize else {
      throw BoardError.layerPaletteTooLarge(layer, palette.count)
    }
    var ids = Set<String>()
    for (j, value) in palette.enumerated() {
      try check(value.id, .id, "\(path).values[\(j)].id")
      try check(value.name, .name, "\(path).values[\(j)].name")
      guard ids.insert(value.id).inserted else {
        throw BoardError.duplicateLayerValue(value.id, layer: layer)
      }
    }
  }
}

extension BoardLayer {
  /// The sum of the content-hash terms of every cell of `codes` (holes skipped).
  ///
  /// - Complexity: O(n).
  static func contentSum(of codes: CellLayer<Int32>) -> UInt64 {
    let grid = codes.grid
    var sum: UInt64 = 0
    codes.withContiguousRuns { start, cells in
      for k in 0..<cells.count where cells[k] != 0 && grid.isCell(start &+ k) {
        sum &+= ContentHashing.layerTerm(index: start &+ k, code: cells[k])
      }
    }
    return sum
  }
}
