import Foundation
import HexBoard
import HexTestSupport
import Testing

@_spi(PixelChecks) @testable import HexBoardRendering

/// Pictures of any size the options allow: tiny fitted pictures (smaller than the margin,
/// one pixel) are drawn at the asked size without trapping, labels from a hostile map are
/// cut to what fits, and a PNG beyond the limits is refused before anything is allocated.
@Suite("Rendering: sizes and limits")
struct RenderingLimitsTests {
  static func map(_ name: String) throws -> Board {
    try Board.load(from: TestPaths.repositoryRoot + "/Maps/\(name).json")
  }

  /// Every layer the renderers have: legend, labels, objects and their labels, highlight,
  /// path, dimming, origins, a gap and a thick outline.
  static func everything(_ board: Board, sizing: PictureOptions.Sizing, margin: Double)
    -> PictureOptions
  {
    let hexes = Array(board.grid.hexes.prefix(6))
    var options = PictureOptions(
      sizing: sizing, margin: margin, gap: 1, strokeWidth: 3, background: "#fafafa",
      labels: .offset, highlight: hexes, path: hexes, showsLegend: true)
    options.objectLabels = true
    options.focus = Array(hexes.prefix(3))
    options.origins = Array(hexes.prefix(1))
    return options
  }

  // MARK: - Tiny pictures

  static let tinySizes: [(Double, Double)] = [
    (1, 1), (2, 2), (3, 1), (1, 3), (19, 19), (20, 20), (21, 21), (1, 400), (400, 1), (5, 37),
  ]

  @Test(arguments: ["hexsides", "skirmish", "wrapped-world", "arena"])
  func tinyFittedPicturesAreDrawnAtTheirSize(_ name: String) throws {
    let board = try Self.map(name)
    for (width, height) in Self.tinySizes {
      for margin in [0.0, 10, 50] {
        for full in [false, true] {
          var options = PictureOptions(sizing: .fit(width: width, height: height), margin: margin)
          if full { options = Self.everything(board, sizing: options.sizing, margin: margin) }
          let what = "\(name) \(width) x \(height), margin \(margin), all layers \(full)"
          // The PNG (the hexagon fill trapped on a tile right of or below a tiny picture).
          let canvas = try PNGRenderer(options: options).canvas(for: board)
          #expect(canvas.width == Int(width) && canvas.height == Int(height), "\(what)")
          // The SVG keeps the size asked for too.
          let svg = SVGRenderer(options: options).render(board)
          #expect(
            svg.hasPrefix(
              "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\""
            ), "\(what)")
          #expect(svg.hasSuffix("</svg>\n"), "\(what)")
        }
      }
    }
  }

  @Test func aPictureOneHexWideShowsTheBoardClipped() throws {
    // Two pixels of a 16 x 12 map at the minimum radius: the cells that reach into the
    // picture are drawn (not background only), those beyond it skipped.
    let board = try Self.map("hexsides")
    let options = PictureOptions(
      sizing: .fit(width: 2, height: 2), margin: 0, background: "#ffffff")
    let canvas = try PNGRenderer(options: options).canvas(for: board)
    let pixel = canvas.pixel(x: 1, y: 1)
    #expect((pixel.red, pixel.green, pixel.blue) != (255, 255, 255))
  }

  // MARK: - Hostile labels

  /// A board whose terrain, feature and object ids and kinds are 64 KiB long.
  static func longIDs() throws -> Board {
    let long = String(repeating: "x", count: MapFile.maximumStringLength)
    let wide = String(repeating: "字", count: MapFile.maximumStringLength / 3)
    var palette = Terrain.defaultPalette
    palette[2].id = long
    palette[3].id = "y" + wide
    var board = try Board(
      name: long, grid: MapGrid(columns: 6, rows: 4), palette: palette, fill: long)
    try board.setTerrain(palette[3].id, at: Hex(q: 1, r: 0))
    try board.addObject(BoardObject(id: long, kind: long, position: Hex(q: 0, r: 0)))
    try board.addObject(
      BoardObject(id: "z" + long.dropFirst(), kind: "unit", position: Hex(q: 0, r: 0)))
    try board.addObject(BoardObject(id: wide, kind: "k" + wide, position: Hex(q: 2, r: 0)))
    return board
  }

  @Test func longIDsAreCutInTheLegendAndTheLabels() throws {
    let board = try Self.longIDs()
    let plain = SVGRenderer(options: PictureOptions()).viewBox(for: board).size
    var options = PictureOptions(showsLegend: true)
    options.objectLabels = true
    let renderer = SVGRenderer(options: options)
    let geometry = renderer.geometry(for: board)
    // Every legend text is at most 32 characters, a cut one ending in the ellipsis.
    #expect(geometry.legendTexts.count == geometry.legendEntries.count)
    for (text, entry) in zip(geometry.legendTexts, geometry.legendEntries) {
      let id = renderer.legendID(of: entry, in: board)
      #expect(text.count <= SVGRenderer.Legend.maximumCharacters)
      #expect(text == id || (text.last == "…" && id.hasPrefix(text.dropLast())))
    }
    #expect(geometry.legendTexts.contains(String(repeating: "x", count: 31) + "…"))
    // The picture grows for the legend by no more than the widest cut entry.
    let widest = 2 * 10 + SVGRenderer.Legend.width(of: String(repeating: "x", count: 32))
    #expect(geometry.canvas.width <= Swift.max(plain.width, widest))
    #expect(geometry.canvas.width < 400, "was 491,556 pixels wide for a 64 KiB id")
    // The labels: 20 characters of the id, then `+1` for the second object on the cell.
    let labels = renderer.objectLabels(for: board, layout: geometry.layout).map(\.text)
    #expect(
      labels == [
        String(repeating: "x", count: 19) + "…+1", String(repeating: "字", count: 19) + "…",
      ])
    // The SVG holds the cut texts only (the 64 KiB ids appear in tooltips and the title).
    let svg = renderer.render(board)
    let texts = svg.matches(of: /<text[^>]*>([^<]*)<\/text>/).map { String($0.output.1) }
    #expect(texts.contains(String(repeating: "x", count: 31) + "…"))
    #expect(texts.count == geometry.legendTexts.count + labels.count)
    #expect(texts.allSatisfy { $0.count <= SVGRenderer.Legend.maximumCharacters })
    // The PNG is as small, and draws the same cut texts.
    let size = PNGRenderer(options: options).pixelSize(for: board)
    #expect(size.width == Int(geometry.canvas.width.rounded(.up)))
    _ = try PNGRenderer(options: options).render(board)
  }

  @Test func aFittedLegendCutsToThePictureWidth() throws {
    let board = try Self.longIDs()
    for width in [1.0, 20, 60, 150, 600] {
      let options = PictureOptions(sizing: .fit(width: width, height: 300), showsLegend: true)
      let geometry = SVGRenderer(options: options).geometry(for: board)
      #expect(geometry.canvas.width == width)
      let pad = Swift.max(options.margin, SVGRenderer.Legend.textGap)
      for (text, position) in zip(geometry.legendTexts, geometry.legend) {
        #expect(!text.isEmpty)
        // Each entry starts at the padding and ends within the picture's padding (one
        // character, the ellipsis, where not even that fits).
        let end = position.x + SVGRenderer.Legend.width(of: text)
        #expect(text.count == 1 || end <= width - pad + 1e-9, "\(width): \(text)")
      }
      _ = try PNGRenderer(options: options).render(board)
    }
  }

  @Test func theCutKeepsShortTextAndWholeCharacters() {
    #expect(LabelText.cut("forest", toCharacters: 6) == "forest")
    #expect(LabelText.cut("forests", toCharacters: 6) == "fores…")
    #expect(LabelText.cut("forest", toCharacters: 1) == "…")
    #expect(LabelText.cut("", toCharacters: 0) == "")
    #expect(LabelText.cut("ab", toCharacters: 0) == "…")
    #expect(LabelText.cut("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", toCharacters: 2) == "👨‍👩‍👧…")
    #expect(BitmapFont.columns(of: "…") != BitmapFont.columns(of: "é"))
  }

  // MARK: - The PNG's size limits

  @Test func aPNGBeyondTheLimitsIsRefusedBeforeAllocation() throws {
    let board = try Self.map("hexsides")
    #expect(RasterCanvas.allows(width: RasterCanvas.maximumSide, height: 1))
    #expect(!RasterCanvas.allows(width: RasterCanvas.maximumSide + 1, height: 1))
    #expect(!RasterCanvas.allows(width: 1, height: RasterCanvas.maximumSide + 1))
    #expect(!RasterCanvas.allows(width: 1 << 15, height: 1 << 14))
    #expect(!RasterCanvas.allows(width: 0, height: 5))
    #expect(RasterCanvas(width: RasterCanvas.maximumSide + 1, height: 1) == nil)
    for (width, height) in [(70_000.0, 10.0), (10, 70_000), (40_000, 40_000)] {
      let renderer = PNGRenderer(
        options: PictureOptions(sizing: .fit(width: width, height: height)))
      #expect(throws: PictureSizeError(width: Int(width), height: Int(height))) {
        try renderer.render(board)
      }
    }
    let message = PictureSizeError(width: 70_000, height: 10).description
    #expect(message.contains("65536 pixels a side"))
    // The SVG has no pixels to allocate: any size is written.
    let svg = SVGRenderer(options: PictureOptions(sizing: .fit(width: 70_000, height: 10)))
      .render(board)
    #expect(
      svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"70000\" height=\"10\""))
  }
}
