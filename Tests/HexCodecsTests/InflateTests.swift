import HexCodecs
import HexTestSupport
import Testing

/// The project's own DEFLATE decoder and checksums, against streams made once by Python's
/// zlib and gzip modules (pasted as constants) and corrupt variants of them.
@Suite("Inflate, PNG and checksums")
struct InflateTests {
  /// 20×20 GIDs `((x·y) mod 7) + 1` as little-endian UInt32: 1600 bytes.
  static let gidBytes: [UInt8] = {
    var bytes: [UInt8] = []
    for y in 0..<20 {
      for x in 0..<20 { bytes += [UInt8((x * y) % 7 + 1), 0, 0, 0] }
    }
    return bytes
  }()

  /// `zlib.compress(gidBytes, 9)`: one dynamic-Huffman block.
  static let zlibDynamic: [UInt8] = [
    0x78, 0xda, 0xed, 0x92, 0xb9, 0x11, 0x00, 0x41, 0x08, 0xc3, 0xd6, 0xbc, 0xfd, 0x77, 0x7c, 0x04,
    0xaa, 0x80, 0xb9, 0x90, 0x40, 0xc3, 0x23, 0x87, 0xd6, 0x7b, 0x4f, 0x3f, 0x63, 0x83, 0x0f, 0x31,
    0xe4, 0x50, 0x43, 0x2f, 0x9d, 0xf8, 0x25, 0x39, 0xc3, 0x6f, 0x9d, 0x98, 0x8d, 0x2f, 0x5c, 0x2e,
    0x9d, 0xf0, 0xc6, 0xcf, 0xc9, 0xc4, 0xd2, 0x89, 0x3b, 0x70, 0x4d, 0xce, 0x97, 0x4e, 0xec, 0xc5,
    0x1d, 0xe4, 0x6d, 0xe9, 0x74, 0x7d, 0xb9, 0xbe, 0x5c, 0x5f, 0xae, 0x2f, 0xb8, 0x0f, 0xaa, 0x48,
    0x05, 0x82,
  ]

  /// `gzip.GzipFile(filename="gids.bin", mtime=0)` of the same bytes (FNAME set).
  static let gzipDynamic: [UInt8] = [
    0x1f, 0x8b, 0x08, 0x08, 0x00, 0x00, 0x00, 0x00, 0x02, 0xff, 0x67, 0x69, 0x64, 0x73, 0x2e, 0x62,
    0x69, 0x6e, 0x00, 0xed, 0x92, 0xb9, 0x11, 0x00, 0x41, 0x08, 0xc3, 0xd6, 0xbc, 0xfd, 0x77, 0x7c,
    0x04, 0xaa, 0x80, 0xb9, 0x90, 0x40, 0xc3, 0x23, 0x87, 0xd6, 0x7b, 0x4f, 0x3f, 0x63, 0x83, 0x0f,
    0x31, 0xe4, 0x50, 0x43, 0x2f, 0x9d, 0xf8, 0x25, 0x39, 0xc3, 0x6f, 0x9d, 0x98, 0x8d, 0x2f, 0x5c,
    0x2e, 0x9d, 0xf0, 0xc6, 0xcf, 0xc9, 0xc4, 0xd2, 0x89, 0x3b, 0x70, 0x4d, 0xce, 0x97, 0x4e, 0xec,
    0xc5, 0x1d, 0xe4, 0x6d, 0xe9, 0x74, 0x7d, 0xb9, 0xbe, 0x5c, 0x5f, 0xae, 0x2f, 0xb8, 0x0f, 0xa1,
    0x85, 0x9e, 0x71, 0x40, 0x06, 0x00, 0x00,
  ]

  /// `zlib.compress(b"stored block!", 0)`: one stored block.
  static let zlibStored: [UInt8] = [
    0x78, 0x01, 0x01, 0x0d, 0x00, 0xf2, 0xff, 0x73, 0x74, 0x6f, 0x72, 0x65, 0x64, 0x20, 0x62, 0x6c,
    0x6f, 0x63, 0x6b, 0x21, 0x24, 0x5e, 0x04, 0xde,
  ]

  /// `zlib.compress(b"hexhexhex!", 9)`: one fixed-Huffman block with a back-reference.
  static let zlibFixed: [UInt8] = [
    0x78, 0xda, 0xcb, 0x48, 0xad, 0xc8, 0x00, 0x23, 0x45, 0x00, 0x16, 0xd5, 0x03, 0xf1,
  ]

  @Test func checksumsMatchKnownValues() {
    #expect(
      Checksum.crc32(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
    #expect(Checksum.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    #expect(Checksum.crc32(Self.gidBytes) == 1_906_214_305)
    #expect(Checksum.crc32([UInt8]()) == 0)
    #expect(Checksum.adler32([UInt8]()) == 1)
    // Long input exercises the deferred modulo of Adler-32.
    let long = [UInt8](repeating: 0xFF, count: 100_000)
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in long {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    #expect(Checksum.adler32(long) == b << 16 | a)
  }

  @Test func decodesDynamicFixedAndStoredBlocks() throws {
    #expect(try Inflate.zlib(Self.zlibDynamic, limit: 1600) == Self.gidBytes)
    #expect(try Inflate.gzip(Self.gzipDynamic, limit: 1600) == Self.gidBytes)
    #expect(try Inflate.zlib(Self.zlibStored, limit: 100) == Array("stored block!".utf8))
    #expect(try Inflate.zlib(Self.zlibFixed, limit: 100) == Array("hexhexhex!".utf8))
  }

  @Test func refusesOutputOverTheLimit() {
    #expect(throws: InflateError.self) { try Inflate.zlib(Self.zlibDynamic, limit: 1599) }
    #expect(throws: InflateError.self) { try Inflate.zlib(Self.zlibStored, limit: 12) }
    #expect(throws: InflateError.self) { try Inflate.gzip(Self.gzipDynamic, limit: 100) }
  }

  @Test func refusesTruncatedStreams() {
    for length in [0, 1, 2, 5, 20, Self.zlibDynamic.count - 1] {
      #expect(throws: InflateError.self) {
        try Inflate.zlib(Array(Self.zlibDynamic.prefix(length)), limit: 1 << 20)
      }
    }
    for length in [0, 10, 30, Self.gzipDynamic.count - 4, Self.gzipDynamic.count - 1] {
      #expect(throws: InflateError.self) {
        try Inflate.gzip(Array(Self.gzipDynamic.prefix(length)), limit: 1 << 20)
      }
    }
  }

  @Test func refusesCorruptStreams() throws {
    // A wrong Adler-32, CRC-32 or size.
    var zlib = Self.zlibDynamic
    zlib[zlib.count - 1] ^= 1
    let adler = #expect(throws: InflateError.self) { try Inflate.zlib(zlib, limit: 1 << 20) }
    #expect(adler?.message.contains("Adler-32") == true)
    var gzip = Self.gzipDynamic
    gzip[gzip.count - 6] ^= 1
    let crc = #expect(throws: InflateError.self) { try Inflate.gzip(gzip, limit: 1 << 20) }
    #expect(crc?.message.contains("CRC-32") == true)
    gzip = Self.gzipDynamic
    gzip[gzip.count - 2] ^= 1
    #expect(throws: InflateError.self) { try Inflate.gzip(gzip, limit: 1 << 20) }
    // A bad header, a preset dictionary, block type 3, a stored block's NLEN, trailing bytes.
    #expect(throws: InflateError.self) {
      try Inflate.zlib([0x78, 0x00] + Self.zlibFixed.dropFirst(2), limit: 100)
    }
    #expect(throws: InflateError.self) { try Inflate.zlib([0x78, 0xBB, 0, 0, 0, 0], limit: 100) }
    #expect(throws: InflateError.self) { try Inflate.zlib([0x78, 0x01, 0x07, 0, 0], limit: 100) }
    var stored = Self.zlibStored
    stored[5] ^= 0xFF
    #expect(throws: InflateError.self) { try Inflate.zlib(stored, limit: 100) }
    #expect(throws: InflateError.self) { try Inflate.zlib(Self.zlibFixed + [0], limit: 100) }
    #expect(throws: InflateError.self) { try Inflate.gzip(Self.zlibFixed, limit: 100) }
    // Flipping any single bit of the compressed data never traps and never yields wrong
    // data: the stream is refused, or (for a bit the decoder ignores) decodes correctly.
    var refused = 0
    for index in 2..<(Self.zlibDynamic.count - 4) {
      for bit in 0..<8 {
        var broken = Self.zlibDynamic
        broken[index] ^= UInt8(1 << bit)
        let result = try? Inflate.zlib(broken, limit: 1600)
        #expect(result == nil || result == Self.gidBytes)
        if result == nil { refused += 1 }
      }
    }
    #expect(refused > (Self.zlibDynamic.count - 6) * 8 * 9 / 10)
  }

  @Test func pngImagesRoundTrip() throws {
    var rng = TestRandom(seed: 7)
    for (width, height) in [(1, 1), (3, 2), (200, 130)] {
      var image = PNGImage(width: width, height: height)
      for i in image.pixels.indices { image.pixels[i] = UInt8.random(in: 0...255, using: &rng) }
      let file = image.encoded()
      #expect(Array(file.prefix(8)) == PNGImage.signature)
      #expect(try PNGImage.decode(file) == image)
    }
    // Bigger than one stored block (65535 bytes).
    let big = PNGImage(width: 300, height: 300)
    #expect(try PNGImage.decode(big.encoded()) == big)
  }

  @Test func readsTheFixtureTilesetImages() throws {
    let bytes = try fixture("hexmini.png")
    let image = try PNGImage.decode(bytes)
    #expect(image.width == 106 && image.height == 72)
    var corrupt = bytes
    corrupt[40] ^= 0x55
    #expect(throws: InflateError.self) { try PNGImage.decode(corrupt) }
  }
}
