import HexBoard

/// Draws a `Board` as an SVG document.
///
/// ```swift
/// let svg = SVGRenderer(options: PictureOptions(labels: .offset)).render(board)
/// // or: board.svg(options: PictureOptions(labels: .offset))
/// ```
///
/// **Structure.** The picture's `viewBox` is `0 0 W H`, with `width` and `height` the
/// same. With a `.radius` size it is the board's bounding box (`HexLayout.boundingBox(of:)`
/// of its cells) plus ``PictureOptions/margin`` on every side, with a legend below it when
/// asked for; with `.fit(width, height)` it is exactly that size, the legend across the
/// bottom and the board centred in the rest. Layers, bottom to top: background, cells,
/// the board's named layers (``PictureOptions/layers``: categorical marks, choropleths),
/// hexside features drawn along the sides (walls, rivers), hexside features drawn across
/// them (roads), corner features (towns), dimmed cells (``PictureOptions/focus``), highlight
/// outlines, path, origin and path-end markers, objects and their labels, labels, numeric
/// layers' labels, legend: the board's own content first, then what the caller overlays on it (a route is
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
/// side of `0.2 × radius`, outlined in ``PictureOptions/strokeColor``); on a corner carrying
/// several, the later features in palette order are drawn smaller, inside the earlier ones,
/// so all stay visible. With a gap between cells, sides and corners are drawn midway
/// between the cells. A side carrying a feature whose movement sets the step's cost (a
/// road) and one whose movement adds to it (a river) is a **bridge**: over the features,
/// `<g class="bridges">` draws two parapet lines across the side in
/// ``PictureOptions/strokeColor``, `0.14 × radius` either side of the crossing, `0.4 × radius`
/// long and `0.05 × radius` wide (the rule follows the movement kinds, never the ids). The
/// legend lists, after the terrains, the edge and then the vertex features that are
/// placed, in palette order. A board without features draws exactly as it did before
/// they existed.
///
/// **Objects by kind.** Each object is a marker whose shape and colour follow its kind
/// (a built-in table: unit circle, town square, city star, resource diamond, start
/// triangle, flag pennant, anything else a circle of ``PictureOptions/objectColor``; boards
/// override it with `marker.<kind>` properties, objects with `color` and `owner`), a
/// `<circle>` or a `<path>` of class `object object-<kind>` with the object as tooltip.
/// The legend lists, after the features, each kind once per fill its markers have (an
/// owner's colour), in the order of their first object: `town (red)`, `town (blue)` when
/// a kind has several fills, the kind alone when it has one. The shapes, the dimming and the
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
/// **Orientation.** Hexes are drawn in the board's orientation; ``PictureOptions/orientation``
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
  public var options: PictureOptions

  /// Creates a renderer.
  public init(options: PictureOptions = PictureOptions()) {
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
    let overlays = layerOverlays(for: board)
    appendLayerOverlays(of: board, overlays: overlays, space: space, format: format, to: &out)
    if !features.isEmpty {
      for style in [EdgeFeature.Style.side, .crossing] {
        appendEdgeFeatures(
          of: board, features: features, style: style, layout: space.layout, format: format,
          to: &out)
      }
      appendBridges(of: board, layout: space.layout, format: format, to: &out)
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
    appendLayerLabels(
      of: board, overlays: overlays, geometry: geometry, space: space, format: format, to: &out)
    if options.showsLegend {
      appendLegend(
        of: board, geometry: geometry, classes: classes, colors: colors, features: features,
        format: format, to: &out)
    }
    out.text += "</svg>\n"
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
