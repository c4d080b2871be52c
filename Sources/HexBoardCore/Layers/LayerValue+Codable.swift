// A layer value is Codable as an entry of a categorical layer's `values` in a map file.

extension LayerValue: Codable {
  /// Encodes the value as an entry of a categorical layer's `values` (version 3, the
  /// SaveFormat article of `HexBoard`): `{"color"?: "#rrggbb", "id", "name"}`.
  ///
  /// - Throws: `EncodingError.invalidValue` for a value the format refuses (an empty id…).
  public func encode(to encoder: any Encoder) throws {
    try FormatCoding.encodeEntry(
      self, to: encoder, key: "values",
      write: { value, out in
        out.raw("{")
        MapEncoder.writeMembers(of: value, into: &out)
        out.raw("}")
      },
      read: { try MapDecoder().layerValues($0, "values") })
  }

  /// Decodes a value from its entry form (see ``encode(to:)``), checked as the map file
  /// checks a layer's `values`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the problem and its coding path.
  public init(from decoder: any Decoder) throws {
    self = try FormatCoding.decodeEntry(from: decoder, key: "values") {
      try MapDecoder().layerValues($0, "values")
    }
  }
}
