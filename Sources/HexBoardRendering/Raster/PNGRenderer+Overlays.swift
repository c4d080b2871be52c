// The overlays of a PNG picture drawn from the renderer-independent model
// (Picture/SVGRenderer+PictureModel.swift), so they are the SVG's shapes: dimmed cells,
// origin rings and path ends, objects by kind and their labels, kind swatches.

import HexBoard

extension PNGRenderer {
  /// Fills `shape`'s polygons (non-zero) and strokes its outline on top, as SVG's
  /// `<path fill stroke>` does; a circular marker is filled as a true circle.
  func draw(
    _ shape: PictureShape, circle: (center: Point, radius: Double)? = nil,
    on canvas: inout RasterCanvas
  ) {
    let polygons =
      circle.map { [RasterShapes.circle(center: $0.center, radius: $0.radius)] }
      ?? shape.polygons
    canvas.fill(polygons, paint: RasterPaint(shape.fill, opacity: shape.opacity))
    guard let stroke = shape.stroke, shape.strokeWidth > 0 else { return }
    canvas.fill(
      polygons.flatMap { RasterShapes.stroke($0, width: shape.strokeWidth, closed: true) },
      paint: RasterPaint(stroke, opacity: shape.opacity))
  }

  /// The cells outside ``PictureOptions/focus`` under one translucent layer (they tile, so no
  /// pixel is darkened twice).
  func drawDimming(of board: Board, layout: HexLayout, on canvas: inout RasterCanvas) {
    let svg = SVGRenderer(options: options)
    guard let dimming = svg.cellDimming(for: board) else { return }
    let grid = board.grid
    canvas.fillHexagons(
      count: grid.indexCount, center: { layout.center(of: grid.hex(at: $0)) },
      terrain: { dimming.dimmed[$0] ? 0 : -1 },
      paints: [RasterPaint(dimming.color, opacity: dimming.opacity)],
      corners: (0..<6).map { layout.cornerOffset($0) }, stroke: nil)
  }

  /// Origin rings and the path's start and end markers.
  func drawOverlayMarkers(of board: Board, layout: HexLayout, on canvas: inout RasterCanvas) {
    for marker in SVGRenderer(options: options).overlayMarkers(for: board, layout: layout) {
      draw(marker.picture, on: &canvas)
    }
  }

  /// Every object's marker, by kind.
  func drawObjects(of board: Board, layout: HexLayout, on canvas: inout RasterCanvas) {
    for marker in SVGRenderer(options: options).objectMarkers(for: board, layout: layout) {
      let circle = marker.shape == .circle ? (marker.center, marker.radius) : nil
      draw(marker.picture, circle: circle, on: &canvas)
    }
  }

  /// The object id labels (``PictureOptions/objectLabels``), with the coordinate labels' halo.
  func drawObjectLabels(of board: Board, layout: HexLayout, on canvas: inout RasterCanvas) {
    let radius = Swift.min(layout.size.width, layout.size.height)
    for label in SVGRenderer(options: options).objectLabels(for: board, layout: layout) {
      drawText(
        label.text,
        x: label.position.x - BitmapFont.width(of: label.text, size: label.fontSize) / 2,
        baseline: label.position.y, size: label.fontSize, color: options.labelColor,
        halo: radius * 0.06, on: &canvas)
    }
  }
}
