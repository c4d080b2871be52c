// The content hash patches are addressed by: FNV-1a 64 over the canonical map file bytes.

extension Board {
  /// A stable 64-bit hash of everything the board holds: the FNV-1a 64 hash of its canonical
  /// map file (``MapFile/encode(_:)``). Equal boards have equal hashes on every run and
  /// platform (unlike `hashValue`); ``BoardPatch`` uses it to name its base and target.
  ///
  /// - Throws: ``BoardFileError`` if the board cannot be encoded (see ``MapFile/encode(_:)``).
  /// - Complexity: O(n + objects), the cost of encoding the board.
  public func contentHash() throws -> UInt64 {
    stableHash(try MapFile.encode(self))
  }

  /// The hash patches of JSON versions 1 and 2 name their boards by: the FNV-1a 64 hash of
  /// the canonical map file. Kept so that those patch files still apply.
  ///
  /// - Complexity: O(n + objects), the cost of encoding the board.
  package func legacyContentHash() throws -> UInt64 {
    stableHash(try MapFile.encode(self))
  }
}

/// FNV-1a 64 of `bytes` (offset basis 0xcbf29ce484222325, prime 0x100000001b3).
func stableHash(_ bytes: [UInt8]) -> UInt64 {
  var hash: UInt64 = 0xCBF2_9CE4_8422_2325
  for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
  return hash
}
