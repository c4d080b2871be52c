// The storage's operations: look-ups, append, replace and remove in O(1) amortised, each
// keeping the id index, the per-cell lists and the content sum in step.

import HexBoardSupport
import HexGrid

extension BoardObjects {
  // MARK: - Look-ups

  /// The slot of the object `id`, or `nil` if there is none.
  ///
  /// - Complexity: O(1) (one hash of `id`).
  func slot(of id: String) -> Int? { slotOfID[id] }

  /// The object `id`, or `nil` if there is none.
  ///
  /// - Complexity: O(1).
  func object(withID id: String) -> BoardObject? {
    guard let slot = slotOfID[id] else { return nil }
    return slots[slot].object
  }

  /// The object in a live `slot`.
  func object(inSlot slot: Int) -> BoardObject? { slots[slot].object }

  /// The grid index of the cell of the object in a live `slot`.
  func cell(ofSlot slot: Int) -> Int { slots[slot].cell }

  /// The objects on grid index `cell`, in the order.
  ///
  /// - Complexity: O(objects on the cell).
  func objects(onCell cell: Int) -> [BoardObject] {
    guard let ends = cells[cell] else { return [] }
    var result: [BoardObject] = []
    var slot = ends.first
    while slot >= 0 {
      if let object = slots[slot].object { result.append(object) }
      slot = slots[slot].nextOnCell
    }
    return result
  }

  /// How many objects come before the one in `slot`: its index in a map file's `objects`
  /// array, for error messages.
  ///
  /// - Complexity: O(objects); only error paths need it.
  func ordinal(ofSlot slot: Int) -> Int {
    var count = 0
    var current = head
    while current >= 0 && current != slot {
      count += 1
      current = slots[current].next
    }
    return count
  }

  /// The id of the object after `id` in the order, or `nil` when `id` is the last one or
  /// not on the board: where to put it back after removing it.
  ///
  /// - Complexity: O(1).
  func idAfter(_ id: String) -> String? {
    guard let slot = slotOfID[id], slots[slot].next >= 0 else { return nil }
    return slots[slots[slot].next].object?.id
  }

  // MARK: - Changes

  /// Appends `object`, standing on grid index `cell`.
  ///
  /// - Precondition: no object has its id.
  /// - Complexity: O(1) amortised.
  mutating func append(_ object: BoardObject, cell: Int) {
    let slot = slots.count
    let idHash = ContentHashing.text(object.id)
    let parts = TermParts(object)
    let term = BoardObjects.objectTerm(idHash: idHash, parts: parts, cell: cell)
    let last = tail >= 0 ? slots[tail].idHash : ContentHashing.orderEnd
    contentSum =
      contentSum
      &- ContentHashing.orderTerm(previous: last, next: ContentHashing.orderEnd)
      &+ ContentHashing.orderTerm(previous: last, next: idHash)
      &+ ContentHashing.orderTerm(previous: idHash, next: ContentHashing.orderEnd) &+ term
    slots.append(
      Slot(
        object: object, cell: cell, idHash: idHash, parts: parts, term: term, previous: tail,
        next: -1,
        previousOnCell: -1, nextOnCell: -1))
    if tail >= 0 { slots[tail].next = slot } else { head = slot }
    tail = slot
    slotOfID[object.id] = slot
    liveCount += 1
    appendCount += 1
    link(slot, onCell: cell)
  }

  /// Replaces the object in a live `slot` by `object` (the same id) on grid index `cell`,
  /// keeping its place in the order.
  ///
  /// - Complexity: O(1) amortised, plus the objects on the new cell that come after it in
  ///   the order when it changes cell (none when it is the newest there).
  mutating func replace(inSlot slot: Int, with object: BoardObject, cell: Int) {
    let parts = TermParts(object)
    relocate(slot, to: cell, parts: parts)
    slots[slot].object = object
    slots[slot].parts = parts
  }

  /// Moves the object in a live `slot` to `position`, grid index `cell`, keeping its place
  /// in the order; only the cell-dependent mixes of its term are recomputed.
  ///
  /// - Complexity: as ``replace(inSlot:with:cell:)``, without hashing any string.
  mutating func move(slot: Int, to position: Hex, cell: Int) {
    relocate(slot, to: cell, parts: slots[slot].parts)
    slots[slot].object?.position = position
  }

  /// Swaps the slot's term for the one of `parts` on `cell` and moves it to that cell's
  /// list.
  mutating func relocate(_ slot: Int, to cell: Int, parts: TermParts) {
    let term = BoardObjects.objectTerm(idHash: slots[slot].idHash, parts: parts, cell: cell)
    contentSum = contentSum &- slots[slot].term &+ term
    slots[slot].term = term
    let oldCell = slots[slot].cell
    if oldCell != cell {
      unlink(slot, fromCell: oldCell)
      slots[slot].cell = cell
      link(slot, onCell: cell)
    }
  }

  /// Removes the object in a live `slot` and returns it; compacts the storage when
  /// tombstones pass half of the slots.
  ///
  /// - Complexity: O(1) amortised.
  @discardableResult
  mutating func remove(slot: Int) -> BoardObject? {
    let removed = slots[slot]
    guard let object = removed.object else { return nil }
    let before = removed.previous >= 0 ? slots[removed.previous].idHash : ContentHashing.orderEnd
    let after = removed.next >= 0 ? slots[removed.next].idHash : ContentHashing.orderEnd
    contentSum =
      contentSum &- removed.term
      &- ContentHashing.orderTerm(previous: before, next: removed.idHash)
      &- ContentHashing.orderTerm(previous: removed.idHash, next: after)
      &+ ContentHashing.orderTerm(previous: before, next: after)
    if removed.previous >= 0 {
      slots[removed.previous].next = removed.next
    } else {
      head = removed.next
    }
    if removed.next >= 0 {
      slots[removed.next].previous = removed.previous
    } else {
      tail = removed.previous
    }
    unlink(slot, fromCell: removed.cell)
    slots[slot] = Slot(
      object: nil, cell: -1, idHash: 0, parts: TermParts(), term: 0, previous: -1, next: -1,
      previousOnCell: -1, nextOnCell: -1)
    slotOfID[object.id] = nil
    liveCount -= 1
    if (slots.count - liveCount) * 2 > slots.count { compact() }
    return object
  }

  // MARK: - Per-cell lists

  /// Inserts `slot` into its cell's list at its place in the order, searching from the
  /// cell's last slot (an appended object, the usual case, goes there at once).
  mutating func link(_ slot: Int, onCell cell: Int) {
    guard var ends = cells[cell] else {
      slots[slot].previousOnCell = -1
      slots[slot].nextOnCell = -1
      cells[cell] = CellEnds(first: slot, last: slot)
      return
    }
    var before = ends.last
    while before > slot { before = slots[before].previousOnCell }
    let after = before >= 0 ? slots[before].nextOnCell : ends.first
    slots[slot].previousOnCell = before
    slots[slot].nextOnCell = after
    if before >= 0 { slots[before].nextOnCell = slot } else { ends.first = slot }
    if after >= 0 { slots[after].previousOnCell = slot } else { ends.last = slot }
    cells[cell] = ends
  }

  /// Takes `slot` out of the list of `cell`.
  mutating func unlink(_ slot: Int, fromCell cell: Int) {
    let before = slots[slot].previousOnCell
    let after = slots[slot].nextOnCell
    if before >= 0 { slots[before].nextOnCell = after }
    if after >= 0 { slots[after].previousOnCell = before }
    if before < 0 && after < 0 {
      cells[cell] = nil
    } else if before < 0 || after < 0 {
      if before < 0 { cells[cell]?.first = after }
      if after < 0 { cells[cell]?.last = before }
    }
    slots[slot].previousOnCell = -1
    slots[slot].nextOnCell = -1
  }

  /// Rebuilds the storage without tombstones, in the same order. The content sum does not
  /// change: the objects and their order are the same.
  ///
  /// - Complexity: O(slots), paid for by the removals that made the tombstones.
  mutating func compact() {
    var packed: [Slot] = []
    packed.reserveCapacity(liveCount)
    var current = head
    while current >= 0 {
      var slot = slots[current]
      current = slot.next
      slot.previous = packed.count - 1
      slot.next = current >= 0 ? packed.count + 1 : -1
      packed.append(slot)
    }
    slots = packed
    slotOfID.removeAll(keepingCapacity: true)
    cells.removeAll(keepingCapacity: true)
    head = slots.isEmpty ? -1 : 0
    tail = slots.count - 1
    for slot in slots.indices {
      if let id = slots[slot].object?.id { slotOfID[id] = slot }
      link(slot, onCell: slots[slot].cell)
    }
  }
}
