// An edge feature is Codable as an entry of a map file's `edgeFeatures` palette.

extension EdgeFeature: Codable {
  /// Encodes the feature as an entry of the map file's `edgeFeatures` palette (the
  /// SaveFormat article of `HexBoard`): `{"blocksSight", "color", "id", "movement",
  /// "style"}`, `movement` being `"none"`, `"blocks"`, `{"add": n}` or `{"set": n}`.
  ///
  /// - Throws: `EncodingError.invalidValue` for a feature the format refuses (an empty id,
  ///   a cost out of range…).
  public func encode(to encoder: any Encoder) throws {
    try FormatCoding.encodeEntry(
      self, to: encoder, key: "edgeFeatures", write: MapEncoder.write,
      read: { try MapDecoder().edgeFeatures($0) })
  }

  /// Decodes a feature from its palette-entry form (see ``encode(to:)``), checked as the
  /// map file checks a palette entry.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the problem and its coding path.
  public init(from decoder: any Decoder) throws {
    self = try FormatCoding.decodeEntry(from: decoder, key: "edgeFeatures") {
      try MapDecoder().edgeFeatures($0)
    }
  }
}
