// Spellings from before the file verbs were made one set (`load(from:)`/`save(to:)` for
// files, `decode(_:)`/`encode` for bytes): they forward, so callers keep compiling.

extension BoardPatch {
  /// The patch as canonical JSON; renamed ``encoded()``.
  @available(*, deprecated, renamed: "encoded()")
  public func encode() throws -> [UInt8] {
    try encoded()
  }

  /// Saves the patch's JSON form to `path` atomically; renamed ``save(to:)``.
  @available(*, deprecated, renamed: "save(to:)")
  public func write(to path: String) throws {
    try save(to: path)
  }
}
