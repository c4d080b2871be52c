import Foundation
import HexBoard
import HexCodecs
import HexTestSupport
import Testing

@testable import HexBoardRendering

/// librsvg (`rsvg-convert`, when installed) draws the SVG of a 1024 × 1024 map: the
/// picture librsvg 2.54 refused while each terrain was one multi-megabyte `<path>`.
/// `scripts/check-big-svg.sh` does the same in CI on a generated continents map.
/// Heavy (a million cells drawn by librsvg): only with `HEXBOARD_HEAVY_TESTS=1`, which
/// `.ci/run` sets for a step of its own.
@Suite(.enabled(if: TestPaths.runsHeavyTests))
struct RenderingLibrsvgTests {
  /// `rsvg-convert` on the `PATH`, or `nil`.
  static var rsvgConvert: String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/rsvg-convert" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  @Test func librsvgDrawsA1024By1024Map() throws {
    guard let rsvg = Self.rsvgConvert else {
      print("skipped: rsvg-convert is not installed")
      return
    }
    // Four vertical stripes of 256 columns, each its own terrain, every stripe running
    // from the first row to the last: a path cut short would leave its bottom undrawn.
    let grid = try MapGrid(columns: 1024, rows: 1024)
    var board = try Board(name: "stripes", grid: grid, fill: "ocean")
    let stripes = ["ocean", "grass", "desert", "forest"]
    let codes = try stripes.map { id in
      try #require(board.palette.firstIndex { $0.id == id })
    }
    let storage = (0..<grid.indexCount).map { UInt8(codes[grid.offset(at: $0).col / 256]) }
    try board.setTerrain(HexMap(grid: grid, checkedStorage: storage))
    // No cell outlines: a 1-pixel line would cover most of a hex about a pixel wide.
    let options = PictureOptions(sizing: .fit(width: 2000, height: 2000), strokeWidth: 0)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("hexboard-librsvg-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("map.svg").path
    let png = folder.appendingPathComponent("map.png").path
    try board.render(to: svg, options: options)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: rsvg)
    process.arguments = [svg, "-o", png]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(String(decoding: message, as: UTF8.self))")
    let image = try PNGImage.decode(Array(try Data(contentsOf: URL(fileURLWithPath: png))))
    #expect(image.width == 2000 && image.height == 2000)

    // Near the top and the bottom of each stripe, the average colour is the stripe's
    // terrain (hexes anti-aliased against each other, within 24/255).
    let layout = SVGRenderer(options: options).layout(for: board)
    for (stripe, code) in codes.enumerated() {
      let color = board.palette[code].color
      for row in [8, 1015] {
        let center = layout.center(of: OffsetCoordinate(col: stripe * 256 + 128, row: row))
        let average = try #require(
          image.averageColor(x: Int(center.x) - 20, y: Int(center.y) - 20, width: 40, height: 40))
        let close =
          abs(Int(average.red) - Int(color.red)) <= 24
          && abs(Int(average.green) - Int(color.green)) <= 24
          && abs(Int(average.blue) - Int(color.blue)) <= 24
        #expect(close, "\(stripes[stripe]) near row \(row): \(average), expected \(color)")
      }
    }
  }
}
