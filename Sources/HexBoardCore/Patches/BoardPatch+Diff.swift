// Making a patch: compare two boards on the same grid field by field.

import HexBoardMaps
import HexJSON

extension BoardPatch {
  /// The patch that turns `base` into `target`.
  ///
  /// Applying the result to `base` gives a board equal to `target`
  /// (`try base.applying(BoardPatch(from: base, to: target)) == target`).
  ///
  /// - Throws: ``BoardPatchError/notPatchable(_:)`` if the boards' grids differ (send the
  ///   whole map instead), or ``BoardFileError`` if either board cannot be encoded (so it has
  ///   no content hash).
  /// - Complexity: O(n + objects) for n cells (plus O(n) to compare hexside and corner
  ///   features when either board has any).
  public init(from base: Board, to target: Board) throws {
    guard base.grid == target.grid else {
      throw BoardPatchError.notPatchable(
        "the grids differ (shape, size, origin, convention or wrap); send the whole map")
    }
    self.init(base: base.contentHash(), target: target.contentHash())
    let grid = base.grid
    if base.name != target.name { name = target.name }
    if base.orientation != target.orientation { orientation = target.orientation }
    if base.palette != target.palette { palette = target.palette }

    cells = BoardPatch.cellChanges(from: base.terrain, to: target.terrain, palette: target.palette)

    elevation = BoardPatch.elevationChange(from: base.elevation, to: target.elevation, grid: grid)

    for object in target.objects {
      let position = grid.index(of: object.position).map(grid.offset(at:))
      guard let old = base.object(withID: object.id) else {
        addedObjects.append(
          ObjectChange(
            id: object.id, kind: object.kind, position: position,
            properties: object.properties, owner: object.owner.map { $0 },
            movementClass: object.movementClass.map { $0 }))
        continue
      }
      var change = ObjectChange(id: object.id)
      if old.kind != object.kind { change.kind = object.kind }
      if grid.index(of: old.position) != grid.index(of: object.position) {
        change.position = position
      }
      if old.properties != object.properties { change.properties = object.properties }
      if old.owner != object.owner { change.owner = .some(object.owner) }
      if old.movementClass != object.movementClass {
        change.movementClass = .some(object.movementClass)
      }
      if change != ObjectChange(id: object.id) { changedObjects.append(change) }
    }
    removedObjects = base.objects.map(\.id).filter { target.object(withID: $0) == nil }
    // The target's order is the natural one (the base's kept objects, then the added ones)
    // unless a kept object moved in the order: compare without building either list.
    var natural = base.objects.lazy.map(\.id).filter { target.object(withID: $0) != nil }
      .makeIterator()
    var added = addedObjects.makeIterator()
    let reordered = target.objects.contains { object in
      object.id != (natural.next() ?? added.next()?.id)
    }
    if reordered { objectOrder = target.objects.map(\.id) }

    for key in sortedKeys(target.properties.keys)
    where base.properties[key] != target.properties[key] {
      setProperties[key] = target.properties[key]
    }
    removedProperties = sortedKeys(base.properties.keys).filter { target.properties[$0] == nil }
    diffFeatures(from: base, to: target)
    if base.movementClasses != target.movementClasses {
      movementClasses = target.movementClasses
    }
    (layers, layerCells) = BoardPatch.layerChanges(from: base.layers, to: target.layers)
  }
}

extension BoardPatch {
  /// The patch that undoes this one: from the board it makes from `base` back to `base`.
  ///
  /// ```swift
  /// let undo = try patch.inverted(from: board)
  /// try board.apply(patch)
  /// try board.apply(undo)          // back where it was
  /// ```
  ///
  /// - Throws: the errors of ``Board/apply(_:)-(BoardPatch)`` if the patch does not apply to `base`.
  /// - Complexity: that of applying the patch to a copy of `base`, plus
  ///   ``init(from:to:)`` of the two (in proportion to the pages and objects it changes).
  public func inverted(from base: Board) throws -> BoardPatch {
    try BoardPatch(from: base.applying(self), to: base)
  }
}

extension BoardPatch {
  /// The elevation change from height layer `old` to `new` (both on `grid`; `nil` for a
  /// board without heights), as ``init(from:to:)`` lists it in ``BoardPatch/elevation``;
  /// `nil` when they are equal.
  ///
  /// With ``cellChanges(from:to:palette:)``, for code that keeps its own record of what a
  /// turn changed and makes the patch from it (as `BoardRecorder` does), so its patch lists
  /// a replaced layer exactly as ``init(from:to:)`` would.
  ///
  /// ```swift
  /// let turnStart = board.elevation
  /// // ... the turn replaces the height map ...
  /// patch.elevation = BoardPatch.elevationChange(
  ///   from: turnStart, to: board.elevation, grid: board.grid)
  /// ```
  ///
  /// - Complexity: O(n) when one of them has no heights; otherwise O(pages the layers do
  ///   not share).
  public static func elevationChange(
    from old: HeightLayer?, to new: HeightLayer?, grid: MapGrid
  )
    -> ElevationChange?
  {
    switch (old, new) {
    case (nil, nil):
      return nil
    case (nil, let added?):
      return ElevationChange(
        state: .added,
        heights: grid.indices.compactMap { index in
          let height = added[index: index]
          return height == 0 ? nil : HeightChange(cell: grid.offset(at: index), height: height)
        })
    case (_?, nil):
      return ElevationChange(state: .removed)
    case (let old?, let new?):
      var heights: [HeightChange] = []
      old.forEachIndex(notSharedWith: new) { index in
        let height = new[index: index]
        guard grid.isCell(index), old[index: index] != height else { return }
        heights.append(HeightChange(cell: grid.offset(at: index), height: height))
      }
      return heights.isEmpty ? nil : ElevationChange(state: .changed, heights: heights)
    }
  }

  /// The cells whose palette index differs between terrain layers `before` and `after`, in
  /// storage order, each named by the symbol of its new terrain in `palette` (the target
  /// board's): ``BoardPatch/cells`` as ``init(from:to:)`` lists them. Compares palette
  /// indices, so a cell keeps its entry when only the palette changes.
  ///
  /// For code that makes patches from its own record of a turn (see
  /// ``elevationChange(from:to:grid:)``). Layers that are copies of one another (a board
  /// kept at the start of a turn) compare in time proportional to the pages written since.
  ///
  /// - Precondition: both layers are on one grid and every index of `after` names an entry
  ///   of `palette`.
  /// - Complexity: O(pages the layers do not share).
  public static func cellChanges(
    from before: CellLayer<UInt8>, to after: CellLayer<UInt8>, palette: [Terrain]
  ) -> [CellChange] {
    let grid = after.grid
    var changes: [CellChange] = []
    before.forEachIndex(notSharedWith: after) { index in
      guard grid.isCell(index), before[index: index] != after[index: index] else { return }
      changes.append(
        CellChange(cell: grid.offset(at: index), symbol: palette[Int(after[index: index])].symbol))
    }
    return changes
  }
}
