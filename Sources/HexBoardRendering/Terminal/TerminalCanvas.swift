import HexBoard
import HexText

/// Where a board's cells fall in terminal text: the one layout ``TerminalRenderer`` prints
/// and the interactive editor (`hexboard edit`) draws, so the two never disagree. A program
/// drawing its own terminal screen asks it what each character position shows
/// (``spot(x:line:)``) and where each cell starts (``origin(ofIndex:)``).
///
/// Shifted columns (odd-q, even-q) give every cell two lines and `cellWidth` characters,
/// the shoved columns one line lower; shifted rows (odd-r, even-r) give one line per row,
/// the shoved rows indented by half a cell. The terrain symbol is a cell's first character
/// on its first line; an object on the cell is marked in its second character by its
/// kind's symbol (unit `@`, town `o`, city `O`, resource `$`, start `&`,
/// flag `!`, any other kind `+`, or the board's `marker.<kind>` override); with several
/// objects on a cell, the first one's (in `Board.objects` order). A cell bordering side or
/// corner features shows their glyphs where the cell has room (as ``TerminalRenderer`` shows
/// them with `TerminalOptions.showsFeatures`).
///
/// ```swift
/// let canvas = TerminalCanvas(board: board, showsObjects: true)
/// if let spot = canvas.spot(x: 4, line: 1) {
///   print("cell \(board.grid.hex(at: spot.index)) shows \(spot.character)")
/// }
/// ```
public struct TerminalCanvas: Sendable {
  /// Which symbol, if any, marks each cell: the terminal's form of the object markers.
  public struct ObjectMarks: Sendable, Equatable {
    /// Per grid index, 0 for no object, else 1 + an index into ``symbols`` (empty when no
    /// object is marked): a byte a cell, as the editor keeps it for every frame.
    package var codes: [UInt8]
    /// The distinct symbols used, in order of first use.
    package var symbols: [Character]

    /// No marks.
    public static let none = ObjectMarks(codes: [], symbols: [])

    package init(codes: [UInt8], symbols: [Character]) {
      self.codes = codes
      self.symbols = symbols
    }

    /// The symbol on cell `index`, if any.
    public func symbol(at index: Int) -> Character? {
      guard index < codes.count, codes[index] != 0 else { return nil }
      return symbols[Int(codes[index]) - 1]
    }
  }

  /// What one character position of the picture shows.
  public struct Spot: Equatable, Sendable {
    /// The grid index of the cell covering the position.
    public var index: Int
    /// The position's character: the terrain symbol, the object marker, a feature glyph,
    /// or a space.
    public var character: Character
  }

  package let grid: MapGrid
  package let storage: [UInt8]
  package let symbols: [Character]
  /// The width of a cell in characters.
  public let cellWidth: Int
  /// The height of a row of cells in lines: 2 for shifted columns, 1 for shifted rows.
  public let linesPerRow: Int
  let columnsShift: Bool
  let shovesOdd: Bool
  let indent: Int
  /// The width of the picture in characters.
  public let lineWidth: Int
  /// The height of the picture in lines.
  public let lineCount: Int
  /// The object symbols per grid index (``ObjectMarks/none`` when objects are not drawn).
  let objectMarks: ObjectMarks
  /// The side and corner glyphs per grid index (``FeatureMarks/none``: none shown).
  let featureMarks: FeatureMarks

  /// The layout of `board` with cells `cellWidth` characters wide; objects are marked when
  /// `showsObjects`, side and corner features when `showsFeatures`.
  ///
  /// - Complexity: O(grid indices).
  public init(
    board: Board, cellWidth: Int = 2, showsObjects: Bool = false, showsFeatures: Bool = false
  ) {
    self.init(
      board: board, cellWidth: cellWidth,
      objectMarks: showsObjects ? Self.objectMarks(of: board) : .none,
      featureMarks: showsFeatures ? FeatureMarks(board: board) : .none)
  }

  /// The layout of `board` with objects marked where `objectMarks` (from
  /// ``objectMarks(of:)``, or ``ObjectMarks/none``) says: a caller drawing many frames of
  /// one board (the editor) computes the marks once. Side and corner features are drawn
  /// as `featureMarks` (from ``FeatureMarks/init(board:)``, kept up to date with
  /// ``FeatureMarks/refresh(cells:of:)``, or ``FeatureMarks/none``) says. Marks made for
  /// another grid are ignored.
  ///
  /// - Complexity: O(grid indices), to copy the terrain.
  public init(
    board: Board, cellWidth: Int, objectMarks: ObjectMarks, featureMarks: FeatureMarks
  ) {
    grid = board.grid
    storage = board.terrain.flattened()
    symbols = board.palette.map { Self.printable($0.symbol) }
    self.cellWidth = cellWidth
    columnsShift = grid.convention.shiftsColumns
    linesPerRow = columnsShift ? 2 : 1
    shovesOdd = grid.convention.shovesOdd
    indent = columnsShift ? 0 : cellWidth / 2
    lineWidth = grid.width * cellWidth + indent
    lineCount = grid.height * linesPerRow + (columnsShift ? 1 : 0)
    self.objectMarks = objectMarks.codes.count == grid.indexCount ? objectMarks : .none
    self.featureMarks =
      featureMarks.codes.count == grid.indexCount ? featureMarks : .none
  }

  /// The symbol of the first object on each cell (``ObjectMarks/none`` when there are no
  /// objects).
  ///
  /// - Complexity: O(grid indices + objects + board properties).
  public static func objectMarks(of board: Board) -> ObjectMarks {
    guard !board.objects.isEmpty else { return .none }
    let table = ObjectStyleTable(board: board, fallbackColor: .gray)
    var codes = [UInt8](repeating: 0, count: board.grid.indexCount)
    var symbols: [Character] = []
    for object in board.objects {
      guard let index = board.grid.index(of: object.position), codes[index] == 0 else {
        continue
      }
      let symbol = printable(table.style(forKind: object.kind).symbol)
      if let known = symbols.firstIndex(of: symbol) {
        codes[index] = UInt8(known + 1)
      } else if symbols.count < 255 {
        symbols.append(symbol)
        codes[index] = UInt8(symbols.count)
      }
    }
    return ObjectMarks(codes: codes, symbols: symbols)
  }

  /// The top-left position (character, line) of cell `index` (a grid index).
  public func origin(ofIndex index: Int) -> (x: Int, line: Int) {
    let row = index / grid.width
    let col = index - row * grid.width
    if columnsShift {
      let shifted = (grid.origin.col + col) & 1 == (shovesOdd ? 1 : 0)
      return (col * cellWidth, row * linesPerRow + (shifted ? 1 : 0))
    }
    let shifted = (grid.origin.row + row) & 1 == (shovesOdd ? 1 : 0)
    return (col * cellWidth + (shifted ? indent : 0), row)
  }

  /// What position (`x`, `line`) shows, or `nil` when no cell covers it (outside the
  /// picture, a hole, the blank half cell above a shoved column).
  ///
  /// - Complexity: O(1).
  public func spot(x: Int, line: Int) -> Spot? {
    guard x >= 0, line >= 0, x < lineWidth, line < lineCount else { return nil }
    let row: Int
    let col: Int
    let isTop: Bool
    if columnsShift {
      col = x / cellWidth
      let shifted = (grid.origin.col + col) & 1 == (shovesOdd ? 1 : 0)
      let offset = line - (shifted ? 1 : 0)
      guard offset >= 0 else { return nil }
      row = offset / linesPerRow
      isTop = offset % linesPerRow == 0
    } else {
      row = line
      let shifted = (grid.origin.row + row) & 1 == (shovesOdd ? 1 : 0)
      let inner = x - (shifted ? indent : 0)
      guard inner >= 0 else { return nil }
      col = inner / cellWidth
      isTop = true
    }
    guard row < grid.height, col < grid.width else { return nil }
    let index = row * grid.width + col
    guard grid.isCell(index), Int(storage[index]) < symbols.count else { return nil }
    let left = origin(ofIndex: index).x
    var character: Character = " "
    if isTop {
      if x == left {
        character = symbols[Int(storage[index])]
      } else if x == left + 1, let symbol = objectMarks.symbol(at: index) {
        character = symbol
      }
    }
    if character == " ", let glyph = featureGlyph(index: index, x: x, left: left, isTop: isTop) {
      character = glyph
    }
    return Spot(index: index, character: character)
  }

  /// One character of a line and the palette entry colouring it, if any.
  package struct Glyph: Equatable, Sendable {
    package var character: Character
    package var color: Int?

    package init(character: Character, color: Int?) {
      self.character = character
      self.color = color
    }
  }

  /// The glyphs of text line `line` (0 is the top line of the first row), `lineWidth` of
  /// them: the same characters as ``spot(x:line:)``, a column of cells at a time.
  ///
  /// - Complexity: O(width of the grid × cellWidth).
  /// Cells of rows (grid-relative) outside `rows` are left blank, so a cropped picture
  /// shows no half cells of the rows beyond it.
  package func line(_ line: Int, rows: Range<Int>? = nil, into glyphs: inout [Glyph]) {
    glyphs.removeAll(keepingCapacity: true)
    glyphs.append(contentsOf: repeatElement(Glyph(character: " ", color: nil), count: lineWidth))
    for col in 0..<grid.width {
      let row: Int
      let left: Int
      let isTop: Bool
      if columnsShift {
        let shifted = (grid.origin.col + col) & 1 == (shovesOdd ? 1 : 0)
        let offset = line - (shifted ? 1 : 0)
        guard offset >= 0 else { continue }
        row = offset / linesPerRow
        left = col * cellWidth
        isTop = offset % linesPerRow == 0
      } else {
        row = line
        let shifted = (grid.origin.row + row) & 1 == (shovesOdd ? 1 : 0)
        left = col * cellWidth + (shifted ? indent : 0)
        isTop = true
      }
      guard row < grid.height, rows?.contains(row) ?? true else { continue }
      let index = row * grid.width + col
      guard grid.isCell(index) else { continue }
      let terrain = Int(storage[index])
      guard terrain < symbols.count else { continue }
      for x in left..<(left + cellWidth) {
        glyphs[x] = Glyph(character: " ", color: terrain)
      }
      if isTop {
        glyphs[left] = Glyph(character: symbols[terrain], color: terrain)
        if let symbol = objectMarks.symbol(at: index) {
          glyphs[left + 1] = Glyph(character: symbol, color: terrain)
        }
      }
      if !featureMarks.codes.isEmpty {
        for x in left..<(left + 2) where glyphs[x].character == " " {
          if let glyph = featureGlyph(index: index, x: x, left: left, isTop: isTop) {
            glyphs[x] = Glyph(character: glyph, color: terrain)
          }
        }
      }
    }
  }

  /// `symbol`, or `?` if it is (or contains) a character the terminal rule escapes
  /// (`TerminalText.isUnsafe`: a control, a bidirectional or other format character, a
  /// line or paragraph separator): a cell is one column and has no room for `\u202E`.
  package static func printable(_ symbol: Character) -> Character {
    symbol.unicodeScalars.contains(where: TerminalText.isUnsafe) ? "?" : symbol
  }

  /// The escape setting a terrain colour as background and black or white text on it
  /// (whichever reads better, by perceived brightness, ITU-R BT.601 weights): the colours
  /// ``TerminalRenderer`` prints a cell of that terrain in.
  public static func ansiColors(for color: RGBColor) -> String {
    let (red, green, blue) = (Int(color.red), Int(color.green), Int(color.blue))
    let brightness = red * 299 + green * 587 + blue * 114
    let text = brightness > 150_000 ? "0;0;0" : "255;255;255"
    return "\u{1B}[48;2;\(red);\(green);\(blue);38;2;\(text)m"
  }
}
