// Where a correct renderer of an SVG picture must paint which colour (`--checks`).

import HexBoard
@_spi(PixelChecks) import HexBoardRendering

extension SVGRenderer {
  /// Points of the rendered picture and the colour a correct renderer paints there: up to
  /// three cell centres per terrain (its first, middle and last cell in storage order that
  /// no object marker, path, origin ring, dimming, drawn layer or crossing feature covers), and the
  /// background in the margin when there is one; with a ``PictureOptions/focus``, the first,
  /// middle and last such dimmed cell in the blended colour (``CellDimming/blended(_:)``,
  /// note `dimmed …`); then up to three points per placed edge feature (the middle of a
  /// side carrying it) and per vertex feature (a corner carrying it), with the colour drawn
  /// on top there (see ``featurePixelChecks(for:layout:canvas:features:)``). Empty when hexes are
  /// too small (under 4 pixels of radius) to hit reliably.
  ///
  /// - Complexity: O(cells).
  public func pixelChecks(for board: Board) -> [SVGPixelCheck] {
    let geometry = geometry(for: board)
    let layout = geometry.layout
    var checks: [SVGPixelCheck] = []
    if let background = options.background, options.margin >= 2 {
      let half = options.margin / 2
      checks.append(
        SVGPixelCheck(
          x: half, y: half,
          color: background,
          note: "background", subject: .background))
    }
    let radius = Swift.min(layout.size.width, layout.size.height)
    guard radius - options.strokeWidth >= 4 else { return checks }

    let grid = board.grid
    var covered = [Bool](repeating: false, count: grid.indexCount)
    for hex in options.path {
      if let index = grid.index(of: hex) { covered[index] = true }
    }
    if options.showsObjects {
      for object in board.objects {
        if let index = grid.index(of: object.position) { covered[index] = true }
      }
    }
    for hex in options.origins {
      if let index = grid.index(of: hex) { covered[index] = true }
    }
    // A drawn layer covers its cells' centres (a mark, a choropleth, a number).
    for overlay in layerOverlays(for: board) {
      let codes = board.layers[overlay.layerIndex].codes.flattened()
      for index in 0..<grid.indexCount where grid.isCell(index) {
        if overlay.style == .labels || overlay.paintIndex(ofCode: codes[index]) != nil {
          covered[index] = true
        }
      }
    }
    // Roads run through the centres of the cells on either side.
    let features = PlacedFeatures(board)
    for (k, feature) in board.edgePalette.enumerated() where feature.style == .crossing {
      for slot in features.edgeSlots[k] {
        covered[slot / 6] = true
        if let other = grid.neighbor(of: slot / 6, in: HexDirection.allCases[slot % 6]) {
          covered[other] = true
        }
      }
    }
    // Dimmed cells are checked apart, blended (their first, middle and last uncovered one).
    let dimming = cellDimming(for: board)
    var dimmed: [Int] = []
    if let dimming {
      for index in 0..<grid.indexCount where dimming.dimmed[index] {
        if !covered[index] { dimmed.append(index) }
        covered[index] = true
      }
    }
    // Each terrain's first, middle and last uncovered cell, found in two passes over the
    // grid (counting, then picking) rather than from lists of every cell.
    let storage = board.terrain.flattened()
    let paletteCount = board.palette.count
    var counts = [Int](repeating: 0, count: paletteCount)
    for index in 0..<grid.indexCount where grid.isCell(index) && !covered[index] {
      let terrain = Int(storage[index])
      if terrain < paletteCount { counts[terrain] += 1 }
    }
    var picked = [[Int]](repeating: [], count: paletteCount)
    var seen = [Int](repeating: 0, count: paletteCount)
    for index in 0..<grid.indexCount where grid.isCell(index) && !covered[index] {
      let terrain = Int(storage[index])
      guard terrain < paletteCount else { continue }
      let k = seen[terrain]
      let count = counts[terrain]
      if k == 0 || k == count / 2 || k == count - 1 { picked[terrain].append(index) }
      seen[terrain] = k + 1
    }
    for (terrain, count) in counts.enumerated() where count > 0 {
      let found = picked[terrain]
      // The same picks, in the same order, as indexing a list of the terrain's cells.
      func at(_ k: Int) -> Int {
        if k == 0 { return found[0] }
        if k == count - 1 { return found[found.count - 1] }
        return found[1]
      }
      var picks = [at(0), at(count / 2), at(count - 1)]
      if picks[1] == picks[0] || picks[1] == picks[2] { picks.remove(at: 1) }
      if picks.count > 1, picks[picks.count - 1] == picks[0] { picks.removeLast() }
      let terrainInfo = board.palette[terrain]
      let color = terrainInfo.color
      for index in picks {
        let center = layout.center(of: grid.hex(at: index))
        checks.append(
          SVGPixelCheck(
            x: center.x, y: center.y, color: color,
            note: "\(terrainInfo.id) at \(grid.offset(at: index))", subject: .cell(index)))
      }
    }
    if let dimming, !dimmed.isEmpty {
      var picks = [0, dimmed.count / 2, dimmed.count - 1]
      if picks[1] == picks[0] || picks[1] == picks[2] { picks.remove(at: 1) }
      if picks.count > 1, picks[picks.count - 1] == picks[0] { picks.removeLast() }
      for index in picks.map({ dimmed[$0] }) {
        let terrain = Int(storage[index])
        guard terrain < paletteCount else { continue }
        let center = layout.center(of: grid.hex(at: index))
        checks.append(
          SVGPixelCheck(
            x: center.x, y: center.y, color: dimming.blended(board.palette[terrain].color),
            note: "dimmed \(board.palette[terrain].id) at \(grid.offset(at: index))",
            subject: .cell(index)))
      }
    }
    if !features.isEmpty {
      checks += featurePixelChecks(
        for: board, layout: layout, canvas: geometry.canvas, features: features)
    }
    return checks
  }
}
