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
