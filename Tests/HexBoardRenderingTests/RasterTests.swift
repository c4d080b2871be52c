import HexBoard
import HexCodecs
import HexTestSupport
import Testing

@testable import HexBoardRendering

/// The rasteriser against exact coverage on known shapes and a supersampled reference.
@Suite("Rendering: raster canvas")
struct RasterTests {
  static let black = RGBColor(red: 0, green: 0, blue: 0)

  func blank(_ width: Int, _ height: Int) throws -> RasterCanvas {
    try #require(RasterCanvas(width: width, height: height))
  }

  func alphas(_ canvas: RasterCanvas, row: Int) -> [UInt8] {
    (0..<canvas.width).map { canvas.pixel(x: $0, y: row).alpha }
  }

  @Test func aHalfCoveredPixelIsHalf() throws {
    var canvas = try blank(5, 2)
    canvas.fill(
      [RasterShapes.rectangle(x: 1.5, y: 0, width: 2, height: 1)], paint: RasterPaint(Self.black))
    #expect(alphas(canvas, row: 0) == [0, 128, 255, 128, 0])
    #expect(alphas(canvas, row: 1) == [0, 0, 0, 0, 0])
    // A right triangle over one pixel's diagonal covers half of it.
    var triangle = try blank(2, 2)
    triangle.fill(
      [[Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1)]], paint: RasterPaint(Self.black))
    #expect(alphas(triangle, row: 0) == [128, 0])
    // A quarter of a pixel, on the opaque white of a picture, is 3/4 white.
    var white = try #require(
      RasterCanvas(width: 2, height: 2, fill: RGBColor(red: 255, green: 255, blue: 255), opacity: 1)
    )
    white.fill(
      [RasterShapes.rectangle(x: 0.5, y: 0.5, width: 1, height: 1)], paint: RasterPaint(Self.black))
    #expect(white.pixel(x: 0, y: 0) == (191, 191, 191, 255))
  }

  @Test func overlappingShapesInOneCallAreAUnionWithoutSeams() throws {
    var canvas = try blank(6, 2)
    // Two overlapping squares and two rectangles meeting mid-pixel, at half opacity: every
    // pixel inside is exactly half, not more where they overlap or meet.
    canvas.fill(
      [
        RasterShapes.rectangle(x: 0, y: 0, width: 3, height: 1),
        RasterShapes.rectangle(x: 1, y: 0, width: 3, height: 1),
        RasterShapes.rectangle(x: 0, y: 1, width: 2.5, height: 1),
        RasterShapes.rectangle(x: 2.5, y: 1, width: 2.5, height: 1),
      ], paint: RasterPaint(Self.black, opacity: 0.5))
    #expect(alphas(canvas, row: 0) == [128, 128, 128, 128, 0, 0])
    #expect(alphas(canvas, row: 1) == [128, 128, 128, 128, 128, 0])
  }

  @Test func aStrokeIsBlendedOnceEvenAtItsJoins() throws {
    var canvas = try blank(24, 24)
    let zigzag = [
      Point(x: 3, y: 3), Point(x: 20, y: 4), Point(x: 4, y: 12), Point(x: 20, y: 20),
      Point(x: 12, y: 6),
    ]
    canvas.fill(
      RasterShapes.stroke(zigzag, width: 3, closed: false),
      paint: RasterPaint(Self.black, opacity: 0.5))
    let all = (0..<24).flatMap { alphas(canvas, row: $0) }
    #expect(all.max() == 128)
    // Round caps: the pen reaches 1.5 pixels beyond the first point.
    #expect(canvas.pixel(x: 2, y: 3).alpha == 128)
    #expect(canvas.pixel(x: 0, y: 0).alpha == 0)
    // A closed outline: a ring, empty inside.
    var ring = try blank(12, 12)
    ring.fill(
      RasterShapes.stroke(
        [Point(x: 2, y: 2), Point(x: 10, y: 2), Point(x: 10, y: 10), Point(x: 2, y: 10)],
        width: 2, closed: true), paint: RasterPaint(Self.black))
    #expect(ring.pixel(x: 6, y: 6).alpha == 0)
    #expect(ring.pixel(x: 6, y: 1).alpha == 255)
    #expect(ring.pixel(x: 6, y: 2).alpha == 255)
    #expect(ring.pixel(x: 6, y: 3).alpha == 0)
  }

  /// Coverage of a convex polygon in each pixel by 32 × 32 samples.
  func reference(_ polygon: [Point], width: Int, height: Int) -> [Double] {
    func inside(_ x: Double, _ y: Double) -> Bool {
      var sign = 0.0
      for k in polygon.indices {
        let a = polygon[k]
        let b = polygon[(k + 1) % polygon.count]
        let cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)
        if cross == 0 { continue }
        if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
      }
      return true
    }
    var result: [Double] = []
    for j in 0..<height {
      for i in 0..<width {
        var hits = 0
        for sy in 0..<32 {
          for sx in 0..<32
          where inside(Double(i) + (Double(sx) + 0.5) / 32, Double(j) + (Double(sy) + 0.5) / 32) {
            hits += 1
          }
        }
        result.append(Double(hits) / 1024)
      }
    }
    return result
  }

  @Test func randomTrianglesAndCirclesMatchSupersampling() throws {
    var rng = TestRandom(seed: 22)
    for _ in 0..<12 {
      let points = (0..<3).map { _ in
        Point(x: Double.random(in: -2...14, using: &rng), y: Double.random(in: 0...12, using: &rng))
      }
      let circle = RasterShapes.circle(
        center: Point(x: Double.random(in: 3...9, using: &rng), y: 6),
        radius: Double.random(in: 0.5...5, using: &rng))
      for polygon in [points, circle] {
        var canvas = try blank(12, 12)
        canvas.fill([polygon], paint: RasterPaint(Self.black))
        let want = reference(polygon, width: 12, height: 12)
        for j in 0..<12 {
          for i in 0..<12 {
            let got = Double(canvas.pixel(x: i, y: j).alpha) / 255
            #expect(Swift.abs(got - want[j * 12 + i]) < 0.04, "pixel \(i),\(j) of \(polygon)")
          }
        }
      }
    }
  }

  @Test func theHexagonFastPathIsTheUnionOfItsHexagons() throws {
    var rng = TestRandom(seed: 7)
    let layout = HexLayout(orientation: .flat, radius: 5.3, spacing: 0)
    let hexes = (0..<30).map { _ in
      Hex(q: Int.random(in: 0...5, using: &rng), r: Int.random(in: 0...4, using: &rng))
    }
    let offset = Point(x: 7.2, y: 6.9)
    let corners = (0..<6).map { layout.cornerOffset($0) }
    var fast = try blank(70, 70)
    fast.fillHexagons(
      count: hexes.count, center: { layout.center(of: hexes[$0]) + offset }, terrain: { _ in 0 },
      paints: [RasterPaint(Self.black)], corners: corners, stroke: nil)
    var slow = try blank(70, 70)
    slow.fill(
      hexes.map { hex in corners.map { layout.center(of: hex) + offset + $0 } },
      paint: RasterPaint(Self.black))
    for j in 0..<70 {
      for i in 0..<70 {
        let a = Int(fast.pixel(x: i, y: j).alpha)
        let b = Int(slow.pixel(x: i, y: j).alpha)
        #expect(Swift.abs(a - b) <= 1, "pixel \(i),\(j)")
      }
    }
  }

  @Test func theFontDrawsOtherCharactersAsTheReplacementBox() {
    let box = BitmapFont.rectangles(of: "é", x: 0, baseline: 7, size: 10)
    #expect(box == BitmapFont.rectangles(of: "\u{1}", x: 0, baseline: 7, size: 10))
    #expect(box == BitmapFont.rectangles(of: "字", x: 0, baseline: 7, size: 10))
    #expect(box != BitmapFont.rectangles(of: "e", x: 0, baseline: 7, size: 10))
    // The box: full top and bottom rows, the sides between.
    #expect(box.count == 2 + 5 * 2)
    #expect(BitmapFont.width(of: "10,3", size: 10) == 23)
    #expect(BitmapFont.glyphs.count == 0x7F - 0x20)
  }
}
