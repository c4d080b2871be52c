// A property value is Codable as the map file writes it: a bare string, number or flag.

extension PropertyValue: Codable {
  /// Encodes the value as the map file writes a property (the SaveFormat article of
  /// `HexBoard`): a string, an integer, a number or a boolean, as a single value. A
  /// ``number(_:)`` whose value is whole (`2.0`, `-0.0`) is written as `{"\tnumber": 2}`:
  /// `JSONEncoder` writes `2.0` as `2` and decoders read `2.0` as an integer, so the bare
  /// number would come back as ``integer(_:)``.
  ///
  /// - Throws: `EncodingError.invalidValue` for what a map refuses: a NaN or infinite
  ///   number, a string with a control character other than tab or over the length limit.
  public func encode(to encoder: any Encoder) throws {
    try FormatCoding.encode(
      self, to: encoder,
      write: {
        var writer = PatchEncoder(patch: BoardPatch(base: 0, target: 0))
        try writer.property(self, "")
        return writer.out.bytes
      },
      check: { _ = try MapDecoder().property($0, "") })
  }

  /// Decodes a value from its map-file form (see ``encode(to:)``), checked as the map file
  /// checks a property value.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for anything else (an array, `null`, a string
  ///   with a control character), with the decoder's coding path.
  public init(from decoder: any Decoder) throws {
    self = try FormatCoding.decode(from: decoder) { try MapDecoder().property($0, "") }
  }
}
