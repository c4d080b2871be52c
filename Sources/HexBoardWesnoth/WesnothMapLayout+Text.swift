extension WesnothMap {
  /// How the file is spaced where it differs from Wesnoth's own spacing, as one line of
  /// printable text (empty for a tidy file): what a board keeps so that exporting gives the
  /// file's bytes back (see <doc:BoardConversion>).
  ///
  /// The text is `;`-separated fields: `nofinal` (the last row has no line ending), `crlf=`
  /// and the rows ending in `\r\n` (ranges `a-b` joined by `,`), and `pad=` entries
  /// `index+count:before/after`, each the padding of `count` consecutive cells from cell
  /// `index` (row-major, border included), the whitespace written as `s` (space), `t` (tab)
  /// and `r` (carriage return), each optionally followed by a repeat count (`s10`).
  public var formatting: String {
    var fields: [String] = []
    if !layout.finalNewline { fields.append("nofinal") }
    if !layout.crlfRows.isEmpty {
      fields.append("crlf=" + Self.ranges(layout.crlfRows.sorted()))
    }
    if !layout.padding.isEmpty {
      var runs: [String] = []
      let indices = layout.padding.keys.sorted()
      var position = 0
      while position < indices.count {
        let start = indices[position]
        let padding = layout.padding[start]
        var count = 1
        while position + count < indices.count, indices[position + count] == start + count,
          layout.padding[start + count] == padding
        {
          count += 1
        }
        let before = Self.spaces(padding?.before ?? [])
        let after = Self.spaces(padding?.after ?? [])
        runs.append("\(start)+\(count):\(before)/\(after)")
        position += count
      }
      fields.append("pad=" + runs.joined(separator: ","))
    }
    return fields.joined(separator: ";")
  }

  /// Takes the spacing described by ``formatting`` (from a map of the same size).
  ///
  /// - Parameter text: what ``formatting`` gave; empty for Wesnoth's own spacing.
  /// - Throws: ``WesnothBoardError/badFormatting(_:)`` when the text is malformed or names
  ///   cells or rows the map does not have; the map is unchanged then.
  public mutating func applyFormatting(_ text: String) throws(WesnothBoardError) {
    var layout = WesnothMapLayout()
    for field in text.split(separator: ";", omittingEmptySubsequences: true) {
      if field == "nofinal" {
        layout.finalNewline = false
      } else if field.hasPrefix("crlf=") {
        for row in try Self.parseRanges(field.dropFirst(5), below: height) {
          layout.crlfRows.insert(row)
        }
      } else if field.hasPrefix("pad=") {
        for run in field.dropFirst(4).split(separator: ",") {
          try Self.parsePadding(run, cellCount: cells.count, into: &layout)
        }
      } else {
        throw .badFormatting("unknown field \(WesnothText.quoted(String(field)))")
      }
    }
    self.layout = layout
  }

  private static func ranges(_ rows: [Int]) -> String {
    var parts: [String] = []
    var index = 0
    while index < rows.count {
      var end = index
      while end + 1 < rows.count, rows[end + 1] == rows[end] + 1 { end += 1 }
      parts.append(end == index ? "\(rows[index])" : "\(rows[index])-\(rows[end])")
      index = end + 1
    }
    return parts.joined(separator: ",")
  }

  private static func parseRanges(
    _ text: Substring, below limit: Int
  ) throws(WesnothBoardError) -> [Int] {
    var rows: [Int] = []
    for part in text.split(separator: ",") {
      let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
      guard bounds.count <= 2, let low = Int(bounds[0]), let high = Int(bounds.last ?? ""),
        low >= 0, low <= high, high < limit
      else {
        throw .badFormatting("row range \(WesnothText.quoted(String(part))) is not rows of the map")
      }
      rows += low...high
    }
    return rows
  }

  private static func spaces(_ bytes: [UInt8]) -> String {
    var out = ""
    var index = 0
    while index < bytes.count {
      var end = index
      while end < bytes.count, bytes[end] == bytes[index] { end += 1 }
      switch bytes[index] {
      case UInt8(ascii: "\t"): out += "t"
      case UInt8(ascii: "\r"): out += "r"
      default: out += "s"
      }
      if end - index > 1 { out += String(end - index) }
      index = end
    }
    return out
  }

  private static func parseSpaces(_ text: Substring) -> [UInt8]? {
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
      let byte: UInt8
      switch text[index] {
      case "s": byte = UInt8(ascii: " ")
      case "t": byte = UInt8(ascii: "\t")
      case "r": byte = UInt8(ascii: "\r")
      default: return nil
      }
      index = text.index(after: index)
      var digits = index
      while digits < text.endIndex, text[digits].isASCII, text[digits].isNumber {
        digits = text.index(after: digits)
      }
      var count = 1
      if digits > index {
        guard let number = Int(text[index..<digits]), (1...4096).contains(number) else {
          return nil
        }
        count = number
      }
      bytes += repeatElement(byte, count: count)
      index = digits
    }
    return bytes
  }

  private static func parsePadding(
    _ run: Substring, cellCount: Int, into layout: inout WesnothMapLayout
  ) throws(WesnothBoardError) {
    let bad = WesnothBoardError.badFormatting(
      "padding \(WesnothText.quoted(String(run))) is not index+count:before/after for cells of the map"
    )
    let halves = run.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard halves.count == 2 else { throw bad }
    let place = halves[0].split(separator: "+", omittingEmptySubsequences: false)
    let sides = halves[1].split(separator: "/", omittingEmptySubsequences: false)
    guard place.count == 2, sides.count == 2, let start = Int(place[0]),
      let count = Int(place[1]), start >= 0, count >= 1, count <= cellCount - start,
      let before = parseSpaces(sides[0]), let after = parseSpaces(sides[1])
    else { throw bad }
    for index in start..<(start + count) {
      layout.padding[index] = .init(before: before, after: after)
    }
  }
}
