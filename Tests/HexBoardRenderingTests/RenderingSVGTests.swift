import Foundation
import HexBoard
import HexText
import Testing

// A hostile name set past the board's checks (the internal setter), for the escaping tests.
@testable import HexBoardCore
@testable import HexBoardRendering

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What an XML parse of a rendered SVG found.
final class ParsedSVG: NSObject, XMLParserDelegate {
  var elements: [String] = []
  var rootAttributes: [String: String] = [:]
  var titles: [String] = []
  var texts: [String] = []
  private var stack: [String] = []
  private var text = ""

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    if elements.isEmpty { rootAttributes = attributeDict }
    elements.append(elementName)
    stack.append(elementName)
    text = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if elementName == "title" { titles.append(text) }
    if elementName == "text" { texts.append(text) }
    stack.removeLast()
    text = ""
  }

  /// Parses `svg`, recording an issue if it is not well-formed XML.
  static func parse(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) -> ParsedSVG {
    let result = ParsedSVG()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = result
    let ok = parser.parse()
    #expect(
      ok, "not well-formed XML: \(String(describing: parser.parserError))",
      sourceLocation: sourceLocation)
    return result
  }
}

@Suite("Rendering: SVG")
struct RenderingSVGTests {
  @Test(arguments: try RenderingFixtures.svgCases())
  func golden(_ testCase: RenderingFixtures.Case) throws {
    let svg = testCase.board.svg(options: testCase.options)
    try RenderingFixtures.expectGolden(svg, named: "\(testCase.name).svg")
  }

  @Test(arguments: try RenderingFixtures.svgCases())
  func wellFormedWithTitleAndViewBox(_ testCase: RenderingFixtures.Case) throws {
    let svg = testCase.board.svg(options: testCase.options)
    let parsed = ParsedSVG.parse(svg)
    #expect(parsed.elements.first == "svg")
    #expect(parsed.titles.first == testCase.board.name)

    // With a radius, the viewBox is the layout's bounding box of the cells plus the margin
    // (plus the legend below, when shown), starting at (0, 0); a fit is exactly the target.
    let renderer = SVGRenderer(options: testCase.options)
    let layout = renderer.layout(for: testCase.board)
    let box = try #require(layout.boundingBox(of: testCase.board.grid.hexes))
    let margin = testCase.options.margin
    let viewBox = try #require(parsed.rootAttributes["viewBox"])
      .split(separator: " ").compactMap { Double($0) }
    try #require(viewBox.count == 4)
    #expect(viewBox[0] == 0 && viewBox[1] == 0)
    #expect(parsed.rootAttributes["width"].flatMap(Double.init) == viewBox[2])
    #expect(parsed.rootAttributes["height"].flatMap(Double.init) == viewBox[3])
    if case .fit(let width, let height) = testCase.options.sizing {
      #expect(viewBox[2] == width && viewBox[3] == height)
      #expect(box.minX >= margin - 1e-9 && box.minY >= margin - 1e-9)
      #expect(box.maxX <= width - margin + 1e-9 && box.maxY <= height - margin + 1e-9)
      return
    }
    #expect(abs(box.minX - margin) < 1e-9 && abs(box.minY - margin) < 1e-9)
    #expect(abs(viewBox[2] - (box.size.width + 2 * margin)) <= 0.005)
    if !testCase.options.showsLegend {
      #expect(abs(viewBox[3] - (box.size.height + 2 * margin)) <= 0.005)
    } else {
      #expect(viewBox[3] > box.size.height + 2 * margin)
    }
    #expect(parsed.rootAttributes["width"].flatMap(Double.init) == viewBox[2])
    #expect(parsed.rootAttributes["height"].flatMap(Double.init) == viewBox[3])
  }

  @Test(arguments: try RenderingFixtures.svgCases())
  func deterministic(_ testCase: RenderingFixtures.Case) throws {
    // Rebuilt from scratch, so dictionaries (object properties) are new instances too.
    let again = try RenderingFixtures.svgCases().first { $0.name == testCase.name }
    let first = testCase.board.svg(options: testCase.options)
    #expect(first == testCase.board.svg(options: testCase.options))
    #expect(first == again?.board.svg(options: testCase.options))
  }

  @Test func onePathPerTerrainWithOneSubpathPerCell() throws {
    let board = try RenderingFixtures.flatRectangle()
    let svg = board.svg()
    let counts = board.terrainCounts
    for (index, terrain) in board.palette.enumerated() {
      let lines = svg.split(separator: "\n").filter {
        $0.hasPrefix("<path class=\"terrain terrain-\(terrain.id)\"")
      }
      #expect(lines.count == (counts[index] > 0 ? 1 : 0), "\(terrain.id)")
      if let line = lines.first {
        let data = try #require(line.split(separator: "d=\"").last)
        #expect(data.filter { $0 == "M" || $0 == "m" }.count == counts[index])
        #expect(data.filter { $0 == "Z" }.count == counts[index])
      }
    }
  }

  /// Decodes the path data the renderer writes (`M x,y`, `h`, `v`, `l` with implicit
  /// repeats, `Z`) into closed polygons of absolute points, in hundredths (exact).
  static func decodeSubpaths(_ data: Substring) -> [[(Int, Int)]] {
    var polygons: [[(Int, Int)]] = []
    var numbers: [Int] = []
    var command: Character = " "
    var token = ""
    var point = (0, 0)
    func flushToken() {
      if let value = Double(token) { numbers.append(Int((value * 100).rounded())) }
      token = ""
    }
    func apply() {
      switch command {
      case "M":
        guard numbers.count == 2 else { return }
        point = (numbers[0], numbers[1])
        polygons.append([point])
      case "m":
        // After `Z` the pen is back at the subpath's first point: the move is from there.
        guard numbers.count == 2 else { return }
        let start = polygons.last?.first ?? (0, 0)
        point = (start.0 + numbers[0], start.1 + numbers[1])
        polygons.append([point])
      case "h":
        point.0 += numbers[0]
        polygons[polygons.count - 1].append(point)
      case "v":
        point.1 += numbers[0]
        polygons[polygons.count - 1].append(point)
      case "l":
        for pair in stride(from: 0, to: numbers.count - 1, by: 2) {
          point = (point.0 + numbers[pair], point.1 + numbers[pair + 1])
          polygons[polygons.count - 1].append(point)
        }
      default: break
      }
      numbers = []
    }
    for character in data {
      if "MmhvlZ".contains(character) {
        flushToken()
        apply()
        command = character
      } else if character == "," || character == " " {
        flushToken()
      } else if character == "-" {
        flushToken()
        token = "-"
      } else {
        token.append(character)
      }
    }
    flushToken()
    apply()
    return polygons
  }

  @Test(arguments: [HexOrientation.flat, .pointy])
  func cellPathsAreTheLayoutsCornersRounded(orientation: HexOrientation) throws {
    // Every subpath, decoded, is its cell's six corners in hex units rounded to two
    // decimals, although all but the first hexagon's first corner are written as relative
    // moves; so neighbouring cells share their corners exactly.
    let board = try Board(
      name: "o", grid: MapGrid(columns: 30, rows: 20), orientation: orientation, fill: "grass")
    let options = PictureOptions(sizing: .radius(13.37), margin: 3.3)
    let svg = board.svg(options: options)
    let renderer = SVGRenderer(options: options)
    let layout = renderer.drawingSpace(for: renderer.layout(for: board)).layout
    var decoded: [[(Int, Int)]] = []
    for line in svg.split(separator: "\n") where line.hasPrefix("<path class=\"terrain ") {
      let data = try #require(line.split(separator: "d=\"").last?.dropLast(3))
      decoded += Self.decodeSubpaths(data)
    }
    // Terrain paths are in palette order, their subpaths in storage order.
    let expectedOrder = board.palette.indices.flatMap { terrain in
      board.grid.indices.filter { Int(board.terrain[index: $0]) == terrain }
    }
    try #require(decoded.count == expectedOrder.count)
    var cornersSeen: [String: Int] = [:]
    for (polygon, index) in zip(decoded, expectedOrder) {
      let corners = layout.corners(of: board.grid.hex(at: index))
      #expect(polygon.count == 6)
      for (point, corner) in zip(polygon, corners) {
        #expect(point.0 == Int((corner.x * 100).rounded()))
        #expect(point.1 == Int((corner.y * 100).rounded()))
        cornersSeen["\(point.0),\(point.1)", default: 0] += 1
      }
    }
    // Inner corners are shared by three cells: exact matches prove there are no cracks.
    #expect(cornersSeen.values.filter { $0 == 3 }.count >= 10)
  }

  @Test func hostileTextRendersAsText() throws {
    let hostileName = "</svg><script>alert('x')</script> & \"quoted\""
    let palette = [
      Terrain(id: "a\"b<c> d", symbol: "a", color: "#102030", movementCost: 1),
      Terrain(id: "a_b_c__d", symbol: "b", color: "#405060", movementCost: 1),
      Terrain(id: "+", symbol: "c", color: "#708090", movementCost: nil),
    ]
    var board = try Board(
      name: hostileName, grid: MapGrid(columns: 3, rows: 2), palette: palette, fill: "a\"b<c> d")
    try board.setTerrain("a_b_c__d", at: Hex(q: 1, r: 0))
    try board.setTerrain("+", at: Hex(q: 2, r: -1))
    try board.addObject(
      BoardObject(
        id: "<script>", kind: "x\" onload=\"alert(1)", position: .zero,
        properties: ["<k>": "</title></svg>", "tab": "a\tb"]))
    // A board refuses control characters in its text (`setName` too), but the renderer
    // still makes whatever it is given safe: a name set past the checks (the internal setter).
    #expect(throws: BoardError.self) { try board.setName("bell\u{07}") }
    board.name += " bell\u{07}nul\u{0}del\u{7F}csi\u{9B}"
    let options = PictureOptions(
      strokeColor: "red\" onload=\"alert(1)", background: "url(javascript:alert(1))",
      labelColor: "#12345", objectColor: "#GGGGGG", highlight: [.zero],
      highlightColor: "</style>", path: [.zero, Hex(q: 1, r: 0)], pathColor: "",
      showsLegend: true)
    let svg = board.svg(options: options)

    let parsed = ParsedSVG.parse(svg)
    #expect(!parsed.elements.contains("script"))
    #expect(parsed.titles.first?.hasPrefix(hostileName) == true)
    #expect(parsed.titles.contains { $0.hasPrefix("<script> (x\" onload=\"alert(1))\n<k>: ") })
    #expect(parsed.texts.contains("a\"b<c> d"))
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("onload=\""))
    #expect(!svg.contains("javascript"))
    #expect(svg.contains("&lt;/svg&gt;&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;"))
    #expect(svg.contains("bell\u{FFFD}nul\u{FFFD}del&#x7F;csi&#x9B;"))
    let raw = svg.unicodeScalars.filter { TerminalText.isControl($0) && $0 != "\n" && $0 != "\t" }
    #expect(raw.isEmpty)
    // Every colour in the file is #RRGGBB: the bad ones became the fallback.
    #expect(svg.contains("stroke=\"\(SVGRenderer.fallbackColor)\""))
    #expect(svg.contains("fill=\"\(SVGRenderer.fallbackColor)\""))
    // Class names keep only [A-Za-z0-9_-]; a collision gets the palette index appended.
    #expect(svg.contains("class=\"terrain terrain-a_b_c__d\""))
    #expect(svg.contains("class=\"terrain terrain-a_b_c__d-1\""))
    #expect(svg.contains("class=\"terrain terrain-_\""))
    #expect(svg.contains("class=\"object object-x__onload__alert_1_\""))
  }

  @Test(arguments: [
    (0.0, "0"), (-0.001, "0"), (-0.004, "0"), (-0.005, "-0.01"), (1.5, "1.5"), (2.0, "2"),
    (12.345, "12.35"), (-3.1, "-3.1"), (0.1 + 0.2, "0.3"), (1e20, "10000000000000"),
    (Double.nan, "0"), (100.0, "100"), (0.07, "0.07"),
  ])
  func fixedPointNumbers(value: Double, expected: String) {
    #expect(FixedPointFormat(decimals: 2).string(value) == expected)
  }

  @Test func precisionOption() {
    #expect(FixedPointFormat(decimals: 0).string(2.5) == "3")
    #expect(FixedPointFormat(decimals: 3).string(-1.0005) == "-1.001")
    #expect(FixedPointFormat(decimals: 99).decimals == 6)
    #expect(FixedPointFormat(decimals: -1).decimals == 0)
  }

  @Test func fitUsesTheTargetSize() throws {
    let board = try RenderingFixtures.flatRectangle()
    let renderer = SVGRenderer(options: PictureOptions(sizing: .fit(width: 400, height: 300)))
    let box = renderer.viewBox(for: board)
    // The largest hexes that fit: one side meets the target, the other is within it.
    #expect(box.size.width <= 400 + 1e-9 && box.size.height <= 300 + 1e-9)
    #expect(abs(box.size.width - 400) < 1e-6 || abs(box.size.height - 300) < 1e-6)
    // A target smaller than the margins still renders (with the smallest hexes).
    let tiny = SVGRenderer(options: PictureOptions(sizing: .fit(width: 5, height: 5)))
    #expect(tiny.layout(for: board).size == Size(uniform: SVGRenderer.minimumRadius))
    _ = ParsedSVG.parse(tiny.render(board))
  }

  @Test func orientationOverrideAndGap() throws {
    let board = try RenderingFixtures.flatRectangle()
    // Another orientation than the board's is ignored (it would need re-projecting).
    let pointy = SVGRenderer(options: PictureOptions(orientation: .pointy))
    #expect(pointy.layout(for: board).orientation == .flat)
    #expect(pointy.render(board) == SVGRenderer().render(board))
    let spaced = SVGRenderer(options: PictureOptions(gap: 4)).layout(for: board)
    #expect(spaced.spacing == 4)
    #expect(
      spaced.center(of: Hex(q: 1, r: 0)).distance(to: spaced.center(of: .zero))
        > SVGRenderer().layout(for: board).center(of: Hex(q: 1, r: 0)).distance(
          to: SVGRenderer().layout(for: board).center(of: .zero)))
  }

  @Test func pathSplitsAtJumpsAndLeavesTheBoard() throws {
    let board = try Board(
      name: "w", grid: MapGrid(columns: 6, rows: 4, wrap: .cylinder), fill: "grass")
    // Across the seam: column 5 to column 0 is one step on the cylinder, drawn as two
    // halves; a step off the board and back is a jump that ends the line.
    let route = [
      RenderingFixtures.offset(4, 1), RenderingFixtures.offset(5, 1),
      RenderingFixtures.offset(6, 1), RenderingFixtures.offset(7, 1),
      RenderingFixtures.offset(7, 9), RenderingFixtures.offset(3, 3),
      RenderingFixtures.offset(3, 2),
    ]
    let lines = SVGRenderer(options: PictureOptions(path: route)).pathPolylines(
      of: board, layout: SVGRenderer().layout(for: board))
    #expect(lines.map(\.count) == [3, 3, 2])
  }

  @Test func largeBoardStaysCompact() throws {
    var board = try Board(name: "big", grid: MapGrid(columns: 256, rows: 256), fill: "grass")
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for index in board.grid.indices where index % 3 == 0 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let terrain = board.palette[Int(state >> 61)].id
      try board.setTerrain(terrain, at: board.grid.hex(at: index))
    }
    let svg = board.svg(options: PictureOptions(sizing: .radius(10)))
    let bytes = svg.utf8.count
    print("256×256 board, radius 10: \(bytes) bytes of SVG")
    #expect(bytes < 4_000_000)
    // Paths of at most 64 KiB of data each: a few elements per terrain, not one per cell.
    #expect(svg.split(separator: "\n").count < 100)
  }
}
