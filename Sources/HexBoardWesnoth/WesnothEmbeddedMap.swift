/// A map written inline in a scenario `.cfg` as `map_data="…"`.
///
/// Scenario files open the quoted map with a line break (`map_data="` then the rows), so the
/// blank lines before the first row are kept in ``leadingLines`` and ``rawValue`` gives the
/// quoted text back exactly. `map_data` that includes a file (`"{maps/x.map}"`) or is empty
/// is not an inline map and is not returned.
public struct WesnothEmbeddedMap: Hashable, Sendable {
  /// The line of the `.cfg` where `map_data=` stands, from 1.
  public let line: Int
  /// The blank lines between the opening quote and the first row, as written.
  public let leadingLines: [UInt8]
  /// The map.
  public var map: WesnothMap

  /// The quoted value as written (without the quotes): ``leadingLines`` then the map's bytes.
  public var rawValue: [UInt8] { leadingLines + map.bytes() }

  /// Every inline `map_data="…"` of a scenario `.cfg`, in file order.
  ///
  /// The file is scanned, not preprocessed: a `map_data=` key at the start of a line
  /// (after spaces) followed by a quoted string. A doubled quote inside stands for one quote,
  /// as in WML (maps have none).
  ///
  /// - Parameter bytes: the `.cfg` file.
  /// - Returns: the inline maps.
  /// - Throws: ``WesnothMapError`` for a map that does not parse, with the line and column
  ///   in the `.cfg` file, or for a quoted value that is never closed.
  public static func maps(inConfig bytes: [UInt8]) throws(WesnothMapError) -> [WesnothEmbeddedMap] {
    let key = Array("map_data=".utf8)
    var found: [WesnothEmbeddedMap] = []
    var line = 1
    var index = 0
    var atLineStart = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        atLineStart = true
        index += 1
        continue
      }
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        index += 1
        continue
      }
      guard atLineStart, bytes[index...].starts(with: key) else {
        atLineStart = false
        index += 1
        continue
      }
      atLineStart = false
      let keyLine = line
      index += key.count
      while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { continue }
      let (value, end, lines) = try quoted(bytes, from: index + 1, line: keyLine)
      index = end
      var start = 0
      var blank = 0
      // The blank lines before the first row.
      while start < value.count, value[start] == 0x0D || value[start] == 0x0A {
        if value[start] == 0x0A { blank += 1 }
        start += 1
      }
      guard start < value.count, value[start] != UInt8(ascii: "{") else {
        line += lines
        continue
      }
      do {
        let map = try WesnothMap(bytes: Array(value[start...]))
        found.append(
          WesnothEmbeddedMap(line: keyLine, leadingLines: Array(value[..<start]), map: map))
      } catch {
        throw WesnothMapError(
          line: keyLine + blank + error.line - 1, column: error.column, problem: error.problem)
      }
      line += lines
    }
    return found
  }

  /// The quoted value starting at `from` (after the opening quote): its bytes, the index
  /// after the closing quote, and how many line breaks it spans.
  private static func quoted(
    _ bytes: [UInt8], from: Int, line: Int
  ) throws(WesnothMapError) -> ([UInt8], Int, Int) {
    var value: [UInt8] = []
    var index = from
    var lines = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
          value.append(byte)
          index += 2
          continue
        }
        return (value, index + 1, lines)
      }
      if byte == UInt8(ascii: "\n") { lines += 1 }
      value.append(byte)
      index += 1
    }
    throw WesnothMapError(line: line, column: 1, problem: "map_data's quoted value is never closed")
  }
}
