import HexBoard
import HexBoardRendering
import HexTestSupport
import Testing

/// `TerminalCanvas` as a program drawing its own terminal screen uses it (the terminal
/// editor does): through its public API alone (a plain import), every position of the
/// picture checked against the board and against `TerminalRenderer`'s text.
@Suite("Rendering: terminal canvas API")
struct RenderingTerminalCanvasAPITests {
  /// Every cell's origin shows its terrain symbol and maps back to the cell; the positions
  /// after it in its first line belong to it too; positions outside the picture show nothing.
  @Test(arguments: [HexOrientation.flat, .pointy])
  func originsAndSpotsAgree(orientation: HexOrientation) throws {
    var rng = TestRandom(seed: orientation == .flat ? 11 : 12)
    let grid = try MapGrid(
      shape: .rectangle(columns: 7, rows: 5), convention: orientation.defaultConvention)
    let board = try randomBoard(on: grid, using: &rng)
    let canvas = TerminalCanvas(board: board)
    #expect(canvas.cellWidth == 2)
    #expect(canvas.linesPerRow == (grid.convention.shiftsColumns ? 2 : 1))
    for index in 0..<grid.indexCount where grid.isCell(index) {
      let (x, line) = canvas.origin(ofIndex: index)
      let spot = try #require(canvas.spot(x: x, line: line))
      #expect(spot.index == index)
      let terrain = board.palette[Int(board.terrain[index: index])]
      #expect(spot.character == terrain.symbol)
      #expect(canvas.spot(x: x + 1, line: line)?.index == index)
    }
    #expect(canvas.spot(x: -1, line: 0) == nil)
    #expect(canvas.spot(x: 0, line: canvas.lineCount) == nil)
    #expect(canvas.spot(x: canvas.lineWidth, line: 0) == nil)
  }

  /// The characters of every line are `TerminalRenderer`'s plain text (objects and features
  /// shown), position by position: the one layout both draw.
  @Test(arguments: [HexOrientation.flat, .pointy])
  func spotsSpellTheRenderersText(orientation: HexOrientation) throws {
    var rng = TestRandom(seed: orientation == .flat ? 21 : 22)
    let grid = try MapGrid(
      shape: .rectangle(columns: 6, rows: 4), convention: orientation.defaultConvention)
    var board = try randomBoard(on: grid, using: &rng)
    board = try randomFeatureEdit(of: board, using: &rng)
    let canvas = TerminalCanvas(board: board, showsObjects: true, showsFeatures: true)
    var options = TerminalOptions()
    options.showsObjects = true
    options.showsFeatures = true
    options.usesColor = false
    options.showsLegend = false
    options.showsName = false
    let text = TerminalRenderer(options: options).render(board)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    for (lineNumber, rendered) in lines.enumerated() {
      var spelled = ""
      for x in 0..<canvas.lineWidth {
        spelled.append(canvas.spot(x: x, line: lineNumber)?.character ?? " ")
      }
      while spelled.last == " " { spelled.removeLast() }
      #expect(spelled == String(rendered), "line \(lineNumber)")
    }
  }

  /// Marks kept up to date the editor's way (object marks remade, feature marks refreshed
  /// on the cells a change touches) equal marks made from scratch.
  @Test func refreshedMarksEqualFreshOnes() throws {
    var rng = TestRandom(seed: 31)
    let grid = try MapGrid(columns: 8, rows: 6)
    var board = try randomBoard(on: grid, using: &rng)
    var features = TerminalCanvas.FeatureMarks(board: board)
    for _ in 0..<20 {
      let edited = try randomFeatureEdit(of: board, using: &rng)
      guard edited.orientation == board.orientation else { continue }
      board = edited
      features.refresh(cells: 0..<grid.indexCount, of: board)
      #expect(features == TerminalCanvas.FeatureMarks(board: board))
    }
    let objects = TerminalCanvas.objectMarks(of: board)
    for object in board.objects {
      let index = try #require(grid.index(of: object.position))
      #expect(objects.symbol(at: index) != nil)
    }
    #expect(TerminalCanvas.ObjectMarks.none.symbol(at: 0) == nil)
    let plain = try Board(name: "plain", grid: MapGrid(columns: 2, rows: 2), fill: "grass")
    #expect(TerminalCanvas.FeatureMarks.none == TerminalCanvas.FeatureMarks(board: plain))
  }

  /// The colour escape: the terrain colour as background, black text on a light one and
  /// white on a dark one.
  @Test func ansiColorsPickReadableText() {
    #expect(
      TerminalCanvas.ansiColors(for: RGBColor(red: 255, green: 255, blue: 0))
        == "\u{1B}[48;2;255;255;0;38;2;0;0;0m")
    #expect(
      TerminalCanvas.ansiColors(for: RGBColor(red: 0, green: 0, blue: 128))
        == "\u{1B}[48;2;0;0;128;38;2;255;255;255m")
  }

  /// Colour follows `NO_COLOR`, `TERM=dumb` and whether the output is a terminal.
  @Test func colorIsForTerminalsOnly() {
    #expect(TerminalRenderer.shouldUseColor(environment: [:], isTerminal: true))
    #expect(!TerminalRenderer.shouldUseColor(environment: [:], isTerminal: false))
    #expect(!TerminalRenderer.shouldUseColor(environment: ["NO_COLOR": "1"], isTerminal: true))
    #expect(TerminalRenderer.shouldUseColor(environment: ["NO_COLOR": ""], isTerminal: true))
    #expect(!TerminalRenderer.shouldUseColor(environment: ["TERM": "dumb"], isTerminal: true))
  }
}
