/// Why bytes are not a JSON document the parser accepts: not UTF-8, empty, malformed, or
/// past a limit (nesting depth, string length, number length).
///
/// The format layers above (map files, patches, Tiled maps) wrap it once into their own
/// error, keeping ``location`` and ``message``.
package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, broadly.
  package enum Kind: Sendable, Equatable {
    /// The bytes are empty or not UTF-8: there is no text to parse.
    case unreadable
    /// The text is not well-formed JSON, or breaks a parser limit.
    case syntax
  }

  /// What went wrong, broadly.
  package let kind: Kind
  /// Where: `line 3, column 7`, `byte 12`, or empty for the document as a whole.
  package let location: String
  /// What is wrong, as a sentence fragment.
  package let message: String

  /// Creates an error.
  init(_ kind: Kind, at location: String, _ message: String) {
    self.kind = kind
    self.location = location
    self.message = message
  }

  /// `location: message`; text quoted from the input is raw (cut short), escaped by
  /// whoever prints it to a terminal.
  package var description: String {
    location.isEmpty ? message : "\(location): \(message)"
  }
}
