// Applying a patch by building the whole result aside (for patches that replace a palette,
// and for the fuzzer); the in-place apply is in BoardPatch+ApplyInPlace.swift.

import HexBoardMaps
import HexGrid
import HexJSON
import HexText

extension Board {
  /// The patched board without the base and target checks (for the fuzzer, which cannot
  /// forge hashes, and inside ``applying(_:)``). Each part is patched in turn (palette,
  /// cells, elevation, objects, properties, named layers, hexside and corner features) and the result
  /// validated as a whole.
  package func applyingUnchecked(_ patch: BoardPatch) throws -> Board {
    let palette = try patchedPalette(patch)
    let cells = try patchedCells(patch, palette: palette)
    let elevation = try patchedElevation(patch)
    let objects = try patchedObjects(patch)
    let properties = try patchedProperties(patch)
    let layers = try patchedLayers(patch)
    do {
      var result = try Board(
        name: patch.name ?? name, orientation: patch.orientation ?? orientation,
        palette: palette, terrain: cells, elevation: elevation,
        objects: objects, properties: properties,
        edgePalette: patch.edgePalette ?? edgePalette,
        vertexPalette: patch.vertexPalette ?? vertexPalette,
        movementClasses: patch.movementClasses ?? movementClasses, layers: layers)
      try patchFeatures(patch, into: &result)
      return result
    } catch let error as BoardError {
      throw BoardPatchError.conflict(error.description)
    }
  }
}

extension Board {
  /// The storage index of `cell`, or a conflict naming it as `what` when it is not a cell
  /// of the board.
  func patchIndex(_ cell: OffsetCoordinate, _ what: String) throws -> Int {
    guard let index = grid.index(ofOffset: cell) else {
      throw BoardPatchError.conflict(
        "\(what) [\(cell.col), \(cell.row)] is not a cell of the board")
    }
    return index
  }

  /// The patch's palette (or the board's), validated.
  fileprivate func patchedPalette(_ patch: BoardPatch) throws -> [Terrain] {
    let palette = patch.palette ?? self.palette
    do {
      try Board.validate(palette: palette)
    } catch let error as BoardError {
      throw BoardPatchError.conflict("the new palette is invalid: \(error)")
    }
    return palette
  }

  /// The terrain with the patch's cell changes, symbols looked up in `palette` (a copy of
  /// the board's layer: only the pages written are copied).
  fileprivate func patchedCells(_ patch: BoardPatch, palette: [Terrain]) throws -> CellLayer<UInt8>
  {
    var symbols: [Character: UInt8] = [:]
    for (i, terrain) in palette.enumerated() { symbols[terrain.symbol] = UInt8(i) }
    var cells = terrain
    for change in patch.cells {
      let i = try patchIndex(change.cell, "cell")
      guard let code = symbols[change.symbol] else {
        throw BoardPatchError.conflict(
          "cell [\(change.cell.col), \(change.cell.row)] gets unknown terrain symbol \(MessageText.quoted(String(change.symbol)))"
        )
      }
      cells[index: i] = code
    }
    return cells
  }

  /// The elevation the patch leaves: added, removed or changed, heights within `Int32`.
  fileprivate func patchedElevation(_ patch: BoardPatch) throws -> HeightLayer? {
    guard let change = patch.elevation else { return elevation }
    func conflict(_ message: String) -> BoardPatchError { .conflict(message) }
    var heights: HeightLayer?
    switch change.state {
    case .added:
      guard elevation == nil else { throw conflict("the board already has elevation") }
      heights = HeightLayer(grid: grid)
    case .removed:
      guard elevation != nil else { throw conflict("the board has no elevation") }
      guard change.heights.isEmpty else { throw conflict("removed elevation has no heights") }
      heights = nil
    case .changed:
      guard let old = elevation else { throw conflict("the board has no elevation") }
      heights = old
    }
    for height in change.heights {
      let i = try patchIndex(height.cell, "elevation at")
      guard height.height >= Int(Int32.min) && height.height <= Int(Int32.max) else {
        throw conflict("height \(height.height) is out of range (\(Int32.min)...\(Int32.max))")
      }
      heights?[index: i] = height.height
    }
    return heights
  }

  /// The objects after the patch's removals, changes, additions and order, in that order.
  fileprivate func patchedObjects(_ patch: BoardPatch) throws -> [BoardObject] {
    func conflict(_ message: String) -> BoardPatchError { .conflict(message) }
    var objects = Array(self.objects)
    var position: [String: Int] = [:]
    for (i, object) in objects.enumerated() { position[object.id] = i }
    var removed = Set<String>()
    for id in patch.removedObjects {
      guard position[id] != nil, removed.insert(id).inserted else {
        throw conflict("no object with id \(MessageText.quoted(id)) to remove")
      }
    }
    for change in patch.changedObjects {
      guard let i = position[change.id], !removed.contains(change.id) else {
        throw conflict("no object with id \(MessageText.quoted(change.id)) to change")
      }
      if let kind = change.kind { objects[i].kind = kind }
      if let cell = change.position {
        objects[i].position = grid.hex(
          at: try patchIndex(cell, "object \(MessageText.quoted(change.id)) at"))
      }
      if let properties = change.properties { objects[i].properties = properties }
      if let owner = change.owner { objects[i].owner = owner }
      if let name = change.movementClass { objects[i].movementClass = name }
    }
    objects.removeAll { removed.contains($0.id) }
    for change in patch.addedObjects {
      guard position[change.id] == nil || removed.contains(change.id) else {
        throw conflict("object id \(MessageText.quoted(change.id)) is already used")
      }
      guard let kind = change.kind, let cell = change.position else {
        throw conflict("added object \(MessageText.quoted(change.id)) needs a kind and a position")
      }
      let hex = grid.hex(at: try patchIndex(cell, "object \(MessageText.quoted(change.id)) at"))
      objects.append(
        BoardObject(
          id: change.id, kind: kind, position: hex, properties: change.properties ?? [:],
          owner: change.owner ?? nil, movementClass: change.movementClass ?? nil))
    }
    guard let order = patch.objectOrder else { return objects }
    var byID: [String: BoardObject] = [:]
    for object in objects { byID[object.id] = object }
    guard order.count == objects.count, Set(order).count == order.count else {
      throw conflict("the object order does not list every object exactly once")
    }
    return try order.map { id in
      guard let object = byID[id] else {
        throw conflict("the object order names unknown object \(MessageText.quoted(id))")
      }
      return object
    }
  }

  /// The board's properties with the patch's removals, then its settings.
  fileprivate func patchedProperties(_ patch: BoardPatch) throws -> [String: PropertyValue] {
    var properties = self.properties
    for key in patch.removedProperties {
      guard properties.removeValue(forKey: key) != nil else {
        throw BoardPatchError.conflict("no property \(MessageText.quoted(key)) to remove")
      }
    }
    for (key, value) in patch.setProperties { properties[key] = value }
    return properties
  }

  /// Gives `result` (this board patched, with the target palettes and orientation) this
  /// board's features with the patch's side and corner changes, then checks every feature
  /// left is in the target palettes.
  fileprivate func patchFeatures(_ patch: BoardPatch, into result: inout Board) throws {
    let orientation = result.orientation
    var edges = edgeLayer
    try patchLayer(&edges, patch.edges, .side, ids: result.featurePaletteIDs(.side), orientation)
    var vertices = vertexLayer
    try patchLayer(
      &vertices, patch.vertices, .corner, ids: result.featurePaletteIDs(.corner), orientation)
    // A palette of eight entries or fewer fits 8-bit words: a layer widened for a ninth
    // entry the patch removed narrows again (only then, so no width changes back and forth).
    if result.edgePalette.count <= 8 { edges.narrow() }
    if result.vertexPalette.count <= 8 { vertices.narrow() }
    result.replaceEdgeLayer(edges)
    result.vertexLayer = vertices
    do {
      try result.validateFeaturePlacements()
    } catch let error as BoardError {
      throw BoardPatchError.conflict(
        "the board keeps features the new feature palette does not have (\(error))")
    }
  }

  /// Replaces the bits of each changed slot of `layer` (see ``slotPlan(_:_:ids:_:)``).
  fileprivate func patchLayer(
    _ layer: inout FeatureLayer, _ changes: [BoardPatch.FeatureChange],
    _ kind: FeatureLocation.Kind, ids: [String], _ orientation: HexOrientation
  ) throws {
    for (target, bits) in try slotPlan(changes, kind, ids: ids, orientation) {
      layer.set(bits, at: target)
    }
  }

  /// The slot and new bits of each side (or corner, as `kind` says) change: the cell on the
  /// board, the name one of the kind's names in `orientation`, the ids in the target palette
  /// `ids`, no slot changed twice. The changes are read in place (a patch of millions of
  /// sides is not copied).
  func slotPlan(
    _ changes: [BoardPatch.FeatureChange], _ kind: FeatureLocation.Kind, ids: [String],
    _ orientation: HexOrientation
  ) throws -> [(slot: Int, bits: UInt16)] {
    let key = kind.placementsKey
    let names = kind.names(in: orientation)
    guard !changes.isEmpty else { return [] }
    var plan: [(slot: Int, bits: UInt16)] = []
    plan.reserveCapacity(changes.count)
    // The slots already changed: a bit per slot of the board for a big patch (a set costs
    // tens of bytes a change), a set for a small one, so
    // a small patch costs nothing in proportion to the board.
    let slotCount = grid.indexCount * 6
    var small = Set<Int>()
    var bits =
      changes.count * 64 >= slotCount ? [UInt64](repeating: 0, count: slotCount / 64 + 1) : []
    for (i, change) in changes.enumerated() {
      let path = "\(key)[\(i)]"
      let index = try patchIndex(change.cell, "\(path): cell")
      guard let number = names.firstIndex(of: change.name) else {
        throw BoardPatchError.conflict(
          "\(path): \(MessageText.quoted(change.name)) is not a \(kind.noun) of a \(orientation.rawValue) hex"
        )
      }
      var featureBits: UInt16 = 0
      for id in change.features {
        guard let bit = ids.firstIndex(of: id) else {
          throw BoardPatchError.conflict(
            "\(path): unknown \(kind.featureWord) feature \(MessageText.quoted(id))")
        }
        featureBits |= 1 << bit
      }
      let target = grid.featureSlot(of: index, number: number, kind: kind)
      let repeated: Bool
      if bits.isEmpty {
        repeated = !small.insert(target).inserted
      } else {
        repeated = bits[target >> 6] & (1 << (target & 63)) != 0
        bits[target >> 6] |= 1 << (target & 63)
      }
      if repeated {
        // The earlier change of the same slot, found again (the error path only).
        let first = plan.firstIndex { $0.slot == target } ?? 0
        throw BoardPatchError.conflict("\(path): the same \(kind.noun) as \(key)[\(first)]")
      }
      plan.append((target, featureBits))
    }
    return plan
  }
}
