// The package's one byte hash: text terms of the content hash, the generators' stream
// labels, the owner and kind colours of pictures.

/// The 64-bit FNV-1a hash: stable on every run and platform (unlike `Hasher`, whose output
/// changes from process to process), with no word size or pointer in it.
///
/// ```swift
/// var hash = FNV1a64()
/// hash.combine("grass".utf8)
/// print(hash.value)
/// ```
package struct FNV1a64: Sendable, Hashable {
  /// The offset basis, the hash of no bytes.
  package static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
  /// The FNV prime for 64 bits.
  package static let prime: UInt64 = 0x0000_0100_0000_01B3

  /// The hash of the bytes combined so far.
  package private(set) var value: UInt64 = FNV1a64.offsetBasis

  /// Creates a hash of no bytes.
  package init() {}

  /// Feeds one byte.
  package mutating func combine(byte: UInt8) {
    value = (value ^ UInt64(byte)) &* FNV1a64.prime
  }

  /// Feeds `bytes` in order.
  package mutating func combine(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { combine(byte: byte) }
  }

  /// The FNV-1a hash of `bytes`.
  package static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash = FNV1a64()
    hash.combine(bytes)
    return hash.value
  }

  /// The FNV-1a hash of the UTF-8 bytes of `text` (no terminator).
  package static func hash(_ text: String) -> UInt64 { hash(text.utf8) }
}
