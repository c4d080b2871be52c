// The recorder's patch: the touched things whose value differs from their base value, listed
// exactly as BoardPatch(from:to:) lists them (same order, same naming), then a new turn.

import HexBoardCore

extension BoardRecorder {
  /// The patch from the board at the start of the turn to the board now, numbered
  /// ``sequence`` + 1; the next turn starts from the board now.
  ///
  /// The patch equals `BoardPatch(from: start, to: board)` (`BoardPatch.init(from:to:)`)
  /// but for its `BoardPatch.sequence`. A turn without changes gives an empty patch (base
  /// and target the same), which still takes a number.
  ///
  /// - Throws: `BoardPatchError.notPatchable(_:)` when the sequence numbers are used up.
  /// - Complexity: O(k log k) for the k cells, sides, corners, objects and properties
  ///   touched, plus the content hash (O(n) where the elevation map or a feature palette
  ///   entry was replaced; O(objects) when an object was removed and added again).
  public mutating func makePatch() throws -> BoardPatch {
    guard sequence < UInt64(Int64.max) else {
      throw BoardPatchError.notPatchable("the sequence numbers are used up")
    }
    let target = board.contentHash()
    var patch = BoardPatch(base: baseHash, target: target, sequence: sequence + 1)
    recordHeader(into: &patch)
    recordCells(into: &patch)
    recordObjects(into: &patch)
    recordFeatures(into: &patch)
    if let old = base.layers {
      (patch.layers, patch.layerCells) = BoardPatch.layerChanges(from: old, to: board.layers)
    }
    sequence += 1
    baseHash = target
    base = TurnBase()
    base.firstKey = nextKey
    return patch
  }

  private func recordHeader(into patch: inout BoardPatch) {
    if let name = base.name, name != board.name { patch.name = board.name }
    if let orientation = base.orientation, orientation != board.orientation {
      patch.orientation = board.orientation
    }
    if let palette = base.palette, palette != board.palette { patch.palette = board.palette }
    if let old = base.properties {
      let new = board.properties
      for key in sortedKeys(new.keys) where old[key] != new[key] {
        patch.setProperties[key] = new[key]
      }
      patch.removedProperties = sortedKeys(old.keys).filter { new[$0] == nil }
    }
  }

  private func recordCells(into patch: inout BoardPatch) {
    let grid = board.grid
    let cells = board.terrain
    let palette = board.palette
    if let old = base.terrainLayer {
      patch.cells = BoardPatch.cellChanges(from: old, to: cells, palette: palette)
    }
    for index in base.cells.keys.sorted() where base.cells[index] != cells[index: index] {
      patch.cells.append(
        BoardPatch.CellChange(
          cell: grid.offset(at: index), symbol: palette[Int(cells[index: index])].symbol))
    }
    if let old = base.elevation {
      patch.elevation = BoardPatch.elevationChange(from: old, to: board.elevation, grid: grid)
    } else if let heights = board.elevation {
      var changes: [BoardPatch.HeightChange] = []
      for index in base.heights.keys.sorted() where base.heights[index] != heights[index: index] {
        changes.append(
          BoardPatch.HeightChange(cell: grid.offset(at: index), height: heights[index: index]))
      }
      if !changes.isEmpty {
        patch.elevation = BoardPatch.ElevationChange(state: .changed, heights: changes)
      }
    }
  }

  private func recordObjects(into patch: inout BoardPatch) {
    guard !base.objects.isEmpty else { return }
    let grid = board.grid
    var added: [(UInt64, BoardPatch.ObjectChange)] = []
    var changed: [(UInt64, BoardPatch.ObjectChange)] = []
    var removed: [(UInt64, String)] = []
    for id in base.objectOrder {
      guard let old = base.objects[id] else { continue }
      let current = board.object(withID: id)
      let key = orderKeys[id] ?? 0
      switch (old.object, current) {
      case (nil, nil):
        continue
      case (nil, let object?):
        added.append(
          (
            key,
            BoardPatch.ObjectChange(
              id: id, kind: object.kind,
              position: grid.index(of: object.position).map(grid.offset(at:)),
              properties: object.properties)
          ))
      case (_?, nil):
        removed.append((old.key ?? 0, id))
      case (let before?, let object?):
        var change = BoardPatch.ObjectChange(id: id)
        if before.kind != object.kind { change.kind = object.kind }
        if grid.index(of: before.position) != grid.index(of: object.position) {
          change.position = grid.index(of: object.position).map(grid.offset(at:))
        }
        if before.properties != object.properties { change.properties = object.properties }
        if change != BoardPatch.ObjectChange(id: id) { changed.append((key, change)) }
      }
    }
    patch.addedObjects = added.sorted { $0.0 < $1.0 }.map(\.1)
    patch.changedObjects = changed.sorted { $0.0 < $1.0 }.map(\.1)
    patch.removedObjects = removed.sorted { $0.0 < $1.0 }.map(\.1)
    guard base.objectReAdded else { return }
    // An object removed and added again sits at the end now: compare the whole order, as
    // `BoardPatch(from:to:)` does (O(objects), only in such a turn).
    let order = board.objects.map(\.id)
    var kept: [(UInt64, String)] = []
    for id in order {
      if let old = base.objects[id] {
        if old.object != nil { kept.append((old.key ?? 0, id)) }
      } else if let key = orderKeys[id] {
        kept.append((key, id))
      }
    }
    let natural = kept.sorted { $0.0 < $1.0 }.map(\.1) + patch.addedObjects.map(\.id)
    if natural != order { patch.objectOrder = order }
  }

  private func recordFeatures(into patch: inout BoardPatch) {
    if let palette = base.edgePalette, palette != board.edgePalette {
      patch.edgePalette = board.edgePalette
    }
    if let palette = base.vertexPalette, palette != board.vertexPalette {
      patch.vertexPalette = board.vertexPalette
    }
    let grid = board.grid
    let edgeIDs = board.edgePalette.map(\.id)
    let vertexIDs = board.vertexPalette.map(\.id)
    let sideNames = board.orientation.sideNames
    let cornerNames = board.orientation.cornerNames
    if let old = base.edgeLayer {
      patch.edges = BoardPatch.slotChanges(
        from: old, to: board.edgeLayer, grid: grid, names: sideNames, ids: edgeIDs
      )
    } else {
      for slot in base.edges.keys.sorted() where base.edges[slot] != board.edgeLayer[slot] {
        let bits = board.edgeLayer[slot]
        patch.edges.append(
          BoardPatch.FeatureChange(
            cell: grid.offset(at: slot / 6), name: sideNames[slot % 6],
            features: Board.entries(of: bits, in: edgeIDs)))
      }
    }
    if let old = base.vertexLayer {
      patch.vertices = BoardPatch.slotChanges(
        from: old, to: board.vertexLayer, grid: grid, names: cornerNames, ids: vertexIDs
      )
    } else {
      for slot in base.vertices.keys.sorted()
      where base.vertices[slot] != board.vertexLayer[slot] {
        let bits = board.vertexLayer[slot]
        patch.vertices.append(
          BoardPatch.FeatureChange(
            cell: grid.offset(at: slot / 6), name: cornerNames[slot % 6],
            features: Board.entries(of: bits, in: vertexIDs)))
      }
    }
  }
}
