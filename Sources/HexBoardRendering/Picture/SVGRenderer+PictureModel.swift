// The renderer-independent model of the markers a picture overlays on the board: object
// markers and their labels, dimmed cells, origin and path-end markers. SVGRenderer writes
// them as SVG (SVGRenderer+Objects.swift); a raster renderer fills the same polygons.

import HexBoard

extension SVGRenderer {
  /// The marker of every object on a cell, in `Board.objects` order (later ones drawn on
  /// top). One object on a cell is a marker of radius 0.32 × the hex radius at the cell's
  /// centre; several share the cell as markers of radius 0.2 × the hex radius, half-way to
  /// the corners (object k of the cell at corner k mod 6). Shape and colour follow
  /// ``ObjectStyleTable``; the outline is black, `max(0.5, 0.06 × radius)` wide.
  ///
  /// - Complexity: O(objects).
  package func objectMarkers(for board: Board, layout: HexLayout) -> [ObjectMarker] {
    let grid = board.grid
    let table = ObjectStyleTable(board: board, fallbackColor: options.objectColor)
    // How many objects stand on each cell, and which of them each object is. Keyed by
    // cell index: memory follows the objects, not the map.
    var perCell: [Int: Int] = [:]
    var slots: [(index: Int, slot: Int)?] = []
    for object in board.objects {
      if let index = grid.index(of: object.position) {
        slots.append((index, perCell[index, default: 0]))
        perCell[index, default: 0] += 1
      } else {
        slots.append(nil)
      }
    }
    let radius = Swift.min(layout.size.width, layout.size.height)
    let strokeWidth = Swift.max(0.5, radius * 0.06)
    var markers: [ObjectMarker] = []
    for (k, (object, place)) in zip(board.objects, slots).enumerated() {
      guard let place else { continue }
      var center = layout.center(of: grid.hex(at: place.index))
      var markerRadius = radius * 0.32
      if perCell[place.index, default: 0] > 1 {
        center = center + layout.cornerOffset(place.slot % 6) * 0.5
        markerRadius = radius * 0.2
      }
      let style = table.style(forKind: object.kind)
      let picture = PictureShape(
        polygons: style.shape.outline(center: center, radius: markerRadius),
        fill: table.fill(for: object), stroke: "#000000", strokeWidth: strokeWidth)
      markers.append(
        ObjectMarker(
          objectIndex: k, kind: object.kind, shape: style.shape, center: center,
          radius: markerRadius, picture: picture))
    }
    return markers
  }

  /// The most characters of an object's id a label shows: a longer id is cut to this many,
  /// the last an ellipsis (`…`), so a label (about 0.16 × the radius a character) stays
  /// within the width of two hexes.
  package static let objectLabelCharacters = 20

  /// The object labels (with ``PictureOptions/objectLabels``): one per cell holding objects,
  /// the first object's id (cut to ``objectLabelCharacters``) and `+n` for n more, centred
  /// 0.68 × the hex radius below the cell's centre at a font size of 0.26 × the radius.
  /// None when that size is under 5 pixels (too small to read).
  ///
  /// - Complexity: O(objects).
  package func objectLabels(for board: Board, layout: HexLayout) -> [ObjectLabel] {
    guard options.objectLabels else { return [] }
    let radius = Swift.min(layout.size.width, layout.size.height)
    let fontSize = radius * 0.26
    guard fontSize >= 5 else { return [] }
    let grid = board.grid
    var firstOnCell: [Int: Int] = [:]
    var counts: [Int: Int] = [:]
    var order: [Int] = []
    for (k, object) in board.objects.enumerated() {
      guard let index = grid.index(of: object.position) else { continue }
      if firstOnCell[index] == nil {
        firstOnCell[index] = k
        order.append(index)
      }
      counts[index, default: 0] += 1
    }
    let objects = Array(board.objects)
    return order.map { index in
      let more = counts[index, default: 1] - 1
      var text = LabelText.cut(
        objects[firstOnCell[index] ?? 0].id, toCharacters: Self.objectLabelCharacters)
      if more > 0 { text += "+\(more)" }
      let center = layout.center(of: grid.hex(at: index))
      return ObjectLabel(
        text: text, position: Point(x: center.x, y: center.y + radius * 0.68), fontSize: fontSize)
    }
  }

  /// The cells outside ``PictureOptions/focus`` to dim, or `nil` when there is no focus or
  /// every cell is in it. The opacity is clamped to 0...1 (not finite: 0.5).
  ///
  /// - Complexity: O(grid indices + focus cells).
  @_spi(PixelChecks) public func cellDimming(for board: Board) -> CellDimming? {
    guard let focus = options.focus else { return nil }
    let grid = board.grid
    var dimmed = (0..<grid.indexCount).map { grid.isCell($0) }
    for hex in focus {
      if let index = grid.index(of: hex) { dimmed[index] = false }
    }
    guard dimmed.contains(true) else { return nil }
    let opacity = options.dimOpacity.isFinite ? Swift.min(1, Swift.max(0, options.dimOpacity)) : 0.5
    return CellDimming(dimmed: dimmed, color: options.dimColor, opacity: opacity)
  }

  /// The origin markers (a ring between 0.46 and 0.62 × the hex radius in
  /// ``PictureOptions/originColor``, outlined black), then, with ``PictureOptions/marksPathEnds``,
  /// the path's start (a disc of 0.4 × the radius) and end (a square fitting 0.55 × the
  /// radius: larger than an object marker, so one on the cell leaves the end visible)
  /// in ``PictureOptions/pathColor`` outlined white. Cells not on the board are skipped (a
  /// path's ends are its first and last cells on the board); an origin given twice is
  /// drawn once.
  ///
  /// - Complexity: O(origins + path cells).
  package func overlayMarkers(for board: Board, layout: HexLayout) -> [OverlayMarker] {
    let grid = board.grid
    let radius = Swift.min(layout.size.width, layout.size.height)
    var markers: [OverlayMarker] = []
    var seen: [Int] = []
    for hex in options.origins {
      guard let index = grid.index(of: hex), !seen.contains(index) else { continue }
      seen.append(index)
      let center = layout.center(of: grid.hex(at: index))
      let picture = PictureShape(
        polygons: MarkerShape.ring(center: center, radius: radius * 0.62, inner: radius * 0.46),
        fill: options.originColor, stroke: "#000000", strokeWidth: Swift.max(0.5, radius * 0.04))
      markers.append(OverlayMarker(role: .origin, cell: index, center: center, picture: picture))
    }
    guard options.marksPathEnds else { return markers }
    let cells = options.path.compactMap { grid.index(of: $0) }
    guard let first = cells.first, let last = cells.last else { return markers }
    let stroke = Swift.max(0.5, radius * 0.06)
    var ends: [(OverlayMarker.Role, Int, MarkerShape, Double)] = [
      (.pathStart, first, .circle, 0.4)
    ]
    if cells.count > 1 { ends.append((.pathEnd, last, .square, 0.55)) }
    for (role, index, shape, size) in ends {
      let center = layout.center(of: grid.hex(at: index))
      let picture = PictureShape(
        polygons: shape.outline(center: center, radius: radius * size), fill: options.pathColor,
        stroke: "#ffffff", strokeWidth: stroke)
      markers.append(OverlayMarker(role: role, cell: index, center: center, picture: picture))
    }
    return markers
  }

  /// The legend swatch of objects of kind `kind` drawn in `fill` (a `LegendEntry.objects`
  /// entry of `geometry(for:)`) whose swatch square has its top-left corner at `position`:
  /// the kind's shape filling the square (radius half its side less 0.5) in `fill`, the
  /// colour the markers have, outlined 1 pixel wide in ``PictureOptions/strokeColor``; all of
  /// it times the legend's `scale`.
  package func objectSwatch(
    kind: String, fill: RGBColor, of board: Board, at position: Point, scale: Double = 1
  ) -> PictureShape {
    let style = ObjectStyleTable(board: board, fallbackColor: options.objectColor)
      .style(forKind: kind)
    let half = Legend.swatch * scale / 2
    let center = position + Point(x: half, y: half)
    return PictureShape(
      polygons: style.shape.outline(center: center, radius: half - 0.5 * scale), fill: fill,
      stroke: options.strokeColor, strokeWidth: scale)
  }
}
