/// Turns screens into terminal output, redrawing only the cells that changed.
///
/// The first screen (or one of another size) is drawn whole after clearing; after that,
/// each line's runs of changed cells are written after a cursor move (`CSI row;col H`), with
/// a colour escape only where the style changes. A cursor move in the editor changes two
/// cells' worth of positions and the status line, so it costs a few hundred bytes, not the
/// ~50 KB of a full 200 × 60 colour screen.
@_spi(Editor) public struct ScreenPainter: Sendable {
  /// The escape of each palette entry's colours (``TerminalCanvas/ansiColors(for:)``),
  /// or empty for monochrome output.
  let colorEscapes: [String]
  private(set) var shown: EditorScreen?

  /// A painter that has drawn nothing yet; `colorEscapes` as ``colorEscapes``.
  @_spi(Editor) public init(colorEscapes: [String]) {
    self.colorEscapes = colorEscapes
  }

  /// Forgets what is on the terminal, so the next ``paint(_:)`` draws everything.
  mutating func invalidate() { shown = nil }

  /// The bytes that turn the terminal from the last painted screen into `screen`.
  @_spi(Editor) public mutating func paint(_ screen: EditorScreen) -> [UInt8] {
    var out = ""
    let full = shown.map { $0.width != screen.width || $0.height != screen.height } ?? true
    if full { out += "\u{1B}[0m\u{1B}[2J" }
    var style: (Int16, UInt8)? = nil
    for y in 0..<screen.height {
      var x = 0
      while x < screen.width {
        let cell = screen[x, y]
        if !full, let shown, shown[x, y] == cell {
          x += 1
          continue
        }
        out += "\u{1B}[\(y + 1);\(x + 1)H"
        // The run of changed cells from here.
        while x < screen.width {
          let cell = screen[x, y]
          if !full, let shown, shown[x, y] == cell { break }
          let wanted = (colorEscapes.isEmpty ? -1 : cell.color, cell.attributes)
          if style == nil || style! != wanted {
            out += escape(color: wanted.0, attributes: wanted.1)
            style = wanted
          }
          out.append(cell.character)
          x += 1
        }
      }
    }
    if style != nil { out += "\u{1B}[0m" }
    shown = screen
    return Array(out.utf8)
  }

  private func escape(color: Int16, attributes: UInt8) -> String {
    var text = "\u{1B}[0m"
    if color >= 0, Int(color) < colorEscapes.count { text += colorEscapes[Int(color)] }
    if attributes & EditorScreen.inverse != 0 { text += "\u{1B}[7m" }
    if attributes & EditorScreen.bold != 0 { text += "\u{1B}[1m" }
    return text
  }
}
