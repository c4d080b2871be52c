// A parsed JSON value written through any Swift `Encoder` and read back from any `Decoder`:
// the bridge that lets the save formats' one writer and one reader serve `Codable`. The
// format code writes its canonical bytes and reads a `JSONValue` tree; this file carries
// that tree through an encoder's containers (objects as keyed containers in member order,
// arrays as unkeyed containers, scalars as single values) and rebuilds it from a decoder,
// so a type's `Codable` form is its save-format form without a second copy of the rules.

/// A member name or an element index, as the bridge writes and reads them.
package struct JSONCodingKey: CodingKey, Hashable {
  package let stringValue: String
  package let intValue: Int?

  package init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  package init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }

  /// The key of the object member `name`.
  package init(_ name: String) { self.init(stringValue: name) }
}

extension JSONValue {
  /// The one member of the object that stands for a whole-valued fraction (`2.0`, `-0.0`).
  /// Coders hold numbers, not literals: `JSONEncoder` writes `2.0` as `2`, and
  /// `PropertyListDecoder` and `JSONDecoder` read `2.0` as an `Int`, so a number that a file
  /// writes as `2.0` would come back as the integer `2`. A tab is in no key of any format
  /// (ids and property keys refuse control characters), so the member cannot be mistaken
  /// for data.
  package static let wholeNumberKey = "\tnumber"

  /// Writes the value through `encoder`: an object as a keyed container with its members
  /// in order, an array as an unkeyed container, a scalar as a single value; a number whose
  /// value is whole as `{"\tnumber": value}` (``wholeNumberKey``).
  ///
  /// - Throws: `EncodingError.invalidValue` for an integer beyond `Int` or a deferred
  ///   array (the writer's bytes are parsed without deferring before they come here).
  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let flag):
      var single = encoder.singleValueContainer()
      try single.encode(flag)
    case .integer(let n):
      var single = encoder.singleValueContainer()
      try single.encode(n)
    case .number(let x, _):
      if Int(exactly: x) != nil {
        var keyed = encoder.container(keyedBy: JSONCodingKey.self)
        try keyed.encode(x, forKey: JSONCodingKey(JSONValue.wholeNumberKey))
      } else {
        var single = encoder.singleValueContainer()
        try single.encode(x)
      }
    case .string(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    case .array(let items):
      var unkeyed = encoder.unkeyedContainer()
      for item in items { try item.encode(to: unkeyed.superEncoder()) }
    case .integers(let numbers):
      var unkeyed = encoder.unkeyedContainer()
      try unkeyed.encode(contentsOf: numbers)
    case .object(let members):
      var keyed = encoder.container(keyedBy: JSONCodingKey.self)
      for member in members {
        try member.value.encode(to: keyed.superEncoder(forKey: JSONCodingKey(member.key)))
      }
    case .bigInteger(let text):
      throw EncodingError.invalidValue(
        text,
        .init(codingPath: encoder.codingPath, debugDescription: "\(text) is beyond Int's range"))
    case .deferredIntegers, .deferredArray:
      throw EncodingError.invalidValue(
        "",
        .init(
          codingPath: encoder.codingPath,
          debugDescription: "an array left in the parsed bytes cannot be encoded"))
    }
  }

  /// Reads a value from `decoder`, at most `maximumDepth` levels of arrays and objects
  /// deep: an object (keys sorted by their UTF-8 bytes, so nothing depends on the order
  /// a decoder lists them in), an array (an array of integers kept as ``integers(_:)``),
  /// `null`, a boolean, an integer, a number or a string, tried in that order;
  /// `{"\tnumber": x}` as the number `x` (see ``wholeNumberKey``).
  ///
  /// Nothing is allocated beyond what the decoder holds: no count a decoder reports is
  /// trusted ahead of its elements.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a value nested deeper than
  ///   `maximumDepth`, `DecodingError.typeMismatch` for a value that is none of these.
  package static func decode(from decoder: any Decoder, maximumDepth: Int) throws -> JSONValue {
    try decode(from: decoder, depth: 1, maximumDepth: maximumDepth)
  }

  private static func decode(from decoder: any Decoder, depth: Int, maximumDepth: Int) throws
    -> JSONValue
  {
    func nested() throws {
      guard depth < maximumDepth else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "nested deeper than \(maximumDepth) levels"))
      }
    }
    if let keyed = try? decoder.container(keyedBy: JSONCodingKey.self) {
      try nested()
      let keys = keyed.allKeys.sorted {
        $0.stringValue.utf8.lexicographicallyPrecedes($1.stringValue.utf8)
      }
      if keys.count == 1, keys[0].stringValue == wholeNumberKey,
        let x = try? keyed.decode(Double.self, forKey: keys[0])
      {
        return .number(x, x.description)
      }
      var members: [(key: String, value: JSONValue)] = []
      for key in keys {
        let value = try decode(
          from: keyed.superDecoder(forKey: key), depth: depth + 1, maximumDepth: maximumDepth)
        members.append((key.stringValue, value))
      }
      return .object(members)
    }
    if var unkeyed = try? decoder.unkeyedContainer() {
      try nested()
      // Rows of heights and layer codes are long arrays of integers: read in one call.
      if let numbers = try? decoder.singleValueContainer().decode([Int].self) {
        return numbers.isEmpty ? .array([]) : .integers(numbers)
      }
      var items: [JSONValue] = []
      while !unkeyed.isAtEnd {
        items.append(
          try decode(from: unkeyed.superDecoder(), depth: depth + 1, maximumDepth: maximumDepth))
      }
      return .array(items)
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() { return .null }
    if let flag = try? single.decode(Bool.self) { return .bool(flag) }
    if let n = try? single.decode(Int.self) { return .integer(n) }
    if let x = try? single.decode(Double.self) { return .number(x, x.description) }
    if let text = try? single.decode(String.self) { return .string(text) }
    throw DecodingError.typeMismatch(
      JSONValue.self,
      .init(
        codingPath: decoder.codingPath,
        debugDescription: "expected an object, an array, null, a boolean, a number or a string"))
  }
}

/// The coding keys of a JSON path as the formats write it in messages (``member(_:_:)``):
/// `objects[2].properties.hp` is `objects`, 2, `properties`, `hp`; `properties["a b"]` is
/// `properties`, `a b`. A part that is not a path (a line and column) is one key.
package func codingKeys(ofPath path: String) -> [JSONCodingKey] {
  var keys: [JSONCodingKey] = []
  let bytes = Array(path.utf8)
  var i = 0
  var name: [UInt8] = []
  func flush() {
    if !name.isEmpty { keys.append(JSONCodingKey(String(decoding: name, as: UTF8.self))) }
    name = []
  }
  while i < bytes.count {
    switch bytes[i] {
    case UInt8(ascii: "."):
      flush()
      i += 1
    case UInt8(ascii: "["):
      flush()
      guard let close = closingBracket(bytes, from: i + 1) else {
        return [JSONCodingKey(path)]
      }
      let inside = Array(bytes[(i + 1)..<close])
      if let index = Int(String(decoding: inside, as: UTF8.self)) {
        keys.append(JSONCodingKey(intValue: index))
      } else if case .string(let text)? = try? inside.withUnsafeBufferPointer({
        try JSONParser.parse($0, maximumDepth: 1, maximumStringLength: inside.count)
      }) {
        keys.append(JSONCodingKey(text))
      } else {
        return [JSONCodingKey(path)]
      }
      i = close + 1
    default:
      name.append(bytes[i])
      i += 1
    }
  }
  flush()
  return keys
}

/// The `]` that closes a bracket opened before `start`, skipping a quoted key's escapes.
private func closingBracket(_ bytes: [UInt8], from start: Int) -> Int? {
  var i = start
  var quoted = false
  while i < bytes.count {
    let byte = bytes[i]
    if quoted {
      if byte == UInt8(ascii: "\\") {
        i += 1
      } else if byte == UInt8(ascii: "\"") {
        quoted = false
      }
    } else if byte == UInt8(ascii: "\"") {
      quoted = true
    } else if byte == UInt8(ascii: "]") {
      return i
    }
    i += 1
  }
  return nil
}
