import Foundation
import HexBoard
import Testing

@testable import HexBoardRendering

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
    let renderer = SVGRenderer(options: testCase.options)
    let layout = renderer.layout(for: board)
    let checks = renderer.pixelChecks(for: board)
    let viewBox = renderer.viewBox(for: board)
    // Every terrain with a cell free of markers and path is checked at least once.
    let covered = Set(testCase.options.path + board.objects.map(\.position))
    let used = Set(
      board.grid.indices.filter { !covered.contains(board.grid.hex(at: $0)) }
        .map { board.palette[Int(board.terrain.storage[$0])].color })
    #expect(!used.isEmpty)
    #expect(used.isSubset(of: Set(checks.map(\.color))))
    for check in checks {
      let point = Point(x: check.x, y: check.y)
      #expect(viewBox.contains(point))
      if check.note == "background" {
        #expect(check.color == testCase.options.background)
        #expect(!board.grid.contains(layout.hex(at: point)))
      } else {
        let terrain = try #require(board.terrain(at: layout.hex(at: point)))
        #expect(terrain.color == check.color, "\(check.note)")
        #expect(board.objects(at: layout.hex(at: point)).isEmpty)
      }
    }
  }

  @Test func tinyHexesGiveNoCellChecks() throws {
    let board = try RenderingFixtures.flatRectangle()
    #expect(board.svgPixelChecks(options: SVGOptions(sizing: .radius(3))).isEmpty)
    let withBackground = board.svgPixelChecks(
      options: SVGOptions(sizing: .radius(3), background: "#000000"))
    #expect(withBackground.map(\.note) == ["background"])
  }

  @Test func checksJSONEscapesNotes() {
    let check = SVGPixelCheck(x: 1.006, y: -0.001, color: "#000000", note: "a\"b\\c\n")
    #expect(
      Self.json([check])
        == "{\n  \"checks\": [\n    {\"x\": 1.01, \"y\": 0, \"color\": \"#000000\", "
        + "\"note\": \"a\\\"b\\\\c\\u000a\"}\n  ]\n}\n")
  }
}
