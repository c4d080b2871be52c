// Byte-level JSON output, the one writer of the package: the canonical map and patch files
// (strings with minimal escapes, integers without going through String, the fixed
// separators of the canonical layout) and, with escapesAllControls, the command line's
// compact `--json` lines (JSONWriter+Compact.swift).

import HexText

/// Writes JSON into ``bytes``.
package struct JSONWriter {
  /// Creates an empty writer.
  package init() {}

  /// What has been written.
  package var bytes: [UInt8] = []

  /// Whether ``string(_:)`` escapes every character a terminal acts on: DEL and the C1
  /// controls (`\u007f`, `\u009b`) as well as C0, backspace and form feed as `\u0008` and
  /// `\u000c`, and the separators and format characters `TerminalText.isUnsafe(_:)` names
  /// (`\u202e`, `\u2028`; above U+FFFF as a surrogate pair), so a bidirectional override
  /// in an id cannot reorder the line it is printed on. The command line's output, which
  /// reaches terminals, sets it; the save formats escape only what JSON requires, and
  /// their bytes must not change.
  package var escapesAllControls = false

  /// `text` as it is (separators, literals).
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// `text` as it is.
  package mutating func raw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// A JSON string: `"` and `\` escaped, control characters as `\n`-style or `\u00xx`
  /// escapes, everything else (non-ASCII included) as raw UTF-8. With
  /// ``escapesAllControls``, backspace and form feed are `\u0008` and `\u000c`, and DEL and
  /// the C1 controls (U+0080–U+009F, the bytes C2 80–C2 9F) are escaped too.
  package mutating func string(_ text: String) {
    let all = escapesAllControls
    if all, TerminalText.hasUnsafe(text) {
      stringEscapingUnsafe(text)
      return
    }
    bytes.append(UInt8(ascii: "\""))
    var afterC2 = false
    for byte in text.utf8 {
      if afterC2 {
        // The second byte of U+0080–U+00BF: a C1 control below A0.
        afterC2 = false
        if byte < 0xA0 {
          unicodeEscape(byte)
        } else {
          bytes.append(0xC2)
          bytes.append(byte)
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): raw("\\\"")
      case UInt8(ascii: "\\"): raw("\\\\")
      case 0x0A: raw("\\n")
      case 0x0D: raw("\\r")
      case 0x09: raw("\\t")
      case 0x08 where !all: raw("\\b")
      case 0x0C where !all: raw("\\f")
      case 0..<0x20: unicodeEscape(byte)
      case 0x7F where all: unicodeEscape(byte)
      case 0xC2 where all: afterC2 = true
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// A JSON string as ``string(_:)`` writes it with ``escapesAllControls``, one scalar at a
  /// time: those `TerminalText.isUnsafe(_:)` names as `\u` escapes (the same escapes as
  /// the byte path for controls), everything else as it is.
  private mutating func stringEscapingUnsafe(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for scalar in text.unicodeScalars {
      let value = scalar.value
      switch scalar {
      case "\"": raw("\\\"")
      case "\\": raw("\\\\")
      case "\n": raw("\\n")
      case "\r": raw("\\r")
      case "\t": raw("\\t")
      default:
        guard TerminalText.isUnsafe(scalar) else {
          UTF8.encode(scalar) { bytes.append($0) }
          continue
        }
        if value > 0xFFFF {
          let offset = value - 0x1_0000
          unicodeEscape16(UInt16(0xD800 + (offset >> 10)))
          unicodeEscape16(UInt16(0xDC00 + (offset & 0x3FF)))
        } else {
          unicodeEscape16(UInt16(value))
        }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// `\u` and four lower-case hex digits.
  private mutating func unicodeEscape16(_ unit: UInt16) {
    raw("\\u")
    for shift in stride(from: 12, through: 0, by: -4) {
      bytes.append(JSONWriter.hexDigits[Int((unit >> UInt16(shift)) & 0xF)])
    }
  }

  /// `\u00` and two lower-case hex digits.
  private mutating func unicodeEscape(_ byte: UInt8) {
    raw("\\u00")
    bytes.append(JSONWriter.hexDigits[Int(byte >> 4)])
    bytes.append(JSONWriter.hexDigits[Int(byte & 0xF)])
  }

  /// Lower-case hex digits, for `\u` escapes.
  static let hexDigits = Array("0123456789abcdef".utf8)

  /// A decimal integer.
  package mutating func integer(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    let start = bytes.count
    repeat {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    bytes[start...].reverse()
  }

  /// A JSON key followed by `": "`.
  package mutating func key(_ name: String) {
    string(name)
    raw(": ")
  }
}
