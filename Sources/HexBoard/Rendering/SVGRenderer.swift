/// Draws a ``Board`` as an SVG document.
///
/// ```swift
/// let svg = SVGRenderer(options: SVGOptions(labels: .offset)).render(board)
/// // or: board.svg(options: SVGOptions(labels: .offset))
/// ```
///
/// **Structure.** The picture's `viewBox` is `0 0 W H`: the board's bounding box
/// (``HexLayout/boundingBox(of:)`` of its cells) plus ``SVGOptions/margin`` on every side,
/// with a legend below it when asked for. Layers, bottom to top: background, cells,
/// highlight outlines, path, objects, labels, legend. The document's `<title>` is the
/// board's name.
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
/// labels) is XML-escaped, characters XML forbids are replaced by U+FFFD, colours that
/// are not `#RRGGBB` become ``fallbackColor``, and terrain ids in class names keep only
/// `[A-Za-z0-9_-]` (others become `_`; a class that would collide gets the palette index
/// appended).
public struct SVGRenderer: Sendable {
  /// The colour used instead of any colour that is not `#RRGGBB`: a neutral grey.
  public static let fallbackColor = "#808080"
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
  /// - Complexity: O(cells + objects + highlighted and path cells).
  public func render(_ board: Board) -> String {
    let geometry = geometry(for: board)
    let format = FixedPointFormat(decimals: options.precision)
    let classes = terrainClasses(board.palette)
    let colors = board.palette.map { MarkupEscaping.color($0.color, fallback: Self.fallbackColor) }
    var out = ""
    out.reserveCapacity(board.grid.cellCount * 48 + 4096)

    let width = format.string(geometry.canvas.width)
    let height = format.string(geometry.canvas.height)
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    out += " viewBox=\"0 0 \(width) \(height)\">\n"
    out += "<title>\(MarkupEscaping.xml(board.name))</title>\n"
    if options.includesStyle {
      out += "<style>\n"
      for index in board.palette.indices {
        out += ".terrain-\(classes[index]){fill:\(colors[index])}\n"
      }
      out += "</style>\n"
    }
    if let background = options.background {
      let fill = MarkupEscaping.color(background, fallback: Self.fallbackColor)
      out += "<rect class=\"background\" width=\"\(width)\" height=\"\(height)\""
      out += " fill=\"\(fill)\"/>\n"
    }
    appendCells(of: board, layout: geometry.layout, classes: classes, colors: colors, to: &out)
    appendHighlight(of: board, layout: geometry.layout, format: format, to: &out)
    appendPath(of: board, layout: geometry.layout, format: format, to: &out)
    if options.showsObjects {
      appendObjects(of: board, layout: geometry.layout, format: format, to: &out)
    }
    appendLabels(of: board, layout: geometry.layout, format: format, to: &out)
    if options.showsLegend {
      appendLegend(
        of: board, geometry: geometry, classes: classes, colors: colors, format: format,
        to: &out)
    }
    out += "</svg>\n"
    return out
  }

  /// Points of the rendered picture and the colour a correct renderer paints there: up to
  /// three cell centres per terrain (its first, middle and last cell in storage order that
  /// no object marker or path covers), and the background in the margin when there is
  /// one. Empty when hexes are too small (under 4 pixels of radius) to hit reliably.
  ///
  /// - Complexity: O(cells).
  public func pixelChecks(for board: Board) -> [SVGPixelCheck] {
    let geometry = geometry(for: board)
    let layout = geometry.layout
    var checks: [SVGPixelCheck] = []
    if let background = options.background, options.margin >= 2 {
      let half = options.margin / 2
      checks.append(
        SVGPixelCheck(
          x: half, y: half,
          color: MarkupEscaping.color(background, fallback: Self.fallbackColor),
          note: "background"))
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
    var cellsByTerrain = [[Int]](repeating: [], count: board.palette.count)
    for index in grid.indices where !covered[index] {
      let terrain = Int(board.terrain.storage[index])
      if terrain < cellsByTerrain.count { cellsByTerrain[terrain].append(index) }
    }
    for (terrain, cells) in cellsByTerrain.enumerated() where !cells.isEmpty {
      var picks = [cells[0], cells[cells.count / 2], cells[cells.count - 1]]
      if picks[1] == picks[0] || picks[1] == picks[2] { picks.remove(at: 1) }
      if picks.count > 1, picks[picks.count - 1] == picks[0] { picks.removeLast() }
      let terrainInfo = board.palette[terrain]
      let color = MarkupEscaping.color(terrainInfo.color, fallback: Self.fallbackColor)
      for index in picks {
        let center = layout.center(of: grid.hex(at: index))
        checks.append(
          SVGPixelCheck(
            x: center.x, y: center.y, color: color,
            note: "\(terrainInfo.id) at \(grid.offset(at: index))"))
      }
    }
    return checks
  }

  // MARK: - Layers

  private func appendCells(
    of board: Board, layout: HexLayout, classes: [String], colors: [String],
    to out: inout String
  ) {
    let format = FixedPointFormat(decimals: options.precision)
    let grid = board.grid
    let offsets = (0..<6).map { layout.cornerOffset($0) }
    var paths = [String](repeating: "", count: board.palette.count)
    let storage = board.terrain.storage
    for index in grid.indices {
      let terrain = Int(storage[index])
      guard terrain < paths.count else { continue }
      let center = layout.center(of: grid.hex(at: index))
      appendHexagon(center: center, offsets: offsets, format: format, to: &paths[terrain])
    }
    let stroke = options.strokeWidth > 0 && options.strokeWidth.isFinite
    if stroke {
      let color = MarkupEscaping.color(options.strokeColor, fallback: Self.fallbackColor)
      out += "<g class=\"cells\" stroke=\"\(color)\""
      out += " stroke-width=\"\(format.string(options.strokeWidth))\" stroke-linejoin=\"round\">\n"
    } else {
      out += "<g class=\"cells\" stroke=\"none\">\n"
    }
    for (terrain, data) in paths.enumerated() where !data.isEmpty {
      out += "<path class=\"terrain terrain-\(classes[terrain])\" fill=\"\(colors[terrain])\""
      out += " d=\"\(data)\"/>\n"
    }
    out += "</g>\n"
  }

  private func appendHighlight(
    of board: Board, layout: HexLayout, format: FixedPointFormat, to out: inout String
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
    let lineWidth = Swift.max(0, options.highlightWidth.isFinite ? options.highlightWidth : 0)
    let cellStroke = Swift.max(0, options.strokeWidth.isFinite ? options.strokeWidth : 0)
    let inset = (lineWidth + cellStroke) / 2
    let offsets = (0..<6).map { layout.cornerOffset($0, inset: inset) }
    var data = ""
    for index in grid.indices where marked[index] {
      appendHexagon(
        center: layout.center(of: grid.hex(at: index)), offsets: offsets, format: format,
        to: &data)
    }
    let color = MarkupEscaping.color(options.highlightColor, fallback: Self.fallbackColor)
    out += "<path class=\"highlight\" fill=\"none\" stroke=\"\(color)\""
    out += " stroke-width=\"\(format.string(lineWidth))\" stroke-linejoin=\"round\""
    out += " d=\"\(data)\"/>\n"
  }

  private func appendPath(
    of board: Board, layout: HexLayout, format: FixedPointFormat, to out: inout String
  ) {
    // Split where the route leaves the board or jumps (e.g. across a wrapped map's seam),
    // so the line never cuts across the picture.
    var segments: [[Hex]] = []
    var current: [Hex] = []
    for hex in options.path {
      guard let cell = board.grid.canonical(hex) else {
        if current.count > 1 { segments.append(current) }
        current = []
        continue
      }
      if let last = current.last, last.distance(to: cell) > 1 {
        if current.count > 1 { segments.append(current) }
        current = []
      }
      current.append(cell)
    }
    if current.count > 1 { segments.append(current) }
    guard !segments.isEmpty else { return }
    let color = MarkupEscaping.color(options.pathColor, fallback: Self.fallbackColor)
    let width = Swift.max(0, options.pathWidth.isFinite ? options.pathWidth : 0)
    out += "<g class=\"path\" fill=\"none\" stroke=\"\(color)\""
    out += " stroke-width=\"\(format.string(width))\""
    out += " stroke-linecap=\"round\" stroke-linejoin=\"round\">\n"
    for segment in segments {
      out += "<polyline points=\""
      for (i, hex) in segment.enumerated() {
        let center = layout.center(of: hex)
        if i > 0 { out += " " }
        out += "\(format.string(center.x)),\(format.string(center.y))"
      }
      out += "\"/>\n"
    }
    out += "</g>\n"
  }

  private func appendObjects(
    of board: Board, layout: HexLayout, format: FixedPointFormat, to out: inout String
  ) {
    let grid = board.grid
    // How many objects stand on each cell, and which of them each object is, so several
    // objects on one cell are spread around its centre instead of hiding each other.
    var perCell = [Int](repeating: 0, count: grid.indexCount)
    var slots: [Int?] = []
    for object in board.objects {
      if let index = grid.index(of: object.position) {
        slots.append(perCell[index])
        perCell[index] += 1
      } else {
        slots.append(nil)
      }
    }
    guard slots.contains(where: { $0 != nil }) else { return }
    let radius = Swift.min(layout.size.width, layout.size.height)
    let fill = MarkupEscaping.color(options.objectColor, fallback: Self.fallbackColor)
    out += "<g class=\"objects\" fill=\"\(fill)\" stroke=\"#000000\""
    out += " stroke-width=\"\(format.string(Swift.max(0.5, radius * 0.06)))\">\n"
    for (object, slot) in zip(board.objects, slots) {
      guard let slot, let index = grid.index(of: object.position) else { continue }
      var center = layout.center(of: grid.hex(at: index))
      var markerRadius = radius * 0.32
      if perCell[index] > 1 {
        center = center + layout.cornerOffset(slot % 6) * 0.5
        markerRadius = radius * 0.2
      }
      out += "<circle class=\"object object-\(MarkupEscaping.className(object.kind))\""
      out += " cx=\"\(format.string(center.x))\" cy=\"\(format.string(center.y))\""
      out += " r=\"\(format.string(markerRadius))\"><title>"
      var tooltip = "\(object.id) (\(object.kind))"
      for key in object.properties.keys.sorted() {
        tooltip += "\n\(key): \(object.properties[key] ?? "")"
      }
      out += MarkupEscaping.xml(tooltip)
      out += "</title></circle>\n"
    }
    out += "</g>\n"
  }

  private func appendLabels(
    of board: Board, layout: HexLayout, format: FixedPointFormat, to out: inout String
  ) {
    guard options.labels != .none else { return }
    let grid = board.grid
    let radius = Swift.min(layout.size.width, layout.size.height)
    let color = MarkupEscaping.color(options.labelColor, fallback: Self.fallbackColor)
    out += "<g class=\"labels\" font-family=\"sans-serif\""
    out += " font-size=\"\(format.string(radius * 0.28))\" text-anchor=\"middle\""
    // A light halo under the glyphs keeps labels readable on dark terrain.
    out += " fill=\"\(color)\" stroke=\"#ffffff\" stroke-opacity=\"0.7\""
    out += " stroke-width=\"\(format.string(radius * 0.06))\" paint-order=\"stroke\">\n"
    for index in grid.indices {
      let hex = grid.hex(at: index)
      let center = layout.center(of: hex)
      let text: String
      switch options.labels {
      case .none: continue
      case .offset:
        let cell = grid.offset(at: index)
        text = "\(cell.col),\(cell.row)"
      case .axial: text = "\(hex.q),\(hex.r)"
      }
      // Above the centre, where an object marker does not reach.
      out += "<text x=\"\(format.string(center.x))\""
      out += " y=\"\(format.string(center.y - radius * 0.38))\">\(text)</text>\n"
    }
    out += "</g>\n"
  }

  private func appendLegend(
    of board: Board, geometry: Geometry, classes: [String], colors: [String],
    format: FixedPointFormat, to out: inout String
  ) {
    let stroke = MarkupEscaping.color(options.strokeColor, fallback: Self.fallbackColor)
    out += "<g class=\"legend\" font-family=\"sans-serif\""
    out += " font-size=\"\(format.string(Legend.fontSize))\" fill=\"#111111\">\n"
    for (index, position) in geometry.legend.enumerated() {
      let x = format.string(position.x)
      let y = format.string(position.y)
      out += "<rect class=\"swatch terrain-\(classes[index])\" x=\"\(x)\" y=\"\(y)\""
      out += " width=\"\(format.string(Legend.swatch))\" height=\"\(format.string(Legend.swatch))\""
      out += " fill=\"\(colors[index])\" stroke=\"\(stroke)\"/>\n"
      out += "<text x=\"\(format.string(position.x + Legend.swatch + Legend.textGap))\""
      out += " y=\"\(format.string(position.y + Legend.swatch - 2))\">"
      out += MarkupEscaping.xml(board.palette[index].id)
      out += "</text>\n"
    }
    out += "</g>\n"
  }

  /// Appends one hexagon as a closed subpath: the first corner in absolute coordinates,
  /// the next five as relative moves computed from rounded absolute corners (exact).
  private func appendHexagon(
    center: Point, offsets: [Point], format: FixedPointFormat, to data: inout String
  ) {
    var previousX = 0
    var previousY = 0
    var lastCommand: Character = "M"
    for k in 0..<6 {
      let x = format.units(center.x + offsets[k].x)
      let y = format.units(center.y + offsets[k].y)
      defer {
        previousX = x
        previousY = y
      }
      guard k > 0 else {
        data += "M"
        format.append(units: x, to: &data)
        data += ","
        format.append(units: y, to: &data)
        continue
      }
      let dx = x - previousX
      let dy = y - previousY
      if dy == 0 {
        data += "h"
        format.append(units: dx, to: &data)
        lastCommand = "h"
      } else if dx == 0 {
        data += "v"
        format.append(units: dy, to: &data)
        lastCommand = "v"
      } else {
        // Repeated `l` commands may drop the letter; a minus sign separates numbers.
        if lastCommand != "l" {
          data += "l"
        } else if dx >= 0 {
          data += " "
        }
        format.append(units: dx, to: &data)
        if dy >= 0 { data += "," }
        format.append(units: dy, to: &data)
        lastCommand = "l"
      }
    }
    data += "Z"
  }

  // MARK: - Layout of the picture

  /// Sizes of the legend, in SVG pixels.
  private enum Legend {
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

  /// Where everything goes.
  struct Geometry {
    var layout: HexLayout
    var canvas: Size
    /// The top-left corner of each palette entry's legend swatch (empty without legend).
    var legend: [Point]
  }

  func geometry(for board: Board) -> Geometry {
    let orientation = options.orientation ?? board.orientation
    let margin = options.margin.isFinite ? Swift.max(0, options.margin) : 0
    let gap = options.gap.isFinite ? Swift.max(0, options.gap) : 0
    let hexes = board.grid.hexes
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
    if options.showsLegend {
      let left = Swift.max(margin, Legend.textGap)
      let widest = board.palette.map { Legend.width(of: $0.id) }.max() ?? 0
      canvas.width = Swift.max(canvas.width, left + widest + left)
      let right = canvas.width - left
      let top = box.size.height + margin + Swift.max(margin, Legend.textGap)
      var x = left
      var row = 0
      for terrain in board.palette {
        let width = Legend.width(of: terrain.id)
        if x > left, x + width > right {
          x = left
          row += 1
        }
        legend.append(Point(x: x, y: top + Double(row) * Legend.rowHeight))
        x += width + Legend.entryGap
      }
      let rows = board.palette.isEmpty ? 0 : row + 1
      canvas.height = top + Double(rows) * Legend.rowHeight + Swift.max(margin, Legend.textGap)
    }
    return Geometry(layout: layout, canvas: canvas, legend: legend)
  }

  /// A CSS-safe, unique class suffix for every palette entry.
  func terrainClasses(_ palette: [Terrain]) -> [String] {
    var used = Set<String>()
    var result: [String] = []
    for (index, terrain) in palette.enumerated() {
      var name = MarkupEscaping.className(terrain.id)
      while !used.insert(name).inserted { name += "-\(index)" }
      result.append(name)
    }
    return result
  }
}
