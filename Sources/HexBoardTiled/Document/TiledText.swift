// Text from a Tiled file in messages: escaped (no terminal escape sequence gets through) and
// cut short (TerminalText.excerpt: a 60 KB layer name must not become a 60 KB error line).

import HexText

/// Quoting text that came from a Tiled file, for errors and warnings.
enum TiledText {
  /// `text` cut short and escaped (``TerminalText/excerpt(_:)``).
  static func excerpt(_ text: String) -> String {
    TerminalText.excerpt(text)
  }

  /// ``excerpt(_:)`` in single quotes.
  static func quoted(_ text: String) -> String {
    "'" + excerpt(text) + "'"
  }
}
