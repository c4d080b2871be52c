// Undoing an in-place apply that failed part-way (BoardPatch+ApplyInPlace.swift): the log the
// apply keeps of each change, and the revert that puts back what the changes replaced.

/// How to undo what an in-place apply changed: the cells' old terrain (compact, as a patch
/// may change every cell) and every other change as a step, undone last first.
struct PatchUndoLog {
  /// The cells changed, with their old palette index, in the order changed.
  var cells: [(index: Int, code: UInt8)] = []
  /// The other changes, in the order made.
  var steps: [PatchUndoStep] = []
}

/// One change an in-place apply made, with what undoes it.
enum PatchUndoStep {
  case name(String)
  case orientation(HexOrientation)
  case elevation(HexMap<Int>?)
  case height(index: Int, height: Int)
  case removedObject(BoardObject, before: String?)
  case changedObject(BoardObject)
  case addedObject(String)
  case objectOrder([String])
  case property(String, PropertyValue?)
  case edge(slot: Int, bits: UInt16)
  case vertex(slot: Int, bits: UInt16)
}

extension Board {
  /// Undoes `steps`, last first. Each step puts back a value the board held, so none fails.
  ///
  /// - Complexity: O(steps + objects): removals undone one by one would each cost a
  ///   reorder, O(objects), so a run of them is put back at once.
  mutating func revert(_ log: PatchUndoLog) {
    // The cells are independent of the other steps: undone after them, last first.
    defer {
      for (index, code) in log.cells.reversed() { setTerrainCode(code, atIndex: index) }
    }
    // Consecutive removals, last removed first, put back together when the run ends.
    var removals: [(object: BoardObject, before: String?)] = []
    for step in log.steps.reversed() {
      if case .removedObject(let object, let successor) = step {
        removals.append((object, successor))
        continue
      }
      if !removals.isEmpty {
        restore(removals)
        removals = []
      }
      switch step {
      case .name(let name): self.name = name
      case .orientation(let orientation): self.orientation = orientation
      case .elevation(let map): try? setElevation(map)
      case .height(let index, let height): try? setElevation(height, at: grid.hex(at: index))
      case .removedObject: break
      case .changedObject(let old): try? updateObject(old)
      case .addedObject(let id): _ = try? removeObject(id)
      case .objectOrder(let ids): try? reorderObjects(ids)
      case .property(let key, let value): properties[key] = value
      case .edge(let slot, let bits): setEdgeFeatureBits(bits, atSlot: slot)
      case .vertex(let slot, let bits): setVertexFeatureBits(bits, atSlot: slot)
      }
    }
    if !removals.isEmpty { restore(removals) }
  }

  /// Puts back objects removed one after another, given last removed first, each before
  /// the object it came before when it was removed (`nil`: at the end). Undone in that
  /// order, each one's successor is on the board or already put back, so one linked list
  /// of the ids gives the whole order, and one reorder sets it.
  ///
  /// - Complexity: O(objects + removals).
  private mutating func restore(_ removals: [(object: BoardObject, before: String?)]) {
    var ids = objects.map(\.id)
    var node: [String: Int] = [:]
    node.reserveCapacity(ids.count + removals.count)
    for (i, id) in ids.enumerated() { node[id] = i }
    // Links between the ids' positions in `ids` (-1: none).
    var next: [Int] = []
    var previous: [Int] = []
    for i in ids.indices {
      next.append(i + 1 < ids.count ? i + 1 : -1)
      previous.append(i - 1)
    }
    var head = ids.isEmpty ? -1 : 0
    var tail = ids.count - 1
    for (object, successor) in removals {
      let new = ids.count
      ids.append(object.id)
      node[object.id] = new
      if let after = successor.flatMap({ node[$0] }) {
        let before = previous[after]
        next.append(after)
        previous.append(before)
        previous[after] = new
        if before >= 0 { next[before] = new } else { head = new }
      } else {
        next.append(-1)
        previous.append(tail)
        if tail >= 0 { next[tail] = new } else { head = new }
        tail = new
      }
    }
    var order: [String] = []
    order.reserveCapacity(ids.count)
    var current = head
    while current >= 0 {
      order.append(ids[current])
      current = next[current]
    }
    for (object, _) in removals { try? addObject(object) }
    try? reorderObjects(order)
  }
}
