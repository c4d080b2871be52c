// Quoting text in messages, without escaping it for a terminal.
//
// Libraries build their error descriptions and warnings with these and return them raw:
// escaping for a terminal is the command line's job, where it prints (TerminalText), so a
// program that logs to JSON or shows messages in a window gets the text as it was.

/// How a library message quotes text from a file: in single quotes, a long text cut to
/// ``excerptLength`` Unicode scalars, never escaped (see ``TerminalText`` for the printing
/// side).
package enum MessageText {
  /// The most Unicode scalars of a file's text that ``excerpt(_:)`` keeps: enough for any
  /// real name or path, while a 60 KB name does not become a 60 KB error line.
  package static let excerptLength = 128

  /// `text` in single quotes, for messages.
  package static func quoted(_ text: String) -> String {
    "'" + text + "'"
  }

  /// `text` cut to ``excerptLength`` scalars, with `…` when cut.
  package static func excerpt(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > excerptLength else { return text }
    var short = String.UnicodeScalarView()
    short.append(contentsOf: scalars.prefix(excerptLength))
    return String(short) + "…"
  }

  /// ``excerpt(_:)`` in single quotes: how a message names text from an untrusted file.
  package static func quotedExcerpt(_ text: String) -> String {
    "'" + excerpt(text) + "'"
  }
}
