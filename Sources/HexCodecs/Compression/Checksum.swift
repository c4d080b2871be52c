// The two checksums of the zlib and PNG world, written out from their definitions (RFC 1950
// for Adler-32, ISO 3309 / PNG for CRC-32) so HexBoard needs no compression library.

/// Adler-32 and CRC-32, as used by zlib streams, gzip members and PNG chunks.
package enum Checksum {
  /// The Adler-32 of `bytes` (RFC 1950, section 8.2), continuing from `start`.
  package static func adler32<C: Collection>(_ bytes: C, start: UInt32 = 1) -> UInt32
  where C.Element == UInt8 {
    let modulus: UInt32 = 65_521
    var a = start & 0xFFFF
    var b = start >> 16
    var pending = 0
    for byte in bytes {
      a &+= UInt32(byte)
      b &+= a
      pending += 1
      // 5552 bytes is the most that can be summed before b may exceed 32 bits.
      if pending == 5552 {
        a %= modulus
        b %= modulus
        pending = 0
      }
    }
    return (b % modulus) << 16 | (a % modulus)
  }

  /// The table of CRC-32 remainders of every byte for the reflected polynomial 0xEDB88320.
  static let crcTable: [UInt32] = (0..<256).map { n in
    var value = UInt32(n)
    for _ in 0..<8 {
      value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }

  /// The CRC-32 of `bytes`, continuing from the CRC `start` of earlier bytes (0 to begin).
  package static func crc32<C: Collection>(_ bytes: C, start: UInt32 = 0) -> UInt32
  where C.Element == UInt8 {
    var crc = ~start
    for byte in bytes {
      crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return ~crc
  }
}
