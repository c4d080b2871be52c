// The building blocks of the content hash (algorithm "hexboard-content-1", documented in
// ContentHash.md): 64-bit terms for every cell, height, side, corner and object, combined by
// wrapping addition so that a change swaps one term for another in O(1).

import HexBoardSupport
import HexGrid

/// The arithmetic of ``Board/contentHash()``, in one place so that the board's running sums,
/// the from-scratch reference and per-player view hashes agree bit for bit.
///
/// Every term is a function of integers and UTF-8 bytes only (no `Hasher`, no pointer
/// values, no platform word size), so hashes are the same in every process and on every
/// platform. Sums wrap modulo 2⁶⁴.
package enum ContentHashing {
  /// The term kinds, so a cell's term never equals a side's for the same numbers.
  package enum Tag: UInt64 {
    case cell = 1
    case height = 2
    case edge = 3
    case vertex = 4
    case object = 5
    case order = 6
    case header = 7
    case layer = 8
  }

  /// The id term of the start and end of the object order.
  package static let orderEnd: UInt64 = 0

  /// SplitMix64's finaliser: a bijection of 64-bit words that spreads every input bit over
  /// the whole output.
  @inlinable
  package static func mix(_ value: UInt64) -> UInt64 {
    var x = value
    x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
    x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
    return x ^ (x >> 31)
  }

  /// The term of a tagged pair: `mix(mix(mix(tag) + a) + b)`.
  @inlinable
  package static func term(_ tag: Tag, _ a: UInt64, _ b: UInt64) -> UInt64 {
    mix(mix(mix(tag.rawValue) &+ a) &+ b)
  }

  /// FNV-1a 64 of a text's UTF-8 bytes followed by its length (so `"ab" + "c"` and
  /// `"a" + "bc"` differ when folded in sequence).
  package static func text(_ string: String) -> UInt64 {
    mix(FNV1a64.hash(string) &+ UInt64(string.utf8.count))
  }

  // MARK: - Terms

  /// A cell's terrain: its grid index and palette index.
  @inlinable
  package static func cellTerm(index: Int, terrain: UInt8) -> UInt64 {
    term(.cell, UInt64(index), UInt64(terrain))
  }

  /// A cell's height; a height of 0 has no term, so a board given all-zero heights pays
  /// nothing per cell (the presence of heights is in the final combination).
  @inlinable
  package static func heightTerm(index: Int, height: Int) -> UInt64 {
    height == 0 ? 0 : term(.height, UInt64(index), UInt64(bitPattern: Int64(height)))
  }

  /// A cell's code in a named layer; code 0 (none, or the number 0) has no term, so a new
  /// layer costs nothing per cell. The layer's name is folded with its sum.
  @inlinable
  package static func layerTerm(index: Int, code: Int32) -> UInt64 {
    code == 0 ? 0 : term(.layer, UInt64(index), UInt64(bitPattern: Int64(code)))
  }

  /// The features on a side (an edge slot's bits); no term for an empty side.
  @inlinable
  package static func edgeTerm(slot: Int, bits: UInt16) -> UInt64 {
    bits == 0 ? 0 : term(.edge, UInt64(slot), UInt64(bits))
  }

  /// The features on a corner (a vertex slot's bits); no term for an empty corner.
  @inlinable
  package static func vertexTerm(slot: Int, bits: UInt16) -> UInt64 {
    bits == 0 ? 0 : term(.vertex, UInt64(slot), UInt64(bits))
  }

  /// An object's content: id, kind, the grid index of its cell, its properties sorted by
  /// key (UTF-8 byte order, the same on every platform), then its owner and movement class
  /// when set (``typedFieldWords(owner:movementClass:)``).
  package static func objectTerm(_ object: BoardObject, cellIndex: Int) -> UInt64 {
    var body = mix(text(object.kind) &+ UInt64(cellIndex))
    for key in object.properties.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      body = mix(body ^ text(key))
      body = mix(body ^ property(object.properties[key] ?? .string("")))
    }
    for word in typedFieldWords(owner: object.owner, movementClass: object.movementClass) {
      body = mix(body ^ word)
    }
    return term(.object, text(object.id), body)
  }

  /// The words an object's owner and movement class add to its term, after its
  /// properties: `mix(8 + text(owner))` and `mix(9 + text(class))`, each only when set, so
  /// objects without them keep the hashes they had before the fields existed.
  package static func typedFieldWords(owner: String?, movementClass: String?) -> [UInt64] {
    var words: [UInt64] = []
    if let owner { words.append(mix(8 &+ text(owner))) }
    if let movementClass { words.append(mix(9 &+ text(movementClass))) }
    return words
  }

  /// An object property's value: a string by its ``text(_:)`` hash (so objects whose
  /// properties are all text keep the hashes they had when only text was allowed), any other
  /// value as `mix(mix(case) + payload)` with the case numbers of the header's properties
  /// (integer 2 and its two's complement, number 3 and its IEEE bits with -0.0 as 0.0,
  /// bool 4 and 0 or 1).
  package static func property(_ value: PropertyValue) -> UInt64 {
    switch value {
    case .string(let string): text(string)
    case .integer(let n): mix(mix(2) &+ UInt64(bitPattern: Int64(n)))
    case .number(let x): mix(mix(3) &+ (x == 0 ? 0 : x.bitPattern))
    case .bool(let flag): mix(mix(4) &+ (flag ? 1 : 0))
    }
  }

  /// One link of the object order: `previous` is followed by `next`, by their ``text(_:)``
  /// id hashes, ``orderEnd`` standing for the start (as `previous`) and the end (as `next`).
  /// The links of a list of distinct ids determine its order, and removing or appending an
  /// object changes at most three links.
  @inlinable
  package static func orderTerm(previous: UInt64, next: UInt64) -> UInt64 {
    term(.order, previous, next)
  }

  /// The objects' part of the hash from scratch: every object's term plus every link of
  /// their order (one link, start to end, when there are none). `cellIndex` gives the grid
  /// index of an object's position.
  package static func objectsSum(
    _ objects: some Sequence<BoardObject>, cellIndex: (Hex) -> Int
  ) -> UInt64 {
    var sum: UInt64 = 0
    var previous = orderEnd
    for object in objects {
      sum &+= objectTerm(object, cellIndex: cellIndex(object.position))
      let id = text(object.id)
      sum &+= orderTerm(previous: previous, next: id)
      previous = id
    }
    return sum &+ orderTerm(previous: previous, next: orderEnd)
  }
}
