// Writing PNG files a row at a time, so a picture's encoder holds O(width) bytes beside the
// caller's pixels, whatever the picture's size.

/// Streams an 8-bit image out as a PNG file: the caller supplies one row of RGBA pixels at
/// a time and receives the file in pieces as they are made.
///
/// ```swift
/// try PNGEncoder.write(width: w, height: h, alpha: false) { y, row in
///   row.replaceSubrange(0..<(w * 4), with: canvas[y])   // w × 4 bytes: r, g, b, a
/// } to: { piece in try sink.write(piece) }
/// ```
package enum PNGEncoder {
  /// Writes a `width × height` image.
  ///
  /// - Parameters:
  ///   - alpha: whether the file keeps the alpha channel (colour type 6, RGBA); `false`
  ///     writes colour type 2 (RGB) and ignores every fourth byte of each row.
  ///   - row: fills `pixels` (`width × 4` bytes, already that size) with row `y`, called
  ///     once per row, top to bottom.
  ///   - output: receives the file's bytes in order, in pieces of any size.
  /// - Complexity: O(width × height); memory O(width) beside the caller's pixels.
  package static func write(
    width: Int, height: Int, alpha: Bool,
    row: (_ y: Int, _ pixels: inout [UInt8]) -> Void,
    to output: ([UInt8]) throws -> Void
  ) rethrows {
    var header: [UInt8] = []
    PNGImage.appendBigEndian(UInt32(width), to: &header)
    PNGImage.appendBigEndian(UInt32(height), to: &header)
    // Bit depth 8, colour type RGBA or RGB, deflate, filter method 0, no interlace.
    header += [8, alpha ? 6 : 2, 0, 0, 0]
    var start = PNGImage.signature
    PNGImage.appendChunk("IHDR", header, to: &start)
    try output(start)

    // Stored deflate blocks, one per row (rows here are < 64 KiB for width < 16,383).
    // TODO(issue 22): real deflate, filters, IDAT pieces of bounded size.
    let channels = alpha ? 4 : 3
    var rgba = [UInt8](repeating: 0, count: width * 4)
    var raw: [UInt8] = []
    raw.reserveCapacity(height * (width * channels + 1))
    for y in 0..<height {
      row(y, &rgba)
      raw.append(0)
      if alpha {
        raw.append(contentsOf: rgba)
      } else {
        for x in 0..<width { raw.append(contentsOf: rgba[(x * 4)..<(x * 4 + 3)]) }
      }
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let length = min(65_535, raw.count - offset)
      let isLast = offset + length == raw.count
      zlib.append(isLast ? 1 : 0)
      zlib += [UInt8(length & 0xFF), UInt8(length >> 8)]
      zlib += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
      zlib.append(contentsOf: raw[offset..<(offset + length)])
      offset += length
    } while offset < raw.count
    PNGImage.appendBigEndian(Checksum.adler32(raw), to: &zlib)
    var rest: [UInt8] = []
    PNGImage.appendChunk("IDAT", zlib, to: &rest)
    PNGImage.appendChunk("IEND", [], to: &rest)
    try output(rest)
  }
}
