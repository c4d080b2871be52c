// Where everything in a picture goes: the hex layout, the canvas, the legend's entries
// and places, the labels' size. SVGRenderer and PNGRenderer both draw from it.

import HexBoard

extension SVGRenderer {
  /// Sizes of the legend, in SVG pixels, in a picture whose longer side is at most
  /// ``referenceSide``; a larger picture multiplies every one of them by its
  /// ``scale(width:height:)``, so the legend keeps its share of the picture (at 2,400 pixels
  /// its text is 24 pixels, not 12).
  enum Legend {
    /// The longer side up to which the legend keeps these sizes.
    static let referenceSide = 1200.0
    static let fontSize = 12.0
    static let swatch = 12.0
    static let textGap = 4.0
    static let entryGap = 14.0
    static let rowHeight = 18.0
    /// A generous estimate of a sans-serif character's width at ``fontSize``.
    static let characterWidth = 7.5
    /// The most characters an entry shows: a longer id is cut to this many, the last an
    /// ellipsis (`…`), so an entry is at most 316 pixels wide whatever the id.
    static let maximumCharacters = 32

    /// The width of an entry showing `id` (swatch, gap and text) at `scale`.
    static func width(of id: String, scale: Double = 1) -> Double {
      (swatch + textGap + Double(id.count) * characterWidth) * scale
    }

    /// The factor the legend's sizes are multiplied by in a picture of `width × height`
    /// (without the legend): 1 up to ``referenceSide`` on the longer side, then in
    /// proportion to it.
    static func scale(width: Double, height: Double) -> Double {
      let longer = Swift.max(width, height)
      return longer.isFinite && longer > referenceSide ? longer / referenceSide : 1
    }
  }

  /// What a legend entry shows: a terrain, an edge feature or a vertex feature, by palette
  /// index.
  enum LegendEntry: Equatable {
    case terrain(Int)
    case edge(Int)
    case vertex(Int)
    /// Objects of one kind drawn in one fill (``ObjectStyleTable/legendItems(in:)``): the
    /// kind as spelled by its first object, the fill, and the entry's text.
    case objects(kind: String, fill: RGBColor, label: String)
    /// A drawn layer's value (`paint`, an index in the overlay's colours) or, with `paint`
    /// `nil`, a choropleth's ramp; `label` is the entry's text.
    case layer(LayerOverlay, paint: Int?, label: String)
  }

  /// Where everything goes.
  @_spi(PixelChecks) public struct Geometry {
    /// Where the hexes go: their size and the position of the origin cell.
    @_spi(PixelChecks) public var layout: HexLayout
    /// The picture's size in pixels.
    @_spi(PixelChecks) public var canvas: Size
    /// The top-left corner of each legend entry's swatch (empty without legend).
    var legend: [Point]
    /// What each swatch of ``legend`` shows: the terrains the board uses (every terrain
    /// with ``PictureOptions/showsFullLegend``), then the placed edge and vertex features, in
    /// palette order.
    var legendEntries: [LegendEntry]
    /// The text beside each swatch: the entry's id, cut (``SVGRenderer/legendText(_:width:)``).
    var legendTexts: [String]
    /// The font size of cell labels in picture pixels, or `0` when labels are off or too
    /// small to read (see ``SVGRenderer/labelFontSize(for:radius:)``).
    var labelFontSize: Double
    /// What the legend's sizes (``Legend``) are multiplied by (``Legend/scale(width:height:)``).
    var legendScale: Double = 1
  }

  /// The one place the picture's layout is decided (the PNG renderer uses it too): hex
  /// size and position, canvas, legend and label size.
  ///
  /// With `.radius`, the canvas is the board's box plus the margin, grown for the legend
  /// below it. With `.fit(width, height)` the canvas is exactly `width × height`: the
  /// legend is laid out in that width at the bottom, and the board is fitted into what is
  /// left (minus the margin) and centred there.
  @_spi(PixelChecks) public func geometry(for board: Board) -> Geometry {
    // The board's own orientation, always: another one would need the board re-projected
    // (see ``PictureOptions/orientation``).
    let orientation = board.orientation
    let margin = options.margin.isFinite ? Swift.max(0, options.margin) : 0
    let gap = options.gap.isFinite ? Swift.max(0, options.gap) : 0
    // The cells that reach furthest left, right, up and down: every hex has the same
    // shape, so they alone decide the bounding box and the fit, in any layout of this
    // orientation (a list of every cell would cost 16 bytes a cell, and a generic pass
    // over a lazy view of them costs a second on a 1024 × 1024 map).
    let hexes = Self.extremeHexes(of: board.grid, orientation: orientation)
    let entries = options.showsLegend ? legendEntries(of: board) : []
    // The legend grows with the picture: with `.radius` the board's box decides (the
    // legend then widens the canvas if it must), with `.fit` the picture's size.
    var scale = 1.0
    var fittedWidth: Double? = nil
    switch options.sizing {
    case .radius(let radius):
      if !entries.isEmpty {
        let usable = radius.isFinite && radius > 0 ? radius : Self.minimumRadius
        let sized = HexLayout(orientation: orientation, radius: usable, spacing: gap)
        if let box = sized.boundingBox(of: hexes) {
          scale = Legend.scale(
            width: box.size.width + 2 * margin, height: box.size.height + 2 * margin)
        }
      }
    case .fit(let width, let height):
      fittedWidth = width.isFinite ? width : 0
      scale = Legend.scale(width: width, height: height)
    }
    let legendPad = Swift.max(margin, Legend.textGap * scale)
    // Ids cut to ``Legend/maximumCharacters``, and with a fitted size to the picture's width.
    let ids = entries.map {
      Self.legendText(
        legendID(of: $0, in: board), width: fittedWidth.map { $0 - 2 * legendPad }, scale: scale)
    }
    var layout: HexLayout
    var canvas: Size
    var legend: [Point] = []
    switch options.sizing {
    case .radius(let radius):
      let usable = radius.isFinite && radius > 0 ? radius : Self.minimumRadius
      layout = HexLayout(orientation: orientation, radius: usable, spacing: gap)
      let box =
        layout.boundingBox(of: hexes)
        ?? Rect(x: layout.origin.x, y: layout.origin.y, width: 0, height: 0)
      layout.origin = layout.origin + Point(x: margin - box.minX, y: margin - box.minY)
      canvas = Size(width: box.size.width + 2 * margin, height: box.size.height + 2 * margin)
      if !ids.isEmpty {
        let widest = ids.map { Legend.width(of: $0, scale: scale) }.max() ?? 0
        canvas.width = Swift.max(canvas.width, legendPad + widest + legendPad)
        let rows = Self.legendRows(ids, width: canvas.width, pad: legendPad, scale: scale)
        let top = box.size.height + margin + legendPad
        legend = rows.positions.map { Point(x: $0.x, y: top + $0.y) }
        canvas.height = top + Double(rows.count) * Legend.rowHeight * scale + legendPad
      }
    case .fit(let width, let height):
      canvas = Size(
        width: width.isFinite ? Swift.max(0, width) : 0,
        height: height.isFinite ? Swift.max(0, height) : 0)
      // The legend takes the bottom of the picture; the board is centred above it.
      var reserved = 0.0
      if !ids.isEmpty {
        let rows = Self.legendRows(ids, width: canvas.width, pad: legendPad, scale: scale)
        let block = Double(rows.count) * Legend.rowHeight * scale + legendPad
        let top = canvas.height - block
        legend = rows.positions.map { Point(x: $0.x, y: top + $0.y) }
        reserved = block + legendPad - margin
      }
      let area = Rect(
        x: 0, y: 0, width: canvas.width, height: Swift.max(0, canvas.height - reserved))
      let viewport = Rect(
        x: margin, y: margin, width: Swift.max(0, area.size.width - 2 * margin),
        height: Swift.max(0, area.size.height - 2 * margin))
      layout =
        HexLayout.fitting(hexes, into: viewport, orientation: orientation, spacing: gap)
        ?? HexLayout(orientation: orientation, radius: Self.minimumRadius, spacing: gap)
      if let box = layout.boundingBox(of: hexes) {
        layout.origin = layout.origin + (area.center - box.center)
      }
    }
    let radius = Swift.min(layout.size.width, layout.size.height)
    return Geometry(
      layout: layout, canvas: canvas, legend: legend, legendEntries: entries, legendTexts: ids,
      labelFontSize: labelFontSize(for: board, radius: radius), legendScale: scale)
  }

  /// The cells whose centres are leftmost, rightmost, topmost and bottommost in a layout
  /// of `orientation` (the first found in storage order on a tie); empty for a board
  /// without cells. Centres are linear in the axial coordinates with the same factors at
  /// every size and spacing, so these are the extremes in every such layout.
  ///
  /// - Complexity: O(cells), one pass with no allocation.
  static func extremeHexes(of grid: MapGrid, orientation: HexOrientation) -> [Hex] {
    let unit = HexLayout(orientation: orientation, radius: 1)
    var found = false
    var low = Point.zero
    var high = Point.zero
    var extremes = [Hex](repeating: .zero, count: 4)
    for index in 0..<grid.indexCount where grid.isCell(index) {
      let hex = grid.hex(at: index)
      let center = unit.center(of: hex)
      if !found || center.x < low.x { (low.x, extremes[0]) = (center.x, hex) }
      if !found || center.x > high.x { (high.x, extremes[1]) = (center.x, hex) }
      if !found || center.y < low.y { (low.y, extremes[2]) = (center.y, hex) }
      if !found || center.y > high.y { (high.y, extremes[3]) = (center.y, hex) }
      found = true
    }
    return found ? extremes : []
  }

  /// The legend's entries: the terrains that have at least one cell (all of them with
  /// ``PictureOptions/showsFullLegend``), then the placed edge and vertex features, then the
  /// objects drawn, one entry for each kind and fill (an owner's colour).
  ///
  /// - Complexity: O(cells), one pass counting terrains.
  func legendEntries(of board: Board) -> [LegendEntry] {
    var entries: [LegendEntry]
    if options.showsFullLegend {
      entries = board.palette.indices.map(LegendEntry.terrain)
    } else {
      let grid = board.grid
      let storage = board.terrain.flattened()
      var used = [Bool](repeating: false, count: board.palette.count)
      for index in 0..<grid.indexCount where grid.isCell(index) {
        let terrain = Int(storage[index])
        if terrain < used.count { used[terrain] = true }
      }
      entries = board.palette.indices.filter { used[$0] }.map(LegendEntry.terrain)
    }
    for (k, count) in board.featureCounts(.side).enumerated() where count > 0 {
      entries.append(.edge(k))
    }
    for (k, count) in board.featureCounts(.corner).enumerated() where count > 0 {
      entries.append(.vertex(k))
    }
    entries += layerLegendEntries(of: board)
    if options.showsObjects {
      let table = ObjectStyleTable(board: board, fallbackColor: options.objectColor)
      entries += table.legendItems(in: board).map {
        LegendEntry.objects(kind: $0.kind, fill: $0.fill, label: $0.label)
      }
    }
    return entries
  }

  /// Legend entries placed in rows across `width` (an entry that would cross the right
  /// padding starts a new row), at `scale` (``Legend/scale(width:height:)``): each swatch's
  /// offset from the legend's top-left, and the number of rows.
  static func legendRows(_ ids: [String], width: Double, pad: Double, scale: Double = 1) -> (
    positions: [Point], count: Int
  ) {
    let right = width - pad
    var positions: [Point] = []
    var x = pad
    var row = 0
    for id in ids {
      let entryWidth = Legend.width(of: id, scale: scale)
      if x > pad, x + entryWidth > right {
        x = pad
        row += 1
      }
      positions.append(Point(x: x, y: Double(row) * Legend.rowHeight * scale))
      x += entryWidth + Legend.entryGap * scale
    }
    return (positions, ids.isEmpty ? 0 : row + 1)
  }

  /// The text a legend entry shows for `id`: at most ``Legend/maximumCharacters``
  /// characters, and when `width` is given (a fitted picture, less its padding) no more
  /// than fit beside the swatch in it at `scale` (at least one: the ellipsis); a cut id
  /// ends in `…`.
  static func legendText(_ id: String, width: Double?, scale: Double = 1) -> String {
    var limit = Legend.maximumCharacters
    if let width {
      let room =
        (width - (Legend.swatch + Legend.textGap) * scale) / (Legend.characterWidth * scale)
      limit = Swift.min(limit, room.isFinite ? Swift.max(1, Int(room.rounded(.down))) : 1)
    }
    return LabelText.cut(id, toCharacters: limit)
  }

  /// The id a legend entry is labelled with (uncut; pictures show ``Geometry/legendTexts``).
  func legendID(of entry: LegendEntry, in board: Board) -> String {
    switch entry {
    case .terrain(let k): board.palette[k].id
    case .edge(let k): board.edgePalette[k].id
    case .vertex(let k): board.vertexPalette[k].id
    case .objects(_, _, let label): label
    case .layer(_, _, let label): label
    }
  }

  /// The legend's entries of the drawn layers (``layerOverlays(for:)``), in layer order:
  /// each categorical value that some cell holds, in palette order, labelled with its name;
  /// each choropleth's ramp, labelled `<layer> <min>..<max>`. Labels layers have none.
  ///
  /// - Complexity: O(cells) per layer drawn.
  func layerLegendEntries(of board: Board) -> [LegendEntry] {
    var entries: [LegendEntry] = []
    for overlay in layerOverlays(for: board) {
      switch overlay.style {
      case .marks:
        let palette = board.layers[overlay.layerIndex].palette
        for (paint, cells) in Self.cellsByPaint(of: overlay, in: board).enumerated()
        where !cells.isEmpty {
          entries.append(.layer(overlay, paint: paint, label: palette[paint].name))
        }
      case .choropleth:
        guard let range = overlay.range else { continue }
        let label = "\(overlay.name) \(range.lowerBound)..\(range.upperBound)"
        entries.append(.layer(overlay, paint: nil, label: label))
      case .labels:
        continue
      }
    }
    return entries
  }
}
