// Applying a patch in place, in proportion to the patch: check the base, check the whole patch
// against the board, make the changes through the board's own mutators (so whatever the
// board keeps up to date, such as running hashes, stays right) while logging how to undo
// each one, check the target, and on a mismatch undo exactly what was changed. No copy of
// the board is kept: a copy alive during the changes would force a full copy of its storage.

import HexBoardMaps
import HexText

extension Board {
  /// Turns the board into the one `patch` makes.
  ///
  /// The board's ``contentHash()`` must be the patch's base. The whole patch is checked against the
  /// board before anything changes; the changes are then made in place and the result's
  /// hash checked against the patch's target. On any error the board is left exactly as it
  /// was: a patch applies completely or not at all.
  ///
  /// ```swift
  /// try board.apply(patch)
  /// ```
  ///
  /// - Throws: ``BoardPatchError/wrongBase(expected:actual:)`` if the patch was made for
  ///   another board; ``BoardPatchError/conflict(_:)`` if it does not fit this board;
  ///   ``BoardPatchError/wrongTarget(expected:actual:)`` if the result is not the board the
  ///   patch promises.
  /// - Complexity: O(patch size) plus the hashes (plus O(objects) for an object order, and
  ///   once to undo object removals and orders when the patch fails). A patch that replaces the terrain or a feature palette,
  ///   or adds elevation, costs O(n + objects).
  public mutating func apply(_ patch: BoardPatch) throws {
    try apply(patch, undoingOnFailure: true)
  }

  /// Turns the board into the one `patch` makes, for a caller that throws the board away
  /// when the patch fails (the command line): the same checks and errors as
  /// ``apply(_:)-(BoardPatch)``, but a failure found after the changes began (a wrong target, above all)
  /// leaves the board part-changed instead of paying to undo them.
  ///
  /// - Complexity: that of ``apply(_:)-(BoardPatch)`` without the undo.
  public mutating func applyDiscardingOnFailure(_ patch: BoardPatch) throws {
    try apply(patch, undoingOnFailure: false)
  }

  private mutating func apply(_ patch: BoardPatch, undoingOnFailure: Bool) throws {
    let hash = contentHash()
    guard hash == patch.base else {
      throw BoardPatchError.wrongBase(expected: patch.base, actual: hash)
    }
    if patch.palette != nil || patch.edgePalette != nil || patch.vertexPalette != nil
      || patch.layers != nil
    {
      // A palette change is a whole-board change: cells and slots keep their indices, so
      // the result is checked as a whole, built aside (so is a new list of layers).
      let result = try applyingUnchecked(patch)
      let resultHash = result.contentHash()
      guard resultHash == patch.target else {
        throw BoardPatchError.wrongTarget(expected: patch.target, actual: resultHash)
      }
      self = result
      return
    }
    let plan = try inPlacePlan(patch)
    var undo = PatchUndoLog()
    do {
      try perform(plan, of: patch, undo: &undo)
      let resultHash = contentHash()
      guard resultHash == patch.target else {
        throw BoardPatchError.wrongTarget(expected: patch.target, actual: resultHash)
      }
    } catch {
      if undoingOnFailure { revert(undo) }
      if let error = error as? BoardError { throw BoardPatchError.conflict(error.description) }
      throw error
    }
  }

  /// The board `patch` makes from this one: a copy, patched in place (see ``apply(_:)-(BoardPatch)``).
  ///
  /// ```swift
  /// let next = try board.applying(patch)
  /// ```
  ///
  /// - Throws: the errors of ``apply(_:)-(BoardPatch)``.
  /// - Complexity: that of ``apply(_:)-(BoardPatch)``, plus copying the storage the patch changes.
  public func applying(_ patch: BoardPatch) throws -> Board {
    var result = self
    try result.apply(patch)
    return result
  }
}

/// What an in-place apply will do, resolved and checked before the board changes.
struct InPlacePlan {
  var cells: [(index: Int, code: UInt8)] = []
  var heights: [(index: Int, height: Int)] = []
  var changedObjects: [(old: BoardObject, new: BoardObject)] = []
  var addedObjects: [BoardObject] = []
  var edges: [(slot: Int, bits: UInt16)] = []
  var vertices: [(slot: Int, bits: UInt16)] = []
  var layerCells: [(layer: Int, codes: [(index: Int, code: Int32)])] = []
}

extension Board {
  /// Resolves and checks every part of `patch` (no palette change) against the board, with
  /// the messages of the build-aside apply.
  func inPlacePlan(_ patch: BoardPatch) throws -> InPlacePlan {
    func conflict(_ message: String) -> BoardPatchError { .conflict(message) }
    var plan = InPlacePlan()
    plan.cells.reserveCapacity(patch.cells.count)
    // Symbols to palette indices: a table for ASCII symbols (no hashing per cell), a
    // dictionary for the others.
    var ascii = [Int](repeating: -1, count: 128)
    var others: [Character: Int] = [:]
    for (code, terrain) in palette.enumerated() {
      if let byte = terrain.symbol.asciiValue {
        ascii[Int(byte)] = code
      } else {
        others[terrain.symbol] = code
      }
    }
    for change in patch.cells {
      let index = try patchIndex(change.cell, "cell")
      let code = change.symbol.asciiValue.map { ascii[Int($0)] } ?? others[change.symbol] ?? -1
      guard code >= 0 else {
        throw conflict(
          "cell [\(change.cell.col), \(change.cell.row)] gets unknown terrain symbol \(MessageText.quoted(String(change.symbol)))"
        )
      }
      plan.cells.append((index, UInt8(code)))
    }
    if let change = patch.elevation {
      switch change.state {
      case .added:
        guard elevation == nil else { throw conflict("the board already has elevation") }
      case .removed:
        guard elevation != nil else { throw conflict("the board has no elevation") }
        guard change.heights.isEmpty else { throw conflict("removed elevation has no heights") }
      case .changed:
        guard elevation != nil else { throw conflict("the board has no elevation") }
      }
      for height in change.heights {
        let index = try patchIndex(height.cell, "elevation at")
        guard height.height >= Int(Int32.min) && height.height <= Int(Int32.max) else {
          throw conflict("height \(height.height) is out of range (\(Int32.min)...\(Int32.max))")
        }
        plan.heights.append((index, height.height))
      }
    }
    try planObjects(patch, into: &plan)
    for key in patch.removedProperties where properties[key] == nil {
      throw conflict("no property \(MessageText.quoted(key)) to remove")
    }
    do {
      if let name = patch.name { try Board.check(name, .name, "name") }
      try Board.check(properties: patch.setProperties, at: "properties")
    } catch let error as BoardError {
      throw conflict(error.description)
    }
    let orientation = patch.orientation ?? self.orientation
    plan.edges = try slotPlan(patch.edges, .side, ids: featurePaletteIDs(.side), orientation)
    plan.vertices = try slotPlan(
      patch.vertices, .corner, ids: featurePaletteIDs(.corner), orientation)
    plan.layerCells = try layerPlan(patch.layerCells, layers: layers)
    return plan
  }

  /// Checks the object changes: removed and changed objects exist, added ones are new (or
  /// removed first) and complete, an order lists every object left exactly once.
  private func planObjects(_ patch: BoardPatch, into plan: inout InPlacePlan) throws {
    func conflict(_ message: String) -> BoardPatchError { .conflict(message) }
    var removed = Set<String>()
    for id in patch.removedObjects {
      guard object(withID: id) != nil, removed.insert(id).inserted else {
        throw conflict("no object with id \(MessageText.quoted(id)) to remove")
      }
    }
    for change in patch.changedObjects {
      guard let old = object(withID: change.id), !removed.contains(change.id) else {
        throw conflict("no object with id \(MessageText.quoted(change.id)) to change")
      }
      var new = old
      if let kind = change.kind { new.kind = kind }
      if let cell = change.position {
        new.position = grid.hex(
          at: try patchIndex(cell, "object \(MessageText.quoted(change.id)) at"))
      }
      if let properties = change.properties { new.properties = properties }
      plan.changedObjects.append((old, new))
    }
    for change in patch.addedObjects {
      guard object(withID: change.id) == nil || removed.contains(change.id) else {
        throw conflict("object id \(MessageText.quoted(change.id)) is already used")
      }
      guard let kind = change.kind, let cell = change.position else {
        throw conflict("added object \(MessageText.quoted(change.id)) needs a kind and a position")
      }
      let hex = grid.hex(at: try patchIndex(cell, "object \(MessageText.quoted(change.id)) at"))
      plan.addedObjects.append(
        BoardObject(id: change.id, kind: kind, position: hex, properties: change.properties ?? [:]))
    }
    guard let order = patch.objectOrder else { return }
    let added = Set(patch.addedObjects.map(\.id))
    guard order.count == objects.count - removed.count + patch.addedObjects.count,
      Set(order).count == order.count
    else {
      throw conflict("the object order does not list every object exactly once")
    }
    for id in order
    where !added.contains(id) && (removed.contains(id) || object(withID: id) == nil) {
      throw conflict("the object order names unknown object \(MessageText.quoted(id))")
    }
  }

  /// Makes the planned changes through the board's mutators, logging each one's undo step
  /// before the next, so that a failure part-way is undone exactly.
  private mutating func perform(
    _ plan: InPlacePlan, of patch: BoardPatch, undo: inout PatchUndoLog
  ) throws {
    if let name = patch.name, name != self.name {
      undo.steps.append(.name(self.name))
      self.name = name
    }
    if let orientation = patch.orientation, orientation != self.orientation {
      undo.steps.append(.orientation(self.orientation))
      self.orientation = orientation
    }
    undo.cells.reserveCapacity(plan.cells.count)
    for (index, code) in plan.cells where terrain[index: index] != code {
      undo.cells.append((index, terrain[index: index]))
      setTerrainCode(code, atIndex: index)
    }
    if let change = patch.elevation {
      switch change.state {
      case .added:
        undo.steps.append(.elevation(nil))
        try setElevation(HexMap(grid: grid, fill: 0))
      case .removed:
        undo.steps.append(.elevation(elevation))
        try setElevation(nil)
      case .changed:
        break
      }
      for (index, height) in plan.heights {
        guard let old = elevation?[index: index], old != height else { continue }
        undo.heights.append((index, old))
        try setElevation(height, at: grid.hex(at: index))
      }
    }
    try performObjects(plan, of: patch, undo: &undo)
    for key in patch.removedProperties {
      undo.steps.append(.property(key, properties[key]))
      properties[key] = nil
    }
    for key in sortedKeys(patch.setProperties.keys) {
      undo.steps.append(.property(key, properties[key]))
      properties[key] = patch.setProperties[key]
    }
    for (slot, bits) in plan.edges where edgeLayer[slot] != bits {
      undo.edges.append((slot, edgeLayer[slot]))
      setEdgeFeatureBits(bits, atSlot: slot)
    }
    for (slot, bits) in plan.vertices where vertexLayer[slot] != bits {
      undo.vertices.append((slot, vertexLayer[slot]))
      setVertexFeatureBits(bits, atSlot: slot)
    }
    for (layer, codes) in plan.layerCells {
      for (index, code) in codes where layers[layer].codes[index: index] != code {
        undo.layerCells.append((layer, index, layers[layer].codes[index: index]))
        setLayerCode(code, layer: layer, atIndex: index)
      }
    }
  }

  /// Removes, changes, adds and orders the objects, in that order (as ``BoardPatch`` says).
  private mutating func performObjects(
    _ plan: InPlacePlan, of patch: BoardPatch, undo: inout PatchUndoLog
  ) throws {
    for id in patch.removedObjects {
      // The object's place, to put it back on undo: the object it came before (O(1)).
      let successor = objects.idAfter(id)
      let object = try removeObject(id)
      undo.steps.append(.removedObject(object, before: successor))
    }
    for (old, new) in plan.changedObjects where old != new {
      undo.steps.append(.changedObject(old))
      if old.kind == new.kind && old.properties == new.properties {
        try moveObject(new.id, to: new.position)
      } else {
        try updateObject(new)
      }
    }
    for object in plan.addedObjects {
      try addObject(object)
      undo.steps.append(.addedObject(object.id))
    }
    if let order = patch.objectOrder {
      let current = objects.map(\.id)
      if current != order {
        undo.steps.append(.objectOrder(current))
        try reorderObjects(order)
      }
    }
  }

  /// Puts the objects in the order of `ids` (every object's id once), keeping the ones
  /// already in place.
  ///
  /// - Complexity: O(objects).
  mutating func reorderObjects(_ ids: [String]) throws {
    let current = objects.map(\.id)
    var same = 0
    while same < ids.count && same < current.count && ids[same] == current[same] { same += 1 }
    var moving: [String: BoardObject] = [:]
    for object in objects.dropFirst(same) { moving[object.id] = object }
    for id in current[same...] { try removeObject(id) }
    for id in ids[same...] {
      guard let object = moving[id] else { throw BoardError.unknownObject(id) }
      try addObject(object)
    }
  }
}
