// A patch is Codable as its patch file: the same members, the same order, the same rules.

extension BoardPatch: Codable {
  /// Encodes the patch as its JSON form (`hexboard-patch` version 3, the SaveFormat
  /// article of `HexBoard`): `base` and `target` as `0x` and 16 hex digits, cells as runs
  /// `[col, row, "symbols"]`, a view's cells as runs `[col, row, count]`, empty parts left
  /// out, members given to the encoder sorted, as ``encoded()`` writes them (`JSONEncoder`
  /// keeps that order with `.sortedKeys`). A property number whose value
  /// is whole (`2.0`) is written as `{"\tnumber": 2}`, because coders do not tell `2.0`
  /// from `2`.
  ///
  /// - Throws: `EncodingError.invalidValue` for what ``encoded()`` refuses, its coding path
  ///   ending in the JSON path of the problem.
  public func encode(to encoder: any Encoder) throws {
    try FormatCoding.encode(self, to: encoder) { try encoded() }
  }

  /// Decodes a patch from its JSON form (see ``encode(to:)``), checked exactly as
  /// ``decode(_:)-([UInt8])`` checks bytes. Like that function (and unlike
  /// ``decode(_:for:)``) it does not know the board: whether the patch fits one, its cell
  /// runs included, is checked when it is applied.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the problem, its coding path the
  ///   decoder's followed by the patch's JSON path, with the ``BoardFileError`` as its
  ///   underlying error.
  public init(from decoder: any Decoder) throws {
    self = try FormatCoding.decode(from: decoder) { try PatchDecoder().patch(from: $0) }
  }
}
