import HexBoardCore

// Maps on disk: reading with a size limit and saving atomically, on top of the in-memory
// format of HexBoardCore's `MapFile`.

extension MapFile {
  /// Reads the version 1 or 2 file at `path`.
  ///
  /// - Throws: `BoardFileError`: `BoardFileError.Kind.io` if the file cannot be read,
  ///   otherwise as `decode(_:)`.
  public static func load(from path: String) throws -> Board {
    try decode(FileIO.read(path, limit: maximumFileSize))
  }

  /// Saves `board` to `path` atomically: the bytes go to a new temporary file in the same
  /// folder, which is flushed to disk, given the permission bits of the file it replaces
  /// (if any) and renamed over `path`. On failure the temporary file is removed and the
  /// previous file is left as it was. A symbolic link at `path` is followed and the file it
  /// leads to is replaced (the link stays); a character device such as `/dev/null` is
  /// written through; folders, FIFOs, sockets, block devices and links that lead nowhere
  /// are refused (the atomic write of every save: Guarantees, "Files on disk").
  ///
  /// - Throws: `BoardFileError` if the board cannot be encoded or the file cannot be written.
  public static func save(_ board: Board, to path: String) throws {
    try FileIO.writeAtomically(encode(board), to: path)
  }
}

extension Board {
  /// Saves the board to `path` as a map file (version 1, or 2 when it has features), atomically (see ``MapFile/save(_:to:)``).
  public func save(to path: String) throws {
    try MapFile.save(self, to: path)
  }

  /// Reads a board from the map file at `path` (see ``MapFile/load(from:)``).
  public static func load(from path: String) throws -> Board {
    try MapFile.load(from: path)
  }
}
