/// The editor's picture: a grid of characters with a colour (a palette entry) and
/// attributes, what the terminal should show. The state machine draws it
/// (``MapEditor/screen(width:height:)``); ``ScreenPainter`` turns the difference between
/// two of them into escape sequences.
@_spi(Editor) public struct EditorScreen: Equatable, Sendable {
  /// One character position.
  struct Cell: Equatable, Sendable {
    var character: Character
    /// The palette entry whose colours the cell takes, or -1 for the terminal's own.
    var color: Int16
    /// ``inverse`` and ``bold`` bits.
    var attributes: UInt8

    static let blank = Cell(character: " ", color: -1, attributes: 0)
  }

  /// Reverse video: the cursor, the status line.
  static let inverse: UInt8 = 1
  /// Bold: a path's cells.
  static let bold: UInt8 = 2

  let width: Int
  let height: Int
  /// Row-major, `width × height`.
  var cells: [Cell]

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = [Cell](repeating: .blank, count: self.width * self.height)
  }

  subscript(x: Int, y: Int) -> Cell {
    get { cells[y * width + x] }
    set { cells[y * width + x] = newValue }
  }

  /// Writes `text` on line `y` from column `x`, clipped to the screen.
  mutating func put(_ text: String, x: Int, y: Int, attributes: UInt8 = 0) {
    guard y >= 0, y < height else { return }
    var column = x
    for character in text {
      guard column < width else { break }
      if column >= 0 {
        self[column, y] = Cell(character: character, color: -1, attributes: attributes)
      }
      column += 1
    }
  }

  /// Writes `text` on line `y` from its first column, cut to the width with an ellipsis
  /// (`…`) when too long: at the end, or at the start when `keepingEnd` (a prompt, whose
  /// end is what is being typed). A line never wraps nor runs past the window.
  mutating func putLine(_ text: String, y: Int, attributes: UInt8 = 0, keepingEnd: Bool = false) {
    put(Self.truncated(text, to: width, keepingEnd: keepingEnd), x: 0, y: y, attributes: attributes)
  }

  /// `text` cut to `width` characters with an ellipsis standing for the rest.
  static func truncated(_ text: String, to width: Int, keepingEnd: Bool = false) -> String {
    guard text.count > width else { return text }
    guard width > 1 else { return String(repeating: "…", count: max(0, width)) }
    return keepingEnd ? "…" + String(text.suffix(width - 1)) : String(text.prefix(width - 1)) + "…"
  }

  /// Fills line `y` with blanks carrying `attributes`.
  mutating func clearLine(_ y: Int, attributes: UInt8 = 0) {
    guard y >= 0, y < height else { return }
    for x in 0..<width { self[x, y] = Cell(character: " ", color: -1, attributes: attributes) }
  }

  /// The screen as plain text, one line per row, trailing blanks dropped (a monochrome
  /// capture for tests and the README).
  var text: String {
    var lines: [String] = []
    for y in 0..<height {
      var line = String(cells[(y * width)..<((y + 1) * width)].map(\.character))
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
