import HexBoard

/// How ``SVGRenderer`` and ``PNGRenderer`` draw a board: geometry, overlays and colours (one
/// value for both formats, so an SVG and a PNG of the same options show the same picture).
///
/// Every option has a default, so `PictureOptions()` draws the board plainly: hexes of radius
/// 20 in the board's orientation, a 10-pixel margin, a thin dark stroke, objects as
/// markers, a `<style>` block with one CSS class per terrain.
///
/// ```swift
/// var options = PictureOptions(sizing: .fit(width: 800, height: 600))
/// options.labels = .offset
/// options.highlight = reachable.map(\.hex)   // e.g. a movement range
/// options.path = route                       // drawn through cell centres
/// options.showsLegend = true
/// let svg = board.svg(options: options)
/// ```
///
/// Colours are `RGBColor` values, written into the file as they were spelled: a literal
/// that is not `#rrggbb` is grey (`RGBColor.gray`), so nothing but a colour reaches the
/// SVG.
public struct PictureOptions: Hashable, Sendable {
  /// How big the hexes are.
  public enum Sizing: Hashable, Sendable {
    /// Hexes with this centre-to-corner radius, in SVG pixels.
    case radius(Double)
    /// A picture of exactly `width × height`: the legend (``PictureOptions/showsLegend``), if
    /// any, across its bottom, and the largest hexes for which the board plus its margin
    /// fits the rest (`HexLayout.fitting(_:into:orientation:spacing:verticalAxis:preservingAspectRatio:)`),
    /// centred there. When even the legend does not fit, the hexes get
    /// ``SVGRenderer/minimumRadius`` and the picture keeps its size.
    case fit(width: Double, height: Double)
  }

  /// Which coordinates label the cells.
  public enum CoordinateLabels: String, Hashable, Sendable, CaseIterable {
    /// No labels.
    case none
    /// Offset coordinates `col,row` in the grid's convention.
    case offset
    /// Axial coordinates `q,r`.
    case axial
  }

  /// Ignored: hexes are always drawn in the board's own `Board.orientation`.
  ///
  /// Drawing a pointy board with flat hexes would need the board re-projected (its cells'
  /// neighbours are not where flat hexes put them: the result was a slanted
  /// parallelogram), which the renderer does not do. The property stays for source
  /// compatibility; a value other than the board's has no effect (`hexboard render`
  /// refuses `--flat` on a pointy map and `--pointy` on a flat one).
  public var orientation: HexOrientation?
  /// The hex size: a radius (default 20) or a target picture size.
  public var sizing: Sizing
  /// Empty space around the board on every side, in SVG pixels.
  public var margin: Double
  /// The gap between neighbouring cells, in SVG pixels (`HexLayout.spacing`).
  public var gap: Double
  /// The colour of the thin line around every cell.
  public var strokeColor: RGBColor
  /// The width of the line around every cell; `0` draws none.
  public var strokeWidth: Double
  /// A colour filling the whole picture behind the board, or `nil` for transparent.
  public var background: RGBColor?
  /// Coordinate labels on the cells.
  public var labels: CoordinateLabels
  /// The colour of coordinate labels.
  public var labelColor: RGBColor
  /// Whether objects are drawn as markers (a shape and colour per kind, see the renderer's
  /// documentation) with a tooltip.
  public var showsObjects: Bool
  /// The fill of markers of kinds that have no style of their own (not in the built-in
  /// table nor in the board's `marker.<kind>` properties).
  public var objectColor: RGBColor
  /// Cells to outline (a movement range, a selection); cells not on the board are ignored
  /// and the outlines are drawn in storage order whatever the order given.
  public var highlight: [Hex]
  /// The colour of highlight outlines.
  public var highlightColor: RGBColor
  /// The width of highlight outlines. They are drawn inset, inside their cell, so the
  /// outlines of neighbouring highlighted cells never overlap.
  public var highlightWidth: Double
  /// Cells to join with a line through their centres, in the order given (a route).
  public var path: [Hex]
  /// The colour of the path line.
  public var pathColor: RGBColor
  /// The width of the path line.
  public var pathWidth: Double
  /// Whether a legend (a swatch and the id of each terrain the board uses, then of the
  /// placed hexside and corner features) is drawn below the board: growing the picture
  /// downwards with a `.radius` size, inside the picture with `.fit`. Ids longer than 32
  /// characters, or (with `.fit`) than fit the picture's width, are cut and end in `…`.
  public var showsLegend: Bool
  /// Whether the legend lists every terrain of the palette, also those no cell has
  /// (default `false`: only the terrains in use).
  public var showsFullLegend: Bool
  /// Whether a `<style>` block with one class per terrain is written, so a page can
  /// restyle the picture. Colours are also written as presentation attributes, which any
  /// CSS rule overrides, so the picture looks the same without it.
  public var includesStyle: Bool
  /// The number of decimals in coordinates, 0 to 6 (default 2). The board's layers are
  /// drawn in hex units, where a hex's radius is ``SVGRenderer/unitRadius`` (10), so the
  /// default rounds corners to a thousandth of the radius whatever the picture's size.
  /// Fewer decimals make a smaller file; numbers are rounded, trailing zeros dropped and
  /// `-0` written `0`.
  public var precision: Int
  /// Whether each cell holding objects gets a label with the first object's id (cut to
  /// 20 characters, the last `…`) and `+n` for n more, below its marker; omitted when hexes are too small to read it (a font
  /// size of 0.26 × the hex radius under 5 pixels). Default off.
  public var objectLabels = false
  /// When set, every cell of the board not in this list is covered by ``dimColor`` at
  /// ``dimOpacity`` (a movement range or a field of view shows what lies beyond it
  /// dimmed). `nil` (the default) dims nothing; cells not on the board are ignored.
  public var focus: [Hex]? = nil
  /// The colour laid over cells outside ``focus``.
  public var dimColor: RGBColor = "#000000"
  /// The opacity of ``dimColor`` over cells outside ``focus``, 0 to 1 (default 0.5).
  public var dimOpacity = 0.5
  /// Cells marked with a ring (a range's start, a viewer), drawn above the path and below
  /// the objects; cells not on the board are ignored.
  public var origins: [Hex] = []
  /// The fill of the origin rings (outlined in black).
  public var originColor: RGBColor = "#ffffff"
  /// How numeric layers named in ``PictureOptions/layers`` are drawn.
  public enum NumericLayerStyle: String, Hashable, Sendable, CaseIterable {
    /// Each cell covered by a translucent hexagon whose colour follows its number on a
    /// ramp from the layer's minimum (dark purple) to its maximum (yellow), in at most 8
    /// classes; the legend shows the ramp and the range.
    case choropleth
    /// Each cell's number written below its centre.
    case labels
  }

  /// Which of the board's named layers (`Board.layers`) are drawn over the terrain, in the
  /// board's layer order (choropleths under the marks of categorical layers): `nil` (the default) draws every categorical layer and no
  /// numeric one; a list draws the layers it names (names the board lacks are ignored), so
  /// `[]` draws none. A categorical layer marks each cell holding a value with an inset
  /// hexagon in the value's colour (a value without one gets a fixed colour by its palette
  /// position), outlined like the cells, under hexside features and objects; a numeric one
  /// is drawn as ``numericLayers`` says. With ``showsLegend``, the legend lists the values
  /// in use of each categorical layer drawn and the ramp and range of each choropleth. A
  /// board without layers draws exactly as it did before layers existed.
  public var layers: [String]? = nil
  /// How numeric layers named in ``layers`` are drawn (default: a choropleth).
  public var numericLayers: NumericLayerStyle = .choropleth
  /// Whether a ``path`` gets a disc on its first cell and a square on its last, in
  /// ``pathColor`` outlined in white (default on).
  public var marksPathEnds = true

  /// Creates options; every parameter has the default described on its property.
  public init(
    orientation: HexOrientation? = nil, sizing: Sizing = .radius(20), margin: Double = 10,
    gap: Double = 0, strokeColor: RGBColor = "#333333", strokeWidth: Double = 1,
    background: RGBColor? = nil, labels: CoordinateLabels = .none,
    labelColor: RGBColor = "#111111", showsObjects: Bool = true,
    objectColor: RGBColor = "#ffffff", highlight: [Hex] = [], highlightColor: RGBColor = "#ffd600",
    highlightWidth: Double = 2, path: [Hex] = [], pathColor: RGBColor = "#d81b60",
    pathWidth: Double = 3, showsLegend: Bool = false, showsFullLegend: Bool = false,
    includesStyle: Bool = true, precision: Int = 2
  ) {
    self.orientation = orientation
    self.sizing = sizing
    self.margin = margin
    self.gap = gap
    self.strokeColor = strokeColor
    self.strokeWidth = strokeWidth
    self.background = background
    self.labels = labels
    self.labelColor = labelColor
    self.showsObjects = showsObjects
    self.objectColor = objectColor
    self.highlight = highlight
    self.highlightColor = highlightColor
    self.highlightWidth = highlightWidth
    self.path = path
    self.pathColor = pathColor
    self.pathWidth = pathWidth
    self.showsLegend = showsLegend
    self.showsFullLegend = showsFullLegend
    self.includesStyle = includesStyle
    self.precision = precision
  }
}
