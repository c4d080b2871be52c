// The tokens of the XML reader: names, quoted attribute values (with XML's attribute-value
// normalisation) and entity and character references, with the two helpers only they use.
// Kept apart from the document structure in XMLReader.swift, which calls them.

import HexText

extension XMLReader {
  /// Reads an XML name: a letter, `_`, `:` or any non-ASCII character, then also digits,
  /// `-` and `.`.
  mutating func name(what: String) throws -> String {
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      let isStart =
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
      let isLater =
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ".")
      guard isStart || (isLater && position > start) else { break }
      position += 1
    }
    guard position > start else {
      throw failure(position < bytes.count ? "expected \(what)" : "the document ends early")
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
  }

  /// Reads a quoted attribute value, decoding references and turning literal tabs and line
  /// breaks into spaces as XML's attribute-value normalisation requires.
  mutating func attributeValue(of key: String) throws -> String {
    guard position < bytes.count,
      bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
    else {
      throw failure("the value of '\(MessageText.excerpt(key))' must be in quotes")
    }
    let quote = bytes[position]
    position += 1
    var value: [UInt8] = []
    while true {
      guard position < bytes.count else {
        throw failure("the document ends inside the value of '\(MessageText.excerpt(key))'")
      }
      let byte = bytes[position]
      switch byte {
      case quote:
        position += 1
        return String(decoding: value, as: UTF8.self)
      case UInt8(ascii: "<"):
        throw failure("'<' inside the value of '\(MessageText.excerpt(key))'")
      case UInt8(ascii: "&"):
        try reference(into: &value)
      case 0x09, 0x0A:
        value.append(0x20)
        position += 1
      case 0x0D:
        // CR LF is one line break, so one space.
        value.append(0x20)
        position += 1
        if position < bytes.count, bytes[position] == 0x0A { position += 1 }
      default:
        try checkCharacter(byte)
        value.append(byte)
        position += 1
      }
    }
  }

  /// Decodes `&name;`, `&#N;` or `&#xH;` at `position` and appends its UTF-8 bytes.
  mutating func reference(into output: inout [UInt8]) throws {
    let start = position
    position += 1
    guard let semicolon = nextSemicolon(within: 12) else {
      position = start
      throw failure("'&' must start a reference such as &amp; (end it with ';')")
    }
    let body = Array(bytes[position..<semicolon])
    position = semicolon + 1
    switch body {
    case Array("lt".utf8): output.append(UInt8(ascii: "<"))
    case Array("gt".utf8): output.append(UInt8(ascii: ">"))
    case Array("amp".utf8): output.append(UInt8(ascii: "&"))
    case Array("quot".utf8): output.append(UInt8(ascii: "\""))
    case Array("apos".utf8): output.append(UInt8(ascii: "'"))
    default:
      guard body.first == UInt8(ascii: "#"), body.count >= 2 else {
        position = start
        let name = String(decoding: body, as: UTF8.self)
        throw failure(
          "unknown entity '&\(MessageText.excerpt(name));' (only &lt; &gt; &amp; &quot; &apos; exist)"
        )
      }
      let hex = body[1] == UInt8(ascii: "x")
      let digits = String(decoding: body.dropFirst(hex ? 2 : 1), as: UTF8.self)
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
        let code = UInt32(digits, radix: hex ? 16 : 10), Self.isCharacter(code),
        let scalar = Unicode.Scalar(code)
      else {
        position = start
        throw failure(
          "'&\(MessageText.excerpt(String(decoding: body, as: UTF8.self)));' is not an XML character"
        )
      }
      UTF8.encode(scalar) { output.append($0) }
    }
  }

  /// Whether `code` is a character XML 1.0 allows.
  private static func isCharacter(_ code: UInt32) -> Bool {
    switch code {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
    default: false
    }
  }

  private func nextSemicolon(within limit: Int) -> Int? {
    var i = position
    while i < bytes.count, i - position <= limit {
      if bytes[i] == UInt8(ascii: ";") { return i }
      i += 1
    }
    return nil
  }
}
