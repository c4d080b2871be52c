import Foundation
import HexBoard
import HexTestSupport
import Testing

/// `hexboard render` at the edges of its sizes: a fitted picture smaller than the margin
/// (one pixel) is drawn at that size (it trapped in the hexagon fill), a map with 64 KiB
/// ids draws a legend and labels of bounded width, and a PNG beyond the rasteriser's
/// limits is refused with exit 1 before any file is written.
@Suite("hexboard render: sizes and limits")
struct CLIRenderLimitsTests {
  static let maps = TestPaths.repositoryRoot + "/Maps"

  /// The width and height in a PNG file's IHDR chunk.
  static func pngSize(_ path: String) throws -> (width: Int, height: Int) {
    let bytes = try MapFileTestIO.read(path)
    func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
    return (word(16), word(20))
  }

  @Test func tinyFittedPicturesAreWrittenAtTheirSize() throws {
    let box = try CLISandbox()
    for (width, height) in [(1, 1), (2, 2), (19, 19), (20, 20), (21, 21), (1, 300), (300, 1)] {
      for extra in [[], ["--legend", "--labels", "offset", "--object-labels"], ["--margin", "0"]] {
        let size = ["--width", "\(width)", "--height", "\(height)", "--force"] + extra
        let png = try box.run(["render", Self.maps + "/hexsides.json", "-o", "r.png"] + size)
        #expect(png.result.status == 0, "\(width) x \(height) \(extra): \(png.result.errors)")
        let written = try Self.pngSize(box.path("r.png"))
        #expect(written == (width, height), "\(width) x \(height) \(extra)")
        let svg = try box.run(["render", Self.maps + "/skirmish.json", "-o", "r.svg"] + size)
        #expect(svg.result.status == 0, "\(width) x \(height) \(extra): \(svg.result.errors)")
        let text = try String(contentsOfFile: box.path("r.svg"), encoding: .utf8)
        #expect(text.contains(" width=\"\(width)\" height=\"\(height)\" viewBox"))
      }
    }
  }

  /// A map whose terrain, object id and kind are 64 KiB long.
  static func writeLongIDMap(in box: CLISandbox) throws {
    let long = String(repeating: "x", count: MapFile.maximumStringLength)
    var palette = Terrain.defaultPalette
    palette[2].id = long
    var board = try Board(
      name: "long", grid: MapGrid(columns: 6, rows: 4), palette: palette, fill: long)
    try board.addObject(BoardObject(id: long, kind: long, position: Hex(q: 1, r: 0)))
    try MapFile.save(board, to: box.path("long.json"))
  }

  @Test func longIDsMakeABoundedPicture() throws {
    let box = try CLISandbox()
    try Self.writeLongIDMap(in: box)
    for options in [["--legend"], ["--object-labels"], ["--legend", "--object-labels"]] {
      try box.succeed(["render", "long.json", "-o", "long.png", "--force"] + options)
      let size = try Self.pngSize(box.path("long.png"))
      // Before: 491,556 x 366 pixels (1.76 GB of memory) for the legend.
      #expect(size.width < 400 && size.height < 400, "\(options): \(size)")
      try box.succeed(["render", "long.json", "-o", "long.svg", "--force"] + options)
      let svg = try String(contentsOfFile: box.path("long.svg"), encoding: .utf8)
      #expect(svg.contains("…</text>"), "\(options)")
      let texts = svg.matches(of: /<text[^>]*>([^<]*)<\/text>/).map { $0.output.1.count }
      #expect(!texts.isEmpty && texts.allSatisfy { $0 <= 32 }, "\(options)")
    }
    // A fitted legend is cut to the picture's width.
    try box.succeed(
      "render", "long.json", "-o", "fit.png", "--width", "120", "--height", "90",
      "--legend")
    #expect(try Self.pngSize(box.path("fit.png")) == (120, 90))
  }

  @Test func aPNGBeyondTheLimitsIsRefusedAndNothingIsWritten() throws {
    let box = try CLISandbox()
    try box.expectRefusal(
      [
        "render", Self.maps + "/hexsides.json", "-o", "wide.png", "--width", "70000", "--height",
        "10",
      ],
      "the picture would be 70000 x 10 pixels; a PNG is limited to 65536 pixels a side and "
        + "268435456 in all (draw smaller hexes, or a fitted size)")
    try box.expectRefusal(
      ["render", Self.maps + "/hexsides.json", "-o", "big.png", "--radius", "5000"],
      "the picture would be 122520 x 108274 pixels; a PNG is limited to 65536 pixels a side and "
        + "268435456 in all (draw smaller hexes, or a fitted size)")
  }
}
