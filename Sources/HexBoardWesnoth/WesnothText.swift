/// Quoting untrusted text in error messages: control characters and non-ASCII bytes are
/// escaped, and long text is cut, so a hostile file cannot write to a terminal through an
/// error.
enum WesnothText {
  /// `text` in double quotes, at most 40 characters, escaped.
  static func quoted(_ text: String) -> String {
    var out = "\""
    var count = 0
    for byte in text.utf8 {
      if count == 40 {
        out += "..."
        break
      }
      out += escaped(byte)
      count += 1
    }
    return out + "\""
  }

  /// One byte for a message: `'x'` when printable ASCII, else `0xNN`.
  static func describe(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte) ? "'" + String(UnicodeScalar(byte)) + "'" : hex(byte)
  }

  private static func escaped(_ byte: UInt8) -> String {
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
      return "\\" + String(UnicodeScalar(byte))
    }
    return (0x20...0x7E).contains(byte)
      ? String(UnicodeScalar(byte)) : "\\x" + hex(byte).dropFirst(2)
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
  }
}
