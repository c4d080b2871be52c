import HexBoard
import HexText

// Painting a named layer: `l` cycles the paint target (terrain, then each layer). On a
// categorical layer the number keys and Tab pick the layer's values (0 is none); on a
// numeric one the number is typed (MapEditor+NumberPrompt.swift) and Tab adds 1. Space,
// clicks and `f` paint them. Every change goes through `Board.apply` and is recorded as a
// patch like terrain strokes, so undo and redo cover it.
extension MapEditor {
  /// The layers `l` cycles through, by position in `board.layers`: all of them.
  var paintableLayers: [Int] { Array(board.layers.indices) }

  /// The layer being painted, when it is still on the board.
  var activeLayer: BoardLayer? {
    guard let paintLayer, board.layers.indices.contains(paintLayer) else { return nil }
    return board.layers[paintLayer]
  }

  /// `l`: terrain → each layer in turn → terrain.
  mutating func cyclePaintTarget() {
    let layers = paintableLayers
    guard !layers.isEmpty else {
      paintLayer = nil
      message = "the map has no layer to paint (hexboard layer add)"
      return
    }
    if let current = paintLayer, let k = layers.firstIndex(of: current), k + 1 < layers.count {
      paintLayer = layers[k + 1]
    } else if paintLayer == nil {
      paintLayer = layers[0]
    } else {
      paintLayer = nil
      message = "painting terrain \(terrainLabel(selected))"
      return
    }
    guard let layer = activeLayer else { return }
    let name = TerminalText.escaped(layer.name)
    if layer.isCategorical {
      selectedLayerCode = layer.palette.isEmpty ? BoardLayer.noValue : 1
      message = "painting layer \(name): \(layerValueLabel(selectedLayerCode))"
    } else {
      // 1, not 0: a first stroke shows on the map (0 is a numeric layer's blank).
      selectedLayerCode = 1
      message = "painting numbers of \(name): 1 (type another, then Enter)"
    }
  }

  /// Selects the layer value of a number key (0 none, k the k-th value).
  mutating func selectLayerValue(_ code: Int) {
    guard let layer = activeLayer, layer.isCategorical else { return }
    guard code <= layer.palette.count else {
      message = "the layer \(TerminalText.escaped(layer.name)) has \(layer.palette.count) values"
      return
    }
    selectedLayerCode = Int32(code)
    message = "\(TerminalText.escaped(layer.name)) \(layerValueLabel(selectedLayerCode))"
  }

  /// Tab in a layer: the next value, none after the last; in a numeric layer, the number
  /// plus 1 (up to the largest a layer holds).
  mutating func cycleLayerValue() {
    guard let layer = activeLayer else { return }
    guard layer.isCategorical else {
      if selectedLayerCode < Int32.max { selectedLayerCode += 1 }
      message = "\(TerminalText.escaped(layer.name)) \(selectedLayerCode)"
      return
    }
    selectedLayerCode = (selectedLayerCode + 1) % Int32(layer.palette.count + 1)
    message = "\(TerminalText.escaped(layer.name)) \(layerValueLabel(selectedLayerCode))"
  }

  /// "2 village", or "0 none", for a code of the active layer; the number itself for a
  /// numeric layer.
  func layerValueLabel(_ code: Int32) -> String {
    if activeLayer?.isCategorical == false { return "\(code)" }
    guard let layer = activeLayer, code > 0, Int(code) <= layer.palette.count else {
      return "0 none"
    }
    return "\(code) \(layer.palette[Int(code) - 1].id)"
  }

  /// The selected value's id in the active layer (`nil`: none).
  private var selectedValueID: String? {
    guard let layer = activeLayer, selectedLayerCode > 0,
      Int(selectedLayerCode) <= layer.palette.count
    else { return nil }
    return layer.palette[Int(selectedLayerCode) - 1].id
  }

  /// The edit that paints the selected value (or number) of `layer` on a cell.
  private func paintEdit(_ layer: BoardLayer) -> (Hex) -> BoardEdit {
    let name = layer.name
    guard layer.isCategorical else {
      let number = Int(selectedLayerCode)
      return { .setLayerNumber(number, inLayer: name, at: $0) }
    }
    let id = selectedValueID
    return { .setLayerValue(id, inLayer: name, at: $0) }
  }

  /// Paints the selected value of the active layer within the brush radius.
  ///
  /// - Complexity: O(radius²).
  mutating func paintLayerValue(_ layer: BoardLayer) {
    let before = board
    let center = board.grid.hex(at: cursor)
    let r = brushRadius
    let edit = paintEdit(layer)
    for dq in -r...r {
      for dr in max(-r, -dq - r)...min(r, -dq + r) {
        // Off the map: nothing to paint there.
        try? board.apply(edit(Hex(q: center.q + dq, r: center.r + dr)))
      }
    }
    record(from: before, verb: "painted", countingCells: true)
  }

  /// Paints the selected value over the cursor's contiguous area of one value (or number)
  /// of the active layer (terrain does not stop it).
  ///
  /// - Complexity: O(cells filled).
  mutating func fillLayerValue(_ layer: BoardLayer) {
    let target = layer.codes[index: cursor]
    guard target != selectedLayerCode else {
      message = "filled 0 cells (already \(layerValueLabel(selectedLayerCode)))"
      return
    }
    let before = board
    let grid = board.grid
    let edit = paintEdit(layer)
    guard let index = paintLayer else { return }
    var stack = [cursor]
    try? board.apply(edit(grid.hex(at: cursor)))
    // A changed cell no longer holds `target`, so it is never queued twice.
    while let cell = stack.popLast() {
      for neighbor in grid.neighbors(of: cell)
      where board.layers[index].codes[index: neighbor] == target {
        try? board.apply(edit(grid.hex(at: neighbor)))
        stack.append(neighbor)
      }
    }
    record(from: before, verb: "filled", countingCells: true)
  }

  /// The mark of a cell holding code `code` of the active layer: its number (1-9), `+`
  /// past 9.
  static func layerMark(_ code: Int32) -> Character {
    code <= 9 ? Character(String(code)) : "+"
  }

  /// The palette line of the active layer: `0 none [1 forest] 2 village …`; for a numeric
  /// layer the number painted and how to change it.
  func layerPaletteLine(_ layer: BoardLayer) -> String {
    guard layer.isCategorical else {
      return
        "\(TerminalText.escaped(layer.name)): paint [\(selectedLayerCode)]"
        + "  digits (- first for below 0) then Enter: another number  Tab: +1"
    }
    var entries: [String] = []
    for code in 0...min(9, layer.palette.count) {
      let text = TerminalText.escaped(layerValueLabel(Int32(code)))
      entries.append(Int32(code) == selectedLayerCode ? "[\(text)]" : text)
    }
    if layer.palette.count > 9 {
      entries.append(
        selectedLayerCode > 9
          ? "[Tab \(TerminalText.escaped(layerValueLabel(selectedLayerCode)))]"
          : "Tab +\(layer.palette.count - 9)")
    }
    return "\(TerminalText.escaped(layer.name)): " + entries.joined(separator: " ")
  }
}
