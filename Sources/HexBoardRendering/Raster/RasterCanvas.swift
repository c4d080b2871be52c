import HexBoard
import HexGrid

/// An RGBA picture in memory: 8 bits per channel, straight (not premultiplied) alpha, rows
/// top to bottom, 4 bytes a pixel.
///
/// **Pixel grid.** Pixel `(i, j)` covers the square `[i, i+1) × [j, j+1)` of drawing
/// coordinates (SVG user space): its centre is `(i + 0.5, j + 0.5)`, and a point `(x, y)`
/// lies in pixel `(⌊x⌋, ⌊y⌋)`. Shapes are anti-aliased by *exact area coverage*: a pixel
/// half covered by a shape gets half its colour.
///
/// Drawing (``PNGRenderer`` uses it) blends source-over with the shape's opacity; every
/// computation is plain IEEE arithmetic (no `sin`/`cos` deciding a byte without rounding),
/// so the same drawing gives the same bytes on every platform.
public struct RasterCanvas: Sendable, Equatable {
  /// The picture's width in pixels.
  public let width: Int
  /// The picture's height in pixels.
  public let height: Int
  /// The pixels, `width × height × 4` bytes: red, green, blue, alpha, row by row.
  public internal(set) var pixels: [UInt8]

  /// The largest picture a canvas holds: 2²⁸ pixels (1 GiB of RGBA).
  public static let maximumPixels = 1 << 28

  /// The longest side a canvas has: 65,536 pixels. Drawing works on bands of whole rows
  /// (up to about 2 KiB of working memory per column), so a picture one row high but
  /// millions wide, within ``maximumPixels``, would still cost gigabytes; so would one
  /// made wide by a long label.
  public static let maximumSide = 1 << 16

  /// Whether a `width × height` canvas is within the limits: both sides positive and at
  /// most ``maximumSide``, and at most ``maximumPixels`` in all.
  public static func allows(width: Int, height: Int) -> Bool {
    width > 0 && height > 0 && width <= maximumSide && height <= maximumSide
      && width <= maximumPixels / height
  }

  /// A canvas filled with one colour (`opacity` 0 is fully transparent black).
  ///
  /// Returns `nil`, before allocating anything, if the size is outside the limits
  /// (``allows(width:height:)``: a side not positive or over ``maximumSide``, or more than
  /// ``maximumPixels`` in all).
  public init?(
    width: Int, height: Int, fill color: RGBColor = .init(red: 0, green: 0, blue: 0),
    opacity: Double = 0
  ) {
    guard Self.allows(width: width, height: height) else { return nil }
    self.width = width
    self.height = height
    let alpha = UInt8(Swift.max(0, Swift.min(1, opacity.isNaN ? 0 : opacity)) * 255 + 0.5)
    let pixel: [UInt8] = alpha == 0 ? [0, 0, 0, 0] : [color.red, color.green, color.blue, alpha]
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    if alpha != 0 {
      bytes.withUnsafeMutableBufferPointer { buffer in
        for k in 0..<(width * height) {
          buffer[4 * k] = pixel[0]
          buffer[4 * k + 1] = pixel[1]
          buffer[4 * k + 2] = pixel[2]
          buffer[4 * k + 3] = pixel[3]
        }
      }
    }
    pixels = bytes
  }

  /// The pixel `(x, y)` as red, green, blue, alpha.
  ///
  /// - Precondition: `0 ≤ x < width`, `0 ≤ y < height`.
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let k = 4 * (y * width + x)
    return (pixels[k], pixels[k + 1], pixels[k + 2], pixels[k + 3])
  }
}

/// A colour with an opacity, as drawing calls take it.
package struct RasterPaint: Sendable {
  package var red: Double
  package var green: Double
  package var blue: Double
  /// 0…1.
  package var opacity: Double

  package init(_ color: RGBColor, opacity: Double = 1) {
    red = Double(color.red)
    green = Double(color.green)
    blue = Double(color.blue)
    self.opacity = Swift.max(0, Swift.min(1, opacity.isFinite ? opacity : 0))
  }
}

extension RasterCanvas {
  /// Blends `paint` source-over at `coverage` (0…1) into the pixel at byte offset `k`.
  @inline(__always)
  static func blend(
    _ buffer: UnsafeMutableBufferPointer<UInt8>, at k: Int, paint: RasterPaint, coverage: Double
  ) {
    let sa = coverage * paint.opacity
    if sa <= 0 { return }
    let da = Double(buffer[k + 3]) / 255
    if sa >= 1 || da == 0 {
      // Nothing shows through: the paint's colour at its own alpha.
      buffer[k] = UInt8(paint.red + 0.5)
      buffer[k + 1] = UInt8(paint.green + 0.5)
      buffer[k + 2] = UInt8(paint.blue + 0.5)
      buffer[k + 3] = UInt8(Swift.min(1, sa) * 255 + 0.5)
      return
    }
    let keep = da * (1 - sa)
    let outA = sa + keep
    let r = (paint.red * sa + Double(buffer[k]) * keep) / outA
    let g = (paint.green * sa + Double(buffer[k + 1]) * keep) / outA
    let b = (paint.blue * sa + Double(buffer[k + 2]) * keep) / outA
    buffer[k] = UInt8(Swift.min(255, r + 0.5))
    buffer[k + 1] = UInt8(Swift.min(255, g + 0.5))
    buffer[k + 2] = UInt8(Swift.min(255, b + 0.5))
    buffer[k + 3] = UInt8(Swift.min(255, outA * 255 + 0.5))
  }
}
