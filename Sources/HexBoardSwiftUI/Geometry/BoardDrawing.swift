import HexBoard
import HexBoardSupport

/// What the board view draws, as plain geometry: one filled hexagon per cell in its
/// terrain's colour, the hexside features as lines, the corner features as squares and
/// the objects as discs, all fitted into a viewport; and the hit test from a point back to
/// a cell. Platform-free, so every number is tested on Linux.
///
/// Features are placed as the SVG picture places them (the same runs along and across
/// the sides, the same squares on the corners, wrapped seams included), with the same
/// sizes relative to the hex radius.
public struct BoardDrawing: Sendable {
  /// One cell: its hex, its corners and its terrain's colour.
  public struct Cell: Hashable, Sendable {
    /// The cell's hex (its canonical position on wrapped boards).
    public var hex: Hex
    /// The six corners, in HexGrid's corner order.
    public var corners: [Point]
    /// The terrain's colour.
    public var color: RGBColor
  }

  /// A hexside feature's line: points joined by straight segments.
  public struct Line: Hashable, Sendable {
    /// The points in order.
    public var points: [Point]
    /// Whether the last point joins back to the first.
    public var isClosed: Bool
    /// The feature's colour.
    public var color: RGBColor
    /// The line's width in points.
    public var width: Double
  }

  /// A corner feature's square, or an object's disc.
  public struct Marker: Hashable, Sendable {
    /// The middle of the square or disc.
    public var center: Point
    /// Half the square's side, or the disc's radius.
    public var radius: Double
    /// The fill colour.
    public var color: RGBColor
  }

  /// Feature and marker sizes as fractions of the hex radius: the SVG renderer's.
  enum Scale {
    static let side = 0.2
    static let crossing = 0.16
    static let corner = 0.2
    static let object = 0.35
  }

  /// The layout the board is drawn with.
  public let layout: HexLayout
  /// The cells in storage order.
  public let cells: [Cell]
  /// The hexside features: the features along the sides first, then those across them,
  /// each in palette order.
  public let lines: [Line]
  /// The corner features' squares, in palette order; on a corner carrying several, each
  /// later feature's square is smaller, so all show.
  public let corners: [Marker]
  /// The objects' discs, in the board's object order; on a cell holding several, each
  /// later object's disc is smaller, so all show.
  public let objects: [Marker]
  let grid: MapGrid

  /// The drawing of `board` fitted into `viewport` (the largest hexes that fit, centred),
  /// neighbours `spacing` points apart; `nil` when the board has no cells or the viewport
  /// has no room for them.
  public init?(board: Board, in viewport: Rect, spacing: Double = 0) {
    let grid = board.grid
    let hexes = grid.hexes
    guard
      let layout = HexLayout.fitting(
        hexes, into: viewport, orientation: board.orientation, spacing: spacing)
    else { return nil }
    self.layout = layout
    self.grid = grid
    cells = hexes.map { hex in
      Cell(
        hex: hex, corners: layout.corners(of: hex),
        color: board.terrain(at: hex)?.color ?? .gray)
    }
    let radius = Swift.min(layout.size.width, layout.size.height)
    let outset = layout.spacing / 2
    let edgeSlots = board.featureSlots(byEntry: .side)
    var lines: [Line] = []
    for style in [EdgeFeature.Style.side, .crossing] {
      for (k, feature) in board.edgePalette.enumerated() where feature.style == style {
        let runs =
          style == .side
          ? grid.sideRuns(slots: edgeSlots[k]) : grid.crossingRuns(slots: edgeSlots[k])
        for run in runs {
          lines.append(
            Line(
              points: run.anchors.map { $0.point(in: layout, outset: outset) },
              isClosed: run.isClosed, color: feature.color,
              width: radius * (style == .side ? Scale.side : Scale.crossing)))
        }
      }
    }
    self.lines = lines
    let vertexSlots = board.featureSlots(byEntry: .corner)
    var corners: [Marker] = []
    for (k, feature) in board.vertexPalette.enumerated() {
      for slot in vertexSlots[k] {
        let bits = board.featureBits(atSlot: slot, kind: .corner)
        let count = Double(bits.nonzeroBitCount)
        let before = Double((bits & ((1 << k) &- 1)).nonzeroBitCount)
        for vertex in grid.drawnCorners(ofVertexSlot: slot) {
          corners.append(
            Marker(
              center: FeatureAnchor.corner(vertex).point(in: layout, outset: outset),
              radius: radius * Scale.corner * (count - before) / count, color: feature.color))
        }
      }
    }
    self.corners = corners
    objects = Self.objectMarkers(of: board, layout: layout, radius: radius)
  }

  /// One disc per object, the first on a cell the largest.
  static func objectMarkers(of board: Board, layout: HexLayout, radius: Double) -> [Marker] {
    // Objects per cell, counted first (the order of the output is the objects' order;
    // the dictionary is only looked up).
    var perCell: [Hex: Int] = [:]
    for object in board.objects { perCell[object.position, default: 0] += 1 }
    var seen: [Hex: Int] = [:]
    return board.objects.map { object in
      let count = Double(perCell[object.position] ?? 1)
      let before = Double(seen[object.position, default: 0])
      seen[object.position] = Int(before) + 1
      return Marker(
        center: layout.center(of: object.position),
        radius: radius * Scale.object * (count - before) / count,
        color: objectColor(object))
    }
  }

  /// An object's colour: its `color` property when that is `#RRGGBB`, otherwise one of
  /// eight colours chosen by its kind (64-bit FNV-1a of the kind's UTF-8, so the same kind has the
  /// same colour on every run and platform).
  public static func objectColor(_ object: BoardObject) -> RGBColor {
    if let text = object.properties["color"]?.stringValue, let color = RGBColor(parsing: text) {
      return color
    }
    return kindColors[Int(FNV1a64.hash(object.kind) % UInt64(kindColors.count))]
  }

  static let kindColors: [RGBColor] = [
    "#C62828", "#1565C0", "#2E7D32", "#F9A825", "#6A1B9A", "#EF6C00", "#00838F", "#4E342E",
  ]

  /// The cell under `point`, or `nil` when the point is not on a drawn cell (outside the
  /// board, in a hole, or off to the side of a wrapped board).
  public func hex(at point: Point) -> Hex? {
    guard let hex = layout.hexIfRepresentable(at: point), grid.canonical(hex) == hex else {
      return nil
    }
    return hex
  }
}
