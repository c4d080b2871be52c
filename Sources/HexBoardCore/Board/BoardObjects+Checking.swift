// A from-scratch check of the storage's redundant parts, for the tests: every link, list
// and sum the O(1) operations maintain is recomputed and compared.

import HexBoardSupport

extension BoardObjects {
  /// What is wrong with the storage's bookkeeping, or `nil` when the order links, the id
  /// index, the per-cell lists, the count, the tombstone bound, the cached terms and the
  /// content sum all agree with the objects.
  ///
  /// - Complexity: O(slots + occupied cells).
  package func invariantViolation() -> String? {
    var live: [Int] = []
    var current = head
    var previous = -1
    while current >= 0 {
      guard current < slots.count, slots[current].object != nil else {
        return "order reaches a tombstone or a bad slot \(current)"
      }
      guard slots[current].previous == previous else { return "bad back link at \(current)" }
      guard previous < current else { return "slots not increasing along the order" }
      live.append(current)
      previous = current
      current = slots[current].next
    }
    guard tail == previous else { return "tail \(tail), last live \(previous)" }
    guard live.count == liveCount else { return "count \(liveCount), live \(live.count)" }
    let stored = slots.indices.filter { slots[$0].object != nil }
    guard stored == live else { return "live slots not all on the order list" }
    guard slotOfID.count == liveCount else { return "id index has \(slotOfID.count) entries" }
    guard (slots.count - liveCount) * 2 <= slots.count else { return "too many tombstones" }
    var sum: UInt64 = 0
    var previousID = ContentHashing.orderEnd
    var byCell: [Int: [Int]] = [:]
    for slot in live {
      let entry = slots[slot]
      guard let object = entry.object else { return "tombstone on the order" }
      guard slotOfID[object.id] == slot else { return "id \(object.id) not indexed" }
      guard entry.idHash == ContentHashing.text(object.id) else { return "stale id hash" }
      guard entry.parts == TermParts(object),
        entry.term == ContentHashing.objectTerm(object, cellIndex: entry.cell)
      else {
        return "stale term of \(object.id)"
      }
      sum &+= entry.term &+ ContentHashing.orderTerm(previous: previousID, next: entry.idHash)
      previousID = entry.idHash
      byCell[entry.cell, default: []].append(slot)
    }
    sum &+= ContentHashing.orderTerm(previous: previousID, next: ContentHashing.orderEnd)
    guard sum == contentSum else { return "content sum \(contentSum), recomputed \(sum)" }
    guard byCell.count == cells.count else {
      return "\(cells.count) cell lists, \(byCell.count) cells"
    }
    for (cell, expected) in byCell {
      guard let ends = cells[cell] else { return "cell \(cell) has no list" }
      var walked: [Int] = []
      var slot = ends.first
      var before = -1
      while slot >= 0 {
        guard slots[slot].previousOnCell == before else { return "bad cell back link at \(slot)" }
        walked.append(slot)
        before = slot
        slot = slots[slot].nextOnCell
      }
      guard walked == expected, ends.last == before else { return "cell \(cell) list is wrong" }
    }
    return nil
  }
}
