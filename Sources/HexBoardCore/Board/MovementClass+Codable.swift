// A movement class is Codable as an entry of a map file's `movementClasses`.

extension MovementClass: Codable {
  /// Encodes the class as an entry of the map file's `movementClasses` (version 3, the
  /// SaveFormat article of `HexBoard`): `{"costs": {terrain id: n or null}, "default"?,
  /// "layers"?, "name"}`, costs by sorted terrain id.
  ///
  /// - Throws: `EncodingError.invalidValue` for a class the format refuses (an empty name,
  ///   a cost out of range…).
  public func encode(to encoder: any Encoder) throws {
    try FormatCoding.encodeEntry(
      self, to: encoder, key: "movementClasses", write: MapEncoder.write,
      read: { try MapDecoder().movementClasses($0) })
  }

  /// Decodes a class from its entry form (see ``encode(to:)``), checked as the map file
  /// checks an entry of `movementClasses`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the problem and its coding path.
  public init(from decoder: any Decoder) throws {
    self = try FormatCoding.decodeEntry(from: decoder, key: "movementClasses") {
      try MapDecoder().movementClasses($0)
    }
  }
}
