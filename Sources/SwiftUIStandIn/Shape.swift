// Paths and shapes.

import Foundation

/// An outline: lines, curves and closed subpaths, recorded element by element.
public struct Path: Equatable, Sendable {
  /// One element of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: CGPoint)
    /// A straight line to the point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to the point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to the point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath.
    case closeSubpath
  }

  var elements: [Element] = []

  /// Creates an empty path.
  public init() {}

  /// Creates a path holding the rectangle `rect`.
  public init(_ rect: CGRect) {
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// Creates a path holding the ellipse inscribed in `rect` (four cubic curves).
  public init(ellipseIn rect: CGRect) {
    let k = 0.552_284_749_8  // The control distance of a quarter circle, per unit radius.
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    move(to: CGPoint(x: cx + rx, y: cy))
    for quarter in 0..<4 {
      let (c, s) = ([1.0, 0, -1, 0][quarter], [0.0, 1, 0, -1][quarter])
      let (nc, ns) = (-s, c)  // The next quarter's direction.
      elements.append(
        .curve(
          to: CGPoint(x: cx + rx * nc, y: cy + ry * ns),
          control1: CGPoint(x: cx + rx * (c + k * nc), y: cy + ry * (s + k * ns)),
          control2: CGPoint(x: cx + rx * (nc + k * c), y: cy + ry * (ns + k * s))))
    }
    closeSubpath()
  }

  /// Starts a new subpath at `end`.
  public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }

  /// Adds a straight line to `end`.
  public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }

  /// Starts a subpath at the first point and adds lines to the others.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// Closes the current subpath.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Path.Element) -> Void) {
    elements.forEach(body)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }
}

/// A 2-D shape that is also a view.
public protocol Shape: Sendable, View {
  /// The shape's outline in `rect`.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  /// A shape's view: the stand-in draws nothing.
  public var body: StandInShapeView<Self> { StandInShapeView(shape: self) }
}

/// The view of a shape (a stand-in's primitive).
nonisolated public struct StandInShapeView<Content: Shape>: View {
  /// No content.
  public typealias Body = Never
  let shape: Content
}

/// A shape that can be inset: drawing `inset(by: w / 2)` with a line `w` wide keeps the
/// stroke inside the shape's frame.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape with its edges moved `amount` inwards.
  nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}
