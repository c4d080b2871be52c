import HexBoard

/// The pixel geometry of a Tiled hexagonal map, computed exactly as Tiled's hexagonal
/// renderer does, and the `HexLayout` that puts HexBoard's hexes on the same pixels.
///
/// Tiled describes a hexagonal map by its tile size, the length of the hex's flat sides
/// (`hexsidelength`) and which axis is staggered. Like Tiled, the tile sizes are rounded
/// down to even numbers and the side offsets are halved with integer division:
///
/// * stagger axis x (flat-top, columns shifted): `sideOffsetX = (tileWidth − hexSideLength) / 2`,
///   columns are `sideOffsetX + hexSideLength` pixels apart, rows `tileHeight` apart, and
///   a staggered column moves down `tileHeight / 2`;
/// * stagger axis y (pointy-top, rows shifted): `sideOffsetY = (tileHeight − hexSideLength) / 2`,
///   rows are `sideOffsetY + hexSideLength` apart, columns `tileWidth` apart, and a
///   staggered row moves right `tileWidth / 2`.
///
/// A column (row) is staggered when its index is odd (`staggerindex: odd`) or even
/// (`staggerindex: even`); so odd-q is `x`/`odd`, even-q `x`/`even`, odd-r `y`/`odd` and
/// even-r `y`/`even`, with Tiled's tile `(x, y)` being the offset cell `(col: x, row: y)`.
///
/// ```swift
/// let geometry = TiledGeometry(radius: 16, convention: .oddQ)   // 32×28 tiles, side 16
/// geometry.tileCenter(x: 1, y: 0)                               // (40.0, 28.0)
/// geometry.layout.center(of: Hex(OffsetCoordinate(col: 1, row: 0)))   // the same point
/// ```
package struct TiledGeometry: Hashable, Sendable {
  /// `tilewidth`.
  package var tileWidth: Int
  /// `tileheight`.
  package var tileHeight: Int
  /// `hexsidelength`.
  package var hexSideLength: Int
  /// The offset convention of Tiled's tile coordinates (from `staggeraxis` and
  /// `staggerindex`).
  package var convention: OffsetConvention

  /// Creates the geometry of a map with these Tiled attributes.
  package init(tileWidth: Int, tileHeight: Int, hexSideLength: Int, convention: OffsetConvention) {
    self.tileWidth = tileWidth
    self.tileHeight = tileHeight
    self.hexSideLength = hexSideLength
    self.convention = convention
  }

  /// The geometry HexBoard exports: hexes of centre-to-corner `radius` along the
  /// staggered axis and `hexsidelength = radius`.
  ///
  /// For column conventions (flat-top): `tilewidth = 2·radius`, `tileheight =
  /// 2·round(√3·radius / 2)` (the regular hex height rounded to an even number, since Tiled
  /// rounds odd sizes down). For row conventions (pointy-top) the two are swapped. Radius
  /// 16 gives 32×28 flat tiles or 28×32 pointy ones.
  package init(radius: Int, convention: OffsetConvention) {
    let long = 2 * radius
    let short = 2 * Int((HexOrientation.sqrt3Value * Double(radius) / 2).rounded())
    self.init(
      tileWidth: convention.shiftsColumns ? long : short,
      tileHeight: convention.shiftsColumns ? short : long, hexSideLength: radius,
      convention: convention)
  }

  /// Tiled's `staggeraxis`: `"x"` for column conventions, `"y"` for row conventions.
  package var staggerAxis: String { convention.shiftsColumns ? "x" : "y" }

  /// Tiled's `staggerindex`: `"odd"` or `"even"`.
  package var staggerIndex: String { convention.shovesOdd ? "odd" : "even" }

  /// The offset convention for a Tiled stagger axis (`"x"`/`"y"`) and index
  /// (`"odd"`/`"even"`), or `nil` for other values.
  package static func convention(staggerAxis: String, staggerIndex: String) -> OffsetConvention? {
    switch (staggerAxis, staggerIndex) {
    case ("x", "odd"): .oddQ
    case ("x", "even"): .evenQ
    case ("y", "odd"): .oddR
    case ("y", "even"): .evenR
    default: nil
    }
  }

  // Tiled's render parameters.
  var evenWidth: Int { tileWidth & ~1 }
  var evenHeight: Int { tileHeight & ~1 }
  var sideLengthX: Int { convention.shiftsColumns ? hexSideLength : 0 }
  var sideLengthY: Int { convention.shiftsColumns ? 0 : hexSideLength }
  var sideOffsetX: Int { (evenWidth - sideLengthX) / 2 }
  var sideOffsetY: Int { (evenHeight - sideLengthY) / 2 }
  var columnWidth: Int { sideOffsetX + sideLengthX }
  var rowHeight: Int { sideOffsetY + sideLengthY }

  func isStaggered(_ index: Int) -> Bool {
    (index & 1 == 1) == convention.shovesOdd
  }

  /// The top-left corner of tile (`x`, `y`)'s cell, in map pixels (Tiled's
  /// `tileToScreenCoords`).
  package func tileOrigin(x: Int, y: Int) -> Point {
    if convention.shiftsColumns {
      let top = y * (evenHeight + sideLengthY) + (isStaggered(x) ? rowHeight : 0)
      return Point(x: Double(x * columnWidth), y: Double(top))
    }
    let left = x * (evenWidth + sideLengthX) + (isStaggered(y) ? columnWidth : 0)
    return Point(x: Double(left), y: Double(y * rowHeight))
  }

  /// The centre of tile (`x`, `y`)'s cell in map pixels: where Tiled draws the middle of
  /// a tile image of the map's tile size, and where HexBoard puts point objects.
  package func tileCenter(x: Int, y: Int) -> Point {
    tileOrigin(x: x, y: y) + Point(x: Double(evenWidth) / 2, y: Double(evenHeight) / 2)
  }

  /// The layout whose `HexLayout.center(of:)` of `Hex(OffsetCoordinate(col: x,
  /// row: y), convention: convention)` is ``tileCenter(x:y:)``: flat for stagger axis x,
  /// pointy for y, with a non-uniform size when Tiled's tiles are not regular hexes.
  package var layout: HexLayout {
    let sqrt3 = HexOrientation.sqrt3Value
    let size =
      convention.shiftsColumns
      ? Size(width: Double(columnWidth) / 1.5, height: Double(evenHeight) / sqrt3)
      : Size(width: Double(evenWidth) / sqrt3, height: Double(rowHeight) / 1.5)
    return HexLayout(
      orientation: convention.shiftsColumns ? .flat : .pointy, size: size,
      origin: tileCenter(x: 0, y: 0))
  }

  /// The six corners of the hexagon Tiled outlines for a tile, relative to the tile's
  /// top-left corner, clockwise from the left (flat) or top (pointy) corner.
  var hexagonCorners: [Point] {
    let w = Double(evenWidth)
    let h = Double(evenHeight)
    if convention.shiftsColumns {
      let a = Double(sideOffsetX)
      return [
        Point(x: 0, y: h / 2), Point(x: a, y: 0), Point(x: w - a, y: 0), Point(x: w, y: h / 2),
        Point(x: w - a, y: h), Point(x: a, y: h),
      ]
    }
    let b = Double(sideOffsetY)
    return [
      Point(x: w / 2, y: 0), Point(x: w, y: b), Point(x: w, y: h - b), Point(x: w / 2, y: h),
      Point(x: 0, y: h - b), Point(x: 0, y: b),
    ]
  }
}

extension HexOrientation {
  /// √3, for the Tiled geometry.
  static let sqrt3Value = Double(3).squareRoot()
}
