import HexBoard
import HexText

/// Prints a `Board` as text for a terminal, one symbol per cell.
///
/// **Shifted columns (odd-q, even-q).** Every cell is two text lines high and two
/// characters wide (wider with coordinates), and the shoved columns (odd columns in odd-q,
/// even ones in even-q) start one line lower: half a cell, as on the board. The symbol sits
/// on a cell's first line. In colour the backgrounds tile like hexes; in plain text the
/// symbols form the familiar staggered pattern:
///
/// ```
/// ~   ~   ~
///   .   .   .
/// .   f   .
///   .   ^   .
/// ```
///
/// **Shifted rows (odd-r, even-r).** One line per row, each cell two characters wide, and
/// the shoved rows (odd rows in odd-r, even ones in even-r) are indented by one character.
///
/// With ``TerminalOptions/showsObjects`` a cell holding objects shows its first object's
/// kind symbol as its second character (unit `@`, town `o`, city `O`, resource `$`, start
/// `*`, flag `!`, any other kind `+`; a board property `marker.<kind>` may name another
/// printable ASCII character), and the legend lists the kinds present, each with its symbol. Cells missing from the bounding box (holes of a hexagon or a sparse shape) are blank.
/// With ``TerminalOptions/showsFeatures`` a cell bordering hexside or corner features
/// (walls, rivers, roads, towns) shows their glyphs where it has room (`#` wall, `~` river,
/// `=` road, `|` a feature that changes nothing, `x` any corner feature; on a shifted
/// column's second line, or after a shifted row's terrain symbol), and the legend lists
/// them; ``SVGRenderer`` draws them along the sides themselves. Symbols are printed with a control character replaced by `?` (a symbol is one column
/// wide; so is a bidirectional, format or separator character), names with those
/// characters escaped as `TerminalText` does everywhere, so a board cannot send escape
/// sequences to the terminal nor reorder its lines; colours are `RGBColor` values, so
/// only their three numbers reach the escape. Symbols wider than one column (emoji) will misalign the rows. Output ends with a
/// newline; with colour off, no line has trailing spaces.
public struct TerminalRenderer: Sendable {
  /// What to print.
  public var options: TerminalOptions

  /// Creates a renderer.
  public init(options: TerminalOptions = TerminalOptions()) {
    self.options = options
  }

  /// Whether output should be coloured: not when `NO_COLOR` is set to any non-empty value
  /// (<https://no-color.org>), not when `TERM` is `dumb`, and not when the output is not a
  /// terminal (a pipe or a file).
  ///
  /// - Parameters:
  ///   - environment: the process environment (e.g. `ProcessInfo.processInfo.environment`).
  ///   - isTerminal: whether standard output is a terminal (e.g. `isatty(1) != 0`).
  public static func shouldUseColor(environment: [String: String], isTerminal: Bool) -> Bool {
    guard isTerminal else { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if environment["TERM"] == "dumb" { return false }
    return true
  }

  /// The text of `board`, ending with a newline.
  ///
  /// - Complexity: O(cells in the bounding box).
  public func render(_ board: Board) -> String {
    var text = ""
    render(board, to: &text)
    return text
  }

  /// Streams the text of `board` to `output` line by line: the same text as
  /// ``render(_:)``, without holding the picture (once a grid of 32-byte glyphs, 2 GB for
  /// a 4096 × 4096 board) or the whole text in memory; extra memory is one line.
  ///
  /// - Complexity: O(cells in the bounding box).
  public func render<Output: TextOutputStream>(_ board: Board, to output: inout Output) {
    TextChunks.stream(to: &output) { renderText(board, to: &$0) }
  }

  private func renderText(_ board: Board, to out: inout TextChunks) {
    let grid = board.grid
    if options.showsName { out.text += TerminalText.escaped(board.name) + "\n" }

    let symbols = board.palette.map { TerminalCanvas.printable($0.symbol) }
    let colors = board.palette.map { TerminalCanvas.ansiColors(for: $0.color) }
    let columnsShift = grid.convention.shiftsColumns
    let lastCol = grid.origin.col + grid.width - 1
    let lastRow = grid.origin.row + grid.height - 1
    let cellWidth: Int
    if options.showsCoordinates {
      cellWidth = Swift.max(2, Swift.max(String(grid.origin.col).count, String(lastCol).count) + 1)
    } else {
      cellWidth = 2
    }
    let linesPerRow = columnsShift ? 2 : 1
    let canvas = TerminalCanvas(
      board: board, cellWidth: cellWidth, showsObjects: options.showsObjects,
      showsFeatures: options.showsFeatures)
    // The part shown: grid-relative columns and rows, then characters and lines.
    let cols = Self.clamped(options.columns, origin: grid.origin.col, count: grid.width)
    let rows = Self.clamped(options.rows, origin: grid.origin.row, count: grid.height)
    let indent = columnsShift ? 0 : cellWidth / 2
    let xRange =
      cols.isEmpty ? 0..<0 : (cols.lowerBound * cellWidth)..<(cols.upperBound * cellWidth + indent)
    let firstLine = rows.lowerBound * linesPerRow
    let lineCount =
      rows.isEmpty ? firstLine : rows.upperBound * linesPerRow + (columnsShift ? 1 : 0)

    var labelWidth = 0
    if options.showsCoordinates {
      labelWidth = Swift.max(String(grid.origin.row).count, String(lastRow).count) + 1
      var header = String(repeating: " ", count: labelWidth)
      for col in cols {
        header += Self.padded(String(grid.origin.col + col), to: cellWidth)
      }
      out.text += Self.trimmed(header) + "\n"
    }

    // Without colour the last line of a column-shifted board holds only the blank lower
    // halves of the shoved cells: drop such empty lines.
    var glyphs: [Glyph] = []
    var shownLines = lineCount
    if !options.usesColor {
      while shownLines > firstLine {
        canvas.line(shownLines - 1, rows: rows, into: &glyphs)
        guard glyphs[xRange].allSatisfy({ $0.character == " " }) else { break }
        shownLines -= 1
      }
    }
    for line in firstLine..<Swift.max(firstLine, shownLines) {
      canvas.line(line, rows: rows, into: &glyphs)
      var text = ""
      if options.showsCoordinates {
        let label =
          line % linesPerRow == 0 && line / linesPerRow < rows.upperBound
          ? String(grid.origin.row + line / linesPerRow) : ""
        text += String(repeating: " ", count: Swift.max(0, labelWidth - 1 - label.count))
        text += label + " "
      }
      text += serialize(glyphs[xRange], colors: colors)
      if !options.usesColor { text = Self.trimmed(text) }
      out.text += text + "\n"
      out.spillIfFull()
    }

    if options.showsLegend {
      out.text += "\n"
      for (index, terrain) in board.palette.enumerated() {
        let swatch =
          ArraySlice(
            [Glyph(character: symbols[index], color: index)]
              + [Glyph](repeating: Glyph(character: " ", color: index), count: cellWidth - 1))
        var rules: [String] = []
        if let cost = terrain.movementCost {
          rules.append("cost \(cost)")
        } else {
          rules.append("impassable")
        }
        if terrain.blocksSight { rules.append("blocks sight") }
        out.text += serialize(swatch, colors: colors) + " "
        out.text += TerminalText.escaped(terrain.id) + " (" + rules.joined(separator: ", ") + ")\n"
      }
      if options.showsObjects, !board.objects.isEmpty {
        let table = ObjectStyleTable(board: board, fallbackColor: .gray)
        let pad = String(repeating: " ", count: cellWidth - 1)
        for kind in ObjectStyleTable.kindsPresent(in: board) {
          let symbol = TerminalCanvas.printable(table.style(forKind: kind).symbol)
          out.text += " \(symbol)\(pad)" + TerminalText.escaped(kind) + " (object)\n"
        }
      }
      if options.showsFeatures {
        let pad = String(repeating: " ", count: cellWidth - 1)
        for (glyph, text) in TerminalCanvas.featureLegend(of: board) {
          out.text += " \(glyph)\(pad)" + TerminalText.escaped(text) + "\n"
        }
      }
    }
  }

  private typealias Glyph = TerminalCanvas.Glyph

  /// A line of glyphs as text, with colour escapes where the colour changes (when colour
  /// is on) and a reset at the end. Trailing uncoloured blanks are dropped.
  private func serialize(_ glyphs: ArraySlice<Glyph>, colors: [String]) -> String {
    var end = glyphs.endIndex
    while end > 0, glyphs[end - 1].color == nil, glyphs[end - 1].character == " " { end -= 1 }
    var text = ""
    var current: Int? = nil
    for glyph in glyphs[..<end] {
      if options.usesColor, glyph.color != current {
        if let color = glyph.color {
          text += colors[color]
        } else {
          text += Self.reset
        }
        current = glyph.color
      }
      text.append(glyph.character)
    }
    if options.usesColor, current != nil { text += Self.reset }
    return text
  }

  /// The escape that restores the terminal's own colours.
  private static let reset = "\u{1B}[0m"

  /// The grid-relative indices of `range` (absolute offset coordinates) inside a grid
  /// axis starting at `origin` with `count` lines; all of them when `range` is `nil`.
  private static func clamped(_ range: ClosedRange<Int>?, origin: Int, count: Int) -> Range<Int> {
    guard let range else { return 0..<count }
    let lower = Swift.min(count, Swift.max(0, range.lowerBound - origin))
    let upper = Swift.min(count, Swift.max(lower, range.upperBound - origin + 1))
    return lower..<upper
  }

  private static func padded(_ text: String, to width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  private static func trimmed(_ text: String) -> String {
    var result = text
    while result.last == " " { result.removeLast() }
    return result
  }
}
