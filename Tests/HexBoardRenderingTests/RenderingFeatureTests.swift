import Foundation
import HexBoard
import HexBoardChecks
import HexTestSupport
import Testing

@_spi(PixelChecks) @testable import HexBoardRendering

/// Hexside and corner features in SVG pictures: what is drawn where, in which order, and
/// that boards without features draw as before.
@Suite("Rendering: hexside and corner features")
struct RenderingFeatureTests {
  /// The `d` attribute of the one line starting with `prefix`, if any.
  static func pathData(_ svg: String, _ prefix: String) -> Substring? {
    guard let line = svg.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }),
      let start = line.range(of: " d=\"")
    else { return nil }
    return line[start.upperBound...].prefix { $0 != "\"" }
  }

  /// Straight segments of path data made of `M x,y x,y … [Z]` subpaths, in hundredths,
  /// each as a sorted pair of points.
  static func segments(_ data: Substring) -> [[[Int]]] {
    var result: [[[Int]]] = []
    for subpath in data.split(separator: "M") {
      let closed = subpath.hasSuffix("Z")
      var points = subpath.dropLast(closed ? 1 : 0).split(separator: " ").map { pair in
        pair.split(separator: ",").map { Int((Double($0)! * 100).rounded()) }
      }
      if closed, let first = points.first { points.append(first) }
      for (a, b) in zip(points, points.dropFirst()) {
        result.append([a, b].sorted { $0.lexicographicallyPrecedes($1) })
      }
    }
    return result.sorted { $0.description < $1.description }
  }

  static func hundredths(_ point: Point) -> [Int] {
    [Int((point.x * 100).rounded()), Int((point.y * 100).rounded())]
  }

  @Test func boardsWhoseFeaturesWereRemovedDrawAsBefore() throws {
    let plain = try RenderingFixtures.flatRectangle()
    var board = plain
    let edge = HexEdge(RenderingFixtures.offset(2, 1), .north)
    try board.setFeature("river", at: .side(edge))
    try board.setFeature("town", at: .corner(HexVertex(RenderingFixtures.offset(2, 1), corner: 1)))
    let options = PictureOptions(background: "#ffffff", showsLegend: true)
    #expect(board.svg(options: options) != plain.svg(options: options))
    try board.clearFeatures(at: .side(edge))
    try board.clearFeatures(at: .corner(HexVertex(RenderingFixtures.offset(2, 1), corner: 1)))
    #expect(board.svg(options: options) == plain.svg(options: options))
    #expect(board.svgPixelChecks(options: options) == plain.svgPixelChecks(options: options))
  }

  /// Every side carrying a feature is drawn exactly once per place it appears (twice on a
  /// wrapped seam), along the side for `.side` features and centre to centre (or to the
  /// side's middle) for `.crossing` ones; every corner gets a marker per place.
  @Test func everyPlacedSideAndCornerIsDrawnOnRandomBoards() throws {
    var rng = TestRandom(seed: 4711)
    for round in 0..<40 {
      var board = try randomBoard(using: &rng)
      try addRandomFeatures(to: &board, density: 0.3, using: &rng)
      let gap = round % 3 == 0 ? 2.0 : 0
      let options = PictureOptions(sizing: .radius(10), gap: gap, precision: 2)
      let svg = board.svg(options: options)
      // In hex units: at radius 10 they are pixels, with hex (0, 0) at the origin.
      let renderer = SVGRenderer(options: options)
      let layout = renderer.drawingSpace(for: renderer.layout(for: board)).layout
      let grid = board.grid
      let outset = -gap / 2
      func corner(_ vertex: HexVertex) -> [Int] {
        Self.hundredths(layout.corner(vertex.corner, of: vertex.hex, inset: outset))
      }
      for (k, feature) in board.edgePalette.enumerated() {
        let classes = SVGRenderer(options: options).uniqueClasses(board.edgePalette.map(\.id))
        let data = Self.pathData(svg, "<path class=\"edge edge-\(classes[k])\"")
        let edges = board.featureLocations(carrying: feature.id, kind: .side).compactMap(\.edge)
        #expect((data == nil) == edges.isEmpty, "round \(round) \(feature.id)")
        guard let data else { continue }
        var expected: [[[Int]]] = []
        for edge in edges {
          let slot = try #require(grid.edgeSlot(of: edge))
          let index = slot / 6
          let direction = HexDirection(rawValue: slot % 6)!
          let here = grid.hex(at: index)
          let other = grid.neighbor(of: index, in: direction)
          let seam = other.map { grid.hex(at: $0) != here.neighbor(in: direction) } ?? false
          var places = [(here, direction)]
          if seam, let other { places.append((grid.hex(at: other), direction.opposite)) }
          for (hex, side) in places {
            let a = HexVertex(hex, corner: side.rawValue + 5)
            let b = HexVertex(hex, corner: side.rawValue)
            if feature.style == .side {
              expected.append([corner(a), corner(b)].sorted { $0.lexicographicallyPrecedes($1) })
            } else if other == nil || seam {
              let pa = layout.corner(a.corner, of: a.hex, inset: outset)
              let pb = layout.corner(b.corner, of: b.hex, inset: outset)
              let middle = Self.hundredths(Point(x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2))
              expected.append(
                [Self.hundredths(layout.center(of: hex)), middle].sorted {
                  $0.lexicographicallyPrecedes($1)
                })
            }
          }
          if feature.style == .crossing, let other, !seam {
            expected.append(
              [
                Self.hundredths(layout.center(of: here)),
                Self.hundredths(layout.center(of: grid.hex(at: other))),
              ].sorted { $0.lexicographicallyPrecedes($1) })
          }
        }
        let drawn = Self.segments(data)
        let want = expected.sorted { $0.description < $1.description }
        // Rounding may move a shared corner by a hundredth; compare within one unit.
        let close =
          drawn.count == want.count
          && zip(drawn, want).allSatisfy { pair in
            zip(pair.0.joined(), pair.1.joined()).allSatisfy { abs($0 - $1) <= 1 }
          }
        #expect(close, "round \(round) \(feature.id): \(drawn.count) vs \(want.count)")
      }
      for (k, feature) in board.vertexPalette.enumerated() {
        let classes = SVGRenderer(options: options).uniqueClasses(board.vertexPalette.map(\.id))
        let data = Self.pathData(svg, "<path class=\"vertex vertex-\(classes[k])\"")
        let vertices = board.featureLocations(carrying: feature.id, kind: .corner).compactMap(
          \.vertex)
        #expect((data == nil) == vertices.isEmpty)
        guard let data else { continue }
        let places = try vertices.reduce(0) { count, vertex in
          let slot = try #require(grid.vertexSlot(of: vertex))
          return count + grid.drawnCorners(ofVertexSlot: slot).count
        }
        #expect(data.filter { $0 == "M" }.count == places, "round \(round) \(feature.id)")
      }
      _ = ParsedSVG.parse(svg)
    }
  }

  @Test func layersComeInTheDocumentedOrderAndScaleWithTheRadius() throws {
    let board = try RenderingFixtures.flatWithFeatures()
    for radius in [10.0, 30.0] {
      let svg = board.svg(
        options: PictureOptions(
          sizing: .radius(radius), highlight: [RenderingFixtures.offset(1, 1)],
          path: [RenderingFixtures.offset(0, 0), RenderingFixtures.offset(1, 0)]))
      let order = [
        "<g class=\"cells\"", "<g class=\"edges side\"", "<g class=\"edges crossing\"",
        "<g class=\"vertices\"", "<g class=\"highlight\"", "<g class=\"path\"",
        "<g class=\"objects\"",
      ].map { svg.range(of: $0)?.lowerBound }
      #expect(order.allSatisfy { $0 != nil })
      #expect(zip(order, order.dropFirst()).allSatisfy { $0! < $1! })
      // In hex units (radius 10), scaled to the picture by the board group's transform.
      let scale = FixedPointFormat(decimals: 6).string(radius / SVGRenderer.unitRadius)
      #expect(
        svg.contains("<g class=\"board\" transform=\"translate(")
          && svg.contains(" scale(\(scale))\">"))
      #expect(svg.contains("<g class=\"edges side\" fill=\"none\" stroke-width=\"2\""))
      #expect(svg.contains("<g class=\"edges crossing\" fill=\"none\" stroke-width=\"1.6\""))
      // Walls before rivers: palette order within a layer.
      let wall = try #require(svg.range(of: "class=\"edge edge-wall\""))
      let river = try #require(svg.range(of: "class=\"edge edge-river\""))
      #expect(wall.lowerBound < river.lowerBound)
    }
  }

  @Test func legendListsPlacedFeaturesAfterTheTerrainsInPaletteOrder() throws {
    var board = try RenderingFixtures.flatRectangle()
    try board.addPaletteFeature(EdgeFeature(id: "<hedge & \"x\">", color: "#335511"))
    try board.addPaletteFeature(VertexFeature(id: "well", color: "#0a0b0c"))
    try board.setFeature(
      "<hedge & \"x\">", at: .side(HexEdge(RenderingFixtures.offset(2, 2), .north)))
    try board.setFeature("river", at: .side(HexEdge(RenderingFixtures.offset(3, 2), .north)))
    try board.setFeature("well", at: .corner(HexVertex(RenderingFixtures.offset(3, 2), corner: 1)))
    let svg = board.svg(options: PictureOptions(showsLegend: true))
    let parsed = ParsedSVG.parse(svg)
    // Object kinds present come last, in the order of their first object.
    #expect(
      parsed.texts == board.palette.map(\.id) + [
        "river", "<hedge & \"x\">", "well", "unit", "town",
      ])
    #expect(svg.contains("<line class=\"swatch edge-_hedge____x__\""))
    #expect(svg.contains(".edge-_hedge____x__{stroke:#335511}"))
    #expect(!svg.contains("edge-wall") && !svg.contains("vertex-town"))
    #expect(svg.contains("<rect class=\"swatch vertex-well\""))
  }

  @Test func aCornerWithSeveralFeaturesShowsThemNested() throws {
    var board = try Board(name: "t", grid: MapGrid(columns: 3, rows: 3), fill: "grass")
    let vertex = HexVertex(Hex(q: 1, r: 0), corner: 0)
    try board.setFeature("tower", at: .corner(vertex))
    try board.setFeature("town", at: .corner(vertex))
    let svg = board.svg(options: PictureOptions(sizing: .radius(20)))
    // town first (palette order), 0.4 radius wide (4 hex units); tower inside it, 2 wide.
    #expect(Self.pathData(svg, "<path class=\"vertex vertex-town\"")?.contains("h4v4h-4Z") == true)
    #expect(Self.pathData(svg, "<path class=\"vertex vertex-tower\"")?.contains("h2v2h-2Z") == true)
  }
}
