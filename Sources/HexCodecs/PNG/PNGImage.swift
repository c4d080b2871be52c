// A minimal PNG codec: enough to write Tiled tileset images and to read the colour of a
// tileset's tiles. Writing goes through the streaming ``PNGEncoder`` (filters and the
// project's own deflate); reading handles 8-bit greyscale, RGB, palette, grey+alpha and
// RGBA images without interlacing, through the project's own ``Inflate``.

/// An 8-bit RGBA image held in memory, rows top to bottom.
package struct PNGImage: Equatable {
  /// Width in pixels.
  package let width: Int
  /// Height in pixels.
  package let height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha per pixel.
  package var pixels: [UInt8]

  /// The largest image ``decode(_:)`` accepts, in pixels.
  static let maximumPixelCount = 1 << 26

  /// A fully transparent image.
  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = [UInt8](repeating: 0, count: width * height * 4)
  }

  init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Sets pixel (`x`, `y`) to an opaque colour.
  package mutating func set(x: Int, y: Int, red: UInt8, green: UInt8, blue: UInt8) {
    let i = (y * width + x) * 4
    pixels[i] = red
    pixels[i + 1] = green
    pixels[i + 2] = blue
    pixels[i + 3] = 255
  }

  package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  // MARK: - Writing

  /// The image as a PNG file: RGBA, 8 bits per channel, each row filtered and the whole
  /// deflate-compressed by ``PNGEncoder``.
  package func encoded() -> [UInt8] {
    var file: [UInt8] = []
    PNGEncoder.write(width: width, height: height, alpha: true) { y, row in
      // `pixels` is settable, so a shorter array than width × height × 4 reads as zeros.
      let rowStart = y * width * 4
      let available = max(0, min(width * 4, pixels.count - rowStart))
      row.withUnsafeMutableBufferPointer { target in
        pixels.withUnsafeBufferPointer { source in
          for i in 0..<available { target[i] = source[rowStart + i] }
          for i in available..<target.count { target[i] = 0 }
        }
      }
    } to: { piece in
      file += piece
    }
    return file
  }

  package static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  package static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
    appendBigEndian(UInt32(data.count), to: &file)
    let typeBytes = Array(type.utf8)
    file += typeBytes
    file += data
    appendBigEndian(Checksum.crc32(data, start: Checksum.crc32(typeBytes)), to: &file)
  }

  // MARK: - Reading

  /// Decodes a PNG file (8-bit, not interlaced) into RGBA.
  ///
  /// - Throws: ``InflateError`` describing what is unsupported or broken.
  package static func decode(_ bytes: [UInt8]) throws -> PNGImage {
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
      throw InflateError("not a PNG file")
    }
    var position = 8
    var width = 0
    var height = 0
    var colorType = -1
    var palette: [UInt8] = []
    var transparency: [UInt8] = []
    var compressed: [UInt8] = []
    func be32(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    while true {
      guard position + 12 <= bytes.count else { throw InflateError("the PNG file is truncated") }
      let length = be32(position)
      let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
      guard length <= bytes.count - position - 12 else {
        throw InflateError("the PNG file is truncated")
      }
      let data = bytes[(position + 8)..<(position + 8 + length)]
      let crc = UInt32(be32(position + 8 + length))
      guard
        crc == Checksum.crc32(data, start: Checksum.crc32(bytes[(position + 4)..<(position + 8)]))
      else { throw InflateError("the PNG chunk \(type) has a bad CRC-32") }
      position += 12 + length
      switch type {
      case "IHDR":
        guard length == 13 else { throw InflateError("the PNG header is malformed") }
        let d = data.startIndex
        width = be32(d)
        height = be32(d + 4)
        guard data[d + 8] == 8 else {
          throw InflateError("PNG bit depth \(data[d + 8]) is not supported (only 8)")
        }
        colorType = Int(data[d + 9])
        guard data[d + 12] == 0 else { throw InflateError("interlaced PNGs are not supported") }
        // Each side is up to 2^32 - 1, so the product is checked for overflow.
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= maximumPixelCount else {
          throw InflateError(
            "the PNG is \(width)×\(height) pixels; the limit is \(maximumPixelCount)")
        }
      case "PLTE": palette = Array(data)
      case "tRNS": transparency = Array(data)
      case "IDAT":
        guard compressed.count + length <= 1 << 28 else {
          throw InflateError("the PNG is too large")
        }
        compressed += data
      case "IEND":
        return try unfilter(
          Inflate.zlib(compressed, limit: height * (1 + width * channels(colorType))),
          width: width, height: height, colorType: colorType, palette: palette,
          transparency: transparency)
      default: break
      }
    }
  }

  static func channels(_ colorType: Int) -> Int {
    switch colorType {
    case 0, 3: 1
    case 4: 2
    case 2: 3
    default: 4
    }
  }

  static func unfilter(
    _ raw: [UInt8], width: Int, height: Int, colorType: Int, palette: [UInt8],
    transparency: [UInt8]
  ) throws -> PNGImage {
    guard [0, 2, 3, 4, 6].contains(colorType) else {
      throw InflateError("PNG colour type \(colorType) is not supported")
    }
    let bpp = channels(colorType)
    let stride = width * bpp
    guard raw.count == height * (stride + 1) else {
      throw InflateError("the PNG image data has the wrong size")
    }
    var rows = [UInt8](repeating: 0, count: height * stride)
    for y in 0..<height {
      let filter = raw[y * (stride + 1)]
      let source = y * (stride + 1) + 1
      let row = y * stride
      for i in 0..<stride {
        let x = raw[source + i]
        let a = i >= bpp ? Int(rows[row + i - bpp]) : 0
        let b = y > 0 ? Int(rows[row - stride + i]) : 0
        let c = i >= bpp && y > 0 ? Int(rows[row - stride + i - bpp]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c
          let pa = abs(p - a)
          let pb = abs(p - b)
          let pc = abs(p - c)
          predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        default: throw InflateError("PNG filter type \(filter) is invalid")
        }
        rows[row + i] = x &+ UInt8(truncatingIfNeeded: predictor)
      }
    }
    var image = PNGImage(width: width, height: height)
    for p in 0..<(width * height) {
      let s = p * bpp
      let rgba: (UInt8, UInt8, UInt8, UInt8)
      switch colorType {
      case 0: rgba = (rows[s], rows[s], rows[s], 255)
      case 2: rgba = (rows[s], rows[s + 1], rows[s + 2], 255)
      case 3:
        let index = Int(rows[s])
        guard index * 3 + 2 < palette.count else {
          throw InflateError("a PNG pixel uses a colour missing from the palette")
        }
        let alpha = index < transparency.count ? transparency[index] : 255
        rgba = (palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2], alpha)
      case 4: rgba = (rows[s], rows[s], rows[s], rows[s + 1])
      default: rgba = (rows[s], rows[s + 1], rows[s + 2], rows[s + 3])
      }
      image.pixels[p * 4] = rgba.0
      image.pixels[p * 4 + 1] = rgba.1
      image.pixels[p * 4 + 2] = rgba.2
      image.pixels[p * 4 + 3] = rgba.3
    }
    return image
  }

  /// The average colour of the pixels with alpha above 0 in a rectangle (clipped to the
  /// image), channel by channel rounded to nearest, or `nil` if none is visible.
  package func averageColor(x: Int, y: Int, width w: Int, height h: Int)
    -> (red: UInt8, green: UInt8, blue: UInt8)?
  {
    var sums = (0, 0, 0)
    var count = 0
    let left = max(0, x)
    let top = max(0, y)
    let right = min(width, x + w)
    let bottom = min(height, y + h)
    guard left < right, top < bottom else { return nil }
    for py in top..<bottom {
      for px in left..<right {
        let i = (py * width + px) * 4
        guard pixels[i + 3] > 0 else { continue }
        sums.0 += Int(pixels[i])
        sums.1 += Int(pixels[i + 1])
        sums.2 += Int(pixels[i + 2])
        count += 1
      }
    }
    guard count > 0 else { return nil }
    func mean(_ sum: Int) -> UInt8 { UInt8((sum + count / 2) / count) }
    return (mean(sums.0), mean(sums.1), mean(sums.2))
  }
}
