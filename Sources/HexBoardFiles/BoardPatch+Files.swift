import HexBoardCore

// Patches on disk, as maps are (MapFile+Files.swift): size-limited reads, atomic saves.

extension BoardPatch {
  /// Reads the JSON patch at `path` for `board` (see `decode(_:for:)`).
  public static func load(from path: String, for board: Board) throws -> BoardPatch {
    try decode(FileIO.read(path, limit: maximumFileSize), for: board)
  }

  /// Reads the JSON patch at `path` (see `decode(_:)`).
  public static func load(from path: String) throws -> BoardPatch {
    try decode(FileIO.read(path, limit: maximumFileSize))
  }

  /// Saves the patch's JSON form to `path` atomically (as ``MapFile/save(_:to:)`` does).
  ///
  /// - Throws: `BoardFileError` if the patch cannot be encoded (see `encoded()`) or the
  ///   file cannot be written.
  public func save(to path: String) throws {
    try FileIO.writeAtomically(encoded(), to: path)
  }
}
