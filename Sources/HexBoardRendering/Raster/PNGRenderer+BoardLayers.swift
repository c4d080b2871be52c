// The board's named layers in a PNG picture, from the model the SVG draws
// (Picture/LayerOverlay.swift): the same hexagons, colours and labels.

import HexBoard

extension PNGRenderer {
  /// Each drawn layer's marks (inset hexagons, outlined like the cells) or choropleth
  /// (translucent hexagons that tile, so no pixel is covered twice), in layer order.
  func drawLayerOverlays(
    of board: Board, overlays: [LayerOverlay], layout: HexLayout, on canvas: inout RasterCanvas
  ) {
    let grid = board.grid
    for overlay in overlays where overlay.style != .labels {
      let codes = board.layers[overlay.layerIndex].codes.flattened()
      let scale = overlay.style == .marks ? overlay.markScale : 1
      let stroke =
        overlay.style == .marks && options.strokeWidth > 0 && options.strokeWidth.isFinite
        ? (paint: RasterPaint(options.strokeColor), width: options.strokeWidth) : nil
      canvas.fillHexagons(
        count: grid.indexCount, center: { layout.center(of: grid.hex(at: $0)) },
        terrain: { grid.isCell($0) ? overlay.paintIndex(ofCode: codes[$0]) ?? -1 : -1 },
        paints: overlay.colors.map { RasterPaint($0, opacity: overlay.opacity) },
        corners: (0..<6).map { layout.cornerOffset($0) * scale }, stroke: stroke)
    }
  }

  /// Each numeric layer drawn as labels, at the SVG's size and place, in the bitmap font.
  func drawLayerLabels(
    of board: Board, overlays: [LayerOverlay], layout: HexLayout, on canvas: inout RasterCanvas
  ) {
    let radius = Swift.min(layout.size.width, layout.size.height)
    let size = SVGRenderer.layerLabelFontSize(radius: radius)
    guard size > 0 else { return }
    let grid = board.grid
    for overlay in overlays where overlay.style == .labels {
      let codes = board.layers[overlay.layerIndex].codes.flattened()
      let drop = radius * SVGRenderer.layerLabelBaseline(row: overlay.labelRow)
      for index in 0..<grid.indexCount where grid.isCell(index) {
        let text = String(codes[index])
        let center = layout.center(of: grid.hex(at: index))
        drawText(
          text, x: center.x - BitmapFont.width(of: text, size: size) / 2,
          baseline: center.y + drop, size: size, color: options.labelColor,
          halo: size * SVGRenderer.LabelSize.halo, on: &canvas)
      }
    }
  }
}
