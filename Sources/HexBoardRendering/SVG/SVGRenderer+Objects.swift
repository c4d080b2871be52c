// Objects by kind and the overlay markers in SVG, written from the renderer-independent
// model of SVGRenderer+PictureModel.swift (so a raster picture draws the same shapes).

import HexBoard

extension SVGRenderer {
  func appendObjects(
    of board: Board, layout: HexLayout, format: FixedPointFormat, to out: inout TextChunks
  ) {
    let markers = objectMarkers(for: board, layout: layout)
    guard let first = markers.first else { return }
    let objects = Array(board.objects)
    out.text += "<g class=\"objects\" stroke=\"#000000\""
    out.text += " stroke-width=\"\(format.string(first.picture.strokeWidth))\">\n"
    for marker in markers {
      let object = objects[marker.objectIndex]
      let kindClass = MarkupEscaping.className(object.kind)
      let fill = marker.picture.fill.description
      let element: String
      if marker.shape == .circle {
        element = "circle"
        out.text += "<circle class=\"object object-\(kindClass)\" fill=\"\(fill)\""
        out.text += " cx=\"\(format.string(marker.center.x))\""
        out.text += " cy=\"\(format.string(marker.center.y))\""
        out.text += " r=\"\(format.string(marker.radius))\">"
      } else {
        element = "path"
        out.text += "<path class=\"object object-\(kindClass)\" fill=\"\(fill)\""
        out.text += " stroke-linejoin=\"round\" d=\""
        appendPolygons(marker.picture.polygons, format: format, to: &out.text)
        out.text += "\">"
      }
      var tooltip = "\(object.id) (\(object.kind))"
      for key in object.properties.keys.sorted() {
        tooltip += "\n\(key): \(object.properties[key]?.description ?? "")"
      }
      out.text += "<title>" + MarkupEscaping.xml(tooltip) + "</title></\(element)>\n"
      out.spillIfFull()
    }
    out.text += "</g>\n"
  }

  func appendObjectLabels(
    of board: Board, layout: HexLayout, format: FixedPointFormat, to out: inout TextChunks
  ) {
    let labels = objectLabels(for: board, layout: layout)
    guard let first = labels.first else { return }
    let radius = Swift.min(layout.size.width, layout.size.height)
    out.text += "<g class=\"object-labels\" font-family=\"sans-serif\""
    out.text += " font-size=\"\(format.string(first.fontSize))\" text-anchor=\"middle\""
    out.text += " fill=\"\(options.labelColor.description)\" stroke=\"#ffffff\""
    out.text += " stroke-opacity=\"0.7\" stroke-width=\"\(format.string(radius * 0.06))\""
    out.text += " paint-order=\"stroke\">\n"
    for label in labels {
      out.text += "<text x=\"\(format.string(label.position.x))\""
      out.text += " y=\"\(format.string(label.position.y))\">"
      out.text += MarkupEscaping.xml(label.text) + "</text>\n"
      out.spillIfFull()
    }
    out.text += "</g>\n"
  }

  /// The cells outside the focus, each a hexagon of translucent `<path>` elements in hex
  /// units (they tile, so nothing is covered twice), bounded like the terrain paths.
  func appendDimming(
    of board: Board, space: DrawingSpace, format: FixedPointFormat, to out: inout TextChunks
  ) {
    guard let dimming = cellDimming(for: board) else { return }
    let layout = space.layout
    let grid = board.grid
    out.text += "<g class=\"dim\" fill=\"\(dimming.color.description)\""
    out.text += " fill-opacity=\"\(format.string(dimming.opacity))\" stroke=\"none\">\n"
    appendHexagonPaths(
      of: grid, marked: dimming.dimmed, layout: layout,
      offsets: (0..<6).map { layout.cornerOffset($0) }, format: format, to: &out)
    out.text += "</g>\n"
  }

  func appendOverlayMarkers(
    of board: Board, layout: HexLayout, format: FixedPointFormat, to out: inout TextChunks
  ) {
    let markers = overlayMarkers(for: board, layout: layout)
    guard !markers.isEmpty else { return }
    out.text += "<g class=\"markers\" stroke-linejoin=\"round\">\n"
    for marker in markers {
      appendShape(marker.picture, class: "marker \(marker.role.rawValue)", format: format, to: &out)
    }
    out.text += "</g>\n"
  }

  /// The legend swatch of objects of a kind drawn in `fill`: its marker in that colour,
  /// filling the swatch square at `position` at legend scale `scale`.
  func appendObjectSwatch(
    kind: String, fill: RGBColor, of board: Board, at position: Point, scale: Double,
    format: FixedPointFormat, to out: inout TextChunks
  ) {
    let shape = objectSwatch(kind: kind, fill: fill, of: board, at: position, scale: scale)
    appendShape(
      shape, class: "swatch object-\(MarkupEscaping.className(kind))", format: format, to: &out)
  }

  /// One `<path>` of `shape`'s polygons (non-zero fill) with its colours.
  func appendShape(
    _ shape: PictureShape, class name: String, format: FixedPointFormat, to out: inout TextChunks
  ) {
    out.text += "<path class=\"\(name)\" fill=\"\(shape.fill.description)\""
    if shape.opacity < 1 { out.text += " opacity=\"\(format.string(shape.opacity))\"" }
    if let stroke = shape.stroke, shape.strokeWidth > 0 {
      out.text += " stroke=\"\(stroke.description)\""
      out.text += " stroke-width=\"\(format.string(shape.strokeWidth))\""
    } else {
      out.text += " stroke=\"none\""
    }
    out.text += " d=\""
    appendPolygons(shape.polygons, format: format, to: &out.text)
    out.text += "\"/>\n"
    out.spillIfFull()
  }

  /// Polygons as closed subpaths of absolute coordinates.
  func appendPolygons(_ polygons: [[Point]], format: FixedPointFormat, to data: inout String) {
    for polygon in polygons {
      for (k, point) in polygon.enumerated() {
        data += k == 0 ? "M" : "L"
        data += format.string(point.x) + "," + format.string(point.y)
      }
      data += "Z"
    }
  }
}
