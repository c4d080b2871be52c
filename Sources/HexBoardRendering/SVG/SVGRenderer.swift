import HexBoard

/// Draws a `Board` as an SVG document.
///
/// ```swift
/// let svg = SVGRenderer(options: SVGOptions(labels: .offset)).render(board)
/// // or: board.svg(options: SVGOptions(labels: .offset))
/// ```
///
/// **Structure.** The picture's `viewBox` is `0 0 W H`: the board's bounding box
/// (`HexLayout.boundingBox(of:)` of its cells) plus ``SVGOptions/margin`` on every side,
/// with a legend below it when asked for. Layers, bottom to top: background, cells,
/// hexside features drawn along the sides (walls, rivers), hexside features drawn across
/// them (roads), corner features (towns), dimmed cells (``SVGOptions/focus``), highlight
/// outlines, path, origin and path-end markers, objects and their labels, labels, legend: the board's own content first, then what the caller overlays on it (a route is
/// drawn over a road, a highlight over a river). The document's `<title>` is the board's
/// name.
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
/// **One `<path>` per terrain.** Every cell of a terrain is a subpath (`M…Z`) of a single
/// `<path class="terrain terrain-<id>">`, in storage order, rather than an element per
/// cell. A `<polygon>` per cell spells out six absolute corners plus the element (about
/// 125 bytes a cell); a `<use>` of a shared `<symbol>` is smaller (about 50 bytes) but is
/// still one DOM node per cell, which renderers instance one by one. A subpath is its first
/// corner in absolute coordinates and five short relative moves (`h`/`v`/`l`), about 43
/// bytes, and no node at all: the DOM stays as small as the palette, renderers fill each
/// terrain in one call, and one CSS class restyles a terrain. Measured: a 256 × 256 board
/// of radius-10 hexes is 2.8 MB (a `<polygon>` per cell would be about 8 MB). The relative
/// moves are differences of *rounded* absolute corners, so shared corners of neighbouring
/// cells land on exactly the same point: no hairline cracks.
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
    appendCells(of: board, layout: geometry.layout, classes: classes, colors: colors, to: &out)
    if !features.isEmpty {
      for style in [EdgeFeature.Style.side, .crossing] {
        appendEdgeFeatures(
          of: board, features: features, style: style, layout: geometry.layout, format: format,
          to: &out)
      }
      appendVertexFeatures(
        of: board, features: features, layout: geometry.layout, format: format, to: &out)
    }
    appendDimming(of: board, layout: geometry.layout, format: format, to: &out)
    appendHighlight(of: board, layout: geometry.layout, format: format, to: &out)
    appendPath(of: board, layout: geometry.layout, format: format, to: &out)
    appendOverlayMarkers(of: board, layout: geometry.layout, format: format, to: &out)
    if options.showsObjects {
      appendObjects(of: board, layout: geometry.layout, format: format, to: &out)
      appendObjectLabels(of: board, layout: geometry.layout, format: format, to: &out)
    }
    appendLabels(of: board, layout: geometry.layout, format: format, to: &out)
    if options.showsLegend {
      appendLegend(
        of: board, geometry: geometry, classes: classes, colors: colors, features: features,
        format: format, to: &out)
    }
    out.text += "</svg>\n"
  }

  /// Points of the rendered picture and the colour a correct renderer paints there: up to
  /// three cell centres per terrain (its first, middle and last cell in storage order that
  /// no object marker, path, origin ring, dimming or crossing feature covers), and the
  /// background in the margin when there is one; with a ``SVGOptions/focus``, the first,
  /// middle and last such dimmed cell in the blended colour (``CellDimming/blended(_:)``,
  /// note `dimmed …`); then up to three points per placed edge feature (the middle of a
  /// side carrying it) and per vertex feature (a corner carrying it), with the colour drawn
  /// on top there (see ``featurePixelChecks(for:layout:canvas:features:)``). Empty when hexes are
  /// too small (under 4 pixels of radius) to hit reliably.
  ///
  /// - Complexity: O(cells).
  package func pixelChecks(for board: Board) -> [SVGPixelCheck] {
    let geometry = geometry(for: board)
    let layout = geometry.layout
    var checks: [SVGPixelCheck] = []
    if let background = options.background, options.margin >= 2 {
      let half = options.margin / 2
      checks.append(
        SVGPixelCheck(
          x: half, y: half,
          color: background,
          note: "background", subject: .background))
    }
    let radius = Swift.min(layout.size.width, layout.size.height)
    guard radius - options.strokeWidth >= 4 else { return checks }

    let grid = board.grid
    var covered = [Bool](repeating: false, count: grid.indexCount)
    for hex in options.path {
      if let index = grid.index(of: hex) { covered[index] = true }
    }
    if options.showsObjects {
      for object in board.objects {
        if let index = grid.index(of: object.position) { covered[index] = true }
      }
    }
    for hex in options.origins {
      if let index = grid.index(of: hex) { covered[index] = true }
    }
    // Roads run through the centres of the cells on either side.
    let features = PlacedFeatures(board)
    for (k, feature) in board.edgePalette.enumerated() where feature.style == .crossing {
      for slot in features.edgeSlots[k] {
        covered[slot / 6] = true
        if let other = grid.neighbor(of: slot / 6, in: HexDirection.allCases[slot % 6]) {
          covered[other] = true
        }
      }
    }
    // Dimmed cells are checked apart, blended (their first, middle and last uncovered one).
    let dimming = cellDimming(for: board)
    var dimmed: [Int] = []
    if let dimming {
      for index in 0..<grid.indexCount where dimming.dimmed[index] {
        if !covered[index] { dimmed.append(index) }
        covered[index] = true
      }
    }
    // Each terrain's first, middle and last uncovered cell, found in two passes over the
    // grid (counting, then picking) rather than from lists of every cell.
    let storage = board.terrain.storage
    let paletteCount = board.palette.count
    var counts = [Int](repeating: 0, count: paletteCount)
    for index in 0..<grid.indexCount where grid.isCell(index) && !covered[index] {
      let terrain = Int(storage[index])
      if terrain < paletteCount { counts[terrain] += 1 }
    }
    var picked = [[Int]](repeating: [], count: paletteCount)
    var seen = [Int](repeating: 0, count: paletteCount)
    for index in 0..<grid.indexCount where grid.isCell(index) && !covered[index] {
      let terrain = Int(storage[index])
      guard terrain < paletteCount else { continue }
      let k = seen[terrain]
      let count = counts[terrain]
      if k == 0 || k == count / 2 || k == count - 1 { picked[terrain].append(index) }
      seen[terrain] = k + 1
    }
    for (terrain, count) in counts.enumerated() where count > 0 {
      let found = picked[terrain]
      // The same picks, in the same order, as indexing a list of the terrain's cells.
      func at(_ k: Int) -> Int {
        if k == 0 { return found[0] }
        if k == count - 1 { return found[found.count - 1] }
        return found[1]
      }
      var picks = [at(0), at(count / 2), at(count - 1)]
      if picks[1] == picks[0] || picks[1] == picks[2] { picks.remove(at: 1) }
      if picks.count > 1, picks[picks.count - 1] == picks[0] { picks.removeLast() }
      let terrainInfo = board.palette[terrain]
      let color = terrainInfo.color
      for index in picks {
        let center = layout.center(of: grid.hex(at: index))
        checks.append(
          SVGPixelCheck(
            x: center.x, y: center.y, color: color,
            note: "\(terrainInfo.id) at \(grid.offset(at: index))", subject: .cell(index)))
      }
    }
    if let dimming, !dimmed.isEmpty {
      var picks = [0, dimmed.count / 2, dimmed.count - 1]
      if picks[1] == picks[0] || picks[1] == picks[2] { picks.remove(at: 1) }
      if picks.count > 1, picks[picks.count - 1] == picks[0] { picks.removeLast() }
      for index in picks.map({ dimmed[$0] }) {
        let terrain = Int(storage[index])
        guard terrain < paletteCount else { continue }
        let center = layout.center(of: grid.hex(at: index))
        checks.append(
          SVGPixelCheck(
            x: center.x, y: center.y, color: dimming.blended(board.palette[terrain].color),
            note: "dimmed \(board.palette[terrain].id) at \(grid.offset(at: index))",
            subject: .cell(index)))
      }
    }
    if !features.isEmpty {
      checks += featurePixelChecks(
        for: board, layout: layout, canvas: geometry.canvas, features: features)
    }
    return checks
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
    /// What each swatch of ``legend`` shows: every terrain, then the placed edge and vertex
    /// features, in palette order.
    var legendEntries: [LegendEntry]
  }

  func geometry(for board: Board) -> Geometry {
    let orientation = options.orientation ?? board.orientation
    let margin = options.margin.isFinite ? Swift.max(0, options.margin) : 0
    let gap = options.gap.isFinite ? Swift.max(0, options.gap) : 0
    // A lazy view of the cells' hexes: an array of them would cost 16 bytes a cell.
    let grid = board.grid
    let hexes = (0..<grid.indexCount).lazy.filter { grid.isCell($0) }.map { grid.hex(at: $0) }
    var layout: HexLayout
    switch options.sizing {
    case .radius(let radius):
      let usable = radius.isFinite && radius > 0 ? radius : Self.minimumRadius
      layout = HexLayout(orientation: orientation, radius: usable, spacing: gap)
    case .fit(let width, let height):
      let viewport = Rect(
        x: 0, y: 0, width: Swift.max(0, width - 2 * margin),
        height: Swift.max(0, height - 2 * margin))
      layout =
        HexLayout.fitting(hexes, into: viewport, orientation: orientation, spacing: gap)
        ?? HexLayout(orientation: orientation, radius: Self.minimumRadius, spacing: gap)
    }
    let box =
      layout.boundingBox(of: hexes)
      ?? Rect(x: layout.origin.x, y: layout.origin.y, width: 0, height: 0)
    layout.origin = layout.origin + Point(x: margin - box.minX, y: margin - box.minY)
    var canvas = Size(width: box.size.width + 2 * margin, height: box.size.height + 2 * margin)

    var legend: [Point] = []
    var entries: [LegendEntry] = []
    if options.showsLegend {
      entries = board.palette.indices.map(LegendEntry.terrain)
      for (k, count) in board.edgeFeatureCounts.enumerated() where count > 0 {
        entries.append(.edge(k))
      }
      for (k, count) in board.vertexFeatureCounts.enumerated() where count > 0 {
        entries.append(.vertex(k))
      }
      if options.showsObjects {
        entries += ObjectStyleTable.kindsPresent(in: board).map(LegendEntry.objectKind)
      }
      let ids = entries.map { legendID(of: $0, in: board) }
      let left = Swift.max(margin, Legend.textGap)
      let widest = ids.map { Legend.width(of: $0) }.max() ?? 0
      canvas.width = Swift.max(canvas.width, left + widest + left)
      let right = canvas.width - left
      let top = box.size.height + margin + Swift.max(margin, Legend.textGap)
      var x = left
      var row = 0
      for id in ids {
        let width = Legend.width(of: id)
        if x > left, x + width > right {
          x = left
          row += 1
        }
        legend.append(Point(x: x, y: top + Double(row) * Legend.rowHeight))
        x += width + Legend.entryGap
      }
      let rows = ids.isEmpty ? 0 : row + 1
      canvas.height = top + Double(rows) * Legend.rowHeight + Swift.max(margin, Legend.textGap)
    }
    return Geometry(layout: layout, canvas: canvas, legend: legend, legendEntries: entries)
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
