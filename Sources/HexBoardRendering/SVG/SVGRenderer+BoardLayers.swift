// The board's named layers in an SVG picture (PictureOptions.layers): categorical marks
// and choropleths over the cells, in hex units under the hexside features; numeric labels
// over the coordinate labels. What is drawn comes from the renderer-independent model
// (Picture/LayerOverlay.swift), which the PNG draws too.

import HexBoard

extension SVGRenderer {
  /// Each drawn layer's marks or choropleth, in the board's layer order: one
  /// `<g class="layer layer-<name>">` per layer holding, per colour, bounded `<path>`
  /// elements of its cells' hexagons (`class="layer-value value-<id>"` for a categorical
  /// value, `class="layer-class"` for a choropleth class).
  func appendLayerOverlays(
    of board: Board, overlays: [LayerOverlay], space: DrawingSpace, format: FixedPointFormat,
    to out: inout TextChunks
  ) {
    guard overlays.contains(where: { $0.style != .labels }) else { return }
    let layout = space.layout
    let layerClasses = uniqueClasses(board.layers.map(\.name))
    let stroke = options.strokeWidth > 0 && options.strokeWidth.isFinite
    for overlay in overlays where overlay.style != .labels {
      let groups = Self.cellsByPaint(of: overlay, in: board)
      guard groups.contains(where: { !$0.isEmpty }) else { continue }
      out.text += "<g class=\"layer layer-\(layerClasses[overlay.layerIndex])\""
      let scale: Double
      var valueClasses: [String] = []
      if overlay.style == .marks {
        scale = overlay.markScale
        valueClasses = uniqueClasses(board.layers[overlay.layerIndex].palette.map(\.id))
        if stroke {
          out.text += " stroke=\"\(options.strokeColor.description)\""
          out.text += " stroke-width=\"\(space.width(options.strokeWidth))\""
          out.text += " stroke-linejoin=\"round\""
        } else {
          out.text += " stroke=\"none\""
        }
      } else {
        scale = 1
        out.text += " fill-opacity=\"\(format.string(overlay.opacity))\" stroke=\"none\""
      }
      out.text += ">\n"
      var writer = SVGHexagonWriter(
        offsets: (0..<6).map { layout.cornerOffset($0) * scale }, format: format)
      for (paint, cells) in groups.enumerated() where !cells.isEmpty {
        let name =
          overlay.style == .marks ? "layer-value value-\(valueClasses[paint])" : "layer-class"
        var chunks = SVGPathChunks(
          opening: "<path class=\"\(name)\" fill=\"\(overlay.colors[paint].description)\" d=\"")
        var previous: SVGHexagonWriter.Start?
        for index in cells {
          if chunks.prepare(&out) { previous = nil }
          writer.append(
            center: layout.center(of: board.grid.hex(at: index)), start: &previous,
            to: &out.text)
          out.spillIfFull()
        }
        chunks.finish(&out)
      }
      out.text += "</g>\n"
    }
  }

  /// Each numeric layer drawn as labels: every cell's number, centred below the cell's
  /// centre (``LayerLabelSize``), in ``PictureOptions/labelColor`` over the coordinate
  /// labels' halo, in hex units; none when hexes are too small to read them.
  func appendLayerLabels(
    of board: Board, overlays: [LayerOverlay], geometry: Geometry, space: DrawingSpace,
    format: FixedPointFormat, to out: inout TextChunks
  ) {
    let radius = Swift.min(geometry.layout.size.width, geometry.layout.size.height)
    let fontSize = Self.layerLabelFontSize(radius: radius)
    guard fontSize > 0 else { return }
    let layerClasses = uniqueClasses(board.layers.map(\.name))
    let grid = board.grid
    let layout = space.layout
    for overlay in overlays where overlay.style == .labels {
      let codes = board.layers[overlay.layerIndex].codes.flattened()
      out.text += "<g class=\"layer-labels layer-\(layerClasses[overlay.layerIndex])\""
      out.text += "\(space.transform) font-family=\"sans-serif\""
      out.text += " font-size=\"\(space.width(fontSize))\" text-anchor=\"middle\""
      out.text += " fill=\"\(options.labelColor.description)\" stroke=\"#ffffff\""
      out.text += " stroke-opacity=\"0.7\""
      out.text += " stroke-width=\"\(space.width(fontSize * LabelSize.halo))\""
      out.text += " paint-order=\"stroke\">\n"
      let drop = Self.unitRadius * Self.layerLabelBaseline(row: overlay.labelRow)
      for index in 0..<grid.indexCount where grid.isCell(index) {
        let center = layout.center(of: grid.hex(at: index))
        out.text += "<text x=\"\(format.string(center.x))\""
        out.text += " y=\"\(format.string(center.y + drop))\">\(codes[index])</text>\n"
        out.spillIfFull()
      }
      out.text += "</g>\n"
    }
  }

  /// The baseline of labels layer `row` below the cell's centre, as a fraction of the
  /// hex radius.
  static func layerLabelBaseline(row: Int) -> Double {
    LayerLabelSize.baseline + LayerLabelSize.row * Double(row)
  }

  /// The legend swatch of a drawn layer's entry at `position` (its top-left corner) at
  /// legend scale `scale`: a categorical value's colour as a hexagon filling the square,
  /// or (`paint` `nil`) a choropleth's classes as side-by-side stripes, low to high;
  /// outlined 1 pixel (times `scale`) in ``PictureOptions/strokeColor``.
  package func layerSwatch(
    _ overlay: LayerOverlay, paint: Int?, at position: Point, scale: Double
  ) -> [PictureShape] {
    let side = Legend.swatch * scale
    let half = side / 2
    if let paint {
      let center = position + Point(x: half, y: half)
      return [
        PictureShape(
          polygons: MarkerShape.hexagon.outline(center: center, radius: half - 0.5 * scale),
          fill: overlay.colors[paint], stroke: options.strokeColor, strokeWidth: scale)
      ]
    }
    let count = Swift.max(1, overlay.colors.count)
    let stripe = side / Double(count)
    var shapes = overlay.colors.enumerated().map { k, color in
      PictureShape(
        polygons: [
          RasterShapes.rectangle(
            x: position.x + stripe * Double(k), y: position.y, width: stripe, height: side)
        ], fill: color)
    }
    // The outline as a filled ring (the stripes must not be covered by a fill).
    let square = RasterShapes.rectangle(x: position.x, y: position.y, width: side, height: side)
    shapes.append(
      PictureShape(
        polygons: RasterShapes.stroke(square, width: scale, closed: true),
        fill: options.strokeColor))
    return shapes
  }
}
