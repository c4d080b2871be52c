import HexBoard
import HexTestSupport
import Testing

@_spi(PixelChecks) @testable import HexBoardRendering

@Suite("Rendering: objects by kind and overlay markers")
struct RenderingObjectKindTests {
  /// Twice the signed area of a polygon (positive when it turns clockwise on screen, y
  /// down).
  static func doubleArea(_ polygon: [Point]) -> Double {
    var sum = 0.0
    for k in polygon.indices {
      let a = polygon[k]
      let b = polygon[(k + 1) % polygon.count]
      sum += a.x * b.y - b.x * a.y
    }
    return sum
  }

  @Test(arguments: MarkerShape.allCases)
  func shapesFitTheirCircleAndTurnClockwise(_ shape: MarkerShape) {
    let center = Point(x: 10, y: -4)
    let polygons = shape.outline(center: center, radius: 3)
    #expect(polygons.count == 1)
    for point in polygons[0] {
      let (dx, dy) = (point.x - center.x, point.y - center.y)
      #expect(dx * dx + dy * dy <= 9 + 1e-9)
    }
    #expect(Self.doubleArea(polygons[0]) > 0)
  }

  @Test func knownAreas() {
    // A 24-gon of radius r: 12 r² sin 15°; a square of half side 0.7 r.
    let circle = MarkerShape.circle.outline(center: Point(x: 0, y: 0), radius: 2)[0]
    #expect(abs(Self.doubleArea(circle) / 2 - 12 * 4 * 0.25881904510252074) < 1e-9)
    #expect(circle.count == 24)
    let square = MarkerShape.square.outline(center: Point(x: 1, y: 1), radius: 1)[0]
    #expect(abs(Self.doubleArea(square) / 2 - 1.4 * 1.4) < 1e-12)
    // A ring: the hole turns the other way, so the areas subtract.
    let ring = MarkerShape.ring(center: Point(x: 0, y: 0), radius: 2, inner: 1)
    let area = ring.map(Self.doubleArea).reduce(0, +) / 2
    #expect(abs(area - 12 * 3 * 0.25881904510252074) < 1e-9)
  }

  @Test func builtInTableMatchesKindsCaseInsensitivelyWithAFallback() throws {
    let board = try Board(name: "t", grid: MapGrid(columns: 2, rows: 2), fill: "grass")
    let table = ObjectStyleTable(board: board, fallbackColor: "#abcdef")
    #expect(
      table.style(forKind: "TOWN") == ObjectStyle(shape: .square, color: "#ffb300", symbol: "o"))
    #expect(table.style(forKind: "City").shape == .star)
    #expect(table.style(forKind: "resource").symbol == "$")
    #expect(table.style(forKind: "start").shape == .triangle)
    #expect(table.style(forKind: "flag").shape == .flag)
    #expect(table.style(forKind: "unit").symbol == "@")
    #expect(
      table.style(forKind: "dragon") == ObjectStyle(shape: .circle, color: "#abcdef", symbol: "+"))
  }

  @Test func boardPropertiesOverrideAndExtendTheTable() throws {
    var board = try Board(name: "t", grid: MapGrid(columns: 2, rows: 2), fill: "grass")
    try board.setProperty("marker.Town", to: .string("star #123456 T"))
    try board.setProperty("marker.dragon", to: .string("  cross  nonsense #12345 ##"))
    try board.setProperty("marker.unit", to: .string("#00ff00"))
    try board.setProperty("marker.city", to: .integer(3))
    let table = ObjectStyleTable(board: board, fallbackColor: "#abcdef")
    #expect(
      table.style(forKind: "town") == ObjectStyle(shape: .star, color: "#123456", symbol: "T"))
    // Unknown words are ignored; "##" is not one character, "#12345" not a colour.
    #expect(
      table.style(forKind: "DRAGON") == ObjectStyle(shape: .cross, color: "#abcdef", symbol: "+"))
    #expect(
      table.style(forKind: "unit") == ObjectStyle(shape: .circle, color: "#00ff00", symbol: "@"))
    #expect(table.style(forKind: "city").shape == .star)  // not a string: ignored
  }

  @Test func objectColourComesFromColorThenOwnerThenPlayerThenKind() throws {
    let board = try Board(name: "t", grid: MapGrid(columns: 2, rows: 2), fill: "grass")
    let table = ObjectStyleTable(board: board, fallbackColor: "#abcdef")
    func object(_ properties: [String: PropertyValue], kind: String = "town") -> BoardObject {
      BoardObject(id: "a", kind: kind, position: .zero, properties: properties)
    }
    #expect(table.fill(for: object(["color": "#010203", "owner": "2"])) == "#010203")
    #expect(table.fill(for: object(["color": "red", "owner": "2"])) == "#1e88e5")
    #expect(table.fill(for: object(["owner": "Blue", "player": "1"])) == "#1e88e5")
    #expect(table.fill(for: object(["player": "1"])) == "#e53935")
    #expect(table.fill(for: object([:])) == "#ffb300")
    #expect(table.fill(for: object([:], kind: "dragon")) == "#abcdef")
    #expect(ObjectStyle.ownerColor("9") == "#e53935")
    #expect(ObjectStyle.ownerColor("8") == "#d81b60")
    #expect(ObjectStyle.ownerColor("neutral") == ObjectStyle.neutralColor)
    #expect(ObjectStyle.ownerColor("") == nil)
    // FNV-1a of "alice" is 7 mod 8 (computed with Python); any spelling of it agrees.
    #expect(ObjectStyle.ownerColor("alice") == ObjectStyle.playerColors[7].color)
    #expect(ObjectStyle.ownerColor("ALICE") == ObjectStyle.playerColors[7].color)
  }

  /// Every object on a random board (wrapped ones and holes too) gets one element of its
  /// kind's shape and fill, in object order; the legend ends with the kinds present.
  @Test(arguments: 0..<40)
  func randomBoardsDrawEveryObjectByKind(_ seed: UInt64) throws {
    var rng = TestRandom(seed: 0x0b1e_c700 + seed)
    var board = try randomBoard(using: &rng)
    let kinds = ["Town", "unit", "city", "flag", "start", "resource", "dragon", ""]
    let hexes = (0..<board.grid.indexCount).filter(board.grid.isCell).map(board.grid.hex(at:))
    for i in 0..<Int.random(in: 0...6, using: &rng) {
      guard let hex = hexes.randomElement(using: &rng) else { break }
      try board.addObject(
        BoardObject(
          id: "k\(i)", kind: kinds.randomElement(using: &rng) ?? "", position: hex,
          properties: Bool.random(using: &rng) ? ["color": "#0a0b0c"] : [:]))
    }
    var options = PictureOptions(showsLegend: true)
    options.objectLabels = true
    let renderer = SVGRenderer(options: options)
    let svg = renderer.render(board)
    let table = ObjectStyleTable(board: board, fallbackColor: options.objectColor)
    let elements = svg.split(separator: "\n").filter { $0.contains(" class=\"object object-") }
    #expect(elements.count == board.objects.count)
    for (object, element) in zip(board.objects, elements) {
      let style = table.style(forKind: object.kind)
      #expect(element.hasPrefix(style.shape == .circle ? "<circle" : "<path"))
      #expect(element.contains("fill=\"\(table.fill(for: object).description)\""))
    }
    // Reference: the kinds, first spelling of each, compared case-insensitively by brute force.
    var expected: [String] = []
    for object in board.objects
    where !expected.contains(where: { $0.lowercased() == object.kind.lowercased() }) {
      expected.append(object.kind)
    }
    let legend = renderer.geometry(for: board).legendEntries.compactMap { entry -> String? in
      if case .objects(let kind, _, _) = entry { return kind }
      return nil
    }
    // One entry per kind and fill: the kinds in order, each once per fill its objects have.
    var kindsInLegend: [String] = []
    for kind in legend where kindsInLegend.last != kind && !kindsInLegend.contains(kind) {
      kindsInLegend.append(kind)
    }
    #expect(kindsInLegend == expected)
    // One label per occupied cell.
    let occupied = Set(board.objects.map { board.grid.index(of: $0.position) })
    let layout = renderer.layout(for: board)
    #expect(renderer.objectLabels(for: board, layout: layout).count == occupied.count)
  }

  @Test func labelsNameTheFirstObjectAndCountTheOthers() throws {
    var board = try Board(name: "t", grid: MapGrid(columns: 3, rows: 3), fill: "grass")
    try board.addObject(BoardObject(id: "a<b", kind: "unit", position: .zero))
    try board.addObject(BoardObject(id: "b", kind: "unit", position: .zero))
    try board.addObject(BoardObject(id: "c", kind: "town", position: Hex(q: 1, r: 0)))
    var options = PictureOptions()
    options.objectLabels = true
    let svg = SVGRenderer(options: options).render(board)
    #expect(svg.contains(">a&lt;b+1</text>"))
    #expect(svg.contains(">c</text>"))
    // Too small to read: a font of 0.26 × 19 < 5 pixels.
    options.sizing = .radius(19)
    #expect(!SVGRenderer(options: options).render(board).contains("object-labels"))
    options.objectLabels = false
    options.sizing = .radius(40)
    #expect(!SVGRenderer(options: options).render(board).contains("object-labels"))
  }

  /// The dimmed cells are exactly the board's cells outside the focus (brute force), one
  /// hexagon each.
  @Test(arguments: 0..<30)
  func dimmingCoversExactlyTheCellsOutsideTheFocus(_ seed: UInt64) throws {
    var rng = TestRandom(seed: 0xd1_0000 + seed)
    let board = try randomBoard(using: &rng)
    let grid = board.grid
    let cells = (0..<grid.indexCount).filter(grid.isCell)
    var focus = cells.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }.map(grid.hex(at:))
    focus.append(Hex(q: 10_000, r: 0))  // off the board: ignored
    var options = PictureOptions()
    options.focus = focus
    let renderer = SVGRenderer(options: options)
    let outside = cells.filter { index in !focus.contains { grid.index(of: $0) == index } }
    let dimming = renderer.cellDimming(for: board)
    if outside.isEmpty {
      #expect(dimming == nil)
    } else {
      #expect(dimming.map { d in (0..<grid.indexCount).filter { d.dimmed[$0] } } == outside)
      let svg = renderer.render(board)
      // One group of bounded paths, in hex units like the cells.
      let start = try #require(svg.range(of: "<g class=\"dim\""))
      let end = try #require(svg[start.upperBound...].range(of: "</g>"))
      let group = svg[start.lowerBound..<end.lowerBound]
      #expect(group.filter { $0 == "Z" }.count == outside.count)
      #expect(group.contains("fill-opacity=\"0.5\""))
    }
  }

  @Test func blendingAndOpacityClamp() throws {
    let dimming = CellDimming(dimmed: [], color: "#000000", opacity: 0.5)
    #expect(dimming.blended("#ffffff") == "#808080")
    #expect(dimming.blended("#020406") == "#010203")
    let board = try Board(name: "t", grid: MapGrid(columns: 2, rows: 1), fill: "grass")
    var options = PictureOptions()
    options.focus = []
    options.dimOpacity = .nan
    #expect(SVGRenderer(options: options).cellDimming(for: board)?.opacity == 0.5)
    options.dimOpacity = 7
    #expect(SVGRenderer(options: options).cellDimming(for: board)?.opacity == 1)
    options.focus = nil
    #expect(SVGRenderer(options: options).cellDimming(for: board) == nil)
  }

  @Test func originsAndPathEndsAreMarked() throws {
    let board = try Board(name: "t", grid: MapGrid(columns: 4, rows: 4), fill: "grass")
    let a = board.grid.hex(at: 0)
    let b = board.grid.hex(at: 5)
    let off = Hex(q: 100, r: 100)
    var options = PictureOptions()
    options.origins = [a, off, a, b]
    options.path = [off, a, b, off]
    let renderer = SVGRenderer(options: options)
    let markers = renderer.overlayMarkers(for: board, layout: renderer.layout(for: board))
    #expect(markers.map(\.role) == [.origin, .origin, .pathStart, .pathEnd])
    #expect(markers.map(\.cell) == [0, 5, 0, 5])
    #expect(markers[0].picture.polygons.count == 2)
    #expect(markers[2].picture.fill == options.pathColor)
    let svg = renderer.render(board)
    #expect(svg.contains("<path class=\"marker origin\""))
    #expect(svg.contains("<path class=\"marker path-start\""))
    #expect(svg.contains("<path class=\"marker path-end\""))
    // A path of one cell has a start only; without marksPathEnds, none.
    options.origins = []
    options.path = [b]
    #expect(
      SVGRenderer(options: options).overlayMarkers(for: board, layout: renderer.layout(for: board))
        .map(\.role) == [.pathStart])
    options.marksPathEnds = false
    #expect(!SVGRenderer(options: options).render(board).contains("class=\"markers\""))
  }

  @Test func terminalShowsAKindSymbolAndListsTheKinds() throws {
    var board = try Board(name: "t", grid: MapGrid(columns: 3, rows: 1), fill: "grass")
    try board.addObject(BoardObject(id: "a", kind: "Town", position: board.grid.hex(at: 0)))
    try board.addObject(BoardObject(id: "b", kind: "unit", position: board.grid.hex(at: 0)))
    try board.addObject(BoardObject(id: "c", kind: "dragon", position: board.grid.hex(at: 1)))
    try board.addObject(BoardObject(id: "d", kind: "castle", position: board.grid.hex(at: 2)))
    try board.setProperty("marker.castle", to: .string("K"))
    let marks = TerminalCanvas.objectMarks(of: board)
    #expect((0..<3).map { marks.symbol(at: $0) } == ["o", "+", "K"])
    var options = TerminalOptions(usesColor: false, showsName: false, showsObjects: true)
    let text = TerminalRenderer(options: options).render(board)
    // The first object of a cell decides its symbol; kinds follow the terrains.
    #expect(text.hasPrefix(".o  .K\n  .+\n\n"))
    #expect(
      text.hasSuffix(
        "*  snow (cost 3)\n o Town (object)\n @ unit (object)\n + dragon (object)\n"
          + " K castle (object)\n"))
    options.showsObjects = false
    #expect(!TerminalRenderer(options: options).render(board).contains("(object)"))
  }

  /// On random boards (wrapped ones and holes too), the terminal marks each cell with the
  /// symbol of its first object (brute force over the objects), in `spot` and `line` alike.
  @Test(arguments: 0..<30)
  func terminalMarksMatchTheFirstObjectOfEachCell(_ seed: UInt64) throws {
    var rng = TestRandom(seed: 0x7e_0000 + seed)
    var board = try randomBoard(using: &rng)
    let grid = board.grid
    let hexes = (0..<grid.indexCount).filter(grid.isCell).map(grid.hex(at:))
    for i in 0..<Int.random(in: 0...8, using: &rng) {
      guard let hex = hexes.randomElement(using: &rng) else { break }
      let kind = ["city", "Resource", "start", "flag", "relic"].randomElement(using: &rng) ?? ""
      try board.addObject(BoardObject(id: "t\(i)", kind: kind, position: hex))
    }
    let table = ObjectStyleTable(board: board, fallbackColor: .gray)
    let canvas = TerminalCanvas(board: board, cellWidth: 2, showsObjects: true)
    var glyphs: [TerminalCanvas.Glyph] = []
    for index in 0..<grid.indexCount where grid.isCell(index) {
      let first = board.objects.first { grid.index(of: $0.position) == index }
      let expected = first.map { table.style(forKind: $0.kind).symbol } ?? " "
      let origin = canvas.origin(ofIndex: index)
      #expect(canvas.spot(x: origin.x + 1, line: origin.line)?.character == expected)
      canvas.line(origin.line, into: &glyphs)
      #expect(glyphs[origin.x + 1].character == expected)
    }
  }
}
