/// The spacing of a parsed `.map`, kept so writing gives back the same bytes.
///
/// Wesnoth writes `, ` between cells and `\n` after each row; hand-edited maps pad codes to
/// align columns (`1 Kh         , `), leave spaces at line ends, or use CRLF. Only what differs
/// from Wesnoth's own spacing is stored, so a map read from a tidy file costs nothing extra.
struct WesnothMapLayout: Hashable, Sendable {
  /// The whitespace before and after one cell's text, when not the default (nothing after;
  /// before: nothing in column 0, one space elsewhere).
  struct Padding: Hashable, Sendable {
    var before: [UInt8]
    var after: [UInt8]
  }

  /// Cell index (row-major, with the border) to its padding, for cells not spaced as Wesnoth
  /// spaces them. Only looked up, never iterated, so its order cannot reach the output.
  var padding: [Int: Padding] = [:]
  /// Rows ending in `\r\n` instead of `\n`.
  var crlfRows: Set<Int> = []
  /// Whether the last row ends with a line ending.
  var finalNewline = true

  init() {}

  /// Wesnoth's own padding before a cell's text in `column`.
  static func defaultBefore(column: Int) -> [UInt8] {
    column == 0 ? [] : [UInt8(ascii: " ")]
  }
}
