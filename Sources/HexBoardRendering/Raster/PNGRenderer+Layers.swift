// The layers of a PNG picture, bottom to top, as SVGRenderer draws them: cells, hexside
// features along then across the sides, corner features, dimming, highlight, path,
// markers, objects and their labels (PNGRenderer+Overlays.swift), labels, legend. Sizes
// and colours are the SVG's (SVGRenderer.FeatureSize, Legend).

import HexBoard

extension PNGRenderer {
  typealias Geometry = SVGRenderer.Geometry

  func draw(_ board: Board, geometry: Geometry, on canvas: inout RasterCanvas) {
    let layout = geometry.layout
    let svg = SVGRenderer(options: options)
    let features = SVGRenderer.PlacedFeatures(board)
    drawCells(of: board, layout: layout, on: &canvas)
    let overlays = svg.layerOverlays(for: board)
    drawLayerOverlays(of: board, overlays: overlays, layout: layout, on: &canvas)
    if !features.isEmpty {
      for style in [EdgeFeature.Style.side, .crossing] {
        drawEdgeFeatures(of: board, features: features, style: style, layout: layout, on: &canvas)
      }
      drawBridges(of: board, svg: svg, layout: layout, on: &canvas)
      drawVertexFeatures(of: board, features: features, svg: svg, layout: layout, on: &canvas)
    }
    drawDimming(of: board, layout: layout, on: &canvas)
    drawHighlight(of: board, layout: layout, on: &canvas)
    drawPath(of: board, layout: layout, on: &canvas)
    drawOverlayMarkers(of: board, layout: layout, on: &canvas)
    if options.showsObjects {
      drawObjects(of: board, layout: layout, on: &canvas)
      drawObjectLabels(of: board, layout: layout, on: &canvas)
    }
    drawLabels(of: board, geometry: geometry, on: &canvas)
    drawLayerLabels(of: board, overlays: overlays, layout: layout, on: &canvas)
    if options.showsLegend {
      drawLegend(of: board, geometry: geometry, svg: svg, on: &canvas)
    }
  }

  func drawCells(of board: Board, layout: HexLayout, on canvas: inout RasterCanvas) {
    let grid = board.grid
    let storage = board.terrain.flattened()
    let paints = board.palette.map { RasterPaint($0.color) }
    let stroke =
      options.strokeWidth > 0 && options.strokeWidth.isFinite
      ? (paint: RasterPaint(options.strokeColor), width: options.strokeWidth) : nil
    canvas.fillHexagons(
      count: grid.indexCount, center: { layout.center(of: grid.hex(at: $0)) },
      terrain: { grid.isCell($0) ? Int(storage[$0]) : -1 }, paints: paints,
      corners: (0..<6).map { layout.cornerOffset($0) }, stroke: stroke)
  }

  func drawEdgeFeatures(
    of board: Board, features: SVGRenderer.PlacedFeatures, style: EdgeFeature.Style,
    layout: HexLayout, on canvas: inout RasterCanvas
  ) {
    let grid = board.grid
    let radius = Swift.min(layout.size.width, layout.size.height)
    let size = SVGRenderer.FeatureSize.self
    let width = radius * (style == .side ? size.side : size.crossing)
    let outset = layout.spacing / 2
    for (k, feature) in board.edgePalette.enumerated()
    where feature.style == style && !features.edgeSlots[k].isEmpty {
      let slots = features.edgeSlots[k]
      let runs = style == .side ? grid.sideRuns(slots: slots) : grid.crossingRuns(slots: slots)
      var polygons: [[Point]] = []
      for run in runs {
        let points = run.anchors.map { $0.point(in: layout, outset: outset) }
        polygons += RasterShapes.stroke(points, width: width, closed: run.isClosed)
      }
      canvas.fill(polygons, paint: RasterPaint(feature.color))
    }
  }

  /// The bridge marks (``SVGRenderer/bridgeParapets(of:layout:)``), as the SVG draws them.
  func drawBridges(
    of board: Board, svg: SVGRenderer, layout: HexLayout, on canvas: inout RasterCanvas
  ) {
    let lines = svg.bridgeParapets(of: board, layout: layout)
    guard !lines.isEmpty else { return }
    let radius = Swift.min(layout.size.width, layout.size.height)
    let width = radius * SVGRenderer.BridgeSize.width
    canvas.fill(
      lines.flatMap { RasterShapes.stroke($0, width: width, closed: false) },
      paint: RasterPaint(options.strokeColor))
  }

  func drawVertexFeatures(
    of board: Board, features: SVGRenderer.PlacedFeatures, svg: SVGRenderer, layout: HexLayout,
    on canvas: inout RasterCanvas
  ) {
    let grid = board.grid
    let radius = Swift.min(layout.size.width, layout.size.height)
    let outset = layout.spacing / 2
    let strokeWidth = radius * SVGRenderer.FeatureSize.markerStroke
    for (k, feature) in board.vertexPalette.enumerated() where !features.vertexSlots[k].isEmpty {
      var squares: [[Point]] = []
      for slot in features.vertexSlots[k] {
        let half = svg.markerHalfSize(
          radius: radius, bits: board.featureBits(atSlot: slot, kind: .corner), feature: k)
        for vertex in grid.drawnCorners(ofVertexSlot: slot) {
          let point = FeatureAnchor.corner(vertex).point(in: layout, outset: outset)
          squares.append(
            RasterShapes.rectangle(
              x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half))
        }
      }
      canvas.fill(squares, paint: RasterPaint(feature.color))
      canvas.fill(
        squares.flatMap { RasterShapes.stroke($0, width: strokeWidth, closed: true) },
        paint: RasterPaint(options.strokeColor))
    }
  }

  func drawHighlight(of board: Board, layout: HexLayout, on canvas: inout RasterCanvas) {
    let grid = board.grid
    var marked = [Bool](repeating: false, count: grid.indexCount)
    for hex in options.highlight {
      if let index = grid.index(of: hex) { marked[index] = true }
    }
    let lineWidth = Swift.max(0, options.highlightWidth.isFinite ? options.highlightWidth : 0)
    let cellStroke = Swift.max(0, options.strokeWidth.isFinite ? options.strokeWidth : 0)
    let offsets = (0..<6).map { layout.cornerOffset($0, inset: (lineWidth + cellStroke) / 2) }
    var polygons: [[Point]] = []
    for index in 0..<grid.indexCount where marked[index] {
      let center = layout.center(of: grid.hex(at: index))
      polygons += RasterShapes.stroke(offsets.map { center + $0 }, width: lineWidth, closed: true)
    }
    canvas.fill(polygons, paint: RasterPaint(options.highlightColor))
  }

  func drawPath(of board: Board, layout: HexLayout, on canvas: inout RasterCanvas) {
    // The SVG's lines: split where the route leaves the board, and across a wrapped map's
    // seam continued from the middle of the seam side at the other end.
    let width = Swift.max(0, options.pathWidth.isFinite ? options.pathWidth : 0)
    for line in SVGRenderer(options: options).pathPolylines(of: board, layout: layout) {
      canvas.fill(
        RasterShapes.stroke(line, width: width, closed: false),
        paint: RasterPaint(options.pathColor))
    }
  }

  /// The coordinate labels, at the SVG's size (``SVGRenderer/Geometry/labelFontSize``,
  /// none when it is 0) and place.
  func drawLabels(
    of board: Board, geometry: Geometry, on canvas: inout RasterCanvas
  ) {
    let size = geometry.labelFontSize
    guard options.labels != .none, size > 0 else { return }
    let layout = geometry.layout
    let grid = board.grid
    let radius = Swift.min(layout.size.width, layout.size.height)
    let halo = size * SVGRenderer.LabelSize.halo
    let svg = SVGRenderer(options: options)
    for index in 0..<grid.indexCount where grid.isCell(index) {
      guard let text = svg.labelText(ofCell: index, in: grid) else { continue }
      let center = layout.center(of: grid.hex(at: index))
      drawText(
        text, x: center.x - BitmapFont.width(of: text, size: size) / 2,
        baseline: center.y - radius * SVGRenderer.LabelSize.baseline, size: size,
        color: options.labelColor, halo: halo, on: &canvas)
    }
  }

  /// Text in the bitmap font, over a light halo `halo` wide (the SVG labels' white stroke
  /// at 0.7 opacity) when it is positive.
  func drawText(
    _ text: String, x: Double, baseline: Double, size: Double, color: RGBColor, halo: Double,
    on canvas: inout RasterCanvas
  ) {
    if halo > 0 {
      canvas.fill(
        BitmapFont.rectangles(of: text, x: x, baseline: baseline, size: size, grow: halo / 2),
        paint: RasterPaint(RGBColor(red: 255, green: 255, blue: 255), opacity: 0.7))
    }
    canvas.fill(
      BitmapFont.rectangles(of: text, x: x, baseline: baseline, size: size),
      paint: RasterPaint(color))
  }

  func drawLegend(
    of board: Board, geometry: Geometry, svg: SVGRenderer, on canvas: inout RasterCanvas
  ) {
    typealias Legend = SVGRenderer.Legend
    let size = SVGRenderer.FeatureSize.self
    let scale = geometry.legendScale
    let side = Legend.swatch * scale
    let stroke = RasterPaint(options.strokeColor)
    for (k, (entry, position)) in zip(geometry.legendEntries, geometry.legend).enumerated() {
      let square = RasterShapes.rectangle(x: position.x, y: position.y, width: side, height: side)
      let middle = position + Point(x: side / 2, y: side / 2)
      switch entry {
      case .terrain(let index):
        canvas.fill([square], paint: RasterPaint(board.palette[index].color))
        canvas.fill(RasterShapes.stroke(square, width: scale, closed: true), paint: stroke)
      case .vertex(let index):
        let half = size.legendMarker * scale
        let marker = RasterShapes.rectangle(
          x: middle.x - half, y: middle.y - half, width: 2 * half, height: 2 * half)
        canvas.fill([marker], paint: RasterPaint(board.vertexPalette[index].color))
        canvas.fill(RasterShapes.stroke(marker, width: scale, closed: true), paint: stroke)
      case .edge(let index):
        let feature = board.edgePalette[index]
        let width = (feature.style == .side ? size.legendSide : size.legendCrossing) * scale
        let line = [
          Point(x: position.x + width / 2, y: middle.y),
          Point(x: position.x + side - width / 2, y: middle.y),
        ]
        canvas.fill(
          RasterShapes.stroke(line, width: width, closed: false), paint: RasterPaint(feature.color))
      case .objects(let kind, let fill, _):
        draw(
          svg.objectSwatch(kind: kind, fill: fill, of: board, at: position, scale: scale),
          on: &canvas)
      case .layer(let overlay, let paint, _):
        for shape in svg.layerSwatch(overlay, paint: paint, at: position, scale: scale) {
          draw(shape, on: &canvas)
        }
      }
      // The SVG's font size, in the bitmap font scaled to it (as the cell labels are).
      drawText(
        geometry.legendTexts[k], x: position.x + (Legend.swatch + Legend.textGap) * scale,
        baseline: position.y + (Legend.swatch - 2) * scale, size: Legend.fontSize * scale,
        color: RGBColor(red: 0x11, green: 0x11, blue: 0x11), halo: 0, on: &canvas)
    }
  }
}
