// Parsing Tiled XML, and typed attributes of a Tiled XML element, with Tiled's own limits
// and messages: the XML reader itself (HexCodecs) knows elements and strings, not what a
// map's numbers mean.

import HexCodecs
import HexText

extension XMLTree {
  /// Parses a `.tmx` or `.tsx` document: the XML reader's syntax error becomes the
  /// importer's TiledError here, once, keeping its line, column and reason.
  static func parseTiled(_ bytes: [UInt8]) throws -> XMLTree {
    do {
      return try XMLTree.parse(bytes)
    } catch let error as XMLSyntaxError {
      throw TiledError(error.description)
    }
  }

  /// An integer attribute in `range`, `nil` when absent.
  func int(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = attributes[key] else { return nil }
    guard let value = Int(text) else {
      // Digits that do not fit an Int are out of range, not malformed.
      let digits = text.drop { $0 == "-" || $0 == "+" }
      if !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
        throw TiledError("\(label) attribute \(key) \(TiledLimits.outside(text, range))")
      }
      throw TiledError(
        "\(label) attribute \(key)=\"\(MessageText.excerpt(text))\" is not a whole number")
    }
    guard range.contains(value) else {
      throw TiledError("\(label) attribute \(key) \(TiledLimits.outside(text, range))")
    }
    return value
  }

  /// A required integer attribute in `range`.
  func requiredInt(_ key: String, in range: ClosedRange<Int>) throws -> Int {
    guard let value = try int(key, in: range) else {
      throw TiledError("\(label) is missing the attribute '\(key)'")
    }
    return value
  }

  /// A finite number attribute, `nil` when absent.
  func double(_ key: String) throws -> Double? {
    guard let text = attributes[key] else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw TiledError(
        "\(label) attribute \(key)=\"\(MessageText.excerpt(text))\" is not a number")
    }
    return value
  }

  /// `<name>` for messages, escaped and cut short.
  var label: String { "<\(MessageText.excerpt(name))>" }
}
