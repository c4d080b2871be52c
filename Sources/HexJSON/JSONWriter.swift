// Byte-level JSON output, the one writer of the package: the canonical map and patch files
// (strings with minimal escapes, integers without going through String, the fixed
// separators of the canonical layout) and, with escapesAllControls, the command line's
// compact `--json` lines (JSONWriter+Compact.swift).

/// Writes JSON into ``bytes``.
package struct JSONWriter {
  /// Creates an empty writer.
  package init() {}

  /// What has been written.
  package var bytes: [UInt8] = []

  /// Whether ``string(_:)`` escapes every control character a terminal acts on: DEL and the
  /// C1 controls (`\u007f`, `\u009b`) as well as C0, and backspace and form feed as
  /// `\u0008` and `\u000c`. The command line's output, which reaches terminals, sets it; the
  /// save formats escape only what JSON requires, and their bytes must not change.
  package var escapesAllControls = false

  /// `text` as it is (separators, literals).
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// `text` as it is.
  package mutating func raw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// A JSON string: `"` and `\` escaped, control characters as `\n`-style or `\u00XX`
  /// escapes, everything else (non-ASCII included) as raw UTF-8.
  package mutating func string(_ text: String) {
    if escapesAllControls { return terminalSafeString(text) }
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): raw("\\\"")
      case UInt8(ascii: "\\"): raw("\\\\")
      case 0x0A: raw("\\n")
      case 0x0D: raw("\\r")
      case 0x09: raw("\\t")
      case 0x08: raw("\\b")
      case 0x0C: raw("\\f")
      case 0..<0x20:
        raw("\\u00")
        bytes.append(JSONWriter.hexDigits[Int(byte >> 4)])
        bytes.append(JSONWriter.hexDigits[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
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
