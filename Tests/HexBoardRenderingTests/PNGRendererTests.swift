import Foundation
import HexBoard
import HexBoardChecks
import HexCodecs
import HexTestSupport
import Testing

@testable import HexBoardRendering

/// PNG pictures: the SVG's size and colours, goldens, determinism.
@Suite("Rendering: PNG")
struct PNGRendererTests {
  @Test func everyPixelCheckOfRandomBoardsHasItsColour() throws {
    var rng = TestRandom(seed: 2222)
    for round in 0..<12 {
      let board = try randomBoard(using: &rng)
      var options = PictureOptions(
        sizing: .radius(Double.random(in: 6...14, using: &rng)),
        background: round % 2 == 0 ? nil : "#fafafa", showsLegend: round % 3 == 0)
      if round % 4 != 0 {
        // A range picture: the cells outside dimmed (checked in their blended colour),
        // the start ringed.
        let focus = board.grid.hexes.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }
        options.focus = focus
        options.origins = Array(focus.prefix(1))
      }
      let renderer = PNGRenderer(options: options)
      let canvas = try renderer.canvas(for: board)
      let size = SVGRenderer(options: options).viewBox(for: board).size
      #expect(canvas.width == Int(size.width.rounded(.up)))
      #expect(canvas.height == Int(size.height.rounded(.up)))
      for check in board.svgPixelChecks(options: options) {
        let pixel = canvas.pixel(x: Int(check.x.rounded(.down)), y: Int(check.y.rounded(.down)))
        let want = check.color
        let far =
          [
            Int(pixel.red) - Int(want.red), Int(pixel.green) - Int(want.green),
            Int(pixel.blue) - Int(want.blue),
          ].map(abs).max() ?? 0
        #expect(far <= 2 && pixel.alpha == 255, "\(check.note) on \(board.name), round \(round)")
      }
      // Opaque unless transparent: the corner is the background, or white.
      let corner = canvas.pixel(x: 0, y: 0)
      #expect(corner.alpha == 255)
      let transparent = try PNGRenderer(options: options, transparent: true).canvas(for: board)
      #expect(transparent.pixel(x: 0, y: 0).alpha == (options.background == nil ? 0 : 255))
    }
  }

  @Test func aPictureTooBigIsAnErrorNotATrap() throws {
    let board = try Board(name: "Big", grid: MapGrid(columns: 4, rows: 4), fill: "grass")
    let renderer = PNGRenderer(options: PictureOptions(sizing: .radius(100_000)))
    #expect(throws: PictureSizeError.self) { try renderer.render(board) }
  }

  /// The golden PNGs, byte for byte (the encoder is deterministic too); on a difference the
  /// decoded pixels say whether the picture or only its compression changed. Results are
  /// booleans and counts, so a failure does not print megabytes of pixels.
  @Test(arguments: try RenderingFixtures.svgCases())
  func goldenPictures(_ golden: RenderingFixtures.Case) throws {
    var options = golden.options
    options.labels = golden.name.contains("plain") ? .offset : options.labels
    let bytes = try PNGRenderer(options: options).render(golden.board)
    let again = try PNGRenderer(options: options).render(golden.board)
    let deterministic = again == bytes
    #expect(deterministic, "\(golden.name): two renderings differ")
    let url = RenderingFixtures.fixturesDirectory.appendingPathComponent("\(golden.name).png")
    if RenderingFixtures.updatingGoldens {
      try Data(bytes).write(to: url)
      return
    }
    let stored = try #require(FileManager.default.contents(atPath: url.path), "missing \(url.path)")
    let sameBytes = Array(stored) == bytes
    guard !sameBytes else { return }
    let want = try PNGImage.decode(Array(stored))
    let got = try PNGImage.decode(bytes)
    let differing =
      got.pixels.count == want.pixels.count
      ? zip(got.pixels, want.pixels).filter { $0 != $1 }.count : -1
    Issue.record(
      "\(golden.name).png: bytes differ; \(got.width)x\(got.height) against \(want.width)x\(want.height), \(differing) channel values differ (-1: sizes differ; 0: only the compression changed)"
    )
  }
}
