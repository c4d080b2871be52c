// A vertex feature is Codable as an entry of a map file's `vertexFeatures` palette.

extension VertexFeature: Codable {
  /// Encodes the feature as an entry of the map file's `vertexFeatures` palette (the
  /// SaveFormat article of `HexBoard`): `{"color": "#rrggbb", "id"}`.
  ///
  /// - Throws: `EncodingError.invalidValue` for a feature the format refuses (an empty id…).
  public func encode(to encoder: any Encoder) throws {
    try FormatCoding.encodeEntry(
      self, to: encoder, key: "vertexFeatures", write: MapEncoder.write,
      read: { try MapDecoder().vertexFeatures($0) })
  }

  /// Decodes a feature from its palette-entry form (see ``encode(to:)``), checked as the
  /// map file checks a palette entry.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the problem and its coding path.
  public init(from decoder: any Decoder) throws {
    self = try FormatCoding.decodeEntry(from: decoder, key: "vertexFeatures") {
      try MapDecoder().vertexFeatures($0)
    }
  }
}
