// A terrain is Codable as an entry of a map file's `terrain` palette.

extension Terrain: Codable {
  /// Encodes the terrain as an entry of the map file's `terrain` palette (the SaveFormat
  /// article of `HexBoard`): `{"blocksSight", "color": "#rrggbb", "cost": n or null, "id",
  /// "symbol"}`, members in that order.
  ///
  /// - Throws: `EncodingError.invalidValue` for a terrain the format refuses (an empty id,
  ///   a space or control character as symbol…).
  public func encode(to encoder: any Encoder) throws {
    try FormatCoding.encodeEntry(
      self, to: encoder, key: "terrain", write: MapEncoder.write,
      read: { try MapDecoder().terrain($0) })
  }

  /// Decodes a terrain from its palette-entry form (see ``encode(to:)``), checked as the
  /// map file checks a palette entry.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the problem and its coding path
  ///   (`cost: 0 is out of range …`).
  public init(from decoder: any Decoder) throws {
    self = try FormatCoding.decodeEntry(from: decoder, key: "terrain") {
      try MapDecoder().terrain($0)
    }
  }
}
