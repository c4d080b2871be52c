/// A position in layout (pixel) space. HexGrid has its own small geometry types so it
/// needs neither Foundation nor CoreGraphics.
///
/// `Codable` uses the compact form `[x, y]`.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, growing to the right.
  public var x: Double
  /// The vertical coordinate, growing down the screen in the default layout.
  public var y: Double

  /// Creates a point.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// The straight-line distance to `other`.
  @inlinable
  public func distance(to other: Point) -> Double {
    let dx = x - other.x
    let dy = y - other.y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// Component-wise sum.
  @inlinable
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Component-wise difference.
  @inlinable
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// Scales both coordinates by `factor`.
  @inlinable
  public static func * (lhs: Point, factor: Double) -> Point {
    Point(x: lhs.x * factor, y: lhs.y * factor)
  }
}

extension Point: CustomStringConvertible {
  /// A readable form such as `(12.5, -3.0)`.
  public var description: String { "(\(x), \(y))" }
}

extension Point: Codable {
  /// Decodes the compact form `[x, y]`.
  public init(from decoder: any Decoder) throws {
    let (x, y) = try decoder.decodePair(Double.self, form: "[x, y]")
    self.init(x: x, y: y)
  }

  /// Encodes the compact form `[x, y]`.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodePair(x, y)
  }
}
