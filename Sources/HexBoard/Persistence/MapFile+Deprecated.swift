// Spellings from before the file verbs were made one set (`load(from:)`/`save(to:)` for
// files, `decode(_:)`/`encode` for bytes): they forward, so callers keep compiling.

extension MapFile {
  /// Saves `board` to `path` atomically; renamed ``save(_:to:)``.
  @available(*, deprecated, renamed: "save(_:to:)")
  public static func write(_ board: Board, to path: String) throws {
    try save(board, to: path)
  }
}
