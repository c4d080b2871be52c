// Writing PNG files a row at a time, so a picture's encoder holds O(width) bytes beside the
// caller's pixels, whatever the picture's size: each row is filtered (the PNG filter with
// the smallest sum of absolute differences, the heuristic the PNG specification suggests),
// fed to the deflate compressor, and the compressed bytes leave in IDAT chunks of at most
// 64 KiB as soon as there are enough of them.

/// Streams an 8-bit image out as a PNG file: the caller supplies one row of RGBA pixels at
/// a time and receives the file in pieces as they are made.
///
/// ```swift
/// try PNGEncoder.write(width: w, height: h, alpha: false) { y, row in
///   row.replaceSubrange(0..<(w * 4), with: canvas[y])   // w × 4 bytes: r, g, b, a
/// } to: { piece in try sink.write(piece) }
/// ```
package enum PNGEncoder {
  /// The most compressed bytes one IDAT chunk holds.
  package static let chunkLimit = 1 << 16

  /// Writes a `width × height` image.
  ///
  /// - Parameters:
  ///   - alpha: whether the file keeps the alpha channel (colour type 6, RGBA); `false`
  ///     writes colour type 2 (RGB) and ignores every fourth byte of each row.
  ///   - row: fills `pixels` (`width × 4` bytes, already that size) with row `y`, called
  ///     once per row, top to bottom. Bytes missing from a row the closure shortened count
  ///     as 0.
  ///   - output: receives the file's bytes in order, in pieces of any size (signature and
  ///     header first, then whole IDAT chunks, then IEND).
  /// - Complexity: O(width × height); memory O(width) beside the caller's pixels, plus the
  ///   compressor's fixed ~390 KiB.
  package static func write(
    width: Int, height: Int, alpha: Bool,
    row: (_ y: Int, _ pixels: inout [UInt8]) -> Void,
    to output: ([UInt8]) throws -> Void
  ) rethrows {
    // A negative size is no picture; it is written as 0 (an invalid but harmless file)
    // rather than trapping.
    let width = max(0, width)
    let height = max(0, height)
    var header: [UInt8] = []
    PNGImage.appendBigEndian(UInt32(clamping: width), to: &header)
    PNGImage.appendBigEndian(UInt32(clamping: height), to: &header)
    // Bit depth 8, colour type RGBA or RGB, deflate, filter method 0, no interlace.
    header += [8, alpha ? 6 : 2, 0, 0, 0]
    var start = PNGImage.signature
    PNGImage.appendChunk("IHDR", header, to: &start)
    try output(start)

    let channels = alpha ? 4 : 3
    let stride = width * channels
    var rgba = [UInt8](repeating: 0, count: width * 4)
    var previous = [UInt8](repeating: 0, count: stride)
    var current = [UInt8](repeating: 0, count: stride)
    var filtered = [UInt8](repeating: 0, count: stride + 1)
    let compressor = DeflateCompressor(zlib: true)
    var pending: [UInt8] = []
    for y in 0..<height {
      row(y, &rgba)
      pack(rgba, width: width, alpha: alpha, into: &current)
      if rgba.count != width * 4 { rgba = [UInt8](repeating: 0, count: width * 4) }
      PNGFilter.filter(current, above: previous, bytesPerPixel: channels, into: &filtered)
      compressor.compress(filtered)
      if compressor.output.count >= chunkLimit {
        pending += compressor.takeOutput()
        try writeChunks(&pending, all: false, to: output)
      }
      swap(&previous, &current)
    }
    compressor.finish()
    pending += compressor.takeOutput()
    try writeChunks(&pending, all: true, to: output)
    var end: [UInt8] = []
    PNGImage.appendChunk("IEND", [], to: &end)
    try output(end)
  }

  /// Copies a row of RGBA pixels into `row` as RGBA or RGB bytes.
  static func pack(_ rgba: [UInt8], width: Int, alpha: Bool, into row: inout [UInt8]) {
    let available = min(rgba.count, width * 4)
    rgba.withUnsafeBufferPointer { source in
      row.withUnsafeMutableBufferPointer { target in
        if alpha {
          for i in 0..<(width * 4) { target[i] = i < available ? source[i] : 0 }
          return
        }
        for x in 0..<width {
          for c in 0..<3 {
            let i = x * 4 + c
            target[x * 3 + c] = i < available ? source[i] : 0
          }
        }
      }
    }
  }

  /// Writes `pending` out as IDAT chunks of `chunkLimit` bytes, and the shorter rest too
  /// when `all`, leaving what was not written in `pending`.
  static func writeChunks(
    _ pending: inout [UInt8], all: Bool, to output: ([UInt8]) throws -> Void
  ) rethrows {
    var offset = 0
    var file: [UInt8] = []
    while pending.count - offset >= chunkLimit || (all && offset < pending.count) {
      let length = min(chunkLimit, pending.count - offset)
      PNGImage.appendChunk("IDAT", Array(pending[offset..<(offset + length)]), to: &file)
      offset += length
    }
    pending.removeFirst(offset)
    if !file.isEmpty { try output(file) }
  }
}
