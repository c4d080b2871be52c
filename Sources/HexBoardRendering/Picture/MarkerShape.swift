import HexBoard

/// The outline of an object marker (and of the overlay markers), as polygons any renderer
/// can fill: the SVG writes them as paths (a circle as `<circle>`), the rasteriser fills
/// them with the non-zero rule.
///
/// Every shape fits the circle of the given radius around its centre. The corners are
/// built from constant unit vectors (multiples of 15° and of 18°, written out), never from
/// `sin`/`cos`, so the same points come out on every platform to the last bit.
package enum MarkerShape: String, CaseIterable, Sendable, Hashable {
  /// A disc (a 24-gon as a polygon).
  case circle
  /// An axis-aligned square.
  case square
  /// A square standing on a corner.
  case diamond
  /// A triangle pointing up.
  case triangle
  /// A hexagon with a flat top.
  case hexagon
  /// A five-pointed star.
  case star
  /// A pennant on a pole.
  case flag
  /// A plus sign.
  case cross

  /// The shape named `text` (case-insensitive), or `nil`.
  package init?(name text: String) {
    self.init(rawValue: text.lowercased())
  }

  /// The shape's polygons (each closed, its first point not repeated) around `center`
  /// within `radius`; all turn the same way, so the non-zero rule fills their union.
  ///
  /// - Complexity: O(1) (at most 24 points).
  package func outline(center: Point, radius: Double) -> [[Point]] {
    let unit: [(Double, Double)]
    switch self {
    case .circle: unit = Self.circleUnits
    case .square: unit = [(-0.7, -0.7), (0.7, -0.7), (0.7, 0.7), (-0.7, 0.7)]
    case .diamond: unit = [(0, -1), (1, 0), (0, 1), (-1, 0)]
    case .triangle: unit = [(0, -1), (Self.sin60, 0.5), (-Self.sin60, 0.5)]
    case .hexagon:
      unit = [
        (1, 0), (0.5, Self.sin60), (-0.5, Self.sin60), (-1, 0), (-0.5, -Self.sin60),
        (0.5, -Self.sin60),
      ]
    case .star: unit = Self.starUnits
    case .flag: unit = [(-0.5, 0.85), (-0.5, -0.85), (0.8, -0.45), (-0.3, -0.05), (-0.3, 0.85)]
    case .cross:
      let (a, b) = (0.3, 0.95)
      unit = [
        (-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a), (a, b), (-a, b), (-a, a), (-b, a),
        (-b, -a), (-a, -a),
      ]
    }
    return [unit.map { Point(x: center.x + $0.0 * radius, y: center.y + $0.1 * radius) }]
  }

  /// A ring between `radius` and `inner` as two polygons turning opposite ways (a disc with
  /// a hole under the non-zero rule).
  package static func ring(center: Point, radius: Double, inner: Double) -> [[Point]] {
    let outer = MarkerShape.circle.outline(center: center, radius: radius)[0]
    let hole = MarkerShape.circle.outline(center: center, radius: inner)[0]
    return [outer, hole.reversed()]
  }

  static let sin60 = 0.8660254037844386
  static let cos15 = 0.9659258262890683
  static let sin15 = 0.25881904510252074
  static let cos45 = 0.7071067811865476

  /// 24 unit vectors, every 15°, clockwise on screen (y down) from 0°.
  static let circleUnits: [(Double, Double)] = {
    let quarter: [(Double, Double)] = [
      (1, 0), (cos15, sin15), (sin60, 0.5), (cos45, cos45), (0.5, sin60), (sin15, cos15),
    ]
    var points = quarter
    points += quarter.map { (-$0.1, $0.0) }
    points += quarter.map { (-$0.0, -$0.1) }
    points += quarter.map { ($0.1, -$0.0) }
    return points
  }()

  /// Ten unit vectors of a star, alternating outer points and inner corners (radius
  /// 0.45), clockwise from the top.
  static let starUnits: [(Double, Double)] = {
    let cos18 = 0.9510565162951535
    let sin18 = 0.30901699437494745
    let cos54 = 0.5877852522924731
    let sin54 = 0.8090169943749475
    let outer: [(Double, Double)] = [
      (0, -1), (cos18, -sin18), (cos54, sin54), (-cos54, sin54), (-cos18, -sin18),
    ]
    let innerUnit: [(Double, Double)] = [
      (cos54, -sin54), (cos18, sin18), (0, 1), (-cos18, sin18), (-cos54, -sin54),
    ]
    var points: [(Double, Double)] = []
    for k in 0..<5 {
      points.append(outer[k])
      points.append((innerUnit[k].0 * 0.45, innerUnit[k].1 * 0.45))
    }
    return points
  }()
}
