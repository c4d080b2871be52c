import Foundation
import HexBoard
import HexBoardRendering
import Testing

// A hostile name set past the board's checks (the internal setter), for the escaping test.
@testable import HexBoardCore

@Suite("Rendering: terminal")
struct RenderingTerminalTests {
  static func cases() throws -> [(String, Board, TerminalOptions)] {
    let flat = try RenderingFixtures.flatRectangle()
    let pointy = try RenderingFixtures.pointyRectangle()
    let hexagon = try RenderingFixtures.hexagon()
    return [
      ("flat-6x4.txt", flat, TerminalOptions(usesColor: false)),
      ("flat-6x4-coordinates.txt", flat, TerminalOptions(usesColor: false, showsCoordinates: true)),
      ("flat-6x4.ansi", flat, TerminalOptions(usesColor: true)),
      (
        "pointy-5x4-coordinates.txt", pointy,
        TerminalOptions(usesColor: false, showsCoordinates: true)
      ),
      ("pointy-5x4.ansi", pointy, TerminalOptions(usesColor: true)),
      (
        "hexagon-r2-coordinates.txt", hexagon,
        TerminalOptions(usesColor: false, showsCoordinates: true)
      ),
      ("hexagon-r2.ansi", hexagon, TerminalOptions(usesColor: true, showsLegend: false)),
    ]
  }

  @Test func goldens() throws {
    for (name, board, options) in try Self.cases() {
      try RenderingFixtures.expectGolden(board.terminalPreview(options: options), named: name)
    }
  }

  @Test func plainOutputHasNoEscapesAndShiftsOddColumns() throws {
    let board = try RenderingFixtures.flatRectangle()
    let text = board.terminalPreview(options: TerminalOptions(usesColor: false, showsName: false))
    #expect(!text.contains("\u{1B}"))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // Odd-q: column 1 (coast at row 0) sits one line below column 0 (ocean).
    #expect(lines[0].hasPrefix("~   ."))
    #expect(lines[1].hasPrefix("  -   f") || lines[1].hasPrefix("  -"))
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
  }

  @Test func colourOutputUsesTerrainColours() throws {
    let board = try RenderingFixtures.flatRectangle()
    let text = board.terminalPreview(options: TerminalOptions(showsLegend: false))
    // Ocean #1f4e8c as a 24-bit background, with white text on it; every line resets.
    #expect(text.contains("\u{1B}[48;2;31;78;140;38;2;255;255;255m~"))
    #expect(text.contains("\u{1B}[48;2;242;245;247;38;2;0;0;0m*"))
    for line in text.split(separator: "\n") where line.contains("\u{1B}[48") {
      #expect(line.hasSuffix("\u{1B}[0m"))
    }
  }

  @Test func pointyRowsAreIndented() throws {
    let board = try RenderingFixtures.pointyRectangle()
    let lines = board.terminalPreview(options: TerminalOptions(usesColor: false, showsName: false))
      .split(separator: "\n")
    #expect(lines[0] == "~ ~ ~ ~ ~")
    #expect(lines[1].hasPrefix(" . "))
    #expect(lines[2].hasPrefix(". f f"))
  }

  @Test func hostileTextCannotEscape() throws {
    // A board refuses control characters in ids, symbols and its name…
    let palette = [
      Terrain(id: "x\u{1B}[2J", symbol: "x", color: "#000000", movementCost: 1)
    ]
    #expect(
      throws: BoardError.invalidValue(
        path: "terrain[0].id", problem: "control character U+001B in an id")
    ) {
      try Board(name: "x", grid: MapGrid(columns: 2, rows: 2), palette: palette, fill: "x")
    }
    #expect(
      throws: BoardError.invalidValue(
        path: "name", problem: "control character U+001B in a name")
    ) {
      try Board(name: "evil\u{1B}]0;title\u{07}", grid: MapGrid(columns: 2, rows: 2), fill: "grass")
    }
    // …and so does `setName`; the preview still escapes whatever it is given (a name set
    // past the checks, by the internal setter).
    var board = try Board(name: "", grid: MapGrid(columns: 2, rows: 2), fill: "grass")
    #expect(throws: BoardError.self) { try board.setName("evil\u{1B}]0;title\u{07}") }
    board.name = "evil\u{1B}]0;title\u{07}"
    let plain = board.terminalPreview(options: TerminalOptions(usesColor: false))
    #expect(!plain.contains("\u{1B}") && !plain.contains("\u{07}"))
    #expect(plain.hasPrefix("evil\\u001B]0;title\\u0007\n"))
    let colored = board.terminalPreview()
    #expect(!colored.contains("\u{1B}[2J") && !colored.contains("\u{1B}]"))
  }

  @Test(
    arguments: [
      ([:], true, true),
      ([:], false, false),
      (["NO_COLOR": "1"], true, false),
      (["NO_COLOR": ""], true, true),
      (["NO_COLOR": "0"], true, false),
      (["TERM": "dumb"], true, false),
      (["TERM": "xterm-256color"], true, true),
      (["TERM": "xterm-256color", "NO_COLOR": "yes"], true, false),
    ] as [([String: String], Bool, Bool)])
  func shouldUseColor(environment: [String: String], isTerminal: Bool, expected: Bool) {
    #expect(
      TerminalRenderer.shouldUseColor(environment: environment, isTerminal: isTerminal)
        == expected)
  }
}
