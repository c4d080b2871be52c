/// The keys of the `Codable` forms of ``HexEdge`` (`{"hex": [q, r], "direction": d}`) and
/// ``HexVertex`` (`{"hex": [q, r], "corner": c}`): a hex and one of its six sides or corners.
enum HexPartCodingKey: String, CodingKey {
  case hex
  case direction
  case corner
}

extension Hex {
  /// Reads `{"hex": [q, r], "<key>": n}`: a hex and the number of one of its six sides or
  /// corners (`what`, for the message), refusing a number outside 0...5. Shared by the
  /// decoders of ``HexEdge`` and ``HexVertex``, which then canonicalise the name.
  static func decodePart(from decoder: any Decoder, _ key: HexPartCodingKey, _ what: String)
    throws -> (hex: Hex, number: Int)
  {
    let container = try decoder.container(keyedBy: HexPartCodingKey.self)
    let hex = try container.decode(Hex.self, forKey: .hex)
    let number = try container.decode(Int.self, forKey: key)
    guard number >= 0 && number < 6 else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "a hex has \(what) 0...5")
    }
    return (hex, number)
  }
}
