import HexTestSupport
import Testing

@testable import HexCodecs

/// The streaming PNG encoder: files decode (with the project's decoder) to the pixels
/// given, in bounded IDAT chunks, with each row's filter as a plain reference picks it.
@Suite("PNG encoder")
struct PNGEncoderTests {
  static func randomImage(width: Int, height: Int, seed: UInt64, colours: Int = 256) -> PNGImage {
    var random = TestRandom(seed: seed)
    var image = PNGImage(width: width, height: height)
    for i in 0..<image.pixels.count {
      image.pixels[i] = UInt8(
        Int.random(in: 0..<colours, using: &random) * (255 / max(1, colours - 1)))
    }
    return image
  }

  /// A picture like a rendered map: flat colours in bands with soft edges.
  static func mapLike(width: Int, height: Int) -> PNGImage {
    var image = PNGImage(width: width, height: height)
    let palette: [(UInt8, UInt8, UInt8)] = [
      (70, 130, 180), (34, 139, 34), (238, 214, 175), (139, 137, 137),
    ]
    for y in 0..<height {
      for x in 0..<width {
        let cell = ((x + (y / 14) * 8) / 16 + y / 14) % 4
        let edge = (x + (y / 14) * 8) % 16 == 0 || y % 14 == 0
        let colour = palette[cell]
        let shade: UInt8 = edge ? 2 : 1
        image.set(
          x: x, y: y, red: colour.0 / shade, green: colour.1 / shade, blue: colour.2 / shade)
      }
    }
    return image
  }

  static func encode(_ image: PNGImage, alpha: Bool) -> (file: [UInt8], pieces: [[UInt8]]) {
    var pieces: [[UInt8]] = []
    PNGEncoder.write(width: image.width, height: image.height, alpha: alpha) { y, row in
      for i in 0..<(image.width * 4) { row[i] = image.pixels[y * image.width * 4 + i] }
    } to: {
      pieces.append($0)
    }
    return (pieces.flatMap { $0 }, pieces)
  }

  /// The chunk types and data lengths of a PNG file, in order.
  static func chunks(_ file: [UInt8]) -> [(type: String, length: Int)] {
    var result: [(String, Int)] = []
    var position = 8
    while position + 8 <= file.count {
      let length = file[position..<(position + 4)].reduce(0) { $0 << 8 | Int($1) }
      result.append(
        (String(decoding: file[(position + 4)..<(position + 8)], as: UTF8.self), length))
      position += 12 + length
    }
    return result
  }

  @Test(arguments: [false, true])
  func filesDecodeToThePixelsGiven(alpha: Bool) throws {
    let sizes = [(1, 1), (3, 2), (17, 5), (300, 40), (5000, 3), (17_000, 2)]
    for (index, (width, height)) in sizes.enumerated() {
      for colours in [2, 256] {
        var image = Self.randomImage(
          width: width, height: height, seed: UInt64(index), colours: colours)
        let file = Self.encode(image, alpha: alpha).file
        if !alpha {
          for i in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[i] = 255 }
        }
        #expect(try PNGImage.decode(file) == image, "\(width)×\(height), \(colours) colours")
      }
    }
    let map = Self.mapLike(width: 320, height: 240)
    let file = Self.encode(map, alpha: alpha).file
    #expect(try PNGImage.decode(file) == map)
    #expect(file.count < map.pixels.count / 50)
    #expect(map.encoded() == Self.encode(map, alpha: true).file)
  }

  /// Sizes a caller can build never trap: a negative size writes a 0×0 header, a pixel
  /// array shorter than the size reads as zeros, a row the closure shortens likewise.
  @Test func oddSizesDoNotTrap() throws {
    var pieces: [UInt8] = []
    PNGEncoder.write(width: -3, height: -1, alpha: true) { _, _ in
    } to: {
      pieces += $0
    }
    #expect(Self.chunks(pieces).map(\.type) == ["IHDR", "IDAT", "IEND"])
    var short = PNGImage(width: 4, height: 3)
    short.pixels = [9, 9, 9, 9]
    var expected = PNGImage(width: 4, height: 3)
    expected.pixels[0...3] = [9, 9, 9, 9]
    #expect(try PNGImage.decode(short.encoded()) == expected)
    var file: [UInt8] = []
    PNGEncoder.write(width: 2, height: 2, alpha: true) { _, row in
      row = [1, 2]
    } to: {
      file += $0
    }
    var shortened = PNGImage(width: 2, height: 2)
    shortened.pixels[0...1] = [1, 2]
    shortened.pixels[8...9] = [1, 2]
    #expect(try PNGImage.decode(file) == shortened)
  }

  /// Signature and IHDR come first on their own, then IDAT chunks of at most 64 KiB, each
  /// handed over as soon as it is full, then IEND.
  @Test func chunksAreBoundedAndStreamed() throws {
    let image = Self.randomImage(width: 400, height: 400, seed: 3)
    let (file, pieces) = Self.encode(image, alpha: true)
    #expect(pieces[0].count == 8 + 25)
    let chunks = Self.chunks(file)
    #expect(chunks.first?.type == "IHDR")
    #expect(chunks.last?.type == "IEND")
    let data = chunks.dropFirst().dropLast()
    #expect(data.allSatisfy { $0.type == "IDAT" && $0.length <= PNGEncoder.chunkLimit })
    #expect(
      data.count == (image.pixels.count + 400 + PNGEncoder.chunkLimit) / PNGEncoder.chunkLimit)
    #expect(data.dropLast().allSatisfy { $0.length == PNGEncoder.chunkLimit })
    // Several pieces before the end: the file is not collected first.
    #expect(pieces.count > 3)
  }

  /// The SIMD filter scoring and writing against a plain per-filter reference, on random
  /// rows of many lengths, for RGB and RGBA, with and without a row above.
  @Test func filterChoiceMatchesAReference() {
    var random = TestRandom(seed: 11)
    for trial in 0..<400 {
      let bpp = trial % 2 == 0 ? 3 : 4
      let n = bpp * (trial % 40 == 0 ? 3000 + trial : Int.random(in: 1...60, using: &random))
      let spread = [1, 4, 256][trial % 3]
      let row = (0..<n).map { _ in
        UInt8(Int.random(in: 0..<spread, using: &random) * (255 / max(1, spread - 1)))
      }
      let above: [UInt8]
      switch trial % 4 {
      case 0: above = [UInt8](repeating: 0, count: n)
      case 1:
        above = (0..<n).map { _ in
          UInt8(Int.random(in: 0..<spread, using: &random) * (255 / max(1, spread - 1)))
        }
      default: above = row.map { $0 &+ UInt8(Int.random(in: 0...2, using: &random)) }
      }
      var output = [UInt8](repeating: 0, count: n + 1)
      PNGFilter.filter(row, above: above, bytesPerPixel: bpp, into: &output)
      #expect(output == Self.referenceFilter(row, above: above, bpp: bpp), "trial \(trial)")
      // Every filter, not only the chosen one, writes what the formulas say.
      for type in 0..<5 {
        var written = [UInt8](repeating: 0, count: n)
        row.withUnsafeBufferPointer { x in
          above.withUnsafeBufferPointer { b in
            written.withUnsafeMutableBufferPointer { out in
              PNGFilter.apply(type, x.baseAddress!, b.baseAddress!, n, bpp, out.baseAddress!)
            }
          }
        }
        #expect(written == Self.filtered(row, above: above, bpp: bpp, type: type), "trial \(trial)")
      }
    }
    // Known answers: a row equal to the one above is best as Up (2); a constant row under
    // a different one as Sub (1); a first row of zeros stays None (0) by the tie rule.
    var out = [UInt8](repeating: 0, count: 13)
    let gradient = (0..<12).map { UInt8($0 * 20) }
    PNGFilter.filter(gradient, above: gradient, bytesPerPixel: 3, into: &out)
    #expect(out[0] == 2)
    PNGFilter.filter(
      [UInt8](repeating: 90, count: 12), above: gradient, bytesPerPixel: 3, into: &out)
    #expect(out[0] == 1)
    PNGFilter.filter(
      [UInt8](repeating: 0, count: 12), above: [UInt8](repeating: 0, count: 12), bytesPerPixel: 3,
      into: &out)
    #expect(out == [UInt8](repeating: 0, count: 13))
  }

  /// Each filter written out from the PNG specification's formulas, the one with the
  /// smallest sum of |signed byte| chosen (lowest type on ties).
  static func referenceFilter(_ x: [UInt8], above b: [UInt8], bpp: Int) -> [UInt8] {
    var best: [UInt8] = []
    var bestScore = Int.max
    for type in 0..<5 {
      let out = [UInt8(type)] + filtered(x, above: b, bpp: bpp, type: type)
      let score = out.dropFirst().reduce(0) { $0 + abs(Int(Int8(bitPattern: $1))) }
      if score < bestScore {
        best = out
        bestScore = score
      }
    }
    return best
  }

  /// Row `x` filtered with `type`, straight from the formulas.
  static func filtered(_ x: [UInt8], above b: [UInt8], bpp: Int, type: Int) -> [UInt8] {
    var out: [UInt8] = []
    for i in 0..<x.count {
      let a = i >= bpp ? Int(x[i - bpp]) : 0
      let c = i >= bpp ? Int(b[i - bpp]) : 0
      let up = Int(b[i])
      let p = a + up - c
      let paeth =
        abs(p - a) <= abs(p - up) && abs(p - a) <= abs(p - c)
        ? a : abs(p - up) <= abs(p - c) ? up : c
      let predictor = [0, a, up, (a + up) / 2, paeth][type]
      out.append(UInt8(truncatingIfNeeded: Int(x[i]) - predictor))
    }
    return out
  }
}
