#if !canImport(SwiftUI)
  import Foundation
  import HexGrid
  import SwiftUIStandIn
  import Testing

  @testable import HexBoardSwiftUI

  /// The path's points, in order, and whether it was closed.
  func outline(_ path: SwiftUIStandIn.Path) -> (points: [Point], closed: Bool) {
    var points: [Point] = []
    var closed = false
    // `Path.forEach` is SwiftUI's element walk, not a sequence's.
    // swift-format-ignore: ReplaceForEachWithForLoop
    path.forEach { element in
      switch element {
      case .move(let p), .line(let p): points.append(Point(x: Double(p.x), y: Double(p.y)))
      case .closeSubpath: closed = true
      default: break
      }
    }
    return (points, closed)
  }

  @MainActor @Suite struct ShapeTests {
    let rect = CGRect(x: 5, y: 7, width: 40, height: 30)

    @Test func hexagonPathIsTheOutline() {
      for orientation in HexOrientation.allCases {
        let path = Hexagon(orientation: orientation).path(in: rect)
        let (points, closed) = outline(path)
        #expect(closed)
        #expect(
          points
            == HexagonOutline.corners(
              in: Rect(x: 5, y: 7, width: 40, height: 30), orientation: orientation))
        #expect(path.standInElements.first == .move(to: CGPoint(points[0])))
      }
    }

    @Test func insetAccumulatesAndMovesTheEdgesIn() {
      let shape = Hexagon().inset(by: 1).inset(by: 2)
      #expect(shape.insetAmount == 3)
      let (points, _) = outline(shape.path(in: rect))
      #expect(
        points == HexagonOutline.corners(in: Rect(x: 5, y: 7, width: 40, height: 30), inset: 3))
      // The top edge of a flat hexagon is 3 points lower.
      #expect(close(points[1].y, 7 + 3))
    }

    @Test func polygonShapeScalesUnitPointsAndInsets() {
      let triangle = PolygonShape(points: [
        CGPoint(x: 0, y: 1), CGPoint(x: 0.5, y: 0), CGPoint(x: 1, y: 1),
      ])
      let (points, closed) = outline(triangle.path(in: rect))
      #expect(closed)
      #expect(points == [Point(x: 5, y: 37), Point(x: 25, y: 7), Point(x: 45, y: 37)])
      let (inset, _) = outline(triangle.inset(by: 2).path(in: rect))
      #expect(inset == HexagonOutline.inset(points, by: 2))
      // The bottom edge moved up by 2.
      #expect(close(inset[0].y, 35) && close(inset[2].y, 35))
    }

    @Test func tooFewPointsGiveAnEmptyPath() {
      #expect(PolygonShape(points: [CGPoint(x: 0.5, y: 0.5)]).path(in: rect).isEmpty)
    }
  }
#endif
