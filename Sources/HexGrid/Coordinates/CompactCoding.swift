// The compact Codable form every HexGrid value type uses: a two-element array such as
// `[q, r]` or `[x, y]`, not a keyed object. One implementation so every type refuses the
// same malformed input ([1], [1, 2, 3], {"q": 1}) the same way.

extension Decoder {
  /// Decodes the compact form `[first, second]`, refusing any other length.
  ///
  /// - Parameter form: how the value is written, for the error (`"[q, r]"`).
  func decodePair<T: Decodable>(_ type: T.Type, form: String) throws -> (T, T) {
    var container = try unkeyedContainer()
    let first = try container.decode(T.self)
    let second = try container.decode(T.self)
    guard container.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected exactly two numbers: \(form)")
    }
    return (first, second)
  }
}

extension Encoder {
  /// Encodes the compact form `[first, second]`.
  func encodePair<T: Encodable>(_ first: T, _ second: T) throws {
    var container = unkeyedContainer()
    try container.encode(first)
    try container.encode(second)
  }
}
