// The one place where text that came from a file is made safe to print. Maps, patches and
// Tiled files are untrusted: a name holding ESC[2J or an OSC sequence must not clear or
// retitle the terminal of the person who runs `hexboard info` on it.

/// Escaping of the characters in text that came from a file that could take over a
/// terminal or an error message, before the text reaches one.
///
/// Every command and every error message that shows text from a file goes through
/// ``escaped(_:)`` (or ``TerminalText.quoted(_:)``, which wraps it), so the rule is the same
/// everywhere: every character ``isUnsafe(_:)`` names is written as `\u` and four (or
/// more) upper-case hex digits; every other character, any script or emoji, is kept as it
/// is. The unsafe ones are the control characters (C0 U+0000–U+001F with tab, DEL U+007F,
/// C1 U+0080–U+009F with NEL U+0085), the line and paragraph separators (U+2028, U+2029)
/// and the format characters (general category Cf): among them the bidirectional controls
/// that reorder what follows on the line (U+061C, U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069, so an id holding U+202E cannot print a line backwards), invisible ones
/// (U+200B, U+2060, U+FEFF) and the rest. Kept, because text needs them and they neither
/// reorder nor break a line: the joiners U+200C and U+200D (Persian, Indic scripts, emoji
/// sequences) and the tag characters U+E0020–U+E007F (subdivision flags).
package enum TerminalText {
  /// Whether `scalar` is a C0 control, DEL or a C1 control.
  @inline(__always)
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }

  /// Whether printing `scalar` raw could reorder, hide or break the line it is on: a
  /// control character (``isControl(_:)``), a line or paragraph separator (U+2028,
  /// U+2029), or a format character (category Cf, the bidirectional controls among them)
  /// other than the joiners U+200C, U+200D and the tag characters U+E0020–U+E007F.
  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0xA0 { return isControl(scalar) }
    switch scalar.properties.generalCategory {
    case .lineSeparator, .paragraphSeparator: return true
    case .format: return value != 0x200C && value != 0x200D && !(0xE0020...0xE007F ~= value)
    default: return false
    }
  }

  /// Whether `text` holds a character ``isUnsafe(_:)`` names; ASCII text is cleared by one
  /// pass over its bytes.
  package static func hasUnsafe(_ text: String) -> Bool {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return false }
    return text.unicodeScalars.contains(where: isUnsafe)
  }

  /// `text` with every character ``isUnsafe(_:)`` names (controls, separators, format and
  /// bidirectional characters) written as `\uXXXX`.
  ///
  /// - Complexity: O(*n*) in the length of `text`; returns `text` itself when it holds
  ///   no such character.
  package static func escaped(_ text: String) -> String {
    guard hasUnsafe(text) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        out += "\\u" + TerminalText.hex4(scalar.value)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` escaped as ``escaped(_:)`` does, in single quotes, for messages.
  package static func quoted(_ text: String) -> String {
    "'" + escaped(text) + "'"
  }

  /// `text` cut as ``MessageText/excerpt(_:)`` cuts it (to 128 scalars, with `…` when cut)
  /// and escaped as ``escaped(_:)`` does: how the command line quotes text from an
  /// untrusted file.
  package static func excerpt(_ text: String) -> String {
    escaped(MessageText.excerpt(text))
  }

  /// ``excerpt(_:)`` in single quotes: how a message names text from an untrusted file.
  package static func quotedExcerpt(_ text: String) -> String {
    "'" + excerpt(text) + "'"
  }

  /// Four upper-case hex digits (more when the value needs them).
  package static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
