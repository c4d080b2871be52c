/// Why a well-formed JSON value is not what a format expects: the wrong type, a missing or
/// unknown key, a number out of range, a string too long.
///
/// Thrown by the typed access of ``JSONReader`` and ``JSONObject``. The format layers above
/// (map files, patches, Tiled maps) wrap it once into their own error, keeping ``path`` and
/// ``message``.
package struct JSONValueError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where: a JSON path (`grid.columns`, `objects[0].at[1]`) or the name a format gives the
  /// object (`layer 'Ground' object 3`); empty for the document as a whole.
  package let path: String
  /// What is wrong, as a sentence fragment.
  package let message: String

  /// Creates an error.
  init(at path: String, _ message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`; text quoted from the input is raw (cut short), escaped by whoever
  /// prints it to a terminal.
  package var description: String {
    path.isEmpty ? message : "\(path): \(message)"
  }
}
