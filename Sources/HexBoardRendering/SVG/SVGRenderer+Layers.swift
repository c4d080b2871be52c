// The layers of an SVG picture, bottom to top: cells, hexside and corner features
// (SVGRenderer+Features.swift), highlight outlines, path (SVGRenderer+Path.swift for its
// lines), objects, labels (SVGRenderer+Labels.swift), legend. The board's layers are
// written in hex units (SVGRenderer+DrawingSpace.swift), long paths in bounded elements
// (SVGPathChunks). Each
// writes to a TextChunks buffer and spills it as it goes, so a picture of any size streams
// out in constant extra memory (see SVGRenderer.render(_:to:)).

import HexBoard

extension SVGRenderer {
  func appendCells(
    of board: Board, space: DrawingSpace, classes: [String], colors: [String],
    to out: inout TextChunks
  ) {
    let format = FixedPointFormat(decimals: options.precision)
    let grid = board.grid
    let layout = space.layout
    var writer = SVGHexagonWriter(
      offsets: (0..<6).map { layout.cornerOffset($0) }, format: format)
    let storage = board.terrain.flattened()
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
        " stroke-width=\"\(space.width(options.strokeWidth))\" stroke-linejoin=\"round\">\n"
    } else {
      out.text += "<g class=\"cells\" stroke=\"none\">\n"
    }
    for terrain in 0..<paletteCount where starts[terrain] < starts[terrain + 1] {
      var chunks = SVGPathChunks(
        opening:
          "<path class=\"terrain terrain-\(classes[terrain])\" fill=\"\(colors[terrain])\" d=\"")
      var previous: SVGHexagonWriter.Start?
      for k in starts[terrain]..<starts[terrain + 1] {
        if chunks.prepare(&out) { previous = nil }
        let center = layout.center(of: grid.hex(at: Int(grouped[k])))
        writer.append(center: center, start: &previous, to: &out.text)
        out.spillIfFull()
      }
      chunks.finish(&out)
    }
    out.text += "</g>\n"
  }

  func appendHighlight(
    of board: Board, space: DrawingSpace, format: FixedPointFormat, to out: inout TextChunks
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
    let layout = space.layout
    let lineWidth = Swift.max(0, options.highlightWidth.isFinite ? options.highlightWidth : 0)
    let cellStroke = Swift.max(0, options.strokeWidth.isFinite ? options.strokeWidth : 0)
    let inset = space.units((lineWidth + cellStroke) / 2)
    let offsets = (0..<6).map { layout.cornerOffset($0, inset: inset) }
    let color = options.highlightColor.description
    out.text += "<g class=\"highlight\" fill=\"none\" stroke=\"\(color)\""
    out.text += " stroke-width=\"\(space.width(lineWidth))\" stroke-linejoin=\"round\">\n"
    appendHexagonPaths(
      of: grid, marked: marked, layout: layout, offsets: offsets, format: format, to: &out)
    out.text += "</g>\n"
  }

  /// The hexagons of the cells `marked` (per grid index, in storage order), corners at
  /// `offsets` from each centre, as bounded `<path>` elements of relative moves: the
  /// highlight's outlines and the dimmed cells.
  func appendHexagonPaths(
    of grid: MapGrid, marked: [Bool], layout: HexLayout, offsets: [Point],
    format: FixedPointFormat, to out: inout TextChunks
  ) {
    var chunks = SVGPathChunks(opening: "<path d=\"")
    var writer = SVGHexagonWriter(offsets: offsets, format: format)
    var previous: SVGHexagonWriter.Start?
    for index in 0..<grid.indexCount where marked[index] {
      if chunks.prepare(&out) { previous = nil }
      writer.append(center: layout.center(of: grid.hex(at: index)), start: &previous, to: &out.text)
      out.spillIfFull()
    }
    chunks.finish(&out)
  }

  func appendPath(
    of board: Board, space: DrawingSpace, format: FixedPointFormat, to out: inout TextChunks
  ) {
    let lines = pathPolylines(of: board, layout: space.layout)
    guard !lines.isEmpty else { return }
    let color = options.pathColor.description
    let width = Swift.max(0, options.pathWidth.isFinite ? options.pathWidth : 0)
    out.text += "<g class=\"path\" fill=\"none\" stroke=\"\(color)\""
    out.text += " stroke-width=\"\(space.width(width))\""
    out.text += " stroke-linecap=\"round\" stroke-linejoin=\"round\">\n"
    var chunks = SVGPathChunks(opening: "<path d=\"")
    for line in lines {
      appendPolyline(line, format: format, chunks: &chunks, to: &out)
    }
    chunks.finish(&out)
    out.text += "</g>\n"
  }

  /// Appends a polyline as a subpath (`M` then pairs, which are linetos), continuing in a
  /// new element from its last point when the current one is full.
  func appendPolyline(
    _ points: [Point], format: FixedPointFormat, chunks: inout SVGPathChunks,
    to out: inout TextChunks
  ) {
    var previous: Point?
    for point in points {
      if chunks.prepare(&out), let previous {
        out.text += "M\(format.string(previous.x)),\(format.string(previous.y))"
      }
      out.text += previous == nil ? "M" : " "
      out.text += "\(format.string(point.x)),\(format.string(point.y))"
      previous = point
      out.spillIfFull()
    }
  }

  func appendLegend(
    of board: Board, geometry: Geometry, classes: [String], colors: [String],
    features: PlacedFeatures, format: FixedPointFormat, to out: inout TextChunks
  ) {
    let stroke = options.strokeColor.description
    let scale = geometry.legendScale
    let swatch = format.string(Legend.swatch * scale)
    out.text += "<g class=\"legend\" font-family=\"sans-serif\""
    out.text += " font-size=\"\(format.string(Legend.fontSize * scale))\" fill=\"#111111\""
    // The swatches' outlines grow with the legend (1 pixel, SVG's default, at scale 1).
    if scale != 1 { out.text += " stroke-width=\"\(format.string(scale))\"" }
    out.text += ">\n"
    for (k, (entry, position)) in zip(geometry.legendEntries, geometry.legend).enumerated() {
      let x = format.string(position.x)
      let y = format.string(position.y)
      switch entry {
      case .terrain(let index):
        out.text += "<rect class=\"swatch terrain-\(classes[index])\" x=\"\(x)\" y=\"\(y)\""
        out.text += " width=\"\(swatch)\" height=\"\(swatch)\""
        out.text += " fill=\"\(colors[index])\" stroke=\"\(stroke)\"/>\n"
      case .edge(let index), .vertex(let index):
        appendFeatureSwatch(
          entry, index: index, of: board, at: position, scale: scale, format: format, to: &out)
      case .objects(let kind, let fill, _):
        appendObjectSwatch(
          kind: kind, fill: fill, of: board, at: position, scale: scale, format: format,
          to: &out)
      case .layer(let overlay, let paint, _):
        for shape in layerSwatch(overlay, paint: paint, at: position, scale: scale) {
          appendShape(shape, class: "swatch layer", format: format, to: &out)
        }
      }
      let textX = position.x + (Legend.swatch + Legend.textGap) * scale
      out.text += "<text x=\"\(format.string(textX))\""
      out.text += " y=\"\(format.string(position.y + (Legend.swatch - 2) * scale))\">"
      out.text += MarkupEscaping.xml(geometry.legendTexts[k])
      out.text += "</text>\n"
    }
    out.text += "</g>\n"
  }
}
