// The fixed tables of RFC 1951 (section 3.2.5) in the shape the compressor wants: from a
// match length or distance straight to its code, and from a code to its base and extra bits.

/// Length and distance codes of deflate, and the fixed Huffman code lengths.
enum DeflateTables {
  /// Smallest match length of each length code 257...285, minus 3.
  static let lengthBase: [Int] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 28, 32, 40, 48, 56, 64, 80, 96, 112, 128,
    160, 192, 224, 255,
  ]
  /// Extra bits of each length code 257...285.
  static let lengthExtra: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// Smallest distance of each distance code 0...29, minus 1.
  static let distanceBase: [Int] = [
    0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536,
    2048, 3072, 4096, 6144, 8192, 12288, 16384, 24576,
  ]
  /// Extra bits of each distance code 0...29.
  static let distanceExtra: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  /// The length code (0...28, for symbols 257...285) of every match length minus 3 (0...255).
  /// Length 258 has its own code 285 although code 284 could also spell it.
  static let lengthCode: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256)
    for code in 0..<28 {
      for length in lengthBase[code]..<(lengthBase[code] + 1 << lengthExtra[code]) {
        table[length] = UInt8(code)
      }
    }
    table[255] = 28
    return table
  }()

  /// The distance code of every distance minus 1: entries 0..<256 for distances up to 256,
  /// entry 256 + (d - 1) >> 7 beyond (codes from 16 on span whole multiples of 128).
  static let distanceCode: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 512)
    for code in 0..<30 {
      for distance in distanceBase[code]..<(distanceBase[code] + 1 << distanceExtra[code]) {
        if distance < 256 {
          table[distance] = UInt8(code)
        } else {
          table[256 + distance >> 7] = UInt8(code)
        }
      }
    }
    return table
  }()

  /// The fixed literal/length code lengths (block type 1).
  static let fixedLiteralLengths: [UInt8] =
    [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
    + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)

  /// The order in which a dynamic block's header lists the code-length code lengths.
  static let codeLengthOrder: [Int] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]
}
