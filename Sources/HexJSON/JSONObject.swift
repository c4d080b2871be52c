import HexText

/// Keyed access to the members of one JSON object, for formats whose keys are mostly
/// optional (Tiled's): errors are located at the object (``path``, such as
/// `layer 'Ground' object 3`) and name the key (`'width' must be a whole number, found a
/// string`, `missing 'data'`).
///
/// Values checked by their own JSON path go through ``JSONReader`` instead; both throw
/// ``JSONValueError``.
package struct JSONObject {
  /// The members, in file order.
  let members: [(key: String, value: JSONValue)]
  /// Where the object is, for messages.
  let path: String

  /// The object `value` is, or an error at `path` (`expected an object, found an array`).
  package init(_ value: JSONValue, at path: String) throws {
    self.members = try JSONReader().object(value, path)
    self.path = path
  }

  /// The value of `key`, or `nil` when absent.
  package subscript(key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }

  func missing(_ key: String) -> JSONValueError {
    JSONValueError(at: path, "missing '\(key)'")
  }

  /// `'key' is 99999, outside 0…32768` (the literal cut short and escaped).
  func outside(_ key: String, _ text: String, _ range: ClosedRange<Int>) -> JSONValueError {
    JSONValueError(
      at: path,
      "'\(key)' is \(MessageText.excerpt(text)), outside \(range.lowerBound)…\(range.upperBound)"
    )
  }

  func wrong(_ key: String, _ expected: String, _ value: JSONValue) -> JSONValueError {
    JSONValueError(at: path, "'\(key)' must be \(expected), found \(value.kindDescription)")
  }

  /// The string at `key`, `nil` when absent.
  package func optionalString(_ key: String) throws -> String? {
    guard let value = self[key] else { return nil }
    guard case .string(let text) = value else { throw wrong(key, "a string", value) }
    return text
  }

  /// The string at `key`.
  package func string(_ key: String) throws -> String {
    guard let text = try optionalString(key) else { throw missing(key) }
    return text
  }

  /// A whole number in `range`, `nil` when absent; `2.0` counts as 2, `1e20` and integers
  /// beyond `Int` are out of range.
  package func optionalInt(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let value = self[key] else { return nil }
    let n: Int
    switch value {
    case .integer(let integer): n = integer
    case .number(let x, _) where x == x.rounded() && abs(x) < 1e15: n = Int(x)
    case .number(let x, let literal) where x == x.rounded(): throw outside(key, literal, range)
    case .bigInteger(let literal): throw outside(key, literal, range)
    default: throw wrong(key, "a whole number", value)
    }
    guard range.contains(n) else { throw outside(key, String(n), range) }
    return n
  }

  /// A whole number in `range` at `key` (see ``optionalInt(_:in:)``).
  package func int(_ key: String, in range: ClosedRange<Int>) throws -> Int {
    guard let n = try optionalInt(key, in: range) else { throw missing(key) }
    return n
  }

  /// A finite number at `key`, `nil` when absent.
  package func optionalNumber(_ key: String) throws -> Double? {
    guard let value = self[key] else { return nil }
    switch value {
    case .integer(let n): return Double(n)
    case .number(let x, _) where x.isFinite: return x
    default: throw wrong(key, "a number", value)
    }
  }

  /// A finite number at `key`.
  package func number(_ key: String) throws -> Double {
    guard let x = try optionalNumber(key) else { throw missing(key) }
    return x
  }

  /// `true` or `false` at `key`, `nil` when absent.
  package func optionalBool(_ key: String) throws -> Bool? {
    guard let value = self[key] else { return nil }
    guard case .bool(let flag) = value else { throw wrong(key, "true or false", value) }
    return flag
  }

  /// The elements of the array at `key` (an integer array as `.integer` values).
  package func array(_ key: String) throws -> [JSONValue] {
    guard let value = self[key] else { throw missing(key) }
    switch value {
    case .array(let items): return items
    case .integers(let values): return values.map { .integer($0) }
    default: throw wrong(key, "an array", value)
    }
  }
}
