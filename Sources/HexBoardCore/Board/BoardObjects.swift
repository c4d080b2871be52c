// The objects of a board: an ordered collection indexed by id and by cell, so that a game
// server's unit moves, look-ups and property changes cost O(1) instead of a scan.

import HexBoardMaps
import HexBoardSupport
import HexGrid

/// The objects on a board, in the order they were added: what ``Board/objects`` holds.
///
/// A `BidirectionalCollection` of ``BoardObject``: iterate it, `map` it, ask its `count`
/// (O(1)), its `first` and `last`. Its ``Index`` is opaque (not an `Int`), because slots
/// freed by removals are reused only when the storage is compacted: `objects[0]` would not
/// mean "the first object". Use `objects.first`, `Array(objects)[i]`, or look objects up by
/// id (``Board/object(withID:)``) or by cell (``Board/objects(at:)``). Like an array's, an
/// index is valid only until the board's objects change.
///
/// Two values are equal when they hold the same objects in the same order. The order is
/// the one map files and patches use: insertion order, an object moved or updated keeping
/// its place.
///
/// The storage keeps, beside the objects, an index from id to slot and per-cell lists
/// (a dictionary from cell to its first and last slot, and links between the slots of a
/// cell), so its memory is O(objects), never O(cells): a copy of a 4096 × 4096 board's
/// objects costs what its objects do. Removed objects leave a tombstone that iteration
/// skips through the live links; when tombstones are more than half of the slots, the
/// storage is compacted.
public struct BoardObjects: Sendable {
  /// A position in ``BoardObjects``: valid until the objects change.
  public struct Index: Comparable, Hashable, Sendable {
    /// The storage slot; slots of live objects grow along the order, since objects are
    /// only appended and compaction keeps the order.
    let slot: Int

    /// Whether `lhs` comes before `rhs` in the order.
    public static func < (lhs: Index, rhs: Index) -> Bool { lhs.slot < rhs.slot }
  }

  /// One stored object with its links. A removed object leaves a tombstone (`object` nil).
  struct Slot: Sendable {
    /// The object, or `nil` once removed.
    var object: BoardObject?
    /// The grid index of its position (-1 for a tombstone).
    var cell: Int
    /// `ContentHashing.text(id)`, for the order links of the content sum.
    var idHash: UInt64
    /// The hashes of its kind and properties, so a move rehashes no string.
    var parts: TermParts
    /// `ContentHashing.objectTerm` of the object on `cell`, so a change subtracts it
    /// without recomputing it.
    var term: UInt64
    /// The previous and next live slots in the order (-1: none).
    var previous: Int
    var next: Int
    /// The previous and next live slots on the same cell, in the order (-1: none).
    var previousOnCell: Int
    var nextOnCell: Int
  }

  /// The first and last live slots standing on one cell.
  struct CellEnds: Sendable {
    var first: Int
    var last: Int
  }

  /// Every slot, live or tombstone, in the order the objects were added.
  var slots: [Slot] = []
  /// The slot of each live object's id.
  var slotOfID: [String: Int] = [:]
  /// The ends of each occupied cell's list, by grid index.
  var cells: [Int: CellEnds] = [:]
  /// The first and last live slots (-1 when there are none).
  var head = -1
  var tail = -1
  /// The number of live objects.
  var liveCount = 0
  /// How many objects were ever appended to this storage (added, or taken out and put back
  /// by a reorder or an undo): lets the tests check that an operation re-adds each object a
  /// bounded number of times, not once per change.
  package internal(set) var appendCount = 0

  /// `ContentHashing.objectsSum` of the objects (their terms plus the links of their
  /// order), kept up to date by every change, so the board's content hash needs no pass
  /// over the objects.
  package internal(set) var contentSum: UInt64 = ContentHashing.orderTerm(
    previous: ContentHashing.orderEnd, next: ContentHashing.orderEnd)

  /// No objects.
  init() {}

  /// `objects` in this order, each on the cell `cellIndex` gives for its position.
  ///
  /// - Precondition: the ids are distinct and every position is a cell (the board
  ///   validates both first).
  /// - Complexity: O(objects).
  init(_ objects: some Sequence<BoardObject>, cellIndex: (Hex) -> Int) {
    for object in objects { append(object, cell: cellIndex(object.position)) }
  }
}

// MARK: - Collection

extension BoardObjects: BidirectionalCollection {
  /// The position of the first object (``endIndex`` when there is none).
  public var startIndex: Index { Index(slot: head < 0 ? slots.count : head) }

  /// The position after the last object.
  public var endIndex: Index { Index(slot: slots.count) }

  /// The number of objects.
  ///
  /// - Complexity: O(1).
  public var count: Int { liveCount }

  /// Whether there are no objects.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool { liveCount == 0 }

  /// The object at `position`.
  ///
  /// - Precondition: `position` is a valid index of these objects (not ``endIndex``, not
  ///   kept from before a change).
  public subscript(position: Index) -> BoardObject {
    // Like an array's subscript: a bad index is a programming error, not data.
    guard position.slot >= 0, position.slot < slots.count, let object = slots[position.slot].object
    else { preconditionFailure("BoardObjects index out of range or kept across a change") }
    return object
  }

  /// The position after `i`.
  ///
  /// - Complexity: O(1).
  public func index(after i: Index) -> Index {
    precondition(i.slot >= 0 && i.slot < slots.count, "BoardObjects index out of range")
    let next = slots[i.slot].next
    return Index(slot: next < 0 ? slots.count : next)
  }

  /// The position before `i`.
  ///
  /// - Complexity: O(1).
  public func index(before i: Index) -> Index {
    let previous = i.slot == slots.count ? tail : slots[i.slot].previous
    precondition(previous >= 0, "BoardObjects index out of range")
    return Index(slot: previous)
  }
}

// MARK: - Equality and printing

extension BoardObjects: Equatable {
  /// Whether both hold the same objects in the same order.
  ///
  /// - Complexity: O(objects).
  public static func == (lhs: BoardObjects, rhs: BoardObjects) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}

extension BoardObjects: CustomStringConvertible {
  /// The objects as an array literal would print them.
  public var description: String { Array(self).description }
}
