import HexBoard
import HexBoardRendering
import HexText

// Drawing the editor: the map as `show` draws it (``TerminalCanvas``: terrain, objects,
// side and corner features), the cursor, a path, the palette line, the status line, the
// message line and the key table. Every line is cut to the window with an ellipsis.
extension MapEditor {
  /// The keys, as `?` shows them (and the README lists them).
  static let keyTable: [(String, String)] = [
    ("arrows", "move the cursor (Left/Right column, Up/Down row)"),
    ("1-9, Tab", "select a terrain (palette order), cycle"),
    ("Space", "paint the brush around the cursor"),
    ("+ / -", "brush radius"),
    ("f", "flood-fill the cursor's area"),
    ("l", "paint terrain / each layer in turn (0 none)"),
    ("0-9", "on a number layer: type a number, Enter; Tab +1"),
    ("u / r", "undo / redo"),
    ("s", "save"),
    ("p", "path mode: Enter on start and goal; Tab class; Esc"),
    ("e / c", "side / corner mode: 1-6 toggle, Tab feature; Esc"),
    ("< / >", "lower / raise the height (also , and .)"),
    ("o m x", "place (type kind [id]) / move / remove an object"),
    ("mouse", "click moves the cursor and paints"),
    ("q", "quit (asks when there are unsaved changes)"),
    ("?", "this help (any key closes it)"),
  ]

  /// The screen for a `width × height` window: the map above; at the bottom the palette
  /// line (what each number key paints, or the features of side and corner mode), the
  /// status line and the message line. Scrolls the view to keep the cursor visible.
  ///
  /// - Complexity: O(width × height), whatever the size of the map.
  @_spi(Editor) public mutating func screen(width: Int, height: Int) -> EditorScreen {
    var screen = EditorScreen(width: width, height: height)
    guard width >= 20, height >= 4 else {
      screen.put("window too small", x: 0, y: 0)
      return screen
    }
    let mapHeight = height - 3
    viewWidth = width
    viewHeight = mapHeight
    let canvas = TerminalCanvas(
      board: board, cellWidth: 2, objectMarks: objectMarks, featureMarks: featureMarks)
    scrollToCursor(canvas: canvas, width: width, height: mapHeight)
    let storage = board.terrain.flattened()
    let showsPath = !pathMarks.isEmpty
    // The active layer's values are drawn as their numbers, over the terrain; a numeric
    // layer's as labels of up to two characters, across the cell.
    let layerCodes = activeLayer?.codes
    let numeric = activeLayer?.isCategorical == false
    for y in 0..<mapHeight {
      for x in 0..<width {
        guard let spot = canvas.spot(x: viewX + x, line: viewY + y) else { continue }
        var cell = EditorScreen.Cell(
          character: spot.character, color: colorCodes[Int(storage[spot.index])], attributes: 0)
        if let code = layerCodes?[index: spot.index], code != 0 {
          if !numeric {
            cell.character = Self.layerMark(code)
            cell.attributes |= EditorScreen.bold
          } else if let label = Self.numberLabel(code) {
            // The label's first character on the cell's left column, its second beside it.
            let second = canvas.spot(x: viewX + x - 1, line: viewY + y)?.index == spot.index
            if let character = second ? label.dropFirst().first : label.first {
              cell.character = character
              cell.attributes |= EditorScreen.bold
            }
          }
        }
        if showsPath, pathMarks[spot.index] {
          cell.attributes |= EditorScreen.bold
          if cell.character == " " { cell.character = "·" }
        }
        if spot.index == cursor {
          cell.attributes |= EditorScreen.inverse
          if cell.character == " " { cell.character = "▒" }
        }
        screen[x, y] = cell
      }
    }
    screen.putLine(paletteLine, y: height - 3)
    screen.clearLine(height - 2, attributes: EditorScreen.inverse)
    screen.putLine(statusLine, y: height - 2, attributes: EditorScreen.inverse)
    // A prompt keeps its end (what is being typed) when cut; other messages their start.
    let isPrompt: Bool
    switch mode {
    case .objectPrompt, .numberPrompt: isPrompt = true
    default: isPrompt = false
    }
    screen.putLine(TerminalText.escaped(message), y: height - 1, keepingEnd: isPrompt)
    if mode == .help { drawHelp(into: &screen, height: mapHeight) }
    return screen
  }

  /// File, cursor cell, its terrain, height, objects and sides, the brush, "modified".
  var statusLine: String {
    let grid = board.grid
    let offset = grid.offset(at: cursor)
    let hex = grid.hex(at: cursor)
    // The file's own name: a long folder path would push the cell off a narrow window.
    let baseName = fileName.split(separator: "/").last.map(String.init) ?? fileName
    var parts = [
      TerminalText.escaped(baseName),
      "\(offset.col),\(offset.row) \(TerminalText.escaped(board.palette[Int(board.terrain[index: cursor])].id))",
    ]
    if let elevation = board.elevation { parts.append("h \(elevation[index: cursor])") }
    let objects = board.objects(at: hex)
    if !objects.isEmpty {
      parts.append(
        objects.map { "\(TerminalText.escaped($0.id)) (\(TerminalText.escaped($0.kind)))" }
          .joined(separator: ", "))
    }
    var sides: [String] = []
    for direction in HexDirection.allCases {
      let features = board.features(at: HexEdge(hex, direction))
      guard !features.isEmpty else { continue }
      sides.append(
        board.orientation.sideName(of: direction) + " "
          + features.map { TerminalText.escaped($0.id) }.joined(separator: "+"))
    }
    if !sides.isEmpty { parts.append(sides.joined(separator: " ")) }
    var corners: [String] = []
    for corner in 0..<6 {
      let features = board.features(at: HexVertex(hex, corner: corner))
      guard !features.isEmpty else { continue }
      corners.append(
        "corner " + board.orientation.cornerName(of: corner) + " "
          + features.map { TerminalText.escaped($0.id) }.joined(separator: "+"))
    }
    if !corners.isEmpty { parts.append(corners.joined(separator: " ")) }
    if let layer = activeLayer {
      let value =
        layer.isCategorical
        ? layer.value(at: hex).map { TerminalText.escaped($0.id) } ?? "none"
        : "\(layer.number(at: hex) ?? 0)"
      parts.append("\(TerminalText.escaped(layer.name)) \(value)")
    }
    var brush =
      if let layer = activeLayer {
        "paint \(TerminalText.escaped(layer.name)) \(TerminalText.escaped(layerValueLabel(selectedLayerCode))) r\(brushRadius)"
      } else {
        "paint \(TerminalText.escaped(terrainLabel(selected))) r\(brushRadius)"
      }
    if case .features(let corners) = mode {
      brush +=
        " \(corners ? "corner" : "side") \(TerminalText.escaped(selectedFeatureID(corners: corners)))"
    }
    parts.append(brush)
    if case .path = mode { parts.append("path \(TerminalText.escaped(pathClassLabel))") }
    if isModified { parts.append("modified") }
    return " " + parts.joined(separator: " | ")
  }

  /// What each number key paints (`1 ocean 2 coast [3 grass] …`, the selected entry in
  /// brackets; entries past 9 are reached with Tab), or in side and corner mode the
  /// features Tab cycles through.
  var paletteLine: String {
    if case .features(let corners) = mode {
      let ids = corners ? board.vertexPalette.map(\.id) : board.edgePalette.map(\.id)
      let selected = corners ? selectedCorner : selectedEdge
      let entries = ids.enumerated().map { k, id in
        let text = TerminalText.escaped(id)
        return k == selected ? "[\(text)]" : text
      }
      return "Tab: " + entries.joined(separator: " ")
    }
    if case .path = mode, !board.movementClasses.isEmpty {
      // What Tab cycles through: the terrain's own costs, then each class.
      let names = ["terrain"] + board.movementClasses.map { TerminalText.escaped($0.name) }
      let selected = pathClass.map { $0 + 1 } ?? 0
      let entries = names.enumerated().map { k, name in k == selected ? "[\(name)]" : name }
      return "Tab: " + entries.joined(separator: " ")
    }
    if let layer = activeLayer { return layerPaletteLine(layer) }
    var entries: [String] = []
    for k in board.palette.indices.prefix(9) {
      let text = TerminalText.escaped(terrainLabel(k))
      entries.append(k == selected ? "[\(text)]" : text)
    }
    if board.palette.count > 9 {
      entries.append(
        selected >= 9
          ? "[Tab \(TerminalText.escaped(terrainLabel(selected)))]"
          : "Tab +\(board.palette.count - 9)")
    }
    return entries.joined(separator: " ")
  }

  private func drawHelp(into screen: inout EditorScreen, height: Int) {
    let lines = [" Keys "] + Self.keyTable.map { " " + pad($0.0, 8) + $0.1 + " " }
    let boxWidth = min(screen.width - 2, lines.map(\.count).max() ?? 0)
    for (k, line) in lines.enumerated() where k + 1 < height {
      for x in 1...boxWidth { screen[x, k + 1] = .blank }
      screen.put(
        EditorScreen.truncated(line, to: boxWidth), x: 1, y: k + 1,
        attributes: k == 0 ? EditorScreen.inverse : 0)
    }
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
