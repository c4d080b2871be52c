import HexBoard

/// Draws a `Board` as an SVG document.
///
/// ```swift
/// let svg = SVGRenderer(options: SVGOptions(labels: .offset)).render(board)
/// // or: board.svg(options: SVGOptions(labels: .offset))
/// ```
///
/// **Structure.** The picture's `viewBox` is `0 0 W H`, with `width` and `height` the
/// same. With a `.radius` size it is the board's bounding box (`HexLayout.boundingBox(of:)`
/// of its cells) plus ``SVGOptions/margin`` on every side, with a legend below it when
/// asked for; with `.fit(width, height)` it is exactly that size, the legend across the
/// bottom and the board centred in the rest. Layers, bottom to top: background, cells,
/// hexside features drawn along the sides (walls, rivers), hexside features drawn across
/// them (roads), corner features (towns), dimmed cells (``SVGOptions/focus``), highlight
/// outlines, path, origin and path-end markers, objects and their labels, labels, legend: the board's own content first, then what the caller overlays on it (a route is
/// drawn over a road, a highlight over a river). The document's `<title>` is the board's
/// name.
///
/// **Hex units.** Cells, features, highlight, path and labels are written in a user space
/// where a hex's radius is ``unitRadius`` (10) and hex `(0, 0)` is at the origin, inside
/// groups with `transform="translate(x y) scale(s)"`: the numbers (and so the file) are
/// the same whatever size the picture is drawn at, and flat hexes have whole-number x
/// offsets (`h-10`, `l-5-8.66`). Stroke widths are given in pixels and divided by the
/// scale. Objects and the legend are in picture pixels.
///
/// **Hexsides and corners.** Each edge feature of the board's palette that is placed is one
/// `<path class="edge edge-<id>">` stroked in its colour, in palette order (a later
/// feature on the same side is drawn over an earlier one). Features of style `.side` run
/// along the sides, corner to corner, and sides sharing a corner are joined into one
/// subpath, so a river is one line with round joins; features of style `.crossing` run
/// from cell centre to cell centre through the side (a road), joined the same way and
/// going straight on through a cell where they can; at the map's border, or across a
/// wrapped map's seam, they stop at the middle of the side. On wrapped maps a seam side is
/// drawn beside both of its cells, at either end of the picture. Side features are
/// `0.2 × radius` wide, crossing ones `0.16 × radius`. Each placed vertex feature is one
/// `<path class="vertex vertex-<id>">` of filled squares centred on the corners (half a
/// side of `0.2 × radius`, outlined in ``SVGOptions/strokeColor``); on a corner carrying
/// several, the later features in palette order are drawn smaller, inside the earlier ones,
/// so all stay visible. With a gap between cells, sides and corners are drawn midway
/// between the cells. The legend lists, after the terrains, the edge and then the vertex
/// features that are placed, in palette order. A board without features draws exactly
/// as it did before they existed.
///
/// **Objects by kind.** Each object is a marker whose shape and colour follow its kind
/// (a built-in table: unit circle, town square, city star, resource diamond, start
/// triangle, flag pennant, anything else a circle of ``SVGOptions/objectColor``; boards
/// override it with `marker.<kind>` properties, objects with `color` and `owner`), a
/// `<circle>` or a `<path>` of class `object object-<kind>` with the object as tooltip.
/// The legend lists the kinds present after the features. The shapes, the dimming and the
/// markers come from a renderer-independent model (polygons, colours, opacity) that a
/// raster picture draws the same way.
///
/// **Paths, not elements per cell, and bounded.** Every cell of a terrain is a subpath
/// (`M…Z`) of `<path class="terrain terrain-<id>">` elements, in storage order, rather than
/// an element per cell. A `<polygon>` per cell spells out six absolute corners plus the
/// element; a `<use>` of a shared `<symbol>` is still one DOM node per cell, which renderers
/// instance one by one. A subpath is a moveto relative to the previous cell's first corner
/// and five short relative moves (`h`/`v`/`l`), about 38 bytes, and no node at all. A
/// terrain's cells are split over several elements of at most 64 KiB of path data each
/// (as are highlight outlines, features and the path): librsvg refuses one huge
/// attribute (`Premature end of data in tag g`), and small elements stream and parse
/// well. Measured (release): a generated 1024 × 1024 map is a 41 MB SVG, 2048 × 2048 is
/// 164 MB, whatever picture size is asked for. The moves are differences of *rounded*
/// absolute corners, so shared corners of neighbouring cells land on exactly the same
/// point: no hairline cracks.
///
/// **Labels** are `0.28 × radius` high, shrunk so the board's widest label fits across
/// `1.3 × radius` (characters estimated at 0.6 em, plus the halo), and left out when they
/// would be under 4 pixels.
///
/// **Orientation.** Hexes are drawn in the board's orientation; ``SVGOptions/orientation``
/// is ignored (re-projecting a board is not supported).
///
/// **Determinism.** The same board and options give byte-identical output on every run
/// and platform: numbers are printed with fixed precision by the renderer itself (no
/// locale, no shortest-representation printing), and everything is emitted in palette,
/// storage or insertion order; no `Set` or `Dictionary` is iterated.
///
/// **Safety.** Nothing from the board is trusted: text (name, ids, kinds, properties,
/// labels) is XML-escaped, characters XML forbids are replaced by U+FFFD, colours are
/// `RGBColor` values (nothing but `#rrggbb` can be written), and terrain ids in class names keep only
/// `[A-Za-z0-9_-]` (others become `_`; a class that would collide gets the palette index
/// appended).
public struct SVGRenderer: Sendable {
  /// The neutral grey, `#808080`, drawn for a colour literal that is not `#rrggbb`
  /// (`RGBColor.gray`; colours are checked where they are read, so this is the only
  /// substitute left).
  public static let fallbackColor: RGBColor = .gray
  /// The hex radius used when a fit is impossible (a target smaller than the margin) or a
  /// radius is not a positive finite number.
  public static let minimumRadius = 1.0

  /// How to draw.
  public var options: SVGOptions

  /// Creates a renderer.
  public init(options: SVGOptions = SVGOptions()) {
    self.options = options
  }

  // MARK: - Geometry

  /// The layout cells are drawn with: the options' orientation, size and gap, placed so
  /// the board's bounding box starts at (`margin`, `margin`).
  ///
  /// - Complexity: O(cells).
  public func layout(for board: Board) -> HexLayout {
    geometry(for: board).layout
  }

  /// The picture's `viewBox`: the board's bounding box grown by the margin on every side
  /// (plus the legend below it, when shown). Its origin is always `(0, 0)`.
  ///
  /// - Complexity: O(cells).
  public func viewBox(for board: Board) -> Rect {
    let size = geometry(for: board).canvas
    return Rect(x: 0, y: 0, width: size.width, height: size.height)
  }

  // MARK: - Rendering

  /// The SVG document for `board`, ending with a newline.
  ///
  /// Holds the whole document in memory (about 45 bytes a cell at the default size): for
  /// big boards stream it with ``render(_:to:)`` instead.
  ///
  /// - Complexity: O(cells + objects + highlighted and path cells).
  public func render(_ board: Board) -> String {
    var text = ""
    render(board, to: &text)
    return text
  }

  /// Streams the SVG document for `board` to `output` in pieces of about 64 KiB, so the
  /// picture of a big board never has to be held in memory whole: the same bytes as
  /// ``render(_:)``, written as they are made. Extra memory is about 4 bytes per cell (the
  /// cells grouped by terrain) plus one piece, and while hexside features are drawn about
  /// 150 bytes per side carrying the feature being drawn (its runs are joined in memory).
  ///
  /// ```swift
  /// var svg = ""                                  // or a stream writing to a file
  /// SVGRenderer().render(board, to: &svg)
  /// ```
  ///
  /// - Complexity: O(cells + objects + highlighted and path cells).
  public func render<Output: TextOutputStream>(_ board: Board, to output: inout Output) {
    TextChunks.stream(to: &output) { renderDocument(board, to: &$0) }
  }

  private func renderDocument(_ board: Board, to out: inout TextChunks) {
    let geometry = geometry(for: board)
    let format = FixedPointFormat(decimals: options.precision)
    let classes = terrainClasses(board.palette)
    let colors = board.palette.map(\.color.description)
    let features = PlacedFeatures(board)

    let width = format.string(geometry.canvas.width)
    let height = format.string(geometry.canvas.height)
    out.text += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    out.text += " viewBox=\"0 0 \(width) \(height)\">\n"
    out.text += "<title>\(MarkupEscaping.xml(board.name))</title>\n"
    if options.includesStyle {
      out.text += "<style>\n"
      for index in board.palette.indices {
        out.text += ".terrain-\(classes[index]){fill:\(colors[index])}\n"
      }
      appendFeatureStyles(of: board, features: features, to: &out)
      out.text += "</style>\n"
    }
    if let background = options.background {
      let fill = background.description
      out.text += "<rect class=\"background\" width=\"\(width)\" height=\"\(height)\""
      out.text += " fill=\"\(fill)\"/>\n"
    }
    // The board's layers in hex units, one scale to the picture (see `unitRadius`).
    let space = drawingSpace(for: geometry.layout)
    out.text += "<g class=\"board\"\(space.transform)>\n"
    appendCells(of: board, space: space, classes: classes, colors: colors, to: &out)
    if !features.isEmpty {
      for style in [EdgeFeature.Style.side, .crossing] {
        appendEdgeFeatures(
          of: board, features: features, style: style, layout: space.layout, format: format,
          to: &out)
      }
      appendVertexFeatures(
        of: board, features: features, layout: space.layout, format: format, to: &out)
    }
    appendDimming(of: board, space: space, format: format, to: &out)
    appendHighlight(of: board, space: space, format: format, to: &out)
    appendPath(of: board, space: space, format: format, to: &out)
    out.text += "</g>\n"
    appendOverlayMarkers(of: board, layout: geometry.layout, format: format, to: &out)
    if options.showsObjects {
      appendObjects(of: board, layout: geometry.layout, format: format, to: &out)
      appendObjectLabels(of: board, layout: geometry.layout, format: format, to: &out)
    }
    appendLabels(of: board, geometry: geometry, space: space, format: format, to: &out)
    if options.showsLegend {
      appendLegend(
        of: board, geometry: geometry, classes: classes, colors: colors, features: features,
        format: format, to: &out)
    }
    out.text += "</svg>\n"
  }

  // MARK: - Layout of the picture

  /// Sizes of the legend, in SVG pixels.
  enum Legend {
    static let fontSize = 12.0
    static let swatch = 12.0
    static let textGap = 4.0
    static let entryGap = 14.0
    static let rowHeight = 18.0
    /// A generous estimate of a sans-serif character's width at ``fontSize``.
    static let characterWidth = 7.5

    static func width(of id: String) -> Double {
      swatch + textGap + Double(id.count) * characterWidth
    }
  }

  /// What a legend entry shows: a terrain, an edge feature or a vertex feature, by palette
  /// index.
  enum LegendEntry: Equatable {
    case terrain(Int)
    case edge(Int)
    case vertex(Int)
    /// An object kind present on the board (SVGRenderer+Objects.swift), as spelled by its
    /// first object.
    case objectKind(String)
  }

  /// Where everything goes.
  struct Geometry {
    var layout: HexLayout
    var canvas: Size
    /// The top-left corner of each legend entry's swatch (empty without legend).
    var legend: [Point]
    /// What each swatch of ``legend`` shows: the terrains the board uses (every terrain
    /// with ``SVGOptions/showsFullLegend``), then the placed edge and vertex features, in
    /// palette order.
    var legendEntries: [LegendEntry]
    /// The font size of cell labels in picture pixels, or `0` when labels are off or too
    /// small to read (see ``SVGRenderer/labelFontSize(for:radius:)``).
    var labelFontSize: Double
  }

  /// The one place the picture's layout is decided (the PNG renderer uses it too): hex
  /// size and position, canvas, legend and label size.
  ///
  /// With `.radius`, the canvas is the board's box plus the margin, grown for the legend
  /// below it. With `.fit(width, height)` the canvas is exactly `width × height`: the
  /// legend is laid out in that width at the bottom, and the board is fitted into what is
  /// left (minus the margin) and centred there.
  func geometry(for board: Board) -> Geometry {
    // The board's own orientation, always: another one would need the board re-projected
    // (see ``SVGOptions/orientation``).
    let orientation = board.orientation
    let margin = options.margin.isFinite ? Swift.max(0, options.margin) : 0
    let gap = options.gap.isFinite ? Swift.max(0, options.gap) : 0
    // The cells that reach furthest left, right, up and down: every hex has the same
    // shape, so they alone decide the bounding box and the fit, in any layout of this
    // orientation (a list of every cell would cost 16 bytes a cell, and a generic pass
    // over a lazy view of them costs a second on a 1024 × 1024 map).
    let hexes = Self.extremeHexes(of: board.grid, orientation: orientation)
    let entries = options.showsLegend ? legendEntries(of: board) : []
    let ids = entries.map { legendID(of: $0, in: board) }
    let legendPad = Swift.max(margin, Legend.textGap)
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
        let widest = ids.map { Legend.width(of: $0) }.max() ?? 0
        canvas.width = Swift.max(canvas.width, legendPad + widest + legendPad)
        let rows = Self.legendRows(ids, width: canvas.width, pad: legendPad)
        let top = box.size.height + margin + legendPad
        legend = rows.positions.map { Point(x: $0.x, y: top + $0.y) }
        canvas.height = top + Double(rows.count) * Legend.rowHeight + legendPad
      }
    case .fit(let width, let height):
      canvas = Size(
        width: width.isFinite ? Swift.max(0, width) : 0,
        height: height.isFinite ? Swift.max(0, height) : 0)
      // The legend takes the bottom of the picture; the board is centred above it.
      var reserved = 0.0
      if !ids.isEmpty {
        let rows = Self.legendRows(ids, width: canvas.width, pad: legendPad)
        let block = Double(rows.count) * Legend.rowHeight + legendPad
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
      layout: layout, canvas: canvas, legend: legend, legendEntries: entries,
      labelFontSize: labelFontSize(for: board, radius: radius))
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
  /// ``SVGOptions/showsFullLegend``), then the placed edge and vertex features, then the
  /// kinds of the objects drawn.
  ///
  /// - Complexity: O(cells), one pass counting terrains.
  func legendEntries(of board: Board) -> [LegendEntry] {
    var entries: [LegendEntry]
    if options.showsFullLegend {
      entries = board.palette.indices.map(LegendEntry.terrain)
    } else {
      let grid = board.grid
      let storage = board.terrain.storage
      var used = [Bool](repeating: false, count: board.palette.count)
      for index in 0..<grid.indexCount where grid.isCell(index) {
        let terrain = Int(storage[index])
        if terrain < used.count { used[terrain] = true }
      }
      entries = board.palette.indices.filter { used[$0] }.map(LegendEntry.terrain)
    }
    for (k, count) in board.edgeFeatureCounts.enumerated() where count > 0 {
      entries.append(.edge(k))
    }
    for (k, count) in board.vertexFeatureCounts.enumerated() where count > 0 {
      entries.append(.vertex(k))
    }
    if options.showsObjects {
      entries += ObjectStyleTable.kindsPresent(in: board).map(LegendEntry.objectKind)
    }
    return entries
  }

  /// Legend entries placed in rows across `width` (an entry that would cross the right
  /// padding starts a new row): each swatch's offset from the legend's top-left, and the
  /// number of rows.
  static func legendRows(_ ids: [String], width: Double, pad: Double) -> (
    positions: [Point], count: Int
  ) {
    let right = width - pad
    var positions: [Point] = []
    var x = pad
    var row = 0
    for id in ids {
      let entryWidth = Legend.width(of: id)
      if x > pad, x + entryWidth > right {
        x = pad
        row += 1
      }
      positions.append(Point(x: x, y: Double(row) * Legend.rowHeight))
      x += entryWidth + Legend.entryGap
    }
    return (positions, ids.isEmpty ? 0 : row + 1)
  }

  /// The id a legend entry is labelled with.
  func legendID(of entry: LegendEntry, in board: Board) -> String {
    switch entry {
    case .terrain(let k): board.palette[k].id
    case .edge(let k): board.edgePalette[k].id
    case .vertex(let k): board.vertexPalette[k].id
    case .objectKind(let kind): kind
    }
  }

  /// A CSS-safe, unique class suffix for every palette entry.
  func terrainClasses(_ palette: [Terrain]) -> [String] {
    uniqueClasses(palette.map(\.id))
  }

  /// A CSS-safe class suffix for each id, unique among them (a clash gets the index
  /// appended).
  func uniqueClasses(_ ids: [String]) -> [String] {
    var used = Set<String>()
    var result: [String] = []
    for (index, id) in ids.enumerated() {
      var name = MarkupEscaping.className(id)
      while !used.insert(name).inserted { name += "-\(index)" }
      result.append(name)
    }
    return result
  }
}
