import HexBoard
import HexText

/// Text made safe for XML and for terminals.
///
/// Board names, terrain ids, object ids, kinds and properties come from files and users;
/// nothing from a board is written into an SVG or a terminal without going through here.
enum MarkupEscaping {
  /// `text` escaped for XML character data and attribute values (`&`, `<`, `>`, `"`,
  /// `'`), with characters XML 1.0 forbids (most C0 controls, U+FFFE, U+FFFF) replaced by
  /// U+FFFD so the document stays well-formed, and DEL and the C1 controls written as
  /// character references (`&#x9B;`), so an SVG printed to a terminal carries no raw
  /// control character.
  static func xml(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result.append("&amp;")
      case "<": result.append("&lt;")
      case ">": result.append("&gt;")
      case "\"": result.append("&quot;")
      case "'": result.append("&apos;")
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result.append("\u{FFFD}")
        } else if TerminalText.isUnsafe(scalar) {
          result.append("&#x" + String(scalar.value, radix: 16, uppercase: true) + ";")
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// `text` with every character outside `[A-Za-z0-9_-]` replaced by `_`, for CSS class
  /// names; empty text gives `_`.
  static func className(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      let isSafe =
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2D
      result.unicodeScalars.append(isSafe ? Unicode.Scalar(byte) : "_")
    }
    return result.isEmpty ? "_" : result
  }
}
