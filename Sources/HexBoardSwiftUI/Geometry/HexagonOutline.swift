import HexGrid

/// Outlines as point lists, for the `Hexagon` and `PolygonShape` shapes and the board view.
public enum HexagonOutline: Sendable {
  static let sqrt3 = Double(3).squareRoot()

  /// The corners of the hexagon that fills `rect` (touching all four sides, stretched when
  /// the rectangle's aspect is not a regular hexagon's), in HexGrid's corner order
  /// (corner 0 east for flat, north-east for pointy, counter-clockwise on screen), each
  /// edge moved `inset` points inwards. This is `HexLayout.corners(of:inset:)` of a layout
  /// centred in `rect`, so the inset is exact for regular hexagons; corners stop at the
  /// centre when `inset` is larger than the hexagon.
  public static func corners(
    in rect: Rect, orientation: HexOrientation = .flat, inset: Double = 0
  ) -> [Point] {
    let size =
      orientation == .flat
      ? Size(width: rect.size.width / 2, height: rect.size.height / sqrt3)
      : Size(width: rect.size.width / sqrt3, height: rect.size.height / 2)
    let layout = HexLayout(orientation: orientation, size: size, origin: rect.center)
    return layout.corners(of: .zero, inset: inset)
  }

  /// The polygon with every edge moved `amount` towards its inside (outwards for negative
  /// amounts), corners where the moved edges meet (mitred): what
  /// `InsettableShape.inset(by:)` means for a polygon. Either winding works; repeated
  /// points are dropped first, and a corner between parallel edges moves straight in.
  /// Past the polygon's inradius the result turns inside out, as offsetting lines does.
  public static func inset(_ polygon: [Point], by amount: Double) -> [Point] {
    var points: [Point] = []
    for point in polygon where point != points.last { points.append(point) }
    if points.count > 1, points.first == points.last { points.removeLast() }
    guard points.count >= 3, amount != 0 else { return points }
    // Twice the signed area: positive when the turn from x to y is the polygon's winding,
    // and then the inside is on the left of every edge, (-dy, dx).
    var area = 0.0
    for i in points.indices {
      let a = points[i]
      let b = points[(i + 1) % points.count]
      area += a.x * b.y - b.x * a.y
    }
    let side = area >= 0 ? 1.0 : -1.0
    func shifted(_ a: Point, _ b: Point) -> (Point, Point) {
      let d = b - a
      let length = (d.x * d.x + d.y * d.y).squareRoot()
      let normal = Point(x: -d.y, y: d.x) * (side * amount / length)
      return (a + normal, d)
    }
    let n = points.count
    return points.indices.map { i in
      let (p1, d1) = shifted(points[(i + n - 1) % n], points[i])
      let (p2, d2) = shifted(points[i], points[(i + 1) % n])
      let cross = d1.x * d2.y - d1.y * d2.x
      // Parallel edges: the corner moves with them.
      guard abs(cross) > 1e-12 * (d1.x * d1.x + d1.y * d1.y) else { return p2 }
      let w = p2 - p1
      let t = (w.x * d2.y - w.y * d2.x) / cross
      return p1 + d1 * t
    }
  }
}
