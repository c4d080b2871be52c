extension WesnothMap {
  /// Parses the text of a `.map` file (or a scenario's `map_data`).
  ///
  /// - Parameter text: the whole file.
  /// - Throws: ``WesnothMapError`` with the line and column of the first problem.
  public init(parsing text: String) throws(WesnothMapError) {
    try self.init(bytes: Array(text.utf8))
  }

  /// Parses the bytes of a `.map` file: rows separated by `\n` or `\r\n`, cells by `,`,
  /// each cell optional labels and a terrain code separated by single spaces, with any
  /// spaces or tabs around a cell.
  ///
  /// - Parameter bytes: the whole file.
  /// - Throws: ``WesnothMapError`` on an empty file or row, an empty cell, a bad code or
  ///   label, or rows of different lengths, saying which line and column.
  public init(bytes: [UInt8]) throws(WesnothMapError) {
    guard !bytes.isEmpty else {
      throw WesnothMapError(line: 1, column: 1, problem: "the map is empty")
    }
    var layout = WesnothMapLayout()
    var cells: [WesnothMapCell] = []
    var width = -1
    var row = 0
    var lineStart = 0
    while lineStart < bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      let hasNewline = lineEnd < bytes.count
      var contentEnd = lineEnd
      if hasNewline && contentEnd > lineStart && bytes[contentEnd - 1] == UInt8(ascii: "\r") {
        contentEnd -= 1
        layout.crlfRows.insert(row)
      }
      if !hasNewline { layout.finalNewline = false }
      let count = try Self.parseRow(
        bytes, lineStart..<contentEnd, row: row, into: &cells, layout: &layout,
        firstCell: cells.count)
      if width < 0 {
        width = count
      } else if count != width {
        throw WesnothMapError(
          line: row + 1, column: 1,
          problem: "this row has \(count) cells, the first row has \(width)")
      }
      row += 1
      lineStart = lineEnd + 1
    }
    self.init(width: width, height: row, cells: cells, layout: layout)
  }

  /// Parses one row's cells, appending them; returns how many it found.
  private static func parseRow(
    _ bytes: [UInt8], _ range: Range<Int>, row: Int, into cells: inout [WesnothMapCell],
    layout: inout WesnothMapLayout, firstCell: Int
  ) throws(WesnothMapError) -> Int {
    if range.isEmpty || range.allSatisfy({ isSpace(bytes[$0]) }) {
      throw WesnothMapError(line: row + 1, column: 1, problem: "empty line (no cells)")
    }
    var column = 0
    var start = range.lowerBound
    while true {
      var end = start
      while end < range.upperBound && bytes[end] != UInt8(ascii: ",") { end += 1 }
      var textStart = start
      while textStart < end && isSpace(bytes[textStart]) { textStart += 1 }
      var textEnd = end
      while textEnd > textStart && isSpace(bytes[textEnd - 1]) { textEnd -= 1 }
      let place = (line: row + 1, column: textStart - range.lowerBound + 1)
      guard textStart < textEnd else {
        throw WesnothMapError(
          line: place.line, column: start - range.lowerBound + 1,
          problem: "cell \(column + 1) is empty")
      }
      cells.append(try parseCell(bytes[textStart..<textEnd], at: place))
      // Wesnoth's own spacing (one space before every cell but the first, nothing after)
      // is not stored.
      let isDefault =
        textEnd == end
        && (column == 0
          ? textStart == start : textStart == start + 1 && bytes[start] == UInt8(ascii: " "))
      if !isDefault {
        layout.padding[firstCell + column] = .init(
          before: Array(bytes[start..<textStart]), after: Array(bytes[textEnd..<end]))
      }
      column += 1
      if end == range.upperBound { return column }
      start = end + 1
    }
  }

  /// One cell's text: labels and a code, one space apart.
  private static func parseCell(
    _ text: ArraySlice<UInt8>, at place: (line: Int, column: Int)
  ) throws(WesnothMapError) -> WesnothMapCell {
    var labels: [String] = []
    var wordStart = text.startIndex
    // Most cells are a code alone: the loop runs once, finding no space.
    while let space = text[wordStart...].firstIndex(of: UInt8(ascii: " ")) {
      let word = text[wordStart..<space]
      let column = place.column + (wordStart - text.startIndex)
      guard !word.isEmpty else {
        throw WesnothMapError(
          line: place.line, column: column,
          problem: "two spaces in a row inside a cell (labels and the code are one space apart)"
        )
      }
      guard word.allSatisfy({ $0 > 0x20 && $0 != 0x7F }),
        let label = String(validating: word, as: UTF8.self)
      else {
        throw WesnothMapError(
          line: place.line, column: column,
          problem: "label \(WesnothText.quoted(String(decoding: word, as: UTF8.self))) has "
            + "a control character or is not UTF-8")
      }
      labels.append(label)
      wordStart = space + 1
    }
    do {
      return WesnothMapCell(code: try WesnothTerrainCode(bytes: text[wordStart...]), labels: labels)
    } catch {
      throw WesnothMapError(
        line: place.line, column: place.column + (wordStart - text.startIndex),
        problem: "\(error)")
    }
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }
}
