import Foundation
import HexBoard
import HexTestSupport
import Testing

@_spi(PixelChecks) @testable import HexBoardRendering

/// SVG that scales (issue 22): bounded path elements, hex-unit coordinates whose size does
/// not depend on the picture's, fit mode with the legend inside, the legend of used
/// terrains, labels that fit their hex, paths across wrap seams.
struct RenderingScalingTests {
  /// Every `d="…"` attribute's data.
  static func pathData(_ svg: String) -> [Substring] {
    svg.components(separatedBy: " d=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
  }

  static func bigBoard(columns: Int, rows: Int) throws -> Board {
    var board = try Board(
      name: "big", grid: MapGrid(columns: columns, rows: rows, wrap: .cylinder), fill: "ocean")
    var rng = TestRandom(seed: 22)
    for index in board.grid.indices where index % 5 == 0 {
      let terrain = board.palette[Int.random(in: 0..<board.palette.count, using: &rng)].id
      try board.setTerrain(terrain, at: board.grid.hex(at: index))
    }
    // A river along the whole of row 10 and a road across the map: long runs.
    for col in 0..<columns {
      try board.setFeature(
        "river", at: .side(HexEdge(board.grid.hex(at: 10 * columns + col), .north)))
      try board.setFeature(
        "road", at: .side(HexEdge(board.grid.hex(at: 20 * columns + col), .southEast)))
    }
    return board
  }

  @Test func longPathsAreSplitIntoBoundedElementsDrawingTheSame() throws {
    let board = try Self.bigBoard(columns: 160, rows: 120)
    let hexes = Array(board.grid.hexes)
    let route = (0..<159).map { board.grid.hex(at: 30 * 160 + $0) }
    let options = PictureOptions(highlight: hexes, path: route)
    let svg = board.svg(options: options)
    let data = Self.pathData(svg)
    #expect(data.allSatisfy { $0.utf8.count <= SVGPathChunks.limit })
    // Split for real: more elements than terrains + features + highlight + path.
    #expect(data.count > board.palette.count + 6)
    // Every cell is a subpath of its terrain's elements, every highlighted cell one of the
    // highlight's.
    let cells = svg.split(separator: "\n").filter { $0.hasPrefix("<path class=\"terrain ") }
    let subpaths = cells.map { line in
      line.split(separator: "d=\"").last.map { $0.filter { $0 == "M" || $0 == "m" }.count } ?? 0
    }.reduce(0, +)
    #expect(subpaths == board.grid.cellCount)
    let highlight = try #require(svg.range(of: "<g class=\"highlight\""))
    let highlightEnd = try #require(svg[highlight.upperBound...].range(of: "</g>"))
    let outlines = svg[highlight.upperBound..<highlightEnd.lowerBound]
    #expect(outlines.filter { $0 == "Z" }.count == board.grid.cellCount)
    // Each element's data starts with an absolute moveto, so it stands alone.
    #expect(data.allSatisfy { $0.first == "M" })
    _ = ParsedSVG.parse(svg)
  }

  @Test func theFileDoesNotGrowWhenThePictureShrinks() throws {
    let board = try Self.bigBoard(columns: 40, rows: 30)
    var sizes: [Int] = []
    var bodies: Set<String> = []
    for target in [8000.0, 2000, 640, 200] {
      let svg = board.svg(options: PictureOptions(sizing: .fit(width: target, height: target)))
      sizes.append(svg.utf8.count)
      // The board's paths are the same text at every size; only the scale (and the stroke
      // widths, which stay so many pixels) differ.
      bodies.insert(Self.pathData(svg).joined(separator: "|"))
    }
    #expect(bodies.count == 1)
    #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 >= $1 })
  }

  @Test(arguments: 0..<40)
  func fitIsExactlyTheTargetWithTheLegendInside(seed: Int) throws {
    var rng = TestRandom(seed: UInt64(seed) &+ 2200)
    let board = try randomBoard(using: &rng)
    let width = Double(Int.random(in: 300...1400, using: &rng))
    let height = Double(Int.random(in: 200...1000, using: &rng))
    let margin = Double(Int.random(in: 0...20, using: &rng))
    let options = PictureOptions(
      sizing: .fit(width: width, height: height), margin: margin,
      showsLegend: Bool.random(using: &rng))
    let renderer = SVGRenderer(options: options)
    let geometry = renderer.geometry(for: board)
    #expect(geometry.canvas == Size(width: width, height: height))
    let svg = renderer.render(board)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\""))
    var legendTop = height
    // The legend grows with pictures over 1,200 pixels on their longer side.
    let scale = geometry.legendScale
    #expect(scale == Swift.max(1, Swift.max(width, height) / 1200))
    let pad = Swift.max(margin, SVGRenderer.Legend.textGap * scale)
    for (entry, point) in zip(geometry.legendEntries, geometry.legend) {
      let id = renderer.legendID(of: entry, in: board)
      #expect(point.x >= 0 && point.y >= 0)
      #expect(point.y + SVGRenderer.Legend.rowHeight * scale <= height + 1e-9)
      // An entry wider than the picture still starts a row of its own at the left.
      #expect(
        point.x + SVGRenderer.Legend.width(of: id, scale: scale) <= width + 1e-9
          || point.x == pad)
      legendTop = Swift.min(legendTop, point.y)
    }
    guard let box = geometry.layout.boundingBox(of: board.grid.hexes) else { return }
    guard geometry.layout.size.width > SVGRenderer.minimumRadius else { return }
    // Inside the margin, above the legend, and centred in what is left.
    let bottom = geometry.legend.isEmpty ? height : legendTop - pad + margin
    #expect(box.minX >= margin - 1e-6 && box.maxX <= width - margin + 1e-6)
    #expect(box.minY >= margin - 1e-6 && box.maxY <= bottom - margin + 1e-6)
    #expect(abs(box.minX - (width - box.maxX)) < 1e-6)
    #expect(abs(box.minY - (bottom - box.maxY)) < 1e-6)
  }

  @Test func issueCaseFitWithLegend() throws {
    // `--width 1400 --height 1000 --legend` gave 1229 × 1028.
    let board = try RenderingFixtures.flatRectangle()
    let svg = board.svg(
      options: PictureOptions(sizing: .fit(width: 1400, height: 1000), showsLegend: true))
    #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1000""#))
  }

  @Test func legendListsOnlyUsedTerrainsUnlessFull() throws {
    var board = try RenderingFixtures.pointyRectangle()
    try board.addPaletteFeature(VertexFeature(id: "well", color: "#0a0b0c"))
    try board.setFeature("well", at: .corner(HexVertex(.zero, corner: 1)))
    let used = ParsedSVG.parse(board.svg(options: PictureOptions(showsLegend: true))).texts
    // Then the kinds of the objects drawn (the fixture's camp).
    #expect(used == ["ocean", "grass", "forest", "hills", "mountain", "well", "camp"])
    let full = ParsedSVG.parse(
      board.svg(options: PictureOptions(showsLegend: true, showsFullLegend: true))
    ).texts
    #expect(full == board.palette.map(\.id) + ["well", "camp"])
  }

  @Test func labelsShrinkToFitTheWidestAndVanishWhenTooSmall() throws {
    let small = try Board(name: "s", grid: MapGrid(columns: 6, rows: 4), fill: "grass")
    let wide = try Board(name: "w", grid: MapGrid(shape: .hexagon(radius: 100)), fill: "grass")
    func fontSize(_ board: Board, _ radius: Double) -> Double {
      SVGRenderer(options: PictureOptions(sizing: .radius(radius), labels: .axial))
        .geometry(for: board).labelFontSize
    }
    // At most 4 characters ("5,-2"): the nominal 0.28 × radius, scaling with the radius.
    #expect(fontSize(small, 20) == 0.28 * 20)
    #expect(fontSize(small, 40) == 0.28 * 40)
    // "-100,100" is 8: shrunk so 8 × 0.6 em plus the halo's 0.2 em fit across 1.3 × radius.
    #expect(abs(fontSize(wide, 40) - 1.3 * 40 / (8 * 0.6 + 0.2)) < 1e-9)
    #expect(fontSize(wide, 40) < 0.28 * 40)
    // Under 4 pixels: no labels at all.
    #expect(fontSize(small, 14) == 0)
    let svg = small.svg(options: PictureOptions(sizing: .radius(14), labels: .offset))
    #expect(!svg.contains("<g class=\"labels\""))
    #expect(SVGRenderer.characters(-1203) == 5 && SVGRenderer.characters(0) == 1)
  }

  @Test(arguments: 0..<30)
  func everyStepOfAPathIsDrawnAlsoAcrossSeams(seed: Int) throws {
    // Reference: a step between neighbouring cells is one pitch long on the picture, drawn
    // whole or as two halves at either end of a seam; so the lines' total length is the
    // number of steps times the pitch.
    var rng = TestRandom(seed: UInt64(seed) &+ 7700)
    let wrap: MapWrap = seed % 2 == 0 ? .cylinder : .torus
    let convention = OffsetConvention.allCases.randomElement(using: &rng) ?? .oddQ
    let grid = try MapGrid(columns: 8, rows: 8, convention: convention, wrap: wrap)
    let board = try Board(
      name: "p", grid: grid, orientation: Bool.random(using: &rng) ? .flat : .pointy,
      fill: "grass")
    var index = Int.random(in: 0..<grid.indexCount, using: &rng)
    var route = [grid.hex(at: index)]
    for _ in 0..<40 {
      let direction = HexDirection.allCases.randomElement(using: &rng) ?? .north
      guard let next = grid.neighbor(of: index, in: direction) else { continue }
      index = next
      route.append(grid.hex(at: index))
    }
    let renderer = SVGRenderer(options: PictureOptions(path: route))
    let layout = renderer.layout(for: board)
    let lines = renderer.pathPolylines(of: board, layout: layout)
    var length = 0.0
    for line in lines {
      for (a, b) in zip(line, line.dropFirst()) { length += a.distance(to: b) }
    }
    let pitch = layout.center(of: .zero).distance(to: layout.center(of: Hex(q: 1, r: 0)))
    #expect(abs(length - Double(route.count - 1) * pitch) < 1e-6)
    let box = try #require(layout.boundingBox(of: board.grid.hexes))
    for point in lines.joined() {
      #expect(point.x >= box.minX - 1e-9 && point.x <= box.maxX + 1e-9)
      #expect(point.y >= box.minY - 1e-9 && point.y <= box.maxY + 1e-9)
    }
  }

  @Test func issueCasePathAcrossTheSeam() throws {
    // `new --columns 16 --rows 8 --wrap cylinder`, `render --path 0,3:15,3` drew nothing.
    let board = try Board(
      name: "c", grid: MapGrid(columns: 16, rows: 8, wrap: .cylinder), fill: "grass")
    let from = RenderingFixtures.offset(0, 3)
    let to = RenderingFixtures.offset(15, 3)
    let svg = board.svg(options: PictureOptions(path: [from, to]))
    let path = try #require(svg.range(of: "<g class=\"path\""))
    let data = Self.pathData(String(svg[path.lowerBound...])).first ?? ""
    #expect(data.filter { $0 == "M" }.count == 2)
    // Known answer in hex units (radius 10, hex (0, 0) at the origin): cell (0, 3)'s
    // centre is at x 0, the seam side's middle 7.5 units to its left; cell (15, 3) is at
    // 225, the side's middle beside it at 232.5.
    #expect(data == "M0,51.96 -7.5,56.29M232.5,56.29 225,60.62")
  }

  @Test(arguments: 0..<40)
  func fourExtremeCellsGiveTheBoundingBoxOfAll(seed: Int) throws {
    // Reference: the bounding box of every cell, in a random layout of the orientation.
    var rng = TestRandom(seed: UInt64(seed) &+ 990)
    let board = try randomBoard(using: &rng)
    for orientation in [HexOrientation.flat, .pointy] {
      let layout = HexLayout(
        orientation: orientation, radius: Double.random(in: 0.5...40, using: &rng),
        origin: Point(x: Double.random(in: -50...50, using: &rng), y: 3),
        spacing: Double.random(in: 0...5, using: &rng))
      let extremes = SVGRenderer.extremeHexes(of: board.grid, orientation: orientation)
      let all = layout.boundingBox(of: board.grid.hexes)
      let fast = layout.boundingBox(of: extremes)
      #expect((all == nil) == (fast == nil))
      if let all, let fast {
        #expect(abs(all.minX - fast.minX) < 1e-9 && abs(all.maxX - fast.maxX) < 1e-9)
        #expect(abs(all.minY - fast.minY) < 1e-9 && abs(all.maxY - fast.maxY) < 1e-9)
      }
    }
  }

  @Test func numbersWithSignificantDigits() {
    #expect(FixedPointFormat.significant(2, digits: 9) == "2")
    #expect(FixedPointFormat.significant(0.1302083333, digits: 9) == "0.130208333")
    #expect(FixedPointFormat.significant(0.000123456789, digits: 3) == "0.000123")
    #expect(FixedPointFormat.significant(12345.678, digits: 3) == "12346")
    #expect(FixedPointFormat.significant(-1.5, digits: 6) == "-1.5")
    #expect(FixedPointFormat.significant(.nan, digits: 6) == "0")
  }
}
