// The one place where text that came from a file is made safe to print. Maps, patches and
// Tiled files are untrusted: a name holding ESC[2J or an OSC sequence must not clear or
// retitle the terminal of the person who runs `hexboard info` on it.

/// Escaping of control characters in text that came from a file, before it reaches a
/// terminal or an error message.
///
/// Every command and every error message that shows text from a file goes through
/// ``escaped(_:)`` (or ``TerminalText.quoted(_:)``, which wraps it), so the rule is the same
/// everywhere: C0 controls (U+0000–U+001F, tab included), DEL (U+007F) and C1 controls
/// (U+0080–U+009F) are written as `\u` and four upper-case hex digits; every other
/// character, any script or emoji, is kept as it is.
package enum TerminalText {
  /// Whether `scalar` is a C0 control, DEL or a C1 control.
  @inline(__always)
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }

  /// `text` with every control character (C0, DEL, C1) written as `\uXXXX`.
  ///
  /// - Complexity: O(*n*) in the length of `text`; returns `text` itself when it holds
  ///   no control character.
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
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

  /// The most Unicode scalars of a file's text that ``excerpt(_:)`` keeps: enough for any
  /// real name or path, while a 60 KB name does not become a 60 KB error line.
  static let excerptLength = 128

  /// `text` cut to ``excerptLength`` scalars (with `…` when cut) and escaped as
  /// ``escaped(_:)`` does: how a message quotes text from an untrusted file.
  package static func excerpt(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > excerptLength else { return escaped(text) }
    var short = String.UnicodeScalarView()
    short.append(contentsOf: scalars.prefix(excerptLength))
    return escaped(String(short)) + "…"
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
