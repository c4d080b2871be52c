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

/// A width and a height in layout space; also used for a hex's radius along each axis.
///
/// `Codable` uses the compact form `[width, height]`.
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with the same extent on both axes.
  @inlinable
  public init(uniform value: Double) {
    self.init(width: value, height: value)
  }
}

extension Size: CustomStringConvertible {
  /// A readable form such as `30.0×25.0`.
  public var description: String { "\(width)×\(height)" }
}

extension Size: Codable {
  /// Decodes the compact form `[width, height]`.
  public init(from decoder: any Decoder) throws {
    let (width, height) = try decoder.decodePair(Double.self, form: "[width, height]")
    self.init(width: width, height: height)
  }

  /// Encodes the compact form `[width, height]`.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodePair(width, height)
  }
}

/// An axis-aligned rectangle in layout space.
public struct Rect: Hashable, Sendable, Codable {
  /// The corner with the smallest coordinates (top left on a y-down screen).
  public var origin: Point
  /// The extent; never negative for rectangles HexGrid makes.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its origin and size.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The smallest x.
  @inlinable
  public var minX: Double { origin.x }
  /// The smallest y.
  @inlinable
  public var minY: Double { origin.y }
  /// The largest x.
  @inlinable
  public var maxX: Double { origin.x + size.width }
  /// The largest y.
  @inlinable
  public var maxY: Double { origin.y + size.height }
  /// The middle point.
  @inlinable
  public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

  /// Whether `point` lies inside or on the border.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// The smallest rectangle containing both.
  @inlinable
  public func union(_ other: Rect) -> Rect {
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    let x1 = Swift.max(maxX, other.maxX)
    let y1 = Swift.max(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// This rectangle shrunk by `amount` on every side (grown for negative amounts). A side
  /// shorter than `2 * amount` collapses to zero length at the rectangle's centre.
  @inlinable
  public func insetBy(_ amount: Double) -> Rect {
    let width = size.width - 2 * amount
    let height = size.height - 2 * amount
    return Rect(
      x: width >= 0 ? minX + amount : minX + size.width / 2,
      y: height >= 0 ? minY + amount : minY + size.height / 2,
      width: Swift.max(0, width), height: Swift.max(0, height))
  }
}

extension Rect: CustomStringConvertible {
  /// A readable form such as `Rect(x: 0.0, y: 0.0, width: 10.0, height: 5.0)`.
  public var description: String {
    "Rect(x: \(minX), y: \(minY), width: \(size.width), height: \(size.height))"
  }
}
