import Foundation
import HexBoard
import Testing

@_spi(PixelChecks) @testable import HexBoardRendering

/// Pictures people share: the legend grows with the picture (SVG and PNG alike), a road
/// over a river is a bridge, and the legend shows objects in the colours they are drawn in.
@Suite("Rendering: pictures people share")
struct RenderingSharedPictureTests {
  /// The largest difference of one channel between a pixel and `color`.
  static func distance(
    _ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ color: RGBColor
  ) -> Int {
    [
      Int(pixel.red) - Int(color.red), Int(pixel.green) - Int(color.green),
      Int(pixel.blue) - Int(color.blue),
    ].map(abs).max() ?? 0
  }

  /// The value of attribute `name` in the first line of `svg` starting with `prefix`.
  static func attribute(_ name: String, ofLineStarting prefix: String, in svg: String) -> String? {
    guard let line = svg.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }),
      let start = line.range(of: " \(name)=\"")
    else { return nil }
    return String(line[start.upperBound...].prefix { $0 != "\"" })
  }

  // MARK: Legend size

  @Test func theLegendGrowsWithThePictureInSVGAndPNGAlike() throws {
    let board = try Board(name: "Big", grid: MapGrid(columns: 8, rows: 6), fill: "grass")
    // Up to 1,200 pixels on the longer side the legend keeps its 12-pixel text.
    let small = PictureOptions(sizing: .fit(width: 1200, height: 900), showsLegend: true)
    #expect(
      Self.attribute(
        "font-size", ofLineStarting: "<g class=\"legend\"", in: board.svg(options: small))
        == "12")
    // At 2,400 pixels, twice that: text, swatch and the swatch's outline.
    let options = PictureOptions(sizing: .fit(width: 2400, height: 1200), showsLegend: true)
    let svg = board.svg(options: options)
    let fontText = try #require(
      Self.attribute("font-size", ofLineStarting: "<g class=\"legend\"", in: svg))
    #expect(fontText == "24")
    #expect(Self.attribute("stroke-width", ofLineStarting: "<g class=\"legend\"", in: svg) == "2")
    #expect(Self.attribute("width", ofLineStarting: "<rect class=\"swatch", in: svg) == "24")
    let fontSize = try #require(Double(fontText))

    // The PNG writes the legend's text at the SVG's font size: the dark pixels right of the
    // swatch span the rows of the bitmap font's dots at that size (0.7 × 24 pixels for
    // "grass" with its descender-free 7 rows), not those of a fixed 12-pixel font.
    let geometry = SVGRenderer(options: options).geometry(for: board)
    let position = try #require(geometry.legend.first)
    #expect(geometry.legendTexts == ["grass"])
    let textX = position.x + 16 * geometry.legendScale
    let baseline = position.y + 10 * geometry.legendScale
    let dots = BitmapFont.rectangles(of: "grass", x: textX, baseline: baseline, size: fontSize)
    let wantTop = dots.flatMap { $0.map(\.y) }.min() ?? 0
    let wantBottom = dots.flatMap { $0.map(\.y) }.max() ?? 0
    let canvas = try PNGRenderer(options: options).canvas(for: board)
    var top = Int.max
    var bottom = Int.min
    for y in Int(position.y - 10)..<Int(position.y + 40) {
      for x in Int(textX)..<Int(textX + BitmapFont.width(of: "grass", size: fontSize)) {
        let pixel = canvas.pixel(x: x, y: y)
        if pixel.red < 128 && pixel.green < 128 && pixel.blue < 128 {
          top = Swift.min(top, y)
          bottom = Swift.max(bottom, y)
        }
      }
    }
    #expect(abs(Double(top) - wantTop) <= 1, "text top \(top), dots from \(wantTop)")
    #expect(
      abs(Double(bottom + 1) - wantBottom) <= 1, "text bottom \(bottom), dots to \(wantBottom)")
    // "grass" is five dot rows high (no capital): 12 pixels here, 6 at a fixed 12-pixel size.
    #expect(bottom + 1 - top >= 11)
    // The swatch is 24 pixels: grass 20 pixels in from its corner.
    let inside = canvas.pixel(x: Int(position.x + 20), y: Int(position.y + 20))
    let grass = try #require(board.palette.first { $0.id == "grass" }).color
    #expect(Self.distance(inside, grass) <= 2)
  }

  @Test func aLargeRadiusPictureGrowsItsLegendToo() throws {
    let board = try Board(name: "Big", grid: MapGrid(columns: 12, rows: 10), fill: "grass")
    let renderer = SVGRenderer(options: PictureOptions(sizing: .radius(100), showsLegend: true))
    let geometry = renderer.geometry(for: board)
    // The board alone is about 1,850 × 1,830 pixels.
    #expect(geometry.legendScale > 1.5 && geometry.legendScale < 1.6)
    let small = SVGRenderer(options: PictureOptions(sizing: .radius(20), showsLegend: true))
    #expect(small.geometry(for: board).legendScale == 1)
  }

  // MARK: Bridges

  /// A flat 6 × 4 board with a river along the side between (2,1) and (2,0) and `crossing`
  /// across it.
  static func bridgeBoard(crossing: String = "road", along: String = "river") throws -> Board {
    var board = try Board(name: "Bridge", grid: MapGrid(columns: 6, rows: 4), fill: "grass")
    let edge = HexEdge(RenderingFixtures.offset(2, 1), .north)
    try board.setFeature(along, at: .side(edge))
    try board.setFeature(crossing, at: .side(edge))
    return board
  }

  @Test func aRoadOverARiverIsDrawnAsABridge() throws {
    let options = PictureOptions(sizing: .radius(80))
    let board = try Self.bridgeBoard()
    let svg = board.svg(options: options)
    let data = try #require(RenderingFeatureTests.pathData(svg, "<path class=\"bridge\""))
    #expect(RenderingFeatureTests.segments(data).count == 2)

    // The PNG: the parapets stand either side of the road, across the river, 0.14 × the
    // radius from the middle of the side (the middle of the two centres), in the outline
    // colour; the middle itself is the road, and further along the side the river.
    let layout = SVGRenderer(options: options).geometry(for: board).layout
    let a = layout.center(of: RenderingFixtures.offset(2, 1))
    let b = layout.center(of: RenderingFixtures.offset(2, 0))
    let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    let canvas = try PNGRenderer(options: options).canvas(for: board)
    func pixel(_ dx: Double) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
      canvas.pixel(x: Int((middle.x + dx * 80).rounded(.down)), y: Int(middle.y.rounded(.down)))
    }
    let palette = board.edgePalette
    let river = try #require(palette.first { $0.id == "river" }).color
    let road = try #require(palette.first { $0.id == "road" }).color
    #expect(Self.distance(pixel(-0.14), options.strokeColor) <= 2)
    #expect(Self.distance(pixel(0.14), options.strokeColor) <= 2)
    #expect(Self.distance(pixel(0), road) <= 2)
    #expect(Self.distance(pixel(0.3), river) <= 2)
  }

  @Test func bridgesFollowMovementKindsNotIds() throws {
    let options = PictureOptions(sizing: .radius(40))
    // A river alone, and a road through a wall (a gate), are no bridges.
    var riverOnly = try Board(name: "River", grid: MapGrid(columns: 6, rows: 4), fill: "grass")
    try riverOnly.setFeature("river", at: .side(HexEdge(RenderingFixtures.offset(2, 1), .north)))
    #expect(!riverOnly.svg(options: options).contains("class=\"bridges\""))
    let gate = try Self.bridgeBoard(crossing: "road", along: "wall")
    #expect(!gate.svg(options: options).contains("class=\"bridges\""))
    // Any feature that sets the cost over any that adds to it is one, whatever the ids.
    var board = try Board(name: "Ford", grid: MapGrid(columns: 6, rows: 4), fill: "grass")
    try board.addPaletteFeature(
      EdgeFeature(id: "causeway", color: "#777777", movement: .sets(2), style: .crossing))
    try board.addPaletteFeature(EdgeFeature(id: "marsh", color: "#336655", movement: .adds(3)))
    let edge = HexEdge(RenderingFixtures.offset(2, 1), .north)
    try board.setFeature("causeway", at: .side(edge))
    try board.setFeature("marsh", at: .side(edge))
    #expect(SVGRenderer.bridgeSlots(of: board).count == 1)
    #expect(board.svg(options: options).contains("<path class=\"bridge\""))
  }

  // MARK: Legend colours

  @Test func theLegendShowsObjectsInTheColoursTheyAreDrawnIn() throws {
    var board = try Board(name: "Owners", grid: MapGrid(columns: 6, rows: 4), fill: "grass")
    let objects: [(String, String, [String: PropertyValue])] = [
      ("red-town", "town", ["owner": "red"]), ("blue-town", "town", ["owner": "blue"]),
      ("scout", "unit", ["player": "2"]), ("wanderer", "unit", [:]),
      ("banner", "resource", ["color": "#123456"]), ("red-keep", "Town", ["owner": "red"]),
    ]
    for (k, (id, kind, properties)) in objects.enumerated() {
      try board.addObject(
        BoardObject(
          id: id, kind: kind, position: RenderingFixtures.offset(k % 6, k / 6),
          properties: properties))
    }
    let options = PictureOptions(sizing: .radius(30), showsLegend: true)
    let renderer = SVGRenderer(options: options)
    let geometry = renderer.geometry(for: board)
    var legend: [(kind: String, fill: RGBColor, label: String, position: Point)] = []
    for (entry, position) in zip(geometry.legendEntries, geometry.legend) {
      if case .objects(let kind, let fill, let label) = entry {
        legend.append((kind, fill, label, position))
      }
    }
    #expect(
      legend.map(\.label) == ["town (red)", "town (blue)", "unit (player 2)", "unit", "resource"])
    #expect(
      legend.map(\.fill.description) == ["#e53935", "#1e88e5", "#1e88e5", "#ffffff", "#123456"])
    // Every marker's colour is in the legend beside its kind.
    for marker in renderer.objectMarkers(for: board, layout: geometry.layout) {
      #expect(
        legend.contains {
          $0.kind.lowercased() == marker.kind.lowercased() && $0.fill == marker.picture.fill
        }, "\(marker.kind) in \(marker.picture.fill)")
    }
    // The SVG's swatches and the PNG's pixels at their centres have those colours.
    let svg = renderer.render(board)
    for item in legend {
      let kind = MarkupEscaping.className(item.kind)
      #expect(
        svg.contains("<path class=\"swatch object-\(kind)\" fill=\"\(item.fill.description)\""))
    }
    let canvas = try PNGRenderer(options: options).canvas(for: board)
    for item in legend {
      let center = item.position + Point(x: 6, y: 6)
      let pixel = canvas.pixel(x: Int(center.x), y: Int(center.y))
      #expect(Self.distance(pixel, item.fill) <= 2, "\(item.label) swatch: \(pixel)")
    }
  }

  @Test func oneFillPerKindKeepsTheKindAlone() throws {
    var board = try Board(name: "Reds", grid: MapGrid(columns: 4, rows: 4), fill: "grass")
    try board.addObject(
      BoardObject(id: "a", kind: "town", position: .zero, properties: ["owner": "red"]))
    try board.addObject(
      BoardObject(
        id: "b", kind: "town", position: RenderingFixtures.offset(1, 1),
        properties: ["owner": "1"]))
    let table = ObjectStyleTable(board: board, fallbackColor: PictureOptions().objectColor)
    // Owner "red" and player 1 are both red: one entry, named by the kind alone.
    #expect(
      table.legendItems(in: board)
        == [ObjectStyleTable.LegendItem(kind: "town", fill: "#e53935", label: "town")])
  }
}
