/// Writes one long path as several `<path>` elements of bounded data, so no attribute of
/// the picture grows with the map: librsvg 2.54 refuses a document with a multi-megabyte
/// attribute (`Premature end of data in tag g`), and browsers parse small elements
/// faster.
///
/// The caller calls ``prepare(_:)`` before each subpath (or point of a long polyline); it
/// closes the current element once its data is past ``limit`` minus ``reserve`` and opens
/// a new one, in which case the next point must be an absolute moveto.
struct SVGPathChunks {
  /// The most path data one element holds, in UTF-8 bytes (64 KiB).
  static let limit = 1 << 16
  /// Room kept for one more subpath: far more than one hexagon or point takes (a hexagon
  /// is 7 numbers of at most ~20 characters).
  static let reserve = 1 << 9

  /// The start of each element, up to and including `d="`.
  let opening: String
  /// Where the open element's data starts in the output, or `nil` when none is open.
  private var dataStart: Int?

  init(opening: String) {
    self.opening = opening
  }

  /// Makes sure an element with room for one more subpath is open; returns `true` when it
  /// opened a new one (so the next subpath starts with an absolute `M`).
  mutating func prepare(_ out: inout TextChunks) -> Bool {
    if let dataStart, out.position - dataStart <= Self.limit - Self.reserve { return false }
    finish(&out)
    out.text += opening
    dataStart = out.position
    return true
  }

  /// Closes the open element, if any.
  mutating func finish(_ out: inout TextChunks) {
    guard dataStart != nil else { return }
    out.text += "\"/>\n"
    dataStart = nil
    out.spillIfFull()
  }
}
