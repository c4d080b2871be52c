import HexBoard
import HexCodecs

/// Draws a `Board` as a PNG picture with HexBoard's own rasteriser: the same picture as
/// ``SVGRenderer`` with the same ``PictureOptions``, layer for layer.
///
/// ```swift
/// let png = try PNGRenderer(options: PictureOptions(sizing: .fit(width: 800, height: 600)))
///   .render(board)                                  // the file's bytes
/// // or: try board.render(to: "world.png", options: ...)
/// ```
///
/// **Size and pixel grid.** The layout, canvas and legend come from the SVG renderer's own
/// geometry, so nothing can drift between the formats. The PNG is the SVG's `width ×
/// height` rounded up to whole pixels, and pixel `(i, j)` covers `[i, i+1) × [j, j+1)` of
/// the SVG's user space: a cell centre `(x, y)` lands in pixel `(⌊x⌋, ⌊y⌋)` (see
/// ``RasterCanvas``).
///
/// **Background.** Opaque: ``PictureOptions/background``, or white when it is `nil`, unless
/// ``isTransparent`` is set; the background is then what the SVG has (transparent when
/// `background` is `nil`).
///
/// **What differs from a browser's rendering of the SVG.** Text is HexBoard's 5 × 7 bitmap
/// font (printable ASCII; any other character is a hollow box, see the font's
/// documentation in the guide), scaled to the SVG's font size; circles and round joins
/// are polygons within 0.05 pixels of the curve. Neighbouring cells are composited by
/// exact area, so no background shows through the seam between two hexagons.
///
/// **Determinism.** The same board and options give the same bytes on every platform.
public struct PNGRenderer: Sendable {
  /// How to draw (the same options as the SVG).
  public var options: PictureOptions
  /// Whether the background is left as the SVG has it (transparent unless
  /// ``PictureOptions/background`` is set) instead of filled white; the file then keeps its
  /// alpha channel.
  public var isTransparent: Bool

  /// Creates a renderer.
  public init(options: PictureOptions = PictureOptions(), transparent: Bool = false) {
    self.options = options
    isTransparent = transparent
  }

  /// The picture's size in pixels: the SVG's width and height rounded up.
  ///
  /// - Complexity: O(cells).
  public func pixelSize(for board: Board) -> (width: Int, height: Int) {
    let canvas = SVGRenderer(options: options).geometry(for: board).canvas
    return (Self.pixels(canvas.width), Self.pixels(canvas.height))
  }

  static func pixels(_ length: Double) -> Int {
    guard length.isFinite, length > 0 else { return 1 }
    return length >= 1e9 ? 1_000_000_000 : Swift.max(1, Int(length.rounded(.up)))
  }

  /// The PNG file's bytes.
  ///
  /// - Throws: ``PictureSizeError`` if the picture would exceed ``RasterCanvas/maximumSide``
  ///   or ``RasterCanvas/maximumPixels``.
  /// - Complexity: O(pixels + cells); memory 4 bytes a pixel plus the file.
  public func render(_ board: Board) throws -> [UInt8] {
    var bytes: [UInt8] = []
    try write(board) { bytes += $0 }
    return bytes
  }

  /// Draws the picture and streams the PNG file to `output` in pieces.
  ///
  /// - Throws: ``PictureSizeError``, or what `output` throws.
  package func write(_ board: Board, to output: ([UInt8]) throws -> Void) throws {
    let canvas = try self.canvas(for: board)
    try Self.encode(canvas, alpha: isTransparent, to: output)
  }

  /// Encodes `canvas` as PNG (RGB, or RGBA with `alpha`) through HexCodecs' encoder.
  package static func encode(
    _ canvas: RasterCanvas, alpha: Bool, to output: ([UInt8]) throws -> Void
  ) throws {
    let rowBytes = canvas.width * 4
    try PNGEncoder.write(width: canvas.width, height: canvas.height, alpha: alpha) { y, row in
      canvas.pixels.withUnsafeBufferPointer { source in
        row.withUnsafeMutableBufferPointer { target in
          for i in 0..<rowBytes { target[i] = source[y * rowBytes + i] }
        }
      }
    } to: {
      try output($0)
    }
  }

  /// The picture in memory.
  ///
  /// - Throws: ``PictureSizeError`` if it would exceed ``RasterCanvas/maximumSide`` or
  ///   ``RasterCanvas/maximumPixels``, before any pixel is allocated.
  /// - Complexity: O(pixels + cells + objects + drawn features).
  public func canvas(for board: Board) throws -> RasterCanvas {
    let geometry = SVGRenderer(options: options).geometry(for: board)
    let width = Self.pixels(geometry.canvas.width)
    let height = Self.pixels(geometry.canvas.height)
    let background =
      options.background ?? (isTransparent ? nil : RGBColor(red: 255, green: 255, blue: 255))
    guard
      var canvas = RasterCanvas(
        width: width, height: height, fill: background ?? .init(red: 0, green: 0, blue: 0),
        opacity: background == nil ? 0 : 1)
    else { throw PictureSizeError(width: width, height: height) }
    draw(board, geometry: geometry, on: &canvas)
    return canvas
  }
}

/// A picture too big for the rasteriser: a side over ``RasterCanvas/maximumSide`` or more
/// than ``RasterCanvas/maximumPixels`` in all. Thrown before any pixel is allocated.
public struct PictureSizeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The picture's width in pixels.
  public var width: Int
  /// The picture's height in pixels.
  public var height: Int

  /// Creates the error for a `width × height` picture.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// A sentence giving the size and the limit.
  public var description: String {
    "the picture would be \(width) x \(height) pixels; a PNG is limited to "
      + "\(RasterCanvas.maximumSide) pixels a side and \(RasterCanvas.maximumPixels) in all "
      + "(draw smaller hexes, or a fitted size)"
  }
}
