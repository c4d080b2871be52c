// The seed's shapes: a hexagon and a polygon, both insettable (so `strokeBorder` keeps the
// line inside the frame). Their outlines come from HexagonOutline.

import HexGrid

#if canImport(SwiftUI)
  import SwiftUI
#else
  import Foundation
  import SwiftUIStandIn
#endif

/// A hexagon filling its frame: flat-top (default, as in the seed) or pointy-top.
///
/// The hexagon touches all four sides of the frame, so a frame with the regular aspect
/// (width / height = 2/√3 flat, √3/2 pointy; the size ``HexGridLayout`` offers each cell)
/// gives a regular hexagon, and another frame a stretched one.
public struct Hexagon: InsettableShape {
  /// Flat-top or pointy-top.
  public var orientation: HexOrientation
  /// How far the edges are moved inwards, in points.
  public var insetAmount: CGFloat

  /// Creates a hexagon.
  public init(orientation: HexOrientation = .flat) {
    self.orientation = orientation
    insetAmount = 0
  }

  /// The hexagon's outline in `rect`, starting at corner 0 (HexGrid's corner order).
  nonisolated public func path(in rect: CGRect) -> Path {
    polygonPath(
      HexagonOutline.corners(
        in: Rect(rect), orientation: orientation, inset: Double(insetAmount)))
  }

  /// The hexagon with its edges `amount` points further in.
  nonisolated public func inset(by amount: CGFloat) -> Hexagon {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// A polygon given in unit coordinates of its frame (`(0, 0)` top leading, `(1, 1)` bottom
/// trailing), insettable: the seed's polygon shape with `inset(by:)`.
///
/// The corners are `CGPoint`s rather than `UnitPoint`s because a `Shape` must be
/// `Sendable`, and `CGPoint` is on every SDK.
public struct PolygonShape: InsettableShape {
  /// The corners, in unit coordinates of the frame.
  public var points: [CGPoint]
  /// How far the edges are moved inwards, in points.
  public var insetAmount: CGFloat

  /// Creates a polygon with `points` as corners.
  public init(points: [CGPoint]) {
    self.points = points
    insetAmount = 0
  }

  /// The polygon's outline in `rect`, edges moved in by ``insetAmount`` (mitred corners).
  nonisolated public func path(in rect: CGRect) -> Path {
    let corners = points.map {
      Point(
        x: Double(rect.minX + $0.x * rect.width), y: Double(rect.minY + $0.y * rect.height))
    }
    return polygonPath(HexagonOutline.inset(corners, by: Double(insetAmount)))
  }

  /// The polygon with its edges `amount` points further in.
  nonisolated public func inset(by amount: CGFloat) -> PolygonShape {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// A closed path through `points` (empty for fewer than two).
func polygonPath(_ points: [Point], closed: Bool = true) -> Path {
  var path = Path()
  guard points.count > 1 else { return path }
  path.addLines(points.map(CGPoint.init))
  if closed { path.closeSubpath() }
  return path
}
