/// Why bytes are not an XML document the reader accepts, and where.
///
/// The Tiled importer wraps it once into its own error (`not valid XML (line 3, column 7):
/// …`), keeping the position and the reason.
package struct XMLSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line of the problem; `nil` when the bytes are not text at all.
  let line: Int?
  /// The 1-based column, in characters; `nil` with ``line``.
  let column: Int?
  /// What is wrong, with any quoted text already escaped and cut short.
  let reason: String

  /// Creates an error.
  init(line: Int?, column: Int?, _ reason: String) {
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// `not valid XML (line L, column C): reason`, or `not valid XML: reason`.
  package var description: String {
    guard let line, let column else { return "not valid XML: \(reason)" }
    return "not valid XML (line \(line), column \(column)): \(reason)"
  }
}
