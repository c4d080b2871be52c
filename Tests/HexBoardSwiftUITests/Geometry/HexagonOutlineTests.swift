import Foundation
import HexGrid
import Testing

@testable import HexBoardSwiftUI

@Suite struct HexagonOutlineTests {
  @Test func flatHexagonTouchesTheFrameAsTheSeedDraws() {
    // The seed's flat hexagon in a w × h frame: (maxX, midY), (maxX - w/4, minY),
    // (minX + w/4, minY), (minX, midY), (minX + w/4, maxY), (maxX - w/4, maxY).
    let (x, y, w, h) = (5.0, 7.0, 40.0, 30.0)
    let corners = HexagonOutline.corners(in: Rect(x: x, y: y, width: w, height: h))
    let expected = [
      (x + w, y + h / 2), (x + 3 * w / 4, y), (x + w / 4, y), (x, y + h / 2),
      (x + w / 4, y + h), (x + 3 * w / 4, y + h),
    ]
    #expect(corners.count == 6)
    for (corner, want) in zip(corners, expected) {
      #expect(close(corner.x, want.0) && close(corner.y, want.1), "\(corner)")
    }
  }

  @Test func pointyHexagonTouchesTheFrame() {
    let (w, h) = (30.0, 40.0)
    let corners = HexagonOutline.corners(
      in: Rect(x: 0, y: 0, width: w, height: h), orientation: .pointy)
    let expected = [
      (w, h / 4), (w / 2, 0), (0, h / 4), (0, 3 * h / 4), (w / 2, h), (w, 3 * h / 4),
    ]
    for (corner, want) in zip(corners, expected) {
      #expect(close(corner.x, want.0) && close(corner.y, want.1), "\(corner)")
    }
  }

  @Test func insetMovesEveryEdgeOfARegularHexagonIn() {
    // A regular flat hexagon of radius 10: its apothem is 10·√3/2; inset by 2 the corners
    // sit on the hexagon of apothem 10·√3/2 - 2, radius (apothem) · 2/√3.
    let r = 10.0
    let rect = Rect(x: 0, y: 0, width: 2 * r, height: r * Double(3).squareRoot())
    let inset = HexagonOutline.corners(in: rect, inset: 2)
    let radius = (r * Double(3).squareRoot() / 2 - 2) * 2 / Double(3).squareRoot()
    for (k, corner) in inset.enumerated() {
      let angle = Double(k) * Double.pi / 3
      #expect(close(corner.x, r + radius * cos(angle)), "corner \(k)")
      #expect(close(corner.y, rect.center.y - radius * sin(angle)), "corner \(k)")
    }
  }

  @Test func polygonInsetOfASquareAndItsWindings() {
    let square = [
      Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10),
    ]
    let expected = [Point(x: 1, y: 1), Point(x: 9, y: 1), Point(x: 9, y: 9), Point(x: 1, y: 9)]
    let inset = HexagonOutline.inset(square, by: 1)
    let reversed = HexagonOutline.inset(square.reversed(), by: 1)
    for (a, b) in zip(inset, expected) { #expect(close(a.x, b.x) && close(a.y, b.y)) }
    for (a, b) in zip(reversed, expected.reversed()) { #expect(close(a.x, b.x) && close(a.y, b.y)) }
    // Negative amounts grow it; a repeated point and a closing copy are dropped.
    let grown = HexagonOutline.inset(square + [square[0]], by: -1)
    #expect(grown.count == 4)
    #expect(close(grown[0].x, -1) && close(grown[0].y, -1))
  }

  @Test func polygonInsetAgreesWithTheHexagonInset() {
    let rect = Rect(x: 3, y: 4, width: 60, height: 30 * Double(3).squareRoot())
    for orientation in HexOrientation.allCases {
      let frame =
        orientation == .flat
        ? rect : Rect(x: 3, y: 4, width: rect.size.height, height: rect.size.width)
      let outline = HexagonOutline.corners(in: frame, orientation: orientation)
      let direct = HexagonOutline.corners(in: frame, orientation: orientation, inset: 4.5)
      let polygon = HexagonOutline.inset(outline, by: 4.5)
      for (a, b) in zip(direct, polygon) {
        #expect(close(a.x, b.x) && close(a.y, b.y), "\(orientation)")
      }
    }
  }

  @Test func aCornerBetweenParallelEdgesMovesStraightIn() {
    let withMidpoint = [
      Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10),
      Point(x: 0, y: 10),
    ]
    let inset = HexagonOutline.inset(withMidpoint, by: 1)
    #expect(close(inset[1].x, 5) && close(inset[1].y, 1))
  }
}
