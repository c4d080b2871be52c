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

  /// An integer attribute in `range`, `nil` when absent.
  func int(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = attributes[key] else { return nil }
    guard let value = Int(text) else {
      // Digits that do not fit an Int are out of range, not malformed.
      let digits = text.drop { $0 == "-" || $0 == "+" }
      if !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
        throw TiledReadError("\(label) attribute \(key) \(TiledLimits.outside(text, range))")
      }
      throw TiledReadError(
        "\(label) attribute \(key)=\"\(TiledText.excerpt(text))\" is not a whole number")
    }
    guard range.contains(value) else {
      throw TiledReadError("\(label) attribute \(key) \(TiledLimits.outside(text, range))")
    }
    return value
  }

  /// A required integer attribute in `range`.
  func requiredInt(_ key: String, in range: ClosedRange<Int>) throws -> Int {
    guard let value = try int(key, in: range) else {
      throw TiledReadError("\(label) is missing the attribute '\(key)'")
    }
    return value
  }

  /// A finite number attribute, `nil` when absent.
  func double(_ key: String) throws -> Double? {
    guard let text = attributes[key] else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw TiledReadError(
        "\(label) attribute \(key)=\"\(TiledText.excerpt(text))\" is not a number")
    }
    return value
  }

  /// `<name>` for messages, escaped and cut short.
  var label: String { "<\(TiledText.excerpt(name))>" }

  /// Parses a whole document and returns its root element.
  ///
  /// - Throws: ``TiledReadError`` with the line and column of the first problem.
  static func parse(_ bytes: [UInt8]) throws -> XMLTree {
    try XMLReader.parse(bytes)
  }
}
