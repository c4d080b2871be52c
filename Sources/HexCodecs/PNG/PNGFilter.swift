// PNG's five row filters (PNG specification, section 9) and the choice between them: the
// filter whose output has the smallest sum of absolute values, each byte read as signed,
// which the specification recommends as a good, cheap predictor of what deflates best.

/// Filtering one scanline for PNG encoding.
enum PNGFilter {
  /// Writes the filter type byte and the filtered bytes of `row` into `output` (which has
  /// `row.count + 1` bytes), given the unfiltered row `above` (zeros for the first row).
  /// Ties go to the lower filter number.
  ///
  /// - Complexity: O(n) for a row of n bytes: one pass scoring all five filters, one pass
  ///   writing the chosen one.
  static func filter(
    _ row: [UInt8], above: [UInt8], bytesPerPixel bpp: Int, into output: inout [UInt8]
  ) {
    let n = row.count
    row.withUnsafeBufferPointer { x in
      above.withUnsafeBufferPointer { b in
        output.withUnsafeMutableBufferPointer { out in
          var sums = (0, 0, 0, 0, 0)
          for i in 0..<n {
            let left = i >= bpp ? Int(x[i - bpp]) : 0
            let up = Int(b[i])
            let corner = i >= bpp ? Int(b[i - bpp]) : 0
            let value = Int(x[i])
            sums.0 &+= cost(value)
            sums.1 &+= cost(value - left)
            sums.2 &+= cost(value - up)
            sums.3 &+= cost(value - (left + up) >> 1)
            sums.4 &+= cost(value - paeth(left, up, corner))
          }
          var best = 0
          var bestSum = sums.0
          for (type, sum) in [(1, sums.1), (2, sums.2), (3, sums.3), (4, sums.4)] where sum < bestSum {
            best = type
            bestSum = sum
          }
          out[0] = UInt8(best)
          for i in 0..<n {
            let left = i >= bpp ? Int(x[i - bpp]) : 0
            let up = Int(b[i])
            let predictor: Int
            switch best {
            case 0: predictor = 0
            case 1: predictor = left
            case 2: predictor = up
            case 3: predictor = (left + up) >> 1
            default: predictor = paeth(left, up, i >= bpp ? Int(b[i - bpp]) : 0)
            }
            out[i + 1] = UInt8(truncatingIfNeeded: Int(x[i]) - predictor)
          }
        }
      }
    }
  }

  /// |d| for the filtered byte d read as a signed 8-bit value.
  @inline(__always)
  static func cost(_ difference: Int) -> Int {
    let byte = difference & 0xFF
    return byte < 128 ? byte : 256 - byte
  }

  /// The Paeth predictor: whichever of left, up and corner is closest to left + up − corner.
  @inline(__always)
  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a)
    let pb = abs(p - b)
    let pc = abs(p - c)
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
  }
}
