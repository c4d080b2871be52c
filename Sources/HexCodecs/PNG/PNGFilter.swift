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
    row.withUnsafeBufferPointer { xBuffer in
      above.withUnsafeBufferPointer { bBuffer in
        output.withUnsafeMutableBufferPointer { outBuffer in
          guard n > 0, let x = xBuffer.baseAddress, let b = bBuffer.baseAddress,
            let out = outBuffer.baseAddress
          else { return }
          let best = choose(x, b, n, bpp)
          out[0] = UInt8(best)
          apply(best, x, b, n, bpp, out + 1)
        }
      }
    }
  }

  /// The filter type with the smallest score.
  static func choose(
    _ x: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int, _ bpp: Int
  ) -> Int {
    var s0 = 0
    var s1 = 0
    var s2 = 0
    var s3 = 0
    var s4 = 0
    let head = min(bpp, n)
    // The first pixel has no left neighbour: left and corner are 0.
    for i in 0..<head {
      let value = Int(x[i])
      let up = Int(b[i])
      s0 &+= cost(value)
      s1 &+= cost(value)
      s2 &+= cost(value - up)
      s3 &+= cost(value - up >> 1)
      s4 &+= cost(value - up)  // Paeth of (0, up, 0) is up
    }
    var i = head
    // Sixteen bytes at a time in SIMD lanes: the scores are sums of small integers, so
    // lane order does not change them. Lanes gather up to 256 costs of at most 128 each
    // (under 2^16) before they are added up.
    var v0 = SIMD16<UInt16>()
    var v1 = SIMD16<UInt16>()
    var v2 = SIMD16<UInt16>()
    var v3 = SIMD16<UInt16>()
    var v4 = SIMD16<UInt16>()
    var gathered = 0
    while i + 16 <= n {
      let value = load(x + i)
      let left = load(x + i - bpp)
      let up = load(b + i)
      let corner = load(b + i - bpp)
      let average = (left & up) &+ ((left ^ up) &>> 1)
      v0 &+= magnitude(value)
      v1 &+= magnitude(value &- left)
      v2 &+= magnitude(value &- up)
      v3 &+= magnitude(value &- average)
      v4 &+= magnitude(value &- paeth(left, up, corner))
      i += 16
      gathered += 1
      if gathered == 256 || i + 16 > n {
        s0 &+= total(v0)
        s1 &+= total(v1)
        s2 &+= total(v2)
        s3 &+= total(v3)
        s4 &+= total(v4)
        v0 = .zero
        v1 = .zero
        v2 = .zero
        v3 = .zero
        v4 = .zero
        gathered = 0
      }
    }
    while i < n {
      let value = Int(x[i])
      let left = Int(x[i - bpp])
      let up = Int(b[i])
      let corner = Int(b[i - bpp])
      s0 &+= cost(value)
      s1 &+= cost(value - left)
      s2 &+= cost(value - up)
      s3 &+= cost(value - (left + up) >> 1)
      s4 &+= cost(value - paeth(left, up, corner))
      i += 1
    }
    var best = 0
    var bestSum = s0
    if s1 < bestSum { (best, bestSum) = (1, s1) }
    if s2 < bestSum { (best, bestSum) = (2, s2) }
    if s3 < bestSum { (best, bestSum) = (3, s3) }
    if s4 < bestSum { best = 4 }
    return best
  }

  /// Writes row `x` filtered with `type` to `out`.
  static func apply(
    _ type: Int, _ x: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int, _ bpp: Int,
    _ out: UnsafeMutablePointer<UInt8>
  ) {
    let head = min(bpp, n)
    switch type {
    case 0:
      out.update(from: x, count: n)
    case 1:
      for i in 0..<head { out[i] = x[i] }
      for i in head..<n { out[i] = x[i] &- x[i - bpp] }
    case 2:
      for i in 0..<n { out[i] = x[i] &- b[i] }
    case 3:
      for i in 0..<head { out[i] = x[i] &- b[i] >> 1 }
      for i in head..<n {
        out[i] = x[i] &- UInt8((UInt16(x[i - bpp]) + UInt16(b[i])) >> 1)
      }
    default:
      for i in 0..<head { out[i] = x[i] &- b[i] }
      var i = head
      while i + 16 <= n {
        let predicted = paeth(load(x + i - bpp), load(b + i), load(b + i - bpp))
        UnsafeMutableRawPointer(out + i).storeBytes(of: load(x + i) &- predicted, as: Bytes.self)
        i += 16
      }
      while i < n {
        out[i] = x[i] &- UInt8(paeth(Int(x[i - bpp]), Int(b[i]), Int(b[i - bpp])))
        i += 1
      }
    }
  }

  /// |d| for the filtered byte d read as a signed 8-bit value.
  @inline(__always)
  static func cost(_ difference: Int) -> Int {
    let byte = Int(Int8(truncatingIfNeeded: difference))
    return byte < 0 ? -byte : byte
  }

  /// The Paeth predictor: whichever of left, up and corner is closest to left + up − corner.
  @inline(__always)
  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let pa = abs(b - c)
    let pb = abs(a - c)
    let pc = abs(a + b - 2 * c)
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
  }

  typealias Bytes = SIMD16<UInt8>

  @inline(__always)
  static func load(_ pointer: UnsafePointer<UInt8>) -> Bytes {
    UnsafeRawPointer(pointer).loadUnaligned(as: Bytes.self)
  }

  /// The sum of all lanes, in 32 bits (16 lanes of up to 2^15 would wrap 16).
  @inline(__always)
  static func total(_ lanes: SIMD16<UInt16>) -> Int {
    Int(SIMD16<UInt32>(truncatingIfNeeded: lanes).wrappedSum())
  }

  /// Each lane's cost: the byte read as signed, its absolute value (the smaller of d and
  /// 256 − d), widened so the lanes can gather many.
  @inline(__always)
  static func magnitude(_ difference: Bytes) -> SIMD16<UInt16> {
    SIMD16<UInt16>(truncatingIfNeeded: pointwiseMin(difference, 0 &- difference))
  }

  /// The Paeth predictor lane by lane, in 16-bit lanes so a + b − 2c cannot overflow.
  @inline(__always)
  static func paeth(_ a: Bytes, _ b: Bytes, _ c: Bytes) -> Bytes {
    let a16 = SIMD16<Int16>(truncatingIfNeeded: a)
    let b16 = SIMD16<Int16>(truncatingIfNeeded: b)
    let c16 = SIMD16<Int16>(truncatingIfNeeded: c)
    func magnitude(_ v: SIMD16<Int16>) -> SIMD16<Int16> { pointwiseMax(v, 0 &- v) }
    let pa = magnitude(b16 &- c16)
    let pb = magnitude(a16 &- c16)
    let pc = magnitude(a16 &+ b16 &- c16 &- c16)
    let useA = (pa .<= pb) .& (pa .<= pc)
    let useB = pb .<= pc
    let predicted = c16.replacing(with: b16, where: useB).replacing(with: a16, where: useA)
    return Bytes(truncatingIfNeeded: predicted)
  }
}
