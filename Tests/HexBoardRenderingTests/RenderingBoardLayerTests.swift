import HexBoard
import HexBoardChecks
import HexTestSupport
import Testing

@_spi(PixelChecks) @testable import HexBoardRendering

/// Named layers in pictures (`PictureOptions.layers`): categorical marks and numeric
/// choropleths and labels, checked by structure (SVG elements, their colours and cell
/// counts) and by pixels of the PNG, never by goldens; and a board whose layers are not
/// drawn gives the bytes of the board without them.
@Suite("Rendering: board layers")
struct RenderingBoardLayerTests {
  static let forest: RGBColor = "#00aa00"

  static func offset(_ col: Int, _ row: Int) -> Hex { RenderingFixtures.offset(col, row) }

  /// The flat fixture with an "overlay" layer (forest, coloured, on 1,2 and 5,1; village,
  /// no colour, on 2,3; bridge, no colour, nowhere) and a numeric "moisture" layer
  /// (col × 3 + row, so 0...18 over the 6 × 4 grid).
  static func layeredBoard() throws -> Board {
    var board = try RenderingFixtures.flatRectangle()
    try board.addLayer(
      "overlay",
      kind: .categorical(palette: [
        LayerValue(id: "forest", name: "Pine forest", color: forest), LayerValue(id: "village"),
        LayerValue(id: "bridge"),
      ]))
    try board.setLayerValue("forest", inLayer: "overlay", at: offset(1, 2))
    try board.setLayerValue("forest", inLayer: "overlay", at: offset(5, 1))
    try board.setLayerValue("village", inLayer: "overlay", at: offset(2, 3))
    try board.addLayer("moisture", kind: .numeric)
    for col in 0..<6 {
      for row in 0..<4 {
        try board.setLayerNumber(col * 3 + row, inLayer: "moisture", at: offset(col, row))
      }
    }
    return board
  }

  /// The largest channel difference between a PNG pixel and a colour.
  static func distance(
    _ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ color: RGBColor
  ) -> Int {
    [
      Int(pixel.red) - Int(color.red), Int(pixel.green) - Int(color.green),
      Int(pixel.blue) - Int(color.blue),
    ].map(abs).max() ?? 0
  }

  static func pixel(
    _ canvas: RasterCanvas, at point: Point
  ) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    canvas.pixel(x: Int(point.x.rounded(.down)), y: Int(point.y.rounded(.down)))
  }

  /// The `d` attribute of the first `<path` whose opening contains `marker`.
  static func pathData(in svg: String, marker: String) -> String? {
    guard let start = svg.range(of: marker) else { return nil }
    let rest = svg[start.upperBound...]
    guard let d = rest.range(of: "d=\""), let end = rest[d.upperBound...].firstIndex(of: "\"")
    else { return nil }
    return String(rest[d.upperBound..<end])
  }

  @Test func categoricalMarksCoverTheirCellsInTheValuesColours() throws {
    let board = try Self.layeredBoard()
    let options = PictureOptions(sizing: .radius(20))
    let svg = SVGRenderer(options: options).render(board)
    let villageColor = SVGRenderer.layerValueColors[1]
    // One group for the categorical layer (the numeric one is not drawn by default), a path
    // per value in use with one hexagon (a closed subpath) per cell, under the features.
    #expect(svg.contains("<g class=\"layer layer-overlay\""))
    #expect(!svg.contains("layer-moisture"))
    let forest = try #require(
      Self.pathData(in: svg, marker: "class=\"layer-value value-forest\" fill=\"#00aa00\""))
    #expect(forest.filter { $0 == "z" || $0 == "Z" }.count == 2)
    let village = try #require(
      Self.pathData(
        in: svg, marker: "class=\"layer-value value-village\" fill=\"\(villageColor)\""))
    #expect(village.filter { $0 == "z" || $0 == "Z" }.count == 1)
    #expect(!svg.contains("value-bridge"))
    let cells = try #require(svg.range(of: "<g class=\"cells\""))
    let marks = try #require(svg.range(of: "<g class=\"layer layer-overlay\""))
    #expect(cells.lowerBound < marks.lowerBound)

    // The PNG: the mark's colour at the centre of a marked cell, the terrain three
    // quarters of the way to a corner (outside the 0.6 mark) and at unmarked centres.
    let canvas = try PNGRenderer(options: options).canvas(for: board)
    let layout = SVGRenderer(options: options).layout(for: board)
    let grid = board.grid
    let overlay = try #require(board.layer(named: "overlay"))
    for index in 0..<grid.indexCount where grid.isCell(index) {
      let hex = grid.hex(at: index)
      guard !board.objects.contains(where: { $0.position == hex }) else { continue }
      let center = layout.center(of: hex)
      let terrain = try #require(board.terrain(at: hex)).color
      let want: RGBColor =
        switch overlay.value(at: hex)?.id {
        case "forest": Self.forest
        case "village": villageColor
        default: terrain
        }
      #expect(Self.distance(Self.pixel(canvas, at: center), want) <= 2, "\(hex)")
      let outside = center + layout.cornerOffset(0) * 0.78
      #expect(Self.distance(Self.pixel(canvas, at: outside), terrain) <= 2, "\(hex)")
    }
  }

  @Test func numericLayersAreAChoroplethOrLabelsWhenNamed() throws {
    let board = try Self.layeredBoard()
    var options = PictureOptions(sizing: .radius(20))
    options.layers = ["moisture"]
    let renderer = SVGRenderer(options: options)
    let overlays = renderer.layerOverlays(for: board)
    #expect(overlays.map(\.name) == ["moisture"])
    let choropleth = try #require(overlays.first)
    #expect(choropleth.style == .choropleth && choropleth.range == 0...18)
    #expect(choropleth.colors.count == 8)
    #expect(choropleth.colors.first == "#440154" && choropleth.colors.last == "#fde725")
    #expect(choropleth.paintIndex(ofCode: 0) == 0 && choropleth.paintIndex(ofCode: 18) == 7)
    let svg = renderer.render(board)
    #expect(svg.contains("<g class=\"layer layer-moisture\" fill-opacity=\"0.6\""))
    #expect(!svg.contains("layer-overlay"))

    // The PNG: each unobstructed centre is its terrain blended 0.6 toward its class's colour.
    let canvas = try PNGRenderer(options: options).canvas(for: board)
    let layout = renderer.layout(for: board)
    let moisture = try #require(board.layer(named: "moisture"))
    for hex in board.grid.hexes where !board.objects.contains(where: { $0.position == hex }) {
      let terrain = try #require(board.terrain(at: hex)).color
      let code = Int32(try #require(moisture.number(at: hex)))
      let paint = try #require(choropleth.paintIndex(ofCode: code))
      let want = CellDimming(dimmed: [], color: choropleth.colors[paint], opacity: 0.6)
        .blended(terrain)
      #expect(Self.distance(Self.pixel(canvas, at: layout.center(of: hex)), want) <= 2, "\(hex)")
    }

    // A few numbers: one class each, so the ramp's ends and middle.
    var small = try Board(name: "s", grid: MapGrid(columns: 3, rows: 1), fill: "grass")
    try small.addLayer("owner", kind: .numeric)
    try small.setLayerNumber(2, inLayer: "owner", at: Self.offset(1, 0))
    try small.setLayerNumber(-1, inLayer: "owner", at: Self.offset(2, 0))
    var ownerOptions = PictureOptions()
    ownerOptions.layers = ["owner"]
    let three = try #require(SVGRenderer(options: ownerOptions).layerOverlays(for: small).first)
    #expect(three.range == -1...2 && three.colors.count == 4)

    // As labels: every cell's number below its centre, no choropleth.
    options.numericLayers = .labels
    let labelled = SVGRenderer(options: options).render(board)
    #expect(labelled.contains("<g class=\"layer-labels layer-moisture\""))
    #expect(!labelled.contains("<g class=\"layer layer-moisture\""))
    #expect(labelled.contains(">18</text>") && labelled.contains(">0</text>"))
    let labelCanvas = try PNGRenderer(options: options).canvas(for: board)
    #expect(labelCanvas.pixels != canvas.pixels)
  }

  @Test func legendListsValuesInUseAndTheRamp() throws {
    let board = try Self.layeredBoard()
    var options = PictureOptions(sizing: .radius(20), showsLegend: true)
    options.layers = ["overlay", "moisture"]
    let geometry = SVGRenderer(options: options).geometry(for: board)
    let texts = geometry.legendTexts
    // Choropleths come first (drawn under the marks), then the values in use.
    #expect(
      SVGRenderer(options: options).layerOverlays(for: board).map(\.name) == [
        "moisture", "overlay",
      ])
    let ramp = try #require(texts.firstIndex(of: "moisture 0..18"))
    #expect(Array(texts[ramp...].prefix(3)) == ["moisture 0..18", "Pine forest", "village"])
    let first = ramp + 1
    let svg = SVGRenderer(options: options).render(board)
    #expect(svg.contains(">moisture 0..18</text>"))
    #expect(svg.contains("class=\"swatch layer\" fill=\"#00aa00\""))
    // The PNG draws the same legend (the swatch's middle is the value's colour).
    let canvas = try PNGRenderer(options: options).canvas(for: board)
    let entry = geometry.legend[first]
    let middle = entry + Point(x: 6, y: 6)
    #expect(Self.distance(Self.pixel(canvas, at: middle), Self.forest) <= 2)
    // No legend entries for layers without the legend, or not drawn.
    options.layers = []
    #expect(!SVGRenderer(options: options).geometry(for: board).legendTexts.contains("village"))
  }

  /// Every golden case's board with layers added but none drawn (`layers: []`), and with
  /// only a numeric layer (not drawn by default), gives the bytes of the board without
  /// them, in SVG and PNG: the layers cost a picture nothing unless drawn.
  @Test(arguments: try RenderingFixtures.svgCases())
  func boardsWhoseLayersAreNotDrawnKeepTheirBytes(_ golden: RenderingFixtures.Case) throws {
    var layered = golden.board
    try layered.addLayer("overlay", kind: .categorical(palette: [LayerValue(id: "forest")]))
    try layered.addLayer("owner", kind: .numeric)
    for hex in layered.grid.hexes {
      try layered.setLayerValue("forest", inLayer: "overlay", at: hex)
      try layered.setLayerNumber(3, inLayer: "owner", at: hex)
    }
    var hidden = golden.options
    hidden.layers = []
    #expect(
      SVGRenderer(options: hidden).render(layered)
        == SVGRenderer(options: golden.options).render(golden.board))
    #expect(
      try PNGRenderer(options: hidden).render(layered)
        == PNGRenderer(options: golden.options).render(golden.board))
    var numericOnly = golden.board
    try numericOnly.addLayer("owner", kind: .numeric)
    #expect(
      SVGRenderer(options: golden.options).render(numericOnly)
        == SVGRenderer(options: golden.options).render(golden.board))
  }

  /// The pixel checks skip cells a drawn layer covers, and every one holds in the PNG.
  @Test func pixelChecksHoldWithLayersDrawn() throws {
    let board = try Self.layeredBoard()
    for layers in [nil, ["overlay", "moisture"]] as [[String]?] {
      var options = PictureOptions(
        sizing: .radius(14), background: "#fafafa", showsLegend: true)
      options.layers = layers
      let canvas = try PNGRenderer(options: options).canvas(for: board)
      let checks = board.svgPixelChecks(options: options)
      // Cells are checked where no layer covers them: some with the overlay alone, none
      // under a choropleth covering every cell.
      #expect(checks.contains { $0.note != "background" } == (layers == nil))
      for check in checks {
        let pixel = Self.pixel(canvas, at: Point(x: check.x, y: check.y))
        #expect(Self.distance(pixel, check.color) <= 2, "\(check.note)")
      }
    }
  }
}
