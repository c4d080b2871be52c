import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardRendering

/// `Board.render(to:)`: the picture a script writes in one call, its format from the
/// extension, written atomically.
@Suite("Rendering: render(to:)")
struct RenderingFileTests {
  @Test func writesTheSVGTheRendererMakes() throws {
    let folder = try MapFileTestIO.temporaryFolder()
    defer { MapFileTestIO.removeFolder(folder) }
    var board = try Board(name: "Pic", grid: MapGrid(columns: 6, rows: 4), fill: "grass")
    try board.setTerrain("forest", at: Hex(q: 2, r: 0))
    let options = PictureOptions(sizing: .fit(width: 300, height: 200))
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
    let options = PictureOptions(sizing: .radius(6))
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

  /// The one writer behind `render(to:)` and the command line: a big SVG goes out in
  /// pieces of about 64 KiB that add up to the renderer's text, and the first error a
  /// piece's write throws ends the write and comes back.
  @Test func aPictureDocumentStreamsInBoundedPiecesAndStopsAtTheFirstError() throws {
    struct Full: Error {}
    var board = try Board(name: "Big", grid: MapGrid(columns: 120, rows: 80), fill: "grass")
    for q in stride(from: 0, to: 120, by: 3) { try board.setTerrain("forest", at: Hex(q: q, r: 0)) }
    let options = PictureOptions(sizing: .radius(8), labels: .offset)
    let svg = Array(board.svg(options: options).utf8)
    #expect(svg.count > 4 * 65_536, "the test needs several pieces")
    let document = try PictureDocument(board, format: .svg, options: options, transparent: false)
    var pieces: [[UInt8]] = []
    try document.write { pieces.append($0) }
    // Compared as one Bool: a failure reports sizes, not megabytes of bytes.
    let joined = Array(pieces.joined())
    let same = joined == svg
    #expect(same, "\(joined.count) bytes written, the renderer's text is \(svg.count)")
    #expect(pieces.count > 4)
    // Each piece but the last ends the first text that fills 64 KiB.
    #expect(pieces.dropLast().allSatisfy { $0.count >= 65_536 && $0.count < 2 * 65_536 })
    var calls = 0
    #expect(throws: Full.self) {
      try document.write { _ in
        calls += 1
        if calls == 2 { throw Full() }
      }
    }
    #expect(calls == 2, "nothing is written after the failed piece")
    // A PNG document writes what the PNG renderer makes.
    let small = PictureOptions(sizing: .radius(2))
    let png = try PictureDocument(board, format: .png, options: small, transparent: true)
    var bytes: [UInt8] = []
    try png.write { bytes += $0 }
    let rendered = try PNGRenderer(options: small, transparent: true).render(board)
    let samePNG = bytes == rendered
    #expect(samePNG, "\(bytes.count) bytes written, the PNG renderer makes \(rendered.count)")
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
