// String literals for the JSON parser: the fast path for strings without escapes, then
// escapes (\u included, surrogate pairs joined, lone surrogates refused), control
// characters refused and the length bounded while the string is read.

import HexText

extension JSONParser {
  mutating func parseString() throws -> String {
    let open = position
    position += 1
    let start = position
    // Fast path: no escapes.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        try checkLength(position - start, open)
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        position += 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      position += 1
    }
    var buffer = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<position]))
    while true {
      guard position < bytes.count else { throw error("unterminated string", at: open) }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        try checkLength(buffer.count, open)
        return String(decoding: buffer, as: UTF8.self)
      }
      if byte < 0x20 {
        throw error(
          "control character U+\(TerminalText.hex4(UInt32(byte))) in a string; write it as an escape"
        )
      }
      if byte != UInt8(ascii: "\\") {
        buffer.append(byte)
        position += 1
        if buffer.count > maximumStringLength { try checkLength(buffer.count, open) }
        continue
      }
      let escapeStart = position
      position += 1
      guard position < bytes.count else { throw error("unterminated string", at: open) }
      let escape = bytes[position]
      position += 1
      switch escape {
      case UInt8(ascii: "\""): buffer.append(0x22)
      case UInt8(ascii: "\\"): buffer.append(0x5C)
      case UInt8(ascii: "/"): buffer.append(0x2F)
      case UInt8(ascii: "b"): buffer.append(0x08)
      case UInt8(ascii: "f"): buffer.append(0x0C)
      case UInt8(ascii: "n"): buffer.append(0x0A)
      case UInt8(ascii: "r"): buffer.append(0x0D)
      case UInt8(ascii: "t"): buffer.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try parseHex4(escapeStart)
        if scalar >= 0xD800 && scalar < 0xDC00 {
          guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
          else {
            throw error(
              "lone surrogate \\u\(TerminalText.hex4(scalar)) in a string", at: escapeStart)
          }
          position += 2
          let low = try parseHex4(escapeStart)
          guard low >= 0xDC00 && low < 0xE000 else {
            throw error(
              "lone surrogate \\u\(TerminalText.hex4(scalar)) in a string", at: escapeStart)
          }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if scalar >= 0xDC00 && scalar < 0xE000 {
          throw error("lone surrogate \\u\(TerminalText.hex4(scalar)) in a string", at: escapeStart)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
          throw error("invalid \\u escape", at: escapeStart)
        }
        buffer.append(contentsOf: String(Character(unicode)).utf8)
      default:
        throw error("invalid escape sequence in a string", at: escapeStart)
      }
      if buffer.count > maximumStringLength { try checkLength(buffer.count, open) }
    }
  }

  func checkLength(_ length: Int, _ open: Int) throws {
    if length > maximumStringLength {
      throw error("string longer than \(maximumStringLength) bytes", at: open)
    }
  }

  mutating func parseHex4(_ escapeStart: Int) throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw error("invalid \\u escape", at: escapeStart) }
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid \\u escape", at: escapeStart)
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }
}
