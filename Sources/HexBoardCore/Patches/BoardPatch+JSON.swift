// The JSON form of a patch, format `hexboard-patch` version 3 (HexBoard.docc/SaveFormat.md):
// compact,
// keys sorted, byte-deterministic; read with the map loader's strict parser. This file holds
// the public entry points; the writer is in BoardPatch+JSONEncoding.swift and the reader in
// BoardPatch+JSONDecoding.swift.

import HexBoardSupport

extension BoardPatch {
  /// The patch as canonical JSON: sorted keys, one top-level key per line, everything else
  /// inline, trailing newline; empty parts left out. Terrain and height changes are written
  /// together, in `cells` blocks of up to 65,536 cells: an `at` code naming the cells as
  /// runs of a row (Base64 VLQ numbers), a string of their symbols and a code of their
  /// heights; the view's cells are `at` codes too (the SaveFormat article of `HexBoard`). The
  /// same patch always gives the same bytes.
  ///
  /// Encoding checks what ``decode(_:)-([UInt8])`` checks (text, order, uniqueness,
  /// ranges), so the bytes always decode to an equal patch.
  ///
  /// - Throws: ``BoardFileError`` (kind ``BoardFileError/Kind/unencodable``) for a value the
  ///   format cannot hold: a NaN or infinite number, a string over
  ///   ``MapFile/maximumStringLength``, an empty id, a control character in an id, a kind or
  ///   a property key (other than tab in the name or a string value), a terrain symbol that
  ///   is a space or a control character, an invalid palette, a height or coordinate
  ///   outside `Int32`, cells or heights out of storage order, an id listed twice, an added
  ///   object without kind, position or properties, a changed object that changes nothing,
  ///   a property both set and removed, terrain symbols that merge into fewer characters
  ///   when written side by side.
  public func encoded() throws -> [UInt8] {
    var encoder = PatchEncoder(patch: self)
    return try encoder.encode()
  }

  /// The patch as canonical JSON text (see ``encoded()``).
  public func encodedString() throws -> String {
    String(decoding: try encoded(), as: UTF8.self)
  }

  /// Reads a patch from its JSON form.
  ///
  /// Decoding checks the form (types, ranges, order, limits); whether the patch fits a
  /// board is checked by ``Board/applying(_:)``.
  ///
  /// - Throws: ``BoardFileError`` saying what is wrong and where (a JSON path such as
  ///   `cells[2][0]`, or a line and column for malformed JSON).
  public static func decode(_ bytes: [UInt8]) throws -> BoardPatch {
    try decode(bytes, bounds: nil)
  }

  /// Reads a patch for `board` from its JSON form, checking every cell run and height
  /// against the board's bounding box while decoding, before anything in proportion to a
  /// run is allocated: a patch that names cells off the board is refused at once, and a
  /// decoded patch holds at most one change per cell of the board. Use this when the
  /// patch comes from someone else (``decode(_:)-([UInt8])`` alone may hold up to
  /// ``MapFile/maximumCellCount`` cell changes, about 32 bytes each).
  ///
  /// Whether the patch fits the board otherwise (holes, symbols, objects, base and target)
  /// is still checked by ``Board/applying(_:)``.
  ///
  /// - Throws: ``BoardFileError`` for a malformed patch (as ``decode(_:)-([UInt8])``);
  ///   ``BoardPatchError/conflict(_:)`` naming the entry (`cells[2]: …`) whose cells are
  ///   not on the board.
  public static func decode(_ bytes: [UInt8], for board: Board) throws -> BoardPatch {
    let grid = board.grid
    return try decode(
      bytes, bounds: PatchBounds(origin: grid.origin, columns: grid.width, rows: grid.height))
  }

  static func decode(_ bytes: [UInt8], bounds: PatchBounds?) throws -> BoardPatch {
    guard bytes.count <= maximumFileSize else {
      throw BoardFileError(
        .unreadable, at: "", "the patch is \(bytes.count) bytes; the limit is \(maximumFileSize)")
    }
    guard !bytes.isEmpty else { throw BoardFileError(.unreadable, at: "", "the file is empty") }
    // The `edges` and `vertices` entries stay in the bytes until the decoder reads them,
    // one at a time, so it runs while the buffer is held.
    return try bytes.withUnsafeBufferPointer { buffer in
      let root = try MapFile.parseJSON(buffer)
      return try PatchDecoder(map: MapDecoder(source: buffer), bounds: bounds).patch(from: root)
    }
  }

  /// Reads a patch from its JSON text (see ``decode(_:)-([UInt8])``).
  public static func decode(_ text: String) throws -> BoardPatch {
    try decode(Array(text.utf8))
  }
}
