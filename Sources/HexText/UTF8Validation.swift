// Every reader validates UTF-8 up front, in one pass, so the parsers after it can treat the
// bytes as text and report a byte offset for the first bad one.

/// Strict UTF-8 validation (RFC 3629).
package enum UTF8Validation {
  /// The offset of the first byte that does not belong to well-formed UTF-8 (no overlong
  /// forms, no surrogates, nothing above U+10FFFF), or `nil`.
  package static func firstInvalidByte(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    var i = start
    let n = bytes.count
    while i < n {
      let b0 = bytes[i]
      if b0 < 0x80 {
        i += 1
        continue
      }
      func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
        i + k < n && bytes[i + k] >= low && bytes[i + k] <= high
      }
      switch b0 {
      case 0xC2...0xDF:
        guard continuation(1) else { return i }
        i += 2
      case 0xE0...0xEF:
        let low: UInt8 = b0 == 0xE0 ? 0xA0 : 0x80
        let high: UInt8 = b0 == 0xED ? 0x9F : 0xBF
        guard continuation(1, low, high), continuation(2) else { return i }
        i += 3
      case 0xF0...0xF4:
        let low: UInt8 = b0 == 0xF0 ? 0x90 : 0x80
        let high: UInt8 = b0 == 0xF4 ? 0x8F : 0xBF
        guard continuation(1, low, high), continuation(2), continuation(3) else { return i }
        i += 4
      default:
        return i
      }
    }
    return nil
  }
}
