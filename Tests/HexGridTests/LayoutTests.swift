// Point, Size, Rect, HexOrientation and HexLayout (hex ⇄ pixel, corners, bounding boxes,
// fitting).

import HexGrid
import Testing

@Suite("Layout")
struct LayoutTests {
  static let stretchedFlat = HexLayout(
    orientation: .flat, size: Size(width: 10, height: 15), origin: Point(x: 35, y: 71))
  static let stretchedPointy = HexLayout(
    orientation: .pointy, size: Size(width: 10, height: 15), origin: Point(x: 35, y: 71))

  // MARK: Geometry types

  @Test("Point arithmetic and distance")
  func points() {
    let a = Point(x: 1.5, y: -2)
    let b = Point(x: 4.5, y: 2)
    #expect(a + b == Point(x: 6, y: 0))
    #expect(b - a == Point(x: 3, y: 4))
    #expect(a * 2 == Point(x: 3, y: -4))
    #expect(a.distance(to: b) == 5)
    #expect(b.distance(to: a) == 5)
    #expect(Point.zero == Point(x: 0, y: 0))
    #expect(Size(uniform: 3) == Size(width: 3, height: 3))
  }

  @Test("Rect accessors, contains and union")
  func rects() {
    let rect = Rect(x: 2, y: -1, width: 10, height: 4)
    #expect(rect == Rect(origin: Point(x: 2, y: -1), size: Size(width: 10, height: 4)))
    #expect(rect.minX == 2 && rect.maxX == 12 && rect.minY == -1 && rect.maxY == 3)
    #expect(rect.center == Point(x: 7, y: 1))
    #expect(rect.contains(Point(x: 2, y: -1)) && rect.contains(Point(x: 12, y: 3)))
    #expect(rect.contains(Point(x: 7, y: 1)))
    #expect(!rect.contains(Point(x: 12.001, y: 0)) && !rect.contains(Point(x: 5, y: -1.5)))
    let other = Rect(x: -3, y: 0, width: 2, height: 10)
    #expect(rect.union(other) == Rect(x: -3, y: -1, width: 15, height: 11))
    #expect(other.union(rect) == rect.union(other))
  }

  @Test("insetBy shrinks for positive amounts and grows for negative ones")
  func insets() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 6)
    #expect(rect.insetBy(1) == Rect(x: 1, y: 1, width: 8, height: 4))
    #expect(rect.insetBy(-2) == Rect(x: -2, y: -2, width: 14, height: 10))
    #expect(rect.insetBy(0) == rect)
    // A side that would go negative collapses to zero at the middle.
    let collapsed = rect.insetBy(4)
    #expect(collapsed == Rect(x: 4, y: 3, width: 2, height: 0))
    #expect(collapsed.center == rect.center)
    #expect(rect.insetBy(100).center == rect.center)
    #expect(rect.insetBy(100).size == Size(width: 0, height: 0))
  }

  // MARK: Hex → pixel known answers

  @Test("Centres for flat and pointy, stretched size, non-zero origin")
  func knownCentres() {
    // Hex(3, 4) as in the Red Blob Games layout test (size (10, 15), origin (35, 71)).
    let hex = Hex(q: 3, r: 4, s: -7)
    #expect(isClose(Self.stretchedFlat.center(of: hex), Point(x: 80, y: 213.894_191_624_432_38)))
    #expect(isClose(Self.stretchedPointy.center(of: hex), Point(x: 121.602_540_378_443_85, y: 161)))
    #expect(Self.stretchedFlat.center(of: .zero) == Point(x: 35, y: 71))
    // Doc example.
    let layout = HexLayout(orientation: .flat, size: Size(uniform: 10))
    #expect(isClose(layout.center(of: Hex(q: 1, r: 0)), Point(x: 15, y: 8.660_254_037_844_386)))
  }

  static let flatCorners: [Point] = [
    Point(x: 45, y: 71), Point(x: 40, y: 58.009_618_943_233_42),
    Point(x: 30, y: 58.009_618_943_233_42), Point(x: 25, y: 71),
    Point(x: 30, y: 83.990_381_056_766_58), Point(x: 40, y: 83.990_381_056_766_58),
  ]
  static let pointyCorners: [Point] = [
    Point(x: 43.660_254_037_844_39, y: 63.5), Point(x: 35, y: 56),
    Point(x: 26.339_745_962_155_61, y: 63.5), Point(x: 26.339_745_962_155_61, y: 78.5),
    Point(x: 35, y: 86), Point(x: 43.660_254_037_844_39, y: 78.5),
  ]

  @Test("Corners: 60°·i (flat) or 60°·i + 30° (pointy), counter-clockwise on screen")
  func knownCorners() {
    for i in 0..<6 {
      #expect(isClose(Self.stretchedFlat.corner(i, of: .zero), Self.flatCorners[i]), "flat \(i)")
      #expect(
        isClose(Self.stretchedPointy.corner(i, of: .zero), Self.pointyCorners[i]), "pointy \(i)")
    }
    let flat = Self.stretchedFlat.corners(of: .zero)
    let pointy = Self.stretchedPointy.corners(of: .zero)
    #expect(zip(flat, Self.flatCorners).allSatisfy { isClose($0, $1) })
    #expect(zip(pointy, Self.pointyCorners).allSatisfy { isClose($0, $1) })
    // Away from the origin.
    #expect(
      isClose(
        Self.stretchedFlat.corner(1, of: Hex(q: 3, r: 4)), Point(x: 85, y: 200.903_810_567_665_8)))
    #expect(
      isClose(
        Self.stretchedPointy.corner(3, of: Hex(q: 3, r: 4)),
        Point(x: 112.942_286_340_599_47, y: 168.5)))
  }

  @Test("Corners wind counter-clockwise on screen", arguments: HexOrientation.allCases)
  func cornerWinding(orientation: HexOrientation) {
    for axis in [VerticalAxis.down, .up] {
      let layout = HexLayout(
        orientation: orientation, size: Size(width: 4, height: 7), verticalAxis: axis)
      let corners = layout.corners(of: Hex(q: 2, r: -1))
      var area = 0.0
      for i in 0..<6 {
        let a = corners[i]
        let b = corners[(i + 1) % 6]
        area += a.x * b.y - b.x * a.y
      }
      // Counter-clockwise on a y-down screen is a negative shoelace sum in those coordinates;
      // in a y-up frame it is positive.
      #expect(axis == .down ? area < 0 : area > 0, "\(orientation) \(axis)")
    }
  }

  @Test(
    "The edge towards direction d runs from corner d - 1 to corner d",
    arguments: HexOrientation.allCases)
  func edgeCorners(orientation: HexOrientation) {
    let layout = HexLayout(
      orientation: orientation, size: Size(width: 6, height: 9), origin: Point(x: -3, y: 8))
    let hex = Hex(q: -2, r: 5)
    let c = layout.center(of: hex)
    for d in HexDirection.allCases {
      let a = layout.corner((d.rawValue + 5) % 6, of: hex)
      let b = layout.corner(d.rawValue, of: hex)
      let middle = (a + b) * 0.5
      let neighbour = layout.center(of: hex.neighbor(in: d))
      #expect(isClose(middle, (c + neighbour) * 0.5), "\(orientation) \(d)")
    }
  }

  @Test("verticalAxis .up mirrors y about the origin")
  func verticalAxisUp() {
    for orientation in HexOrientation.allCases {
      let down = HexLayout(
        orientation: orientation, size: Size(width: 10, height: 15), origin: Point(x: 35, y: 71))
      var up = down
      up.verticalAxis = .up
      for hex in [Hex.zero, Hex(q: 3, r: 4), Hex(q: -2, r: 7), Hex(q: 0, r: 1)] {
        let p = down.center(of: hex)
        let u = up.center(of: hex)
        #expect(isClose(u, Point(x: p.x, y: 2 * 71 - p.y)))
        for i in 0..<6 {
          let pc = down.corner(i, of: hex)
          #expect(isClose(up.corner(i, of: hex), Point(x: pc.x, y: 2 * 71 - pc.y)))
        }
      }
      // South is down the screen, so lower y in a y-up frame.
      #expect(up.center(of: Hex(q: 0, r: 1)).y < up.center(of: .zero).y)
    }
  }

  // MARK: Pixel → hex

  @Test("Pixel → hex round trip (Red Blob Games layout test)")
  func redBlobRoundTrip() {
    let hex = Hex(q: 3, r: 4, s: -7)
    #expect(Self.stretchedFlat.hex(at: Self.stretchedFlat.center(of: hex)) == hex)
    #expect(Self.stretchedPointy.hex(at: Self.stretchedPointy.center(of: hex)) == hex)
    let f = Self.stretchedPointy.fractionalHex(at: Self.stretchedPointy.center(of: hex))
    #expect(isClose(f.q, 3) && isClose(f.r, 4))
  }

  static let roundTripLayouts: [HexLayout] = [
    HexLayout(orientation: .flat, radius: 10),
    HexLayout(orientation: .pointy, radius: 10),
    HexLayout(orientation: .flat, radius: 7, origin: Point(x: -40, y: 12), spacing: 2.5),
    HexLayout(orientation: .pointy, radius: 7, origin: Point(x: 40, y: -12), spacing: 2.5),
    HexLayout(
      orientation: .flat, size: Size(width: 10, height: 15), origin: Point(x: 35, y: 71),
      verticalAxis: .up),
    HexLayout(
      orientation: .pointy, size: Size(width: 9, height: 4), origin: Point(x: 1, y: 2), spacing: 1,
      verticalAxis: .up),
  ]

  @Test("hex(at: center(of: h)) == h for random hexes", arguments: roundTripLayouts)
  func randomRoundTrip(layout: HexLayout) {
    expectAll(Samples.hexes, "round trip") { hex in
      let f = layout.fractionalHex(at: layout.center(of: hex))
      return layout.hex(at: layout.center(of: hex)) == hex
        && abs(f.q - Double(hex.q)) < 1e-6 && abs(f.r - Double(hex.r)) < 1e-6
    }
  }

  @Test("Points just inside each corner hit the hex", arguments: roundTripLayouts)
  func hitTestNearCorners(layout: HexLayout) {
    let inset = 0.05 * min(layout.size.width, layout.size.height)
    expectAll(Samples.hexes.filter { abs($0.q) < 10_000 && abs($0.r) < 10_000 }, "hit test") {
      hex in
      (0..<6).allSatisfy { i in layout.hex(at: layout.corner(i, of: hex, inset: inset)) == hex }
    }
  }

  @Test("Offset cells are placed like their hexes")
  func offsetCentres() {
    for convention in OffsetConvention.allCases {
      for cell in Samples.offsets.prefix(200) {
        #expect(
          Self.stretchedFlat.center(of: cell, convention: convention)
            == Self.stretchedFlat.center(of: Hex(cell, convention: convention)))
      }
    }
    let cell = OffsetCoordinate(col: 3, row: 2)
    #expect(Self.stretchedFlat.center(of: cell) == Self.stretchedFlat.center(of: Hex(q: 3, r: 1)))
  }

  // MARK: Spacing and insets

  @Test(
    "Spacing leaves a gap of exactly `spacing` between neighbours",
    arguments: HexOrientation.allCases)
  func spacing(orientation: HexOrientation) {
    let radius = 10.0
    let gap = 4.0
    let layout = HexLayout(
      orientation: orientation, radius: radius, origin: Point(x: 3, y: 5), spacing: gap)
    let hex = Hex(q: 2, r: -3)
    for d in HexDirection.allCases {
      let n = hex.neighbor(in: d)
      #expect(
        isClose(layout.center(of: hex).distance(to: layout.center(of: n)), sqrt3 * radius + gap))
      // The facing edges: this hex's edge d and the neighbour's edge d + 3.
      let mine =
        (layout.corner((d.rawValue + 5) % 6, of: hex) + layout.corner(d.rawValue, of: hex)) * 0.5
      let opposite = d.opposite.rawValue
      let theirs = (layout.corner((opposite + 5) % 6, of: n) + layout.corner(opposite, of: n)) * 0.5
      #expect(isClose(mine.distance(to: theirs), gap), "\(orientation) \(d)")
    }
    // Drawn hexes keep their size.
    #expect(isClose(layout.corner(0, of: hex).distance(to: layout.center(of: hex)), radius))
  }

  @Test("Insets move every edge inwards by the inset", arguments: HexOrientation.allCases)
  func insets(orientation: HexOrientation) {
    let layout = HexLayout(orientation: orientation, radius: 12, origin: Point(x: 7, y: -7))
    let hex = Hex(q: 1, r: 1)
    let c = layout.center(of: hex)
    for inset in [0.0, 1, 2.5] {
      let corners = layout.corners(of: hex, inset: inset)
      #expect(corners.count == 6)
      for i in 0..<6 {
        #expect(corners[i] == layout.corner(i, of: hex, inset: inset))
        #expect(corners[i] == c + layout.cornerOffset(i, inset: inset))
        let middle = (corners[i] + corners[(i + 1) % 6]) * 0.5
        #expect(isClose(middle.distance(to: c), sqrt3 / 2 * 12 - inset))
      }
      // Corner numbers go round (others trapped before).
      #expect(layout.cornerOffset(6, inset: inset) == layout.cornerOffset(0, inset: inset))
      #expect(layout.cornerOffset(-1, inset: inset) == layout.cornerOffset(5, inset: inset))
    }
    // A huge inset collapses the hex to its centre.
    #expect(layout.corners(of: hex, inset: 100).allSatisfy { isClose($0, c) })
  }

  @Test("Layout initialisers and defaults")
  func initialisers() {
    let layout = HexLayout(size: Size(uniform: 5))
    #expect(layout.orientation == .flat)
    #expect(layout.origin == .zero)
    #expect(layout.spacing == 0)
    #expect(layout.verticalAxis == .down)
    #expect(HexLayout(radius: 5) == layout)
    #expect(
      HexLayout(orientation: .pointy, radius: 2, origin: Point(x: 1, y: 1), spacing: 3)
        == HexLayout(
          orientation: .pointy, size: Size(uniform: 2), origin: Point(x: 1, y: 1), spacing: 3))
  }

  // MARK: Bounding boxes

  @Test("Bounding boxes of single hexes and of sets")
  func boundingBoxes() {
    #expect(HexLayout(radius: 3).boundingBox(of: [Hex]()) == nil)
    let flat = HexLayout(orientation: .flat, radius: 10, origin: Point(x: 5, y: 5))
    let box = flat.boundingBox(of: [Hex.zero])!
    #expect(isClose(box.size.width, 20) && isClose(box.size.height, 10 * sqrt3))
    #expect(isClose(box.center, Point(x: 5, y: 5)))
    let pointy = HexLayout(orientation: .pointy, size: Size(width: 4, height: 6))
    let pointyBox = pointy.boundingBox(of: [Hex(q: 1, r: 1)])!
    #expect(isClose(pointyBox.size.width, 4 * sqrt3) && isClose(pointyBox.size.height, 12))
    // A set's box holds every corner and is touched by some corner on each side.
    for layout in Self.roundTripLayouts {
      let hexes = Array(
        RectangleShape(columns: 5, rows: 4, origin: OffsetCoordinate(col: -2, row: 1)))
      let box = layout.boundingBox(of: hexes)!
      let corners = hexes.flatMap { layout.corners(of: $0) }
      let tolerance = 1e-9 * 1_000
      #expect(corners.allSatisfy { $0.x >= box.minX - tolerance && $0.x <= box.maxX + tolerance })
      #expect(corners.allSatisfy { $0.y >= box.minY - tolerance && $0.y <= box.maxY + tolerance })
      #expect(
        isClose(corners.map(\.x).min()!, box.minX) && isClose(corners.map(\.x).max()!, box.maxX))
      #expect(
        isClose(corners.map(\.y).min()!, box.minY) && isClose(corners.map(\.y).max()!, box.maxY))
    }
  }

  // MARK: Fitting

  /// Boards `(columns, rows)` and viewports for the seed formula.
  static let fittingCases: [(Int, Int, Rect)] = [
    (8, 6, Rect(x: 0, y: 0, width: 800, height: 600)),
    (2, 1, Rect(x: 10, y: 20, width: 100, height: 100)),
    (10, 3, Rect(x: -50, y: 5, width: 1_000, height: 1_000)),
    (3, 12, Rect(x: 0, y: 0, width: 300, height: 900)),
    (20, 20, Rect(x: 7, y: 9, width: 640, height: 480)),
    (15, 4, Rect(x: 0, y: 0, width: 400, height: 120)),
  ]

  @Test("fitting matches the seed formula for flat odd-q boards", arguments: fittingCases)
  func fittingSeedFormula(columns: Int, rows: Int, viewport: Rect) throws {
    let board = RectangleShape(columns: columns, rows: rows)
    let layout = try #require(HexLayout.fitting(board, into: viewport))
    // Seed: width in units of ¾ hex width, maxX - minX + 4/3; height in rows, + ½ for the
    // shoved odd columns; regular hexes (aspect 2/√3).
    let w = Double(columns)
    let h = Double(rows)
    let hexWidth = min(
      viewport.size.width / (0.75 * (w - 1 + 4.0 / 3.0)),
      viewport.size.height / (h + 0.5) * 2 / sqrt3)
    #expect(isClose(layout.size.width, hexWidth / 2))
    #expect(isClose(layout.size.height, hexWidth / 2))
    #expect(layout.orientation == .flat && layout.spacing == 0 && layout.verticalAxis == .down)
    let box = try #require(layout.boundingBox(of: board))
    #expect(isClose(box.center, viewport.center))
    #expect(box.minX >= viewport.minX - 1e-6 && box.maxX <= viewport.maxX + 1e-6)
    #expect(box.minY >= viewport.minY - 1e-6 && box.maxY <= viewport.maxY + 1e-6)
    #expect(
      isClose(box.size.width, viewport.size.width) || isClose(box.size.height, viewport.size.height)
    )
  }

  /// Other fits: orientation, spacing, vertical axis.
  static let otherFits: [(HexOrientation, Double, VerticalAxis)] = [
    (.pointy, 0, .down), (.pointy, 3, .down), (.flat, 3, .down), (.flat, 1.5, .up),
    (.pointy, 0.5, .up),
  ]

  @Test(
    "Pointy, spaced and y-up fits are centred, inside and as large as possible",
    arguments: otherFits)
  func otherFitting(orientation: HexOrientation, spacing: Double, axis: VerticalAxis) throws {
    let viewport = Rect(x: 12, y: -30, width: 500, height: 370)
    let shapes: [[Hex]] = [
      Array(RectangleShape(columns: 7, rows: 5, convention: orientation.defaultConvention)),
      Array(Hex(q: 4, r: -2).range(radius: 3)),
      Array(TriangleShape(size: 5, origin: Hex(q: -3, r: 0))),
      [Hex(q: 9, r: 9)],
    ]
    for hexes in shapes {
      let layout = try #require(
        HexLayout.fitting(
          hexes, into: viewport, orientation: orientation, spacing: spacing, verticalAxis: axis))
      #expect(
        layout.orientation == orientation && layout.spacing == spacing
          && layout.verticalAxis == axis)
      #expect(isClose(layout.size.width, layout.size.height))
      let box = try #require(layout.boundingBox(of: hexes))
      #expect(isClose(box.center, viewport.center))
      #expect(
        isClose(box.size.width, viewport.size.width)
          || isClose(box.size.height, viewport.size.height))
      // Every drawn corner lies inside the viewport.
      let corners = hexes.flatMap { layout.corners(of: $0) }
      #expect(corners.allSatisfy { viewport.insetBy(-1e-6).contains($0) })
    }
  }

  @Test("Fitting without preserving the aspect ratio fills both axes")
  func stretchedFitting() throws {
    let viewport = Rect(x: 0, y: 0, width: 900, height: 200)
    let board = RectangleShape(columns: 6, rows: 6)
    let layout = try #require(
      HexLayout.fitting(board, into: viewport, preservingAspectRatio: false))
    #expect(layout.size.width > layout.size.height)
    let box = try #require(layout.boundingBox(of: board))
    #expect(isClose(box.size.width, 900) && isClose(box.size.height, 200))
    #expect(isClose(box.center, viewport.center))
  }

  @Test("Fitting fails for an empty set or a viewport too small for the spacing")
  func fittingFailures() {
    let viewport = Rect(x: 0, y: 0, width: 50, height: 50)
    #expect(HexLayout.fitting([Hex](), into: viewport) == nil)
    #expect(HexLayout.fitting(RectangleShape(columns: 0, rows: 3), into: viewport) == nil)
    #expect(
      HexLayout.fitting(RectangleShape(columns: 10, rows: 10), into: viewport, spacing: 100) == nil)
    #expect(
      HexLayout.fitting(RectangleShape(columns: 10, rows: 10), into: viewport, spacing: 1) != nil)
  }
}
