// The layers of an SVG picture, bottom to top: cells, hexside and corner features
// (SVGRenderer+Features.swift), highlight outlines, path, objects, labels, legend. Each
// writes to a TextChunks buffer and spills it as it goes, so a picture of any size streams
// out in constant extra memory (see SVGRenderer.render(_:to:)).

import HexBoard

extension SVGRenderer {
  func appendCells(
    of board: Board, layout: HexLayout, classes: [String], colors: [String],
    to out: inout TextChunks
  ) {
    let format = FixedPointFormat(decimals: options.precision)
    let grid = board.grid
    let offsets = (0..<6).map { layout.cornerOffset($0) }
    let storage = board.terrain.storage
    let paletteCount = board.palette.count
    // The cells grouped by terrain (a counting sort, storage order within a terrain): each
    // terrain's path can then be written straight to the output, at 4 bytes a cell,
    // instead of holding every path's text until the last cell is drawn.
    var starts = [Int](repeating: 0, count: paletteCount + 1)
    for index in 0..<grid.indexCount where grid.isCell(index) {
      let terrain = Int(storage[index])
      if terrain < paletteCount { starts[terrain + 1] += 1 }
    }
    for terrain in 0..<paletteCount { starts[terrain + 1] += starts[terrain] }
    var next = Array(starts.dropLast())
    var grouped = [UInt32](repeating: 0, count: starts[paletteCount])
    for index in 0..<grid.indexCount where grid.isCell(index) {
      let terrain = Int(storage[index])
      guard terrain < paletteCount else { continue }
      grouped[next[terrain]] = UInt32(index)
      next[terrain] += 1
    }
    let stroke = options.strokeWidth > 0 && options.strokeWidth.isFinite
    if stroke {
      let color = options.strokeColor.description
      out.text += "<g class=\"cells\" stroke=\"\(color)\""
      out.text +=
        " stroke-width=\"\(format.string(options.strokeWidth))\" stroke-linejoin=\"round\">\n"
    } else {
      out.text += "<g class=\"cells\" stroke=\"none\">\n"
    }
    for terrain in 0..<paletteCount where starts[terrain] < starts[terrain + 1] {
      out.text += "<path class=\"terrain terrain-\(classes[terrain])\" fill=\"\(colors[terrain])\""
      out.text += " d=\""
      for k in starts[terrain]..<starts[terrain + 1] {
        let center = layout.center(of: grid.hex(at: Int(grouped[k])))
        appendHexagon(center: center, offsets: offsets, format: format, to: &out.text)
        out.spillIfFull()
      }
      out.text += "\"/>\n"
    }
    out.text += "</g>\n"
  }

  func appendHighlight(
    of board: Board, layout: HexLayout, format: FixedPointFormat, to out: inout TextChunks
  ) {
    let grid = board.grid
    var marked = [Bool](repeating: false, count: grid.indexCount)
    var any = false
    for hex in options.highlight {
      if let index = grid.index(of: hex) {
        marked[index] = true
        any = true
      }
    }
    guard any else { return }
    let lineWidth = Swift.max(0, options.highlightWidth.isFinite ? options.highlightWidth : 0)
    let cellStroke = Swift.max(0, options.strokeWidth.isFinite ? options.strokeWidth : 0)
    let inset = (lineWidth + cellStroke) / 2
    let offsets = (0..<6).map { layout.cornerOffset($0, inset: inset) }
    let color = options.highlightColor.description
    out.text += "<path class=\"highlight\" fill=\"none\" stroke=\"\(color)\""
    out.text += " stroke-width=\"\(format.string(lineWidth))\" stroke-linejoin=\"round\""
    out.text += " d=\""
    for index in 0..<grid.indexCount where marked[index] {
      appendHexagon(
        center: layout.center(of: grid.hex(at: index)), offsets: offsets, format: format,
        to: &out.text)
      out.spillIfFull()
    }
    out.text += "\"/>\n"
  }

  func appendPath(
    of board: Board, layout: HexLayout, format: FixedPointFormat, to out: inout TextChunks
  ) {
    // Split where the route leaves the board or jumps (e.g. across a wrapped map's seam),
    // so the line never cuts across the picture.
    var segments: [[Hex]] = []
    var current: [Hex] = []
    for hex in options.path {
      guard let cell = board.grid.canonical(hex) else {
        if current.count > 1 { segments.append(current) }
        current = []
        continue
      }
      if let last = current.last, last.distance(to: cell) > 1 {
        if current.count > 1 { segments.append(current) }
        current = []
      }
      current.append(cell)
    }
    if current.count > 1 { segments.append(current) }
    guard !segments.isEmpty else { return }
    let color = options.pathColor.description
    let width = Swift.max(0, options.pathWidth.isFinite ? options.pathWidth : 0)
    out.text += "<g class=\"path\" fill=\"none\" stroke=\"\(color)\""
    out.text += " stroke-width=\"\(format.string(width))\""
    out.text += " stroke-linecap=\"round\" stroke-linejoin=\"round\">\n"
    for segment in segments {
      out.text += "<polyline points=\""
      for (i, hex) in segment.enumerated() {
        let center = layout.center(of: hex)
        if i > 0 { out.text += " " }
        out.text += "\(format.string(center.x)),\(format.string(center.y))"
        out.spillIfFull()
      }
      out.text += "\"/>\n"
    }
    out.text += "</g>\n"
  }

  func appendLabels(
    of board: Board, layout: HexLayout, format: FixedPointFormat, to out: inout TextChunks
  ) {
    guard options.labels != .none else { return }
    let grid = board.grid
    let radius = Swift.min(layout.size.width, layout.size.height)
    let color = options.labelColor.description
    out.text += "<g class=\"labels\" font-family=\"sans-serif\""
    out.text += " font-size=\"\(format.string(radius * 0.28))\" text-anchor=\"middle\""
    // A light halo under the glyphs keeps labels readable on dark terrain.
    out.text += " fill=\"\(color)\" stroke=\"#ffffff\" stroke-opacity=\"0.7\""
    out.text += " stroke-width=\"\(format.string(radius * 0.06))\" paint-order=\"stroke\">\n"
    for index in 0..<grid.indexCount where grid.isCell(index) {
      let hex = grid.hex(at: index)
      let center = layout.center(of: hex)
      let text: String
      switch options.labels {
      case .none: continue
      case .offset:
        let cell = grid.offset(at: index)
        text = "\(cell.col),\(cell.row)"
      case .axial: text = "\(hex.q),\(hex.r)"
      }
      // Above the centre, where an object marker does not reach.
      out.text += "<text x=\"\(format.string(center.x))\""
      out.text += " y=\"\(format.string(center.y - radius * 0.38))\">\(text)</text>\n"
      out.spillIfFull()
    }
    out.text += "</g>\n"
  }

  func appendLegend(
    of board: Board, geometry: Geometry, classes: [String], colors: [String],
    features: PlacedFeatures, format: FixedPointFormat, to out: inout TextChunks
  ) {
    let stroke = options.strokeColor.description
    out.text += "<g class=\"legend\" font-family=\"sans-serif\""
    out.text += " font-size=\"\(format.string(Legend.fontSize))\" fill=\"#111111\">\n"
    for (entry, position) in zip(geometry.legendEntries, geometry.legend) {
      let x = format.string(position.x)
      let y = format.string(position.y)
      switch entry {
      case .terrain(let index):
        out.text += "<rect class=\"swatch terrain-\(classes[index])\" x=\"\(x)\" y=\"\(y)\""
        out.text +=
          " width=\"\(format.string(Legend.swatch))\" height=\"\(format.string(Legend.swatch))\""
        out.text += " fill=\"\(colors[index])\" stroke=\"\(stroke)\"/>\n"
      case .edge(let index), .vertex(let index):
        appendFeatureSwatch(
          entry, index: index, of: board, at: position, features: features, format: format,
          to: &out)
      case .objectKind(let kind):
        appendObjectSwatch(kind: kind, of: board, at: position, format: format, to: &out)
      }
      out.text += "<text x=\"\(format.string(position.x + Legend.swatch + Legend.textGap))\""
      out.text += " y=\"\(format.string(position.y + Legend.swatch - 2))\">"
      out.text += MarkupEscaping.xml(legendID(of: entry, in: board))
      out.text += "</text>\n"
    }
    out.text += "</g>\n"
  }

  /// Appends one hexagon as a closed subpath: the first corner in absolute coordinates,
  /// the next five as relative moves computed from rounded absolute corners (exact).
  func appendHexagon(
    center: Point, offsets: [Point], format: FixedPointFormat, to data: inout String
  ) {
    var previousX = 0
    var previousY = 0
    var lastCommand: Character = "M"
    for k in 0..<6 {
      let x = format.units(center.x + offsets[k].x)
      let y = format.units(center.y + offsets[k].y)
      defer {
        previousX = x
        previousY = y
      }
      guard k > 0 else {
        data += "M"
        format.append(units: x, to: &data)
        data += ","
        format.append(units: y, to: &data)
        continue
      }
      let dx = x - previousX
      let dy = y - previousY
      if dy == 0 {
        data += "h"
        format.append(units: dx, to: &data)
        lastCommand = "h"
      } else if dx == 0 {
        data += "v"
        format.append(units: dy, to: &data)
        lastCommand = "v"
      } else {
        // Repeated `l` commands may drop the letter; a minus sign separates numbers.
        if lastCommand != "l" {
          data += "l"
        } else if dx >= 0 {
          data += " "
        }
        format.append(units: dx, to: &data)
        if dy >= 0 { data += "," }
        format.append(units: dy, to: &data)
        lastCommand = "l"
      }
    }
    data += "Z"
  }
}
