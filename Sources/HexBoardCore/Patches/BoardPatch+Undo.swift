// Undoing an in-place apply that failed part-way (BoardPatch+ApplyInPlace.swift): the log the
// apply keeps of each change, and the revert that puts back what the changes replaced.

import HexBoardMaps
import HexGrid

/// How to undo what an in-place apply changed: the cells' old terrain, heights and side and
/// corner features (compact, 16 bytes or less each, as a patch may change every cell and
/// every side; a step is 80) and every other change as a step, undone last first.
struct PatchUndoLog {
  /// The cells changed, with their old palette index, in the order changed.
  var cells: [(index: Int, code: UInt8)] = []
  /// The heights changed, with their old value, in the order changed.
  var heights: [(index: Int, height: Int)] = []
  /// The side slots changed, with their old bits, in the order changed.
  var edges: [(slot: Int, bits: UInt16)] = []
  /// The corner slots changed, with their old bits, in the order changed.
  var vertices: [(slot: Int, bits: UInt16)] = []
  /// The layer cells changed (layer position, grid index, old code), in the order changed.
  var layerCells: [(layer: Int, index: Int, code: Int32)] = []
  /// The other changes, in the order made.
  var steps: [PatchUndoStep] = []
}

/// One change an in-place apply made, with what undoes it.
enum PatchUndoStep {
  case name(String)
  case orientation(HexOrientation)
  case elevation(HeightLayer?)
  case removedObject(BoardObject, before: String?)
  case changedObject(BoardObject)
  case addedObject(String)
  case objectOrder([String])
  case property(String, PropertyValue?)
}

extension Board {
  /// Undoes `steps`, last first. Each step puts back a value the board held, so none fails.
  ///
  /// - Complexity: O(steps + objects): removals undone one by one would each cost a
  ///   reorder, O(objects), so a run of them is put back at once.
  mutating func revert(_ log: PatchUndoLog) {
    // The cells, sides and corners are independent of the other steps: undone after them,
    // last first.
    defer {
      for (index, code) in log.cells.reversed() { setTerrainCode(code, atIndex: index) }
      for (slot, bits) in log.edges.reversed() { setEdgeFeatureBits(bits, atSlot: slot) }
      for (slot, bits) in log.vertices.reversed() { setVertexFeatureBits(bits, atSlot: slot) }
      for (layer, index, code) in log.layerCells.reversed() {
        setLayerCode(code, layer: layer, atIndex: index)
      }
    }
    // The heights were changed after elevation was added (or before nothing else that
    // touches it): undone before the steps, which may remove the elevation again.
    for (index, height) in log.heights.reversed() {
      try? setElevation(height, at: grid.hex(at: index))
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
      case .elevation(let layer): restoreElevation(layer)
      case .removedObject: break
      case .changedObject(let old): try? updateObject(old)
      case .addedObject(let id): _ = try? removeObject(id)
      case .objectOrder(let ids): try? reorderObjects(ids)
      case .property(let key, let value): properties[key] = value
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
