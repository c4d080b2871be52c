// Making a patch: compare two boards on the same grid field by field.

import HexBoardMaps
import HexBoardSupport

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
            properties: object.properties))
        continue
      }
      var change = ObjectChange(id: object.id)
      if old.kind != object.kind { change.kind = object.kind }
      if grid.index(of: old.position) != grid.index(of: object.position) {
        change.position = position
      }
      if old.properties != object.properties { change.properties = object.properties }
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
  /// The elevation change from `old` to `new` (both on `grid`), or `nil` when they are equal.
  ///
  /// - Complexity: O(n) when either has heights.
  package static func elevationChange(
    from old: CellLayer<Int>?, to new: CellLayer<Int>?, grid: MapGrid
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

  /// The cells whose palette index differs between `before` and `after` (two terrain
  /// layers on one grid), in storage order, named by their symbol in `palette`.
  ///
  /// - Complexity: O(pages the layers do not share).
  package static func cellChanges(
    from before: CellLayer<UInt8>, to after: CellLayer<UInt8>, palette: [Terrain]
  ) -> [CellChange] {
    let grid = after.grid
    var changes: [CellChange] = []
    forEachUnsharedIndex(before.pages, after.pages) { index in
      guard grid.isCell(index), before[index: index] != after[index: index] else { return }
      changes.append(
        CellChange(cell: grid.offset(at: index), symbol: palette[Int(after[index: index])].symbol))
    }
    return changes
  }

  /// Calls `body` with every index, in increasing order, of the pages `a` and `b` do not
  /// share: the indices where two copies of one layer can differ. Two boards of which one
  /// is a recent copy of the other compare in time proportional to the pages written.
  static func forEachUnsharedIndex<Value>(
    _ a: PagedArray<Value>, _ b: PagedArray<Value>, _ body: (Int) -> Void
  ) {
    let size = PagedArray<Value>.pageSize
    for p in 0..<a.pages.count where !a.sharesPage(p, with: b) {
      for index in (p * size)..<Swift.min((p + 1) * size, a.count) { body(index) }
    }
  }
}
