// Labels drawn from a board's text (legend entries, object ids) are cut to a bounded
// number of characters: a 64 KiB id must not make a legend half a million pixels wide
// nor a label thousands of glyphs long.

/// Cutting text from a board to the length a picture has room for.
enum LabelText {
  /// What a cut label ends with (the PNG's bitmap font has a glyph for it).
  static let ellipsis: Character = "…"

  /// `text` when it has at most `limit` characters (grapheme clusters), else its first
  /// `limit - 1` characters and ``ellipsis``; just the ellipsis when `limit` is 1 or less.
  ///
  /// - Complexity: O(`limit`) characters of `text` looked at, never the whole text.
  static func cut(_ text: String, toCharacters limit: Int) -> String {
    let keep = Swift.max(1, limit)
    var cut = text.startIndex  // after keep - 1 characters
    var end = text.startIndex  // after keep characters
    for count in 0..<keep {
      guard end < text.endIndex else { return text }
      if count == keep - 1 { cut = end }
      end = text.index(after: end)
    }
    guard end < text.endIndex else { return text }
    return String(text[..<cut]) + String(ellipsis)
  }
}
