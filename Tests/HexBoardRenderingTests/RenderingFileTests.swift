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

  @Test func writesThePNGTheRendererMakesOpaqueUnlessTransparent() throws {
    let folder = try MapFileTestIO.temporaryFolder()
    defer { MapFileTestIO.removeFolder(folder) }
    let board = try Board(name: "Pic", grid: MapGrid(columns: 4, rows: 3), fill: "grass")
    let options = SVGOptions(sizing: .radius(6))
    try board.render(to: "\(folder)/a.png", options: options)
    #expect(
      try MapFileTestIO.read("\(folder)/a.png") == PNGRenderer(options: options).render(board))
    try board.render(to: "\(folder)/t.png", options: options, transparent: true)
    let transparent = try MapFileTestIO.read("\(folder)/t.png")
    #expect(try transparent == PNGRenderer(options: options, transparent: true).render(board))
    // Colour type 2 (RGB) for the opaque picture, 6 (RGBA) for the transparent one.
    #expect(try MapFileTestIO.read("\(folder)/a.png")[25] == 2)
    #expect(transparent[25] == 6)
  }

  @Test func anUnknownExtensionIsAClearErrorAndWritesNothing() throws {
    let folder = try MapFileTestIO.temporaryFolder()
    defer { MapFileTestIO.removeFolder(folder) }
    let board = try Board(name: "Pic", grid: MapGrid(columns: 3, rows: 3), fill: "grass")
    for name in ["map.gif", "map", "map.svg.txt"] {
      #expect(throws: PictureFormatError.self) { try board.render(to: "\(folder)/\(name)") }
    }
    #expect(MapFileTestIO.list(folder).isEmpty)
    let error = PictureFormatError(path: "out/map.gif", pathExtension: "gif")
    #expect(
      error.description
        == "'out/map.gif' has extension '.gif'; pictures can be written as .svg, .png")
    #expect(try PictureFormat(path: "x.PNG") == .png)
    #expect(try PictureFormat(path: "dir.svg/x.Svg") == .svg)
    #expect(throws: PictureFormatError(path: "dir.svg/x", pathExtension: "")) {
      try PictureFormat(path: "dir.svg/x")
    }
  }
}
