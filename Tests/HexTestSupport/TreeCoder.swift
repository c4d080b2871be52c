// A small in-memory Encoder and Decoder, Foundation-free: the third coder of the Codable
// round trips (beside JSON and property lists), so nothing relies on what one of
// Foundation's coders happens to allow. It keeps integers and fractions apart, lists
// object members in the order written and implements superEncoder/superDecoder.

/// A coded value.
package indirect enum TreeNode: Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([TreeNode])
  case object([Member])

  /// One object member.
  package struct Member: Equatable, Sendable {
    package var key: String
    package var value: TreeNode

    package init(key: String, value: TreeNode) {
      self.key = key
      self.value = value
    }
  }
}

/// Encodes values into a ``TreeNode``.
package struct TreeEncoder {
  package init() {}

  package func encode<T: Encodable>(_ value: T) throws -> TreeNode {
    let root = TreeRef()
    try value.encode(to: TreeEncoding(ref: root, codingPath: []))
    return root.node
  }
}

/// Decodes values from a ``TreeNode``.
package struct TreeDecoder {
  package init() {}

  package func decode<T: Decodable>(_ type: T.Type, from node: TreeNode) throws -> T {
    try T(from: TreeDecoding(node: node, codingPath: []))
  }
}

/// A node under construction: containers are references, filled in as they are written.
final class TreeRef {
  enum Content {
    case value(TreeNode)
    case array([TreeRef])
    case object([(String, TreeRef)])
  }
  var content = Content.value(.null)

  var node: TreeNode {
    switch content {
    case .value(let node): node
    case .array(let items): .array(items.map(\.node))
    case .object(let members): .object(members.map { TreeNode.Member(key: $0.0, value: $0.1.node) })
    }
  }
}

struct TreeKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}

struct TreeEncoding: Encoder {
  let ref: TreeRef
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = ref.content {} else { ref.content = .object([]) }
    return KeyedEncodingContainer(Keyed<Key>(ref: ref, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = ref.content {} else { ref.content = .array([]) }
    return Unkeyed(ref: ref, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    Single(ref: ref, codingPath: codingPath)
  }

  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let ref: TreeRef
    var codingPath: [any CodingKey]

    func child(_ key: Key) -> TreeRef {
      let child = TreeRef()
      guard case .object(var members) = ref.content else { return child }
      members.removeAll { $0.0 == key.stringValue }
      members.append((key.stringValue, child))
      ref.content = .object(members)
      return child
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      try value.encode(to: TreeEncoding(ref: child(key), codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      TreeEncoding(ref: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      TreeEncoding(ref: child(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      TreeEncoding(ref: child(Key(stringValue: "super")!), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      TreeEncoding(ref: child(key), codingPath: codingPath + [key])
    }
  }

  struct Unkeyed: UnkeyedEncodingContainer {
    let ref: TreeRef
    var codingPath: [any CodingKey]
    var count: Int {
      if case .array(let items) = ref.content { items.count } else { 0 }
    }

    func next() -> (TreeRef, [any CodingKey]) {
      let child = TreeRef()
      let path = codingPath + [TreeKey(intValue: count)]
      if case .array(let items) = ref.content { ref.content = .array(items + [child]) }
      return (child, path)
    }

    mutating func encodeNil() throws { next().0.content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
      let (child, path) = next()
      try value.encode(to: TreeEncoding(ref: child, codingPath: path))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      let (child, path) = next()
      return TreeEncoding(ref: child, codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let (child, path) = next()
      return TreeEncoding(ref: child, codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      let (child, path) = next()
      return TreeEncoding(ref: child, codingPath: path)
    }
  }

  struct Single: SingleValueEncodingContainer {
    let ref: TreeRef
    var codingPath: [any CodingKey]

    func put(_ node: TreeNode) { ref.content = .value(node) }
    func integer<T: BinaryInteger>(_ value: T) throws {
      guard let n = Int(exactly: value) else {
        throw EncodingError.invalidValue(
          value, .init(codingPath: codingPath, debugDescription: "beyond Int"))
      }
      put(.int(n))
    }

    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Double) throws { put(.double(value)) }
    mutating func encode(_ value: Float) throws { put(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { put(.int(value)) }
    mutating func encode(_ value: Int8) throws { try integer(value) }
    mutating func encode(_ value: Int16) throws { try integer(value) }
    mutating func encode(_ value: Int32) throws { try integer(value) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) throws { try integer(value) }
    mutating func encode(_ value: UInt16) throws { try integer(value) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
      try value.encode(to: TreeEncoding(ref: ref, codingPath: codingPath))
    }
  }
}

struct TreeDecoding: Decoder {
  let node: TreeNode
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func mismatch(_ expected: Any.Type) -> DecodingError {
    DecodingError.typeMismatch(
      expected, .init(codingPath: codingPath, debugDescription: "found \(node)"))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = node else { throw mismatch([String: Any].self) }
    return KeyedDecodingContainer(Keyed<Key>(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items) = node else { throw mismatch([Any].self) }
    return Unkeyed(items: items, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    Single(decoding: self)
  }

  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [TreeNode.Member]
    var codingPath: [any CodingKey]
    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

    func decoder(_ key: Key) throws -> TreeDecoding {
      guard let member = members.first(where: { $0.key == key.stringValue }) else {
        throw DecodingError.keyNotFound(
          key, .init(codingPath: codingPath, debugDescription: "no member \(key.stringValue)"))
      }
      return TreeDecoding(node: member.value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(key).node == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try T(from: decoder(key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
      throws -> KeyedDecodingContainer<NestedKey>
    {
      try decoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try decoder(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { try decoder(Key(stringValue: "super")!) }
    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(key) }
  }

  struct Unkeyed: UnkeyedDecodingContainer {
    let items: [TreeNode]
    var codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    init(items: [TreeNode], codingPath: [any CodingKey]) {
      self.items = items
      self.codingPath = codingPath
    }

    mutating func next() throws -> TreeDecoding {
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          Any.self, .init(codingPath: codingPath, debugDescription: "no more elements"))
      }
      defer { currentIndex += 1 }
      return TreeDecoding(
        node: items[currentIndex], codingPath: codingPath + [TreeKey(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
      guard !isAtEnd, items[currentIndex] == .null else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: next()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next() }
  }

  struct Single: SingleValueDecodingContainer {
    let decoding: TreeDecoding
    var codingPath: [any CodingKey] { decoding.codingPath }

    func integer<T: BinaryInteger>(_ type: T.Type) throws -> T {
      guard case .int(let n) = decoding.node, let value = T(exactly: n) else {
        throw decoding.mismatch(type)
      }
      return value
    }

    func decodeNil() -> Bool { decoding.node == .null }
    func decode(_ type: Bool.Type) throws -> Bool {
      guard case .bool(let flag) = decoding.node else { throw decoding.mismatch(type) }
      return flag
    }
    func decode(_ type: String.Type) throws -> String {
      guard case .string(let text) = decoding.node else { throw decoding.mismatch(type) }
      return text
    }
    func decode(_ type: Double.Type) throws -> Double {
      switch decoding.node {
      case .double(let x): return x
      case .int(let n): return Double(n)
      default: throw decoding.mismatch(type)
      }
    }
    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: decoding) }
  }
}
