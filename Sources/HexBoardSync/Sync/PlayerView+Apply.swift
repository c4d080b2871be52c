// Applying a per-player patch on the client: sequence, base hash, the changes checked
// against the view, target hash; in place with an undo log, so a refused patch leaves the
// view as it was without copying the board.

import HexBoardCore
import HexBoardMaps
import HexBoardSupport
import HexGrid
import HexJSON
import HexText

extension PlayerView {
  /// Applies the patch the server made for this player's turn: checks its sequence number,
  /// checks that its base is this view's hash, applies it, and checks that the result's
  /// view hash is its target. All or nothing: on any error the view is unchanged.
  ///
  /// A patch without a sequence number is checked by its hashes only; a view that has no
  /// sequence number yet takes the first one it receives.
  ///
  /// ```swift
  /// try view.apply(BoardPatch.decode(bytes, for: view.board))
  /// ```
  ///
  /// - Throws: `BoardPatchError.alreadyApplied(_:)` for a patch numbered at or below the
  ///   last one applied; `BoardPatchError.missedPatch(expected:received:)` for one past
  ///   the next; `BoardPatchError.wrongBase(expected:actual:)` for a patch made for
  ///   another view (another player's, or another turn's);
  ///   `BoardPatchError.conflict(_:)` for a change that does not fit the view (a cell off
  ///   the board or outside the view, an unknown object or symbol);
  ///   `BoardPatchError.wrongTarget(expected:actual:)` when the result is not the view the
  ///   patch promises (a tampered or inconsistent patch).
  /// - Complexity: O(patch size + objects on the cells entering or leaving the view): the
  ///   view hash is kept as running sums (`ViewHashSums`), so the visible cells are not
  ///   hashed again; plus O(n) when the patch changes a palette, the orientation, or adds or
  ///   removes elevation.
  public mutating func apply(_ patch: BoardPatch) throws {
    if let received = patch.sequence, let last = sequence {
      if received <= last { throw BoardPatchError.alreadyApplied(received) }
      if received != last &+ 1 {
        throw BoardPatchError.missedPatch(expected: last &+ 1, received: received)
      }
    }
    guard patch.base == viewHash else {
      throw BoardPatchError.wrongBase(expected: patch.base, actual: viewHash)
    }
    let reshapes =
      patch.palette != nil || patch.edgePalette != nil || patch.vertexPalette != nil
      || patch.movementClasses != nil || patch.orientation != nil
      || (patch.elevation.map { $0.state != .changed } ?? false)
    if reshapes {
      // Rare: rebuild on a copy (O(n)), which is simply dropped on error.
      var copy = self
      var log = ViewUndoLog(recording: false)
      try copy.applyHeader(patch)
      // Every term may be renumbered: the sums start again from the rebuilt board.
      copy.sums = copy.board.viewHashSums(of: copy.visible)
      try copy.applyBody(patch, log: &log)
      self = copy
    } else {
      var log = ViewUndoLog(recording: true)
      let hash = viewHash
      let sums = self.sums
      do {
        try applyBody(patch, log: &log)
      } catch {
        log.undo(&self)
        viewHash = hash
        self.sums = sums
        throw error
      }
    }
    if let received = patch.sequence { sequence = received }
  }

  /// The palettes, orientation and elevation's presence, on a rebuilt board. A new palette
  /// renumbers what the player remembers by id, as ``Board/removePaletteFeature(_:kind:)`` does on
  /// the server: a remembered terrain no longer in the palette becomes the placeholder (the
  /// first entry), a remembered feature no longer in its palette is dropped. Visible cells
  /// are then set by the patch itself.
  private mutating func applyHeader(_ patch: BoardPatch) throws {
    let grid = board.grid
    let palette = patch.palette ?? board.palette
    let edgePalette = patch.edgePalette ?? board.edgePalette
    let vertexPalette = patch.vertexPalette ?? board.vertexPalette
    // Without a new palette the terrain's pages are shared, not copied: a joining client's
    // blank board stays a few shared pages.
    var terrain = board.terrain
    if patch.palette != nil {
      var cells = board.terrain.flattened()
      let codes = board.palette.map { old in UInt8(palette.firstIndex { $0.id == old.id } ?? 0) }
      for index in 0..<cells.count where Int(cells[index]) < codes.count {
        cells[index] = codes[Int(cells[index])]
      }
      terrain = CellLayer(HexMap(grid: grid, storage: cells))
    }
    var elevation = board.elevation
    switch patch.elevation?.state {
    case .added?:
      guard elevation == nil else {
        throw BoardPatchError.conflict("the board already has elevation")
      }
      // Paged, every page shared until a height is written (not a map-sized array).
      elevation = HeightLayer(grid: grid)
    case .removed?:
      guard elevation != nil else { throw BoardPatchError.conflict("the board has no elevation") }
      guard patch.elevation?.heights.isEmpty ?? true else {
        throw BoardPatchError.conflict("removed elevation has no heights")
      }
      elevation = nil
    case .changed?, nil: break
    }
    do {
      var rebuilt = try Board(
        name: board.name, orientation: patch.orientation ?? board.orientation, palette: palette,
        terrain: terrain, elevation: elevation,
        objects: Array(board.objects), properties: board.properties, edgePalette: edgePalette,
        vertexPalette: vertexPalette,
        movementClasses: patch.movementClasses ?? board.movementClasses)
      for kind in [FeatureLocation.Kind.side, .corner] {
        let renumbered = PaletteBits.renumbering(
          from: board.featurePaletteIDs(kind), to: rebuilt.featurePaletteIDs(kind))
        for slot in board.occupiedFeatureSlots(kind) {
          let bits = renumbered(board.featureBits(atSlot: slot, kind: kind))
          try rebuilt.apply(.setFeatureBits(bits, atSlot: slot, kind: kind))
        }
      }
      board = rebuilt
    } catch let error as BoardError {
      throw BoardPatchError.conflict(error.description)
    }
  }

  /// Everything but the header's shape, recorded in `log`, then the target check.
  private mutating func applyBody(_ patch: BoardPatch, log: inout ViewUndoLog) throws {
    do {
      try applyNameAndProperties(patch, log: &log)
      try applyView(patch, log: &log)
      // Sorted once for the cells' and the features' look-ups.
      let remembered = RememberedCells(patch, board.grid)
      try applyCells(patch, remembered, log: &log)
      try applyFeatures(patch, remembered, log: &log)
      try applyObjects(patch, log: &log)
    } catch let error as BoardError {
      throw BoardPatchError.conflict(error.description)
    }
    let hash = board.viewHash(sums: sums)
    guard hash == patch.target else {
      throw BoardPatchError.wrongTarget(expected: patch.target, actual: hash)
    }
    viewHash = hash
  }

  private mutating func applyNameAndProperties(
    _ patch: BoardPatch, log: inout ViewUndoLog
  ) throws {
    if let name = patch.name {
      log.name = board.name
      try board.apply(.setName(name))
    }
    guard !patch.setProperties.isEmpty || !patch.removedProperties.isEmpty else { return }
    log.properties = board.properties
    for key in patch.removedProperties {
      guard board.properties[key] != nil else {
        throw BoardPatchError.conflict("no property \(MessageText.quoted(key)) to remove")
      }
      try board.apply(.setProperty(key, to: nil))
    }
    // In key order, so the first bad value named is the one a whole-board check names.
    for key in sortedKeys(patch.setProperties.keys) {
      try board.apply(.setProperty(key, to: patch.setProperties[key]))
    }
  }

  /// Cells leaving and entering the view; the sides and corners of entering cells cleared
  /// (the patch lists those that carry features).
  private mutating func applyView(_ patch: BoardPatch, log: inout ViewUndoLog) throws {
    guard let change = patch.view else { return }
    let grid = board.grid
    var hidden: [Int] = []
    hidden.reserveCapacity(change.hidden.count)
    for cell in change.hidden { hidden.append(try viewIndex(cell, "hidden cell", in: grid)) }
    let gone = board.hide(hidden, in: &visible, sums: &sums)
    log.hidden.append(contentsOf: hidden[0..<gone])
    if gone < hidden.count {
      let cell = change.hidden[gone]
      throw BoardPatchError.conflict("hidden cell [\(cell.col), \(cell.row)] is not in view")
    }
    var revealed: [Int] = []
    revealed.reserveCapacity(change.revealed.count)
    for cell in change.revealed {
      revealed.append(try viewIndex(cell, "revealed cell", in: grid))
    }
    let came = board.reveal(revealed, in: &visible, sums: &sums)
    log.revealed.append(contentsOf: revealed[0..<came])
    if came < revealed.count {
      let cell = change.revealed[came]
      throw BoardPatchError.conflict("revealed cell [\(cell.col), \(cell.row)] is in view")
    }
    var remembered: [Int] = []
    remembered.reserveCapacity(change.remembered.count)
    for cell in change.remembered {
      let index = try viewIndex(cell, "remembered cell", in: grid)
      guard !visible.contains(index: index) else {
        throw BoardPatchError.conflict("remembered cell [\(cell.col), \(cell.row)] is in view")
      }
      remembered.append(index)
    }
    // What the player remembers of the sides and corners of the cells coming into view (or
    // into its memory, on a join) is cleared: the patch lists those that carry features.
    let sides = board.hasFeatures(.side)
    let corners = board.hasFeatures(.corner)
    guard sides || corners else { return }
    for cells in [revealed, remembered] {
      for index in cells {
        try clearFeatures(around: index, in: grid, sides: sides, corners: corners, log: &log)
      }
    }
  }

  /// Clears the sides and corners of a cell whose features the patch sends whole (only the
  /// kinds the board has any of).
  private mutating func clearFeatures(
    around index: Int, in grid: MapGrid, sides: Bool, corners: Bool, log: inout ViewUndoLog
  ) throws {
    for k in 0..<6 {
      if sides { try setEdgeBits(0, at: grid.edgeSlot(of: index, side: k), log: &log) }
      if corners { try setVertexBits(0, at: grid.vertexSlot(of: index, corner: k), log: &log) }
    }
  }

  /// Terrain and heights, on visible and remembered cells only.
  private mutating func applyCells(
    _ patch: BoardPatch, _ remembered: RememberedCells, log: inout ViewUndoLog
  ) throws {
    let grid = board.grid
    if !patch.cells.isEmpty {
      var codes: [Character: Int] = [:]
      for (i, terrain) in board.palette.enumerated() { codes[terrain.symbol] = i }
      for change in patch.cells {
        let index = try knownIndex(change.cell, "cell", in: grid, remembered)
        guard let code = codes[change.symbol] else {
          throw BoardPatchError.conflict(
            "cell [\(change.cell.col), \(change.cell.row)] gets unknown terrain symbol \(MessageText.quoted(String(change.symbol)))"
          )
        }
        log.cells.append((index, board.terrain[index: index]))
        // A remembered cell is outside the view hash: only visible cells move the sums.
        let seen = visible.contains(index: index)
        let old = seen ? board.viewHashTerm(ofCell: index) : 0
        try board.setTerrain(board.palette[code].id, at: grid.hex(at: index))
        if seen { sums.replaceCell(old, with: board.viewHashTerm(ofCell: index)) }
      }
    }
    guard let heights = patch.elevation?.heights, !heights.isEmpty else { return }
    // Only a presence check: keeping `board.elevation` in a local would hold a second
    // reference to its storage, so the first write below would copy the whole height map.
    guard board.elevation != nil else {
      throw BoardPatchError.conflict("the board has no elevation")
    }
    for change in heights {
      let index = try knownIndex(change.cell, "elevation at", in: grid, remembered)
      guard change.height >= Int(Int32.min) && change.height <= Int(Int32.max) else {
        throw BoardPatchError.conflict(
          "height \(change.height) is out of range (\(Int32.min)...\(Int32.max))")
      }
      log.heights.append((index, board.elevation?[index: index] ?? 0))
      let seen = visible.contains(index: index)
      let old = seen ? board.viewHashTerm(ofCell: index) : 0
      try board.setElevation(change.height, at: grid.hex(at: index))
      if seen { sums.replaceCell(old, with: board.viewHashTerm(ofCell: index)) }
    }
  }

  /// Side and corner features touching the view or a remembered cell.
  private mutating func applyFeatures(
    _ patch: BoardPatch, _ remembered: RememberedCells, log: inout ViewUndoLog
  ) throws {
    let grid = board.grid
    let sideNames = board.orientation.sideNames
    let edgeIDs = board.edgePalette.map(\.id)
    for (i, change) in patch.edges.enumerated() {
      let path = "edges[\(i)]"
      let index = try viewIndex(change.cell, "\(path): cell", in: grid)
      let bits = try featureBits(change.features, edgeIDs, path)
      guard let side = sideNames.firstIndex(of: change.name) else {
        throw BoardPatchError.conflict("\(path): \(MessageText.quoted(change.name)) is not a side")
      }
      let slot = grid.edgeSlot(of: index, side: side)
      guard grid.edgeSlot(slot, touches: visible) || remembered.touch(edgeSlot: slot, grid)
      else {
        throw BoardPatchError.conflict("\(path): the side is outside the view")
      }
      try setEdgeBits(bits, at: slot, log: &log)
    }
    let cornerNames = board.orientation.cornerNames
    let vertexIDs = board.vertexPalette.map(\.id)
    for (i, change) in patch.vertices.enumerated() {
      let path = "vertices[\(i)]"
      let index = try viewIndex(change.cell, "\(path): cell", in: grid)
      let bits = try featureBits(change.features, vertexIDs, path)
      guard let corner = cornerNames.firstIndex(of: change.name) else {
        throw BoardPatchError.conflict(
          "\(path): \(MessageText.quoted(change.name)) is not a corner")
      }
      let slot = grid.vertexSlot(of: index, corner: corner)
      guard grid.vertexSlot(slot, touches: visible) || remembered.touch(vertexSlot: slot, grid)
      else {
        throw BoardPatchError.conflict("\(path): the corner is outside the view")
      }
      try setVertexBits(bits, at: slot, log: &log)
    }
  }

  /// Objects removed, changed, added; none may stand outside the view afterwards.
  private mutating func applyObjects(_ patch: BoardPatch, log: inout ViewUndoLog) throws {
    guard
      !patch.removedObjects.isEmpty || !patch.changedObjects.isEmpty
        || !patch.addedObjects.isEmpty || !(patch.view?.hidden.isEmpty ?? true)
    else { return }
    let grid = board.grid
    log.objects = Array(board.objects)
    for id in patch.removedObjects {
      let old = objectTerm(id)
      try board.removeObject(id)
      sums.replaceObject(old, with: 0)
    }
    for change in patch.changedObjects {
      let old = objectTerm(change.id)
      defer { sums.replaceObject(old, with: objectTerm(change.id)) }
      guard var object = board.object(withID: change.id) else {
        throw BoardPatchError.conflict(
          "no object with id \(MessageText.quoted(change.id)) to change")
      }
      if let cell = change.position {
        object.position = grid.hex(at: try visibleIndex(cell, "object position", in: grid))
      }
      if change.kind == nil && change.properties == nil && change.owner == nil
        && change.movementClass == nil
      {
        try board.moveObject(change.id, to: object.position)
        continue
      }
      object.kind = change.kind ?? object.kind
      object.properties = change.properties ?? object.properties
      if let owner = change.owner { object.owner = owner }
      if let movementClass = change.movementClass { object.movementClass = movementClass }
      try board.updateObject(object)
    }
    for change in patch.addedObjects {
      guard let kind = change.kind, let cell = change.position else {
        throw BoardPatchError.conflict(
          "added object \(MessageText.quoted(change.id)) needs a kind and a position")
      }
      let hex = grid.hex(at: try visibleIndex(cell, "object position", in: grid))
      try board.addObject(
        BoardObject(
          id: change.id, kind: kind, position: hex, properties: change.properties ?? [:],
          owner: change.owner ?? nil, movementClass: change.movementClass ?? nil))
      sums.replaceObject(0, with: objectTerm(change.id))
    }
    // No object may stay on a cell that left the view (the server lists them as removed).
    var stranded: Int? = nil
    let visible = self.visible
    board.forEachObject(
      on: log.hidden, count: log.hidden.count, where: { !visible.contains(index: $0) },
      { _, index in stranded = stranded ?? index })
    if let index = stranded {
      let cell = grid.offset(at: index)
      throw BoardPatchError.conflict("an object stays on hidden cell [\(cell.col), \(cell.row)]")
    }
  }
}
