// A board is Codable as its map file: the same members, the same order, the same rules.

extension Board: Codable {
  /// Encodes the board as its map file (the SaveFormat article of `HexBoard`): the same
  /// members, given to the encoder in the file's order (`cells`, `format`, `grid`, …,
  /// `version`), rows of cells as strings of terrain symbols, elevation as rows of
  /// integers, objects with `at` in the map's offset coordinates. `JSONEncoder` therefore
  /// writes a document ``MapFile/decode(_:)-([UInt8])`` reads (compact, in the file's key
  /// order with `.sortedKeys`); any other encoder gets the same tree of containers. A property number whose value is whole (`2.0`) is written as
  /// `{"\tnumber": 2}`, because coders do not tell `2.0` from `2`.
  ///
  /// The map file's writer produces the content and its reader checks it: encoding checks
  /// what ``MapFile/encode(_:)`` checks.
  ///
  /// - Throws: `EncodingError.invalidValue` for a board the format cannot hold (a control
  ///   character in an id, a NaN property…), its coding path ending in the file's JSON path
  ///   (`objects`, 0, `id`).
  public func encode(to encoder: any Encoder) throws {
    try FormatCoding.encode(self, to: encoder) { try MapFile.encode(self) }
  }

  /// Decodes a board from its map file form (see ``encode(to:)``), versions 1 to 3, checked
  /// exactly as ``MapFile/decode(_:)-([UInt8])`` checks a file: the same limits (nesting
  /// depth, palette and object counts, declared sizes matched against the rows present
  /// before anything in proportion to them is allocated) and the same messages.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the problem, its coding path the
  ///   decoder's followed by the file's JSON path (`cells`, 3 for `cells[3]: …`), with the
  ///   ``BoardFileError`` as its underlying error.
  public init(from decoder: any Decoder) throws {
    self = try FormatCoding.decode(from: decoder) { try MapDecoder().board(from: $0) }
  }
}
