import HexBoard

/// A filled (and optionally outlined) set of polygons: the renderer-independent form of a
/// marker, so the SVG and the raster pictures draw the same thing.
///
/// Polygons are closed (the first point is not repeated) and filled together with the
/// non-zero rule: a ring is an outer polygon and an inner one turning the other way. The
/// outline, when there is one, is stroked centred on every polygon's edges with round
/// joins, after the fill.
package struct PictureShape: Sendable, Equatable {
  /// What is filled.
  package var polygons: [[Point]]
  /// The fill colour.
  package var fill: RGBColor
  /// The opacity of fill and outline, 0 to 1.
  package var opacity: Double
  /// The outline colour, or `nil` for none.
  package var stroke: RGBColor?
  /// The outline width in SVG pixels.
  package var strokeWidth: Double

  package init(
    polygons: [[Point]], fill: RGBColor, opacity: Double = 1, stroke: RGBColor? = nil,
    strokeWidth: Double = 0
  ) {
    self.polygons = polygons
    self.fill = fill
    self.opacity = opacity
    self.stroke = stroke
    self.strokeWidth = strokeWidth
  }
}

/// One object's marker: where, what shape, which colours, and its label.
package struct ObjectMarker: Sendable, Equatable {
  /// The object's position in `Board.objects`.
  package var objectIndex: Int
  /// The object's kind as spelled on the object.
  package var kind: String
  /// The marker's shape (a circle is written as `<circle>` in SVG).
  package var shape: MarkerShape
  /// The centre of the marker.
  package var center: Point
  /// The radius the shape fits in.
  package var radius: Double
  /// The polygons, fill and outline to draw.
  package var picture: PictureShape
}

/// A label naming the objects on a cell (``PictureOptions/objectLabels``).
package struct ObjectLabel: Sendable, Equatable {
  /// The text: the first object's id, with `+n` when n more share the cell.
  package var text: String
  /// The anchor: the middle of the text's baseline.
  package var position: Point
  /// The font size in SVG pixels.
  package var fontSize: Double
}

/// Cells to cover with a translucent colour (``PictureOptions/focus``).
@_spi(PixelChecks) public struct CellDimming: Sendable, Equatable {
  /// Per grid index, whether the cell is dimmed (only cells of the board are).
  @_spi(PixelChecks) public var dimmed: [Bool]
  /// The covering colour.
  @_spi(PixelChecks) public var color: RGBColor
  /// Its opacity, 0 to 1.
  @_spi(PixelChecks) public var opacity: Double

  /// The colour a dimmed cell of colour `base` shows: `base` blended toward ``color`` by
  /// ``opacity``, each channel rounded half up.
  @_spi(PixelChecks) public func blended(_ base: RGBColor) -> RGBColor {
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      let value = Double(a) * (1 - opacity) + Double(b) * opacity
      return UInt8(Swift.min(255, Swift.max(0, (value + 0.5).rounded(.down))))
    }
    return RGBColor(
      red: mix(base.red, color.red), green: mix(base.green, color.green),
      blue: mix(base.blue, color.blue))
  }
}

/// A marker the caller overlays on a cell: a range's origin, a viewer, a path's ends.
package struct OverlayMarker: Sendable, Equatable {
  /// What the marker stands for.
  package enum Role: String, Sendable, Equatable {
    /// ``PictureOptions/origins``: a ring.
    case origin
    /// The first cell of ``PictureOptions/path``: a disc.
    case pathStart = "path-start"
    /// The last cell of ``PictureOptions/path``: a square.
    case pathEnd = "path-end"
  }

  package var role: Role
  /// The grid index of the cell.
  package var cell: Int
  /// The centre of the marker.
  package var center: Point
  /// What to draw.
  package var picture: PictureShape
}
