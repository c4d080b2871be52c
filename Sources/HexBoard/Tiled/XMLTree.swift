// A small element tree (read by XMLReader), so the TMX reader can look elements up.

/// An XML element: its name, attributes, child elements and text.
final class XMLTree {
  let name: String
  let attributes: [String: String]
  var children: [XMLTree] = []
  var text = ""

  /// The deepest element nesting accepted.
  static let maximumDepth = 64

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// The first child named `name`.
  func child(_ name: String) -> XMLTree? {
    children.first { $0.name == name }
  }

  /// The children named `name`, in order.
  func children(_ name: String) -> [XMLTree] {
    children.filter { $0.name == name }
  }

  /// An integer attribute, `nil` when absent.
  func int(_ key: String) throws -> Int? {
    guard let text = attributes[key] else { return nil }
    guard let value = Int(text) else {
      throw TiledReadError("<\(name)> attribute \(key)=\"\(text)\" is not a whole number")
    }
    return value
  }

  /// A required integer attribute.
  func requiredInt(_ key: String) throws -> Int {
    guard let value = try int(key) else {
      throw TiledReadError("<\(name)> is missing the attribute '\(key)'")
    }
    return value
  }

  /// A number attribute, `nil` when absent.
  func double(_ key: String) throws -> Double? {
    guard let text = attributes[key] else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw TiledReadError("<\(name)> attribute \(key)=\"\(text)\" is not a number")
    }
    return value
  }

  /// Parses a whole document and returns its root element.
  ///
  /// - Throws: ``TiledReadError`` with the line and column of the first problem.
  static func parse(_ bytes: [UInt8]) throws -> XMLTree {
    try XMLReader.parse(bytes)
  }
}
