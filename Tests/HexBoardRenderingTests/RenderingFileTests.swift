import HexBoard
import HexBoardRendering
import HexTestSupport
import Testing

/// `Board.render(to:)`: the picture a script writes in one call, its format from the
/// extension, written atomically.
@Suite("Rendering: render(to:)")
struct RenderingFileTests {
  @Test func writesTheSVGTheRendererMakes() throws {
    let folder = try MapFileTestIO.temporaryFolder()
    defer { MapFileTestIO.removeFolder(folder) }
    var board = try Board(name: "Pic", grid: MapGrid(columns: 6, rows: 4), fill: "grass")
    try board.setTerrain("forest", at: Hex(q: 2, r: 0))
    let options = SVGOptions(sizing: .fit(width: 300, height: 200))
    for name in ["a.svg", "B.SVG"] {
      try board.render(to: "\(folder)/\(name)", options: options)
      let written = try MapFileTestIO.read("\(folder)/\(name)")
      #expect(written == Array(board.svg(options: options).utf8))
    }
    // Overwriting leaves no temporary file behind.
    try board.render(to: "\(folder)/a.svg")
    #expect(MapFileTestIO.list(folder).sorted() == ["B.SVG", "a.svg"])
  }

  @Test func anUnknownExtensionIsAClearErrorAndWritesNothing() throws {
    let folder = try MapFileTestIO.temporaryFolder()
    defer { MapFileTestIO.removeFolder(folder) }
    let board = try Board(name: "Pic", grid: MapGrid(columns: 3, rows: 3), fill: "grass")
    for name in ["map.png", "map", "map.svg.txt"] {
      #expect(throws: PictureFormatError.self) { try board.render(to: "\(folder)/\(name)") }
    }
    #expect(MapFileTestIO.list(folder).isEmpty)
    let error = PictureFormatError(path: "out/map.png", pathExtension: "png")
    #expect(
      error.description == "'out/map.png' has extension '.png'; pictures can be written as .svg")
    #expect(try PictureFormat(path: "dir.svg/x.Svg") == .svg)
    #expect(throws: PictureFormatError(path: "dir.svg/x", pathExtension: "")) {
      try PictureFormat(path: "dir.svg/x")
    }
  }
}
