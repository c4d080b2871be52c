// Text from a Tiled file in messages: escaped (no terminal escape sequence gets through) and
// cut short (a 60 KB layer name must not become a 60 KB error line; 128 characters keep
// any real path or name whole).

/// Quoting text that came from a Tiled file, for errors and warnings.
enum TiledText {
  /// The most Unicode scalars of a file's text a message quotes.
  static let excerptLength = 128

  /// `text` cut to ``excerptLength`` scalars (with `…` when cut), control characters
  /// escaped by ``TerminalText/escaped(_:)``.
  static func excerpt(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > excerptLength else { return TerminalText.escaped(text) }
    var short = String.UnicodeScalarView()
    short.append(contentsOf: scalars.prefix(excerptLength))
    return TerminalText.escaped(String(short)) + "…"
  }

  /// ``excerpt(_:)`` in single quotes.
  static func quoted(_ text: String) -> String {
    "'" + excerpt(text) + "'"
  }
}
