import HexBoard

/// The 64-bit FNV-1a hash: a stable, platform-independent checksum for map contents and
/// stream labels (unlike `Hasher`, whose output changes from process to process).
///
/// ```swift
/// var hash = FNV1a64()
/// hash.combine(UInt64(42))
/// hash.combine("grass")
/// print(hash.value)
/// ```
public struct FNV1a64: Sendable, Hashable {
  /// The offset basis, the hash of no bytes.
  public static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
  /// The FNV prime for 64 bits.
  public static let prime: UInt64 = 0x0000_0100_0000_01B3

  /// The hash of the bytes combined so far.
  public private(set) var value: UInt64 = FNV1a64.offsetBasis

  /// Creates a hash of no bytes.
  public init() {}

  /// Feeds one byte.
  public mutating func combine(byte: UInt8) {
    value = (value ^ UInt64(byte)) &* FNV1a64.prime
  }

  /// Feeds the eight bytes of `word`, least significant first (little-endian, on every
  /// platform).
  public mutating func combine(_ word: UInt64) {
    var w = word
    for _ in 0..<8 {
      combine(byte: UInt8(truncatingIfNeeded: w))
      w >>= 8
    }
  }

  /// Feeds an integer as its 64-bit two's-complement pattern (see ``combine(_:)-(UInt64)``).
  public mutating func combine(_ integer: Int) {
    combine(UInt64(bitPattern: Int64(integer)))
  }

  /// Feeds the UTF-8 bytes of `text` followed by a 0xFF terminator (so `"ab","c"` and
  /// `"a","bc"` differ).
  public mutating func combine(_ text: String) {
    for byte in text.utf8 { combine(byte: byte) }
    combine(byte: 0xFF)
  }

  /// The FNV-1a hash of the UTF-8 bytes of `text` (no terminator).
  public static func hash(_ text: String) -> UInt64 {
    var hash = FNV1a64()
    for byte in text.utf8 { hash.combine(byte: byte) }
    return hash.value
  }
}
