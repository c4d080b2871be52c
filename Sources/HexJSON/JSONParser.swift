// A small strict JSON parser for map files. Foundation's parsers can neither report a JSON
// path nor enforce limits, so HexBoard has its own: RFC 8259 grammar, UTF-8 validated up
// front, duplicate keys and trailing garbage refused, nesting and string length bounded,
// integers parsed with overflow detection. Every error carries a line and column.
// String literals are read in JSONParser+Strings.swift, integer arrays left in the bytes
// in JSONParser+DeferredIntegers.swift.

import HexText

/// A parsed JSON value. Numbers keep enough to tell integers from fractions and to quote
/// the literal in error messages.
package enum JSONValue {
  case null
  case bool(Bool)
  /// An integer literal (no fraction, no exponent) that fits in `Int`.
  case integer(Int)
  /// An integer literal too large for `Int`, as written.
  case bigInteger(String)
  /// A literal with a fraction or an exponent, and its text.
  case number(Double, String)
  case string(String)
  case array([JSONValue])
  /// A non-empty array of integer literals that all fit in `Int` (kept unboxed: elevation
  /// rows are long).
  case integers([Int])
  /// A non-empty array of integer literals that all fit in `Int`, left in the file's bytes
  /// (made only when the parser is asked to defer them): the decoder reads the numbers
  /// straight into their final storage, so a map's elevation is never held twice.
  case deferredIntegers(DeferredIntegers)
  /// An array left in the file's bytes, checked but not built (made for the members of the
  /// root object the parser is told to defer): read its elements one at a time with
  /// ``JSONReader/forEachElement(_:_:_:)``.
  case deferredArray(DeferredArray)
  /// Members in file order; keys are unique.
  case object([(key: String, value: JSONValue)])

  /// What the value is, for "expected X, found Y" messages.
  package var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .integer, .bigInteger, .number: "a number"
    case .string: "a string"
    case .array, .integers, .deferredIntegers, .deferredArray: "an array"
    case .object: "an object"
    }
  }
}

package struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  let maximumDepth: Int
  let maximumStringLength: Int
  /// Whether all-integer arrays become ``JSONValue/deferredIntegers(_:)`` (map files:
  /// a tree of every height would cost 8 bytes a number on top of the final storage).
  var defersIntegerArrays = false
  /// The keys of the root object whose arrays become ``JSONValue/deferredArray(_:)``.
  var deferredKeys: Set<String> = []
  static let maximumNumberLength = 1000

  init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, maximumStringLength: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    self.maximumStringLength = maximumStringLength
  }

  /// Parses a whole document: one value, surrounded by optional whitespace.
  ///
  /// With `defersIntegerArrays`, arrays of integers are validated but left in `buffer`
  /// (``JSONValue/deferredIntegers(_:)``): read them with ``integers(in:_:_:)`` while
  /// `buffer` is still valid. Arrays that are the value of one of `deferredKeys` in the
  /// root object are checked but left in `buffer` too (``JSONValue/deferredArray(_:)``).
  package static func parse(
    _ buffer: UnsafeBufferPointer<UInt8>, maximumDepth: Int, maximumStringLength: Int,
    defersIntegerArrays: Bool = false, deferredKeys: Set<String> = []
  ) throws -> JSONValue {
    var start = 0
    // A UTF-8 byte order mark is tolerated (and not written back).
    if buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF {
      start = 3
    }
    if let bad = UTF8Validation.firstInvalidByte(buffer, from: start) {
      throw JSONSyntaxError(.unreadable, at: "byte \(bad)", "invalid UTF-8")
    }
    var parser = JSONParser(
      bytes: buffer, maximumDepth: maximumDepth, maximumStringLength: maximumStringLength)
    parser.position = start
    parser.defersIntegerArrays = defersIntegerArrays
    parser.deferredKeys = deferredKeys
    parser.skipWhitespace()
    guard parser.position < buffer.count else {
      throw JSONSyntaxError(.unreadable, at: "", "the file is empty")
    }
    let value = try parser.parseValue(depth: 1)
    parser.skipWhitespace()
    if parser.position < buffer.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return value
  }

  // MARK: - Errors

  /// An error at the current position, located by 1-based line and column (columns count
  /// Unicode scalars).
  func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
    let target = min(offset ?? position, bytes.count)
    var line = 1
    var column = 1
    var index = 0
    while index < target {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return JSONSyntaxError(.syntax, at: "line \(line), column \(column)", message)
  }

  func describeCurrent() -> String {
    guard position < bytes.count else { return "end of file" }
    let byte = bytes[position]
    if byte >= 0x21 && byte < 0x7F { return "character '\(Character(UnicodeScalar(byte)))'" }
    if byte < 0x80 { return "character U+\(TerminalText.hex4(UInt32(byte)))" }
    var end = position + 1
    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
    return "character '\(text)'"
  }

  // MARK: - Values

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  mutating func parseValue(depth: Int) throws -> JSONValue {
    guard position < bytes.count else { throw error("expected a value, found end of file") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    default:
      throw error("expected a value, found \(describeCurrent())")
    }
  }

  mutating func expectWord(_ word: String) throws {
    let expected = Array(word.utf8)
    let count = expected.count
    for i in 0..<count {
      guard position + i < bytes.count, bytes[position + i] == expected[i] else {
        throw error("expected a value, found \(describeCurrent())")
      }
    }
    position += count
  }

  mutating func enter(_ depth: Int) throws {
    if depth > maximumDepth {
      throw error("nesting deeper than \(maximumDepth) levels")
    }
  }

  mutating func parseObject(depth: Int) throws -> JSONValue {
    try enter(depth)
    position += 1
    var members: [(key: String, value: JSONValue)] = []
    var seen = Set<String>()
    skipWhitespace()
    if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw error("expected a key in quotes, found \(describeCurrent())")
      }
      let keyStart = position
      let key = try parseString()
      guard seen.insert(key).inserted else {
        throw error("duplicate key \(MessageText.quoted(key))", at: keyStart)
      }
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw error("expected ':' after a key, found \(describeCurrent())")
      }
      position += 1
      skipWhitespace()
      let value: JSONValue
      if depth == 1, position < bytes.count, bytes[position] == UInt8(ascii: "["),
        deferredKeys.contains(key)
      {
        value = .deferredArray(try skipArray(depth: depth + 1))
      } else {
        value = try parseValue(depth: depth + 1)
      }
      members.append((key, value))
      if try !continuesAfterElement(closedBy: "}") { return .object(members) }
    }
  }

  /// After a container's element: consumes a `,` (another element follows: `true`) or the
  /// container's `closer` (it ends: `false`), skipping the whitespace before it; anything
  /// else is the error every container reports alike.
  mutating func continuesAfterElement(closedBy closer: Unicode.Scalar) throws -> Bool {
    skipWhitespace()
    guard position < bytes.count else {
      throw error("expected ',' or '\(closer)', found end of file")
    }
    switch bytes[position] {
    case UInt8(ascii: ","):
      position += 1
      return true
    case UInt8(ascii: closer):
      position += 1
      return false
    default:
      throw error("expected ',' or '\(closer)', found \(describeCurrent())")
    }
  }

  mutating func parseArray(depth: Int) throws -> JSONValue {
    try enter(depth)
    if defersIntegerArrays, let deferred = try scanIntegers() { return .deferredIntegers(deferred) }
    position += 1
    skipWhitespace()
    if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array([])
    }
    var integers: [Int] = []
    var values: [JSONValue] = []
    var allIntegers = true
    while true {
      skipWhitespace()
      let value = try parseValue(depth: depth + 1)
      if allIntegers, case .integer(let n) = value {
        integers.append(n)
      } else {
        if allIntegers {
          allIntegers = false
          values.reserveCapacity(integers.count + 1)
          for n in integers { values.append(.integer(n)) }
          integers = []
        }
        values.append(value)
      }
      if try !continuesAfterElement(closedBy: "]") {
        return allIntegers ? .integers(integers) : .array(values)
      }
    }
  }

  mutating func parseNumber() throws -> JSONValue {
    let start = position
    var negative = false
    if bytes[position] == UInt8(ascii: "-") {
      negative = true
      position += 1
    }
    func isDigit(_ i: Int) -> Bool {
      i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")
    }
    guard isDigit(position) else { throw error("expected a digit, found \(describeCurrent())") }
    var value = 0
    var overflow = false
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if isDigit(position) { throw error("numbers cannot have leading zeros", at: start) }
    } else {
      while isDigit(position) {
        let digit = Int(bytes[position] - UInt8(ascii: "0"))
        if !overflow {
          let (times10, o1) = value.multipliedReportingOverflow(by: 10)
          let (next, o2) =
            negative
            ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
          overflow = o1 || o2
          value = next
        }
        position += 1
      }
    }
    var isInteger = true
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard isDigit(position) else {
        throw error("expected a digit after '.', found \(describeCurrent())")
      }
      while isDigit(position) { position += 1 }
    }
    if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
      isInteger = false
      position += 1
      if position < bytes.count
        && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
      {
        position += 1
      }
      guard isDigit(position) else {
        throw error("expected a digit in the exponent, found \(describeCurrent())")
      }
      while isDigit(position) { position += 1 }
    }
    if position - start > JSONParser.maximumNumberLength {
      throw error("number longer than \(JSONParser.maximumNumberLength) characters", at: start)
    }
    if isInteger && !overflow { return .integer(value) }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    if isInteger { return .bigInteger(text) }
    return .number(Double(text) ?? .nan, text)
  }
}
