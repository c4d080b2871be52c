import Foundation
import HexBoard
import HexBoardChecks
import Testing

@_spi(PixelChecks) @testable import HexBoardRendering

/// The points `.ci/run` checks in the real renderer: for every golden SVG
/// (`Fixtures/<name>.svg`) a golden `Fixtures/<name>.checks.json`, read by
/// `scripts/check-svg-pixels.py` after `rsvg-convert` has drawn the SVG.
@Suite("Rendering: pixel checks")
struct RenderingPixelCheckTests {
  /// The checks as the JSON `scripts/check-svg-pixels.py` reads, byte-deterministic.
  static func json(_ checks: [SVGPixelCheck]) -> String {
    let format = FixedPointFormat(decimals: 2)
    let entries = checks.map { check in
      "    {\"x\": \(format.string(check.x)), \"y\": \(format.string(check.y)), "
        + "\"color\": \(quoted(check.color.description)), \"note\": \(quoted(check.note))}"
    }
    return "{\n  \"checks\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  @Test(arguments: try RenderingFixtures.svgCases())
  func goldenChecks(_ testCase: RenderingFixtures.Case) throws {
    let checks = testCase.board.svgPixelChecks(options: testCase.options)
    try RenderingFixtures.expectGolden(Self.json(checks), named: "\(testCase.name).checks.json")
  }

  @Test(arguments: try RenderingFixtures.svgCases())
  func checksNameTheColourUnderThePoint(_ testCase: RenderingFixtures.Case) throws {
    let board = testCase.board
    let grid = board.grid
    let renderer = SVGRenderer(options: testCase.options)
    let layout = renderer.layout(for: board)
    let checks = renderer.pixelChecks(for: board)
    let viewBox = renderer.viewBox(for: board)
    // Every terrain with a cell free of markers, path and roads is checked at least once.
    var covered = Set(
      testCase.options.path + board.objects.map(\.position) + testCase.options.origins)
    // Dimmed cells are checked blended, and only a few of them.
    let dimming = renderer.cellDimming(for: board)
    if let dimming {
      covered.formUnion(grid.indices.filter { dimming.dimmed[$0] }.map { grid.hex(at: $0) })
    }
    for edge in board.featureLocations(.side).compactMap(\.edge)
    where board.features(at: edge).contains(where: { $0.style == .crossing }) {
      covered.formUnion(grid.cells(beside: edge))
    }
    let used = Set(
      grid.indices.filter { !covered.contains(grid.hex(at: $0)) }
        .map { board.palette[Int(board.terrain[index: $0])].color })
    #expect(!used.isEmpty)
    #expect(used.isSubset(of: Set(checks.map(\.color))))
    // Every placed feature is checked at least once in these fixtures.
    for id in board.edgePalette.map(\.id) + board.vertexPalette.map(\.id)
    where !board.featureLocations(carrying: id, kind: .side).compactMap(\.edge).isEmpty
      || !board.featureLocations(carrying: id, kind: .corner).compactMap(\.vertex).isEmpty
    {
      #expect(checks.contains { $0.note.hasPrefix("\(id) ") }, "\(id)")
    }
    // Where sides and corners are drawn: midway between spaced-out cells.
    let outset = -testCase.options.gap / 2
    for check in checks {
      let point = Point(x: check.x, y: check.y)
      #expect(viewBox.contains(point))
      switch check.subject {
      case .background:
        #expect(check.color == testCase.options.background)
        // No cell is drawn there (on wrapped maps every hex has a cell, drawn elsewhere).
        let hex = layout.hex(at: point)
        #expect(grid.canonical(hex) != hex)
      case .cell(let index):
        let terrain = try #require(board.terrain(at: layout.hex(at: point)))
        let isDimmed = dimming?.dimmed[index] == true
        #expect(
          (isDimmed ? dimming?.blended(terrain.color) : terrain.color) == check.color,
          "\(check.note)")
        #expect(check.note.hasPrefix("dimmed ") == isDimmed)
        #expect(board.objects(at: layout.hex(at: point)).isEmpty)
        // No road runs through the centre.
        #expect(
          !board.edges(of: grid.hex(at: index)).contains {
            board.features(at: $0).contains { $0.style == .crossing }
          }, "\(check.note)")
      case .edge(let slot):
        // The middle of the side, and the colour drawn last there: crossing features
        // after side ones, each in palette order.
        let edge = grid.edge(atSlot: slot)
        let a = layout.corner((edge.direction.rawValue + 5) % 6, of: edge.hex, inset: outset)
        let b = layout.corner(edge.direction.rawValue, of: edge.hex, inset: outset)
        #expect(abs(point.x - (a.x + b.x) / 2) < 1e-9 && abs(point.y - (a.y + b.y) / 2) < 1e-9)
        let here = board.features(at: edge)
        let top = here.last { $0.style == .crossing } ?? here.last
        #expect(top?.color == check.color, "\(check.note)")
        #expect(!grid.cells(beside: edge).contains { testCase.options.highlight.contains($0) })
      case .vertex(let slot):
        let vertex = grid.vertex(atSlot: slot)
        let corner = layout.corner(vertex.corner, of: vertex.hex, inset: outset)
        #expect(abs(point.x - corner.x) < 1e-9 && abs(point.y - corner.y) < 1e-9)
        #expect(board.features(at: vertex).last?.color == check.color, "\(check.note)")
        #expect(!grid.cells(around: vertex).contains { testCase.options.highlight.contains($0) })
      case .bridge(let slot):
        #expect(SVGRenderer.bridgeSlots(of: board).contains(slot))
        #expect(check.color == testCase.options.strokeColor)
      }
    }
  }

  /// Bridges are checked where their parapets are wide enough to hit (hexes of radius 60
  /// and more): the middle of the first parapet, 0.14 × the radius along the side from its
  /// middle, in the outline colour.
  @Test func bridgesAreCheckedAtTheirParapets() throws {
    let board = try RenderingSharedPictureTests.bridgeBoard()
    let options = PictureOptions(sizing: .radius(80))
    let checks = board.svgPixelChecks(options: options).filter {
      if case .bridge = $0.subject { true } else { false }
    }
    #expect(checks.count == 1)
    let check = try #require(checks.first)
    #expect(check.color == options.strokeColor)
    let layout = SVGRenderer(options: options).geometry(for: board).layout
    let a = layout.center(of: RenderingFixtures.offset(2, 1))
    let b = layout.center(of: RenderingFixtures.offset(2, 0))
    #expect(abs(abs(check.x - (a.x + b.x) / 2) - 0.14 * 80) < 1e-9)
    #expect(abs(check.y - (a.y + b.y) / 2) < 1e-9)
    // The PNG has that colour there.
    let canvas = try PNGRenderer(options: options).canvas(for: board)
    let pixel = canvas.pixel(x: Int(check.x.rounded(.down)), y: Int(check.y.rounded(.down)))
    #expect(RenderingSharedPictureTests.distance(pixel, check.color) <= 2)
    #expect(
      board.svgPixelChecks(options: PictureOptions(sizing: .radius(40))).allSatisfy {
        if case .bridge = $0.subject { false } else { true }
      })
  }

  /// The colour on top where a road crosses a wall (a gate) or a river (a bridge) is the
  /// road's: the check says so.
  @Test func featuresUnderARoadAreCheckedInTheRoadsColour() throws {
    let board = try RenderingFixtures.flatWithFeatures()
    let checks = board.svgPixelChecks(options: PictureOptions(sizing: .radius(24)))
    let bridges = checks.filter { $0.note.hasSuffix(", under road") }
    #expect(!bridges.isEmpty)
    #expect(bridges.allSatisfy { $0.color == EdgeFeature.defaultPalette[2].color })
    // Small hexes: feature lines too thin to hit are not checked; cells still are.
    let small = board.svgPixelChecks(options: PictureOptions(sizing: .radius(8)))
    #expect(!small.isEmpty)
    #expect(small.allSatisfy { if case .cell = $0.subject { true } else { false } })
  }

  @Test func tinyHexesGiveNoCellChecks() throws {
    let board = try RenderingFixtures.flatRectangle()
    #expect(board.svgPixelChecks(options: PictureOptions(sizing: .radius(3))).isEmpty)
    let withBackground = board.svgPixelChecks(
      options: PictureOptions(sizing: .radius(3), background: "#000000"))
    #expect(withBackground.map(\.note) == ["background"])
  }

  @Test func checksJSONEscapesNotes() {
    let check = SVGPixelCheck(
      x: 1.006, y: -0.001, color: "#000000", note: "a\"b\\c\n", subject: .background)
    #expect(
      Self.json([check])
        == "{\n  \"checks\": [\n    {\"x\": 1.01, \"y\": 0, \"color\": \"#000000\", "
        + "\"note\": \"a\\\"b\\\\c\\u000a\"}\n  ]\n}\n")
  }
}
