// A small element tree (read by XMLReader), so the TMX reader can look elements up.

/// An XML element: its name, attributes, child elements and text.
package final class XMLTree {
  package let name: String
  package let attributes: [String: String]
  package var children: [XMLTree] = []
  package var text = ""

  /// The deepest element nesting accepted.
  package static let maximumDepth = 64

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// The first child named `name`.
  package func child(_ name: String) -> XMLTree? {
    children.first { $0.name == name }
  }

  /// The children named `name`, in order.
  package func children(_ name: String) -> [XMLTree] {
    children.filter { $0.name == name }
  }

  /// Parses a whole document and returns its root element.
  ///
  /// - Throws: ``XMLSyntaxError`` with the line and column of the first problem.
  package static func parse(_ bytes: [UInt8]) throws -> XMLTree {
    try XMLReader.parse(bytes)
  }
}
