// Typed access to parsed JSON, the one layer every format reads through: values checked at
// their JSON path (this file) or members checked by key in an object (JSONObject.swift).
// Errors are JSONValueError; the format wraps them once.

import HexText

/// Checks a ``JSONValue`` is what a format expects, saying where it is when it is not: every
/// error is a ``JSONValueError`` located at the value's JSON path (`terrain[3].cost`), with
/// messages such as `expected an integer, found a string`.
///
/// Paths are autoclosures, built only when a check fails: a map's hundreds of thousands of
/// checks cost no string each.
package struct JSONReader {
  /// The bytes the value was parsed from, when the parser deferred integer arrays
  /// (``JSONValue/deferredIntegers(_:)``): they are read from there.
  var source: UnsafeBufferPointer<UInt8>?
  /// The longest string ``string(_:_:limit:)`` accepts when not told otherwise, in bytes.
  var maximumStringLength: Int

  /// A reader of values parsed from `source` (when integer arrays were deferred).
  package init(source: UnsafeBufferPointer<UInt8>? = nil, maximumStringLength: Int = .max) {
    self.source = source
    self.maximumStringLength = maximumStringLength
  }

  /// An object's members, in file order.
  package func object(_ value: JSONValue, _ path: @autoclosure () -> String) throws
    -> [(key: String, value: JSONValue)]
  {
    guard case .object(let members) = value else {
      throw JSONValueError(at: path(), "expected an object, found \(value.kindDescription)")
    }
    return members
  }

  /// A string of at most `limit` bytes (``maximumStringLength`` when `nil`).
  package func string(_ value: JSONValue, _ path: @autoclosure () -> String, limit: Int? = nil)
    throws -> String
  {
    guard case .string(let text) = value else {
      throw JSONValueError(at: path(), "expected a string, found \(value.kindDescription)")
    }
    let limit = limit ?? maximumStringLength
    let length = text.utf8.count
    if length > limit {
      throw JSONValueError(at: path(), "the string is \(length) bytes long; the limit is \(limit)")
    }
    return text
  }

  /// An integer literal in `range`; `note` ends the range in the message (`, or null for
  /// impassable`).
  package func integer(
    _ value: JSONValue, _ path: @autoclosure () -> String, in range: ClosedRange<Int>,
    note: String = ""
  ) throws -> Int {
    func outside(_ text: String) -> JSONValueError {
      JSONValueError(
        at: path(), "\(text) is out of range (\(range.lowerBound)...\(range.upperBound)\(note))")
    }
    switch value {
    case .integer(let n):
      guard range.contains(n) else { throw outside(String(n)) }
      return n
    case .bigInteger(let text):
      throw outside(text)
    case .number(_, let text):
      throw JSONValueError(at: path(), "expected an integer, found \(text)")
    default:
      throw JSONValueError(at: path(), "expected an integer, found \(value.kindDescription)")
    }
  }

  /// `true` or `false`.
  package func bool(_ value: JSONValue, _ path: @autoclosure () -> String) throws -> Bool {
    guard case .bool(let flag) = value else {
      throw JSONValueError(at: path(), "expected true or false, found \(value.kindDescription)")
    }
    return flag
  }

  /// An array's elements (integer arrays, deferred or not, as `.integer` values).
  package func array(_ value: JSONValue, _ path: @autoclosure () -> String) throws
    -> [JSONValue]
  {
    switch value {
    case .array(let values): return values
    case .integers(let numbers): return numbers.map { .integer($0) }
    case .deferredIntegers(let deferred):
      var values: [JSONValue] = []
      values.reserveCapacity(deferred.count)
      integers(deferred) { values.append(.integer($0)) }
      return values
    case .deferredArray(let deferred):
      var values: [JSONValue] = []
      values.reserveCapacity(deferred.count)
      if let source { JSONParser.elements(in: source, deferred) { values.append($1) } }
      return values
    default:
      throw JSONValueError(at: path(), "expected an array, found \(value.kindDescription)")
    }
  }

  /// The number of elements of an array (deferred or not), without building them.
  package func count(_ value: JSONValue, _ path: @autoclosure () -> String) throws -> Int {
    switch value {
    case .array(let values): return values.count
    case .integers(let numbers): return numbers.count
    case .deferredIntegers(let deferred): return deferred.count
    case .deferredArray(let deferred): return deferred.count
    default:
      throw JSONValueError(at: path(), "expected an array, found \(value.kindDescription)")
    }
  }

  /// Calls `body` with the index and value of each element of an array, in order. A
  /// ``JSONValue/deferredArray(_:)`` is read from ``source`` one element at a time, so only
  /// one element's tree exists at once.
  package func forEachElement(
    _ value: JSONValue, _ path: @autoclosure () -> String, _ body: (Int, JSONValue) throws -> Void
  ) throws {
    if case .deferredArray(let deferred) = value {
      guard let source else { return }
      try JSONParser.elements(in: source, deferred, body)
      return
    }
    for (i, element) in try array(value, path()).enumerated() { try body(i, element) }
  }

  /// One of `cases`, written as its raw value; `what` names the field in the message
  /// (`unknown shape 'disc'; expected 'rectangle', 'hexagon' or 'cells'`).
  package func choice<T: RawRepresentable<String>>(
    _ value: JSONValue, _ path: String, _ what: String, _ cases: [T]
  ) throws -> T {
    let text = try string(value, path)
    if let found = cases.first(where: { $0.rawValue == text }) { return found }
    let names = cases.map { "'\($0.rawValue)'" }
    let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    throw JSONValueError(at: path, "unknown \(what) \(MessageText.quoted(text)); expected \(list)")
  }

  /// The members of an object as a dictionary, refusing keys outside `allowed` and checking
  /// that every key in `required` is present; `context` ends both messages
  /// (` (shape 'hexagon')`).
  package func fields(
    _ members: [(key: String, value: JSONValue)], _ path: String, allowed: [String],
    required: [String], context: String = ""
  ) throws -> [String: JSONValue] {
    var result: [String: JSONValue] = [:]
    for member in members {
      guard allowed.contains(member.key) else {
        throw JSONValueError(
          at: path, "unknown key \(MessageText.quoted(member.key))\(context)")
      }
      result[member.key] = member.value
    }
    for key in required where result[key] == nil {
      throw JSONValueError(at: path, "missing key \(MessageText.quoted(key))\(context)")
    }
    return result
  }

  /// Calls `body` with each number of an integer array the parser left in ``source``.
  package func integers(_ deferred: DeferredIntegers, _ body: (Int) throws -> Void) rethrows {
    guard let source else { return }
    try JSONParser.integers(in: source, deferred, body)
  }
}
