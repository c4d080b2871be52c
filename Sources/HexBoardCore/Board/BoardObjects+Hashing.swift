// An object's content-hash term from parts cached per slot, so that a move (the commonest
// change on a game server) recomputes a few mixes instead of hashing every string again.

import HexBoardSupport

extension BoardObjects {
  /// The hashes in `ContentHashing.objectTerm` that do not depend on the object's cell: its
  /// kind's and each property key's and value's ``ContentHashing/text(_:)``, keys in UTF-8
  /// byte order.
  struct TermParts: Sendable, Equatable {
    /// `text(kind)`.
    var kind: UInt64 = 0
    /// `text(key)`, `text(value)` for each property, keys in UTF-8 byte order, then the
    /// owner's and movement class's words (``ContentHashing/typedFieldWords(owner:movementClass:)``).
    var properties: [UInt64] = []

    /// No parts (a tombstone's).
    init() {}

    /// The parts of `object`.
    init(_ object: BoardObject) {
      kind = ContentHashing.text(object.kind)
      let typed = ContentHashing.typedFieldWords(
        owner: object.owner, movementClass: object.movementClass)
      guard !object.properties.isEmpty || !typed.isEmpty else { return }
      properties.reserveCapacity(2 * object.properties.count + typed.count)
      for key in object.properties.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
        properties.append(ContentHashing.text(key))
        properties.append(ContentHashing.property(object.properties[key] ?? .string("")))
      }
      properties.append(contentsOf: typed)
    }
  }

  /// `ContentHashing.objectTerm` of the object with id hash `idHash` and `parts` on grid
  /// index `cell`: the same arithmetic, from the cached hashes (the storage's checks compare
  /// the two on every object).
  @inline(__always)
  static func objectTerm(idHash: UInt64, parts: TermParts, cell: Int) -> UInt64 {
    var body = ContentHashing.mix(parts.kind &+ UInt64(cell))
    for hash in parts.properties { body = ContentHashing.mix(body ^ hash) }
    return ContentHashing.term(.object, idHash, body)
  }
}
