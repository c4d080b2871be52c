// A player's view patch from the turn's changes (`BoardPatch.TurnChanges`, resolved once for
// every player) and the lists of cells entering and leaving the player's view: a server that
// keeps its players' fog already has those lists, so no visible set is copied or scanned.
// The form from two visible sets (BoardPatch+View.swift) and the form from a turn's
// whole-board patch both come here.

import HexBoardMaps
import HexBoardSupport
import HexGrid

extension BoardPatch {
  /// The patch one player receives for the turn `turn` describes: its changes as seen
  /// through the player's view, `before` at the start of the turn and `after` at its end
  /// (see ``init(viewOf:to:before:after:changedCells:changedObjects:sequence:baseHash:)``).
  ///
  /// The changed cells and objects are read from `turn` (a `BoardRecorder.makePatch()` result
  /// or a ``BoardPatch/init(from:to:)``, from `base` to `target`), and the view patch takes
  /// its sequence number.
  ///
  /// ```swift
  /// let turnStart = server.board                  // an O(1) copy
  /// // ... the turn's changes through `server` ...
  /// let turn = try server.makePatch()
  /// let red = try BoardPatch(
  ///   viewOf: turnStart, to: server.board, before: redBefore, after: redFog.visible,
  ///   turn: turn)
  /// ```
  ///
  /// - Throws: ``BoardPatchError/notPatchable(_:)`` if the boards' grids differ or a cell
  ///   set is not over their grid.
  /// - Complexity: O(cells / 64 + visible cells after + the size of `turn` + objects on the
  ///   cells entering or leaving the view).
  public init(
    viewOf base: Board, to target: Board, before: CellSet, after: CellSet,
    turn: BoardPatch, baseHash: UInt64? = nil
  ) throws {
    try self.init(
      viewOf: TurnChanges(from: base, to: target, turn: turn), before: before, after: after,
      sequence: turn.sequence, baseHash: baseHash)
  }

  /// The patch one player receives for the turn `turn`, from the cells entering and
  /// leaving its view: the same patch as
  /// ``init(viewOf:to:before:after:changedCells:changedObjects:sequence:baseHash:)`` with
  /// `after` = `visible` and `before` = `visible` without `revealed`, with `hidden`, but
  /// without copying or scanning a visible set, and with the turn's changes resolved once
  /// for all players.
  ///
  /// ```swift
  /// let turn = try BoardPatch.TurnChanges(from: turnStart, to: board, turn: spectatorPatch)
  /// let patch = try BoardPatch(
  ///   viewOf: turn, visible: fog.visible, revealed: revealed, hidden: hidden,
  ///   baseHash: lastHash, targetHash: board.viewHash(sums: sums))
  /// ```
  ///
  /// - Parameters:
  ///   - turn: the turn's changes.
  ///   - visible: the cells the player sees at the end of the turn.
  ///   - revealed: the grid indices that came into view, sorted, each once, all in
  ///     `visible`.
  ///   - hidden: the grid indices that left it, sorted, each once, none in `visible`.
  ///   - sequence: the patch's number (`nil`: the turn's, when made from a patch).
  ///   - baseHash: the view hash of the player's view on `turn.base` (the ``target`` of its
  ///     previous patch); `nil` computes it, building the view before the turn
  ///     (O(cells / 64 + visible cells)).
  ///   - targetHash: the view hash of `visible` on `turn.target` (kept with
  ///     `ViewHashSums`); `nil` computes it (O(visible cells)).
  /// - Throws: ``BoardPatchError/notPatchable(_:)`` if `visible` is not over the boards'
  ///   grid or a list is not sorted, names a cell twice or a non-cell, or disagrees with
  ///   `visible`.
  /// - Complexity: O(revealed + hidden + the turn's changes × log + objects on the cells
  ///   entering or leaving the view), plus the hashes when not given. Adding elevation
  ///   sends every visible cell's height (O(cells / 64 + visible cells)).
  public init(
    viewOf turn: TurnChanges, visible: CellSet, revealed: [Int], hidden: [Int],
    sequence: UInt64? = nil, baseHash: UInt64? = nil, targetHash: UInt64? = nil
  ) throws {
    let grid = turn.target.grid
    guard visible.indexCount == grid.indexCount else {
      throw BoardPatchError.notPatchable("the visible set is not over the board's grid")
    }
    let view = ViewMembership(after: visible, revealed: revealed, hidden: hidden)
    try view.check(grid: grid)
    let base =
      baseHash
      ?? {
        var before = visible
        for index in revealed { before.remove(index: index) }
        for index in hidden { before.insert(index: index) }
        return turn.base.viewHash(of: before)
      }()
    self = turn.header
    self.base = base
    target = targetHash ?? turn.target.viewHash(of: visible)
    self.sequence = sequence ?? turn.sequence
    self.view = ViewChange(
      revealed: revealed.map(grid.offset(at:)), hidden: hidden.map(grid.offset(at:)))
    viewCells(turn, view)
    viewFeatures(turn, view)
    viewObjects(turn, view)
  }

  /// Terrain and heights: every revealed cell whole, and the changed cells visible both
  /// times where they differ.
  private mutating func viewCells(_ turn: TurnChanges, _ view: ViewMembership) {
    let base = turn.base
    let target = turn.target
    let grid = target.grid
    // (index, whole): revealed cells are not visible before, so never also "both times".
    var indices: [(Int, Bool)] = revealed(view)
    for index in turn.cells where view.after.contains(index: index) && view.wasVisible(index) {
      indices.append((index, false))
    }
    indices.sort { $0.0 < $1.0 }
    let old = base.terrain
    let new = target.terrain
    // Symbols by palette index, read once (not the board's palette per cell).
    let symbols = target.palette.map(\.symbol)
    var heights: [HeightChange] = []
    let newHeights = target.elevation
    let oldHeights = base.elevation
    for (index, whole) in indices {
      if whole || old[index: index] != new[index: index] {
        cells.append(
          CellChange(
            cell: grid.offset(at: index), symbol: symbols[Int(new[index: index])]))
      }
      guard let newHeights else { continue }
      let height = newHeights[index: index]
      // Heights are all new when the elevation appears; zeros then go without saying.
      let send =
        if let oldHeights { whole || oldHeights[index: index] != height } else { height != 0 }
      if send { heights.append(HeightChange(cell: grid.offset(at: index), height: height)) }
    }
    switch (base.elevation, target.elevation) {
    case (nil, nil): break
    case (nil, _?):
      // Every visible cell's height is new, not just the revealed and changed ones.
      var all: [HeightChange] = []
      if let newHeights {
        for index in view.after where grid.isCell(index) && newHeights[index: index] != 0 {
          all.append(HeightChange(cell: grid.offset(at: index), height: newHeights[index: index]))
        }
      }
      elevation = ElevationChange(state: .added, heights: all)
    case (_?, nil): elevation = ElevationChange(state: .removed)
    case (_?, _?):
      if !heights.isEmpty { elevation = ElevationChange(state: .changed, heights: heights) }
    }
  }

  private func revealed(_ view: ViewMembership) -> [(Int, Bool)] {
    var result: [(Int, Bool)] = []
    result.reserveCapacity(view.revealed.count)
    for index in view.revealed { result.append((index, true)) }
    return result
  }

  /// Sides and corners: every one of a revealed cell that carries features, and every one
  /// the turn changed that touches the view.
  private mutating func viewFeatures(_ turn: TurnChanges, _ view: ViewMembership) {
    let target = turn.target
    let grid = target.grid
    var edgeSlots: [Int] = []
    var vertexSlots: [Int] = []
    // The layers' words read directly, once (not the board's layer per slot).
    if !target.edgeLayer.isEmpty, let bits = target.edgeLayer.words {
      for index in view.revealed {
        for k in 0..<6 {
          let edge = grid.edgeSlot(of: index, side: k)
          if bits[edge] != 0 { edgeSlots.append(edge) }
        }
      }
    }
    if !target.vertexLayer.isEmpty, let bits = target.vertexLayer.words {
      for index in view.revealed {
        for k in 0..<6 {
          let vertex = grid.vertexSlot(of: index, corner: k)
          if bits[vertex] != 0 { vertexSlots.append(vertex) }
        }
      }
    }
    for slot in turn.sides where grid.edgeSlot(slot, touches: view.after) {
      edgeSlots.append(slot)
    }
    for slot in turn.corners where grid.vertexSlot(slot, touches: view.after) {
      vertexSlots.append(slot)
    }
    let sideNames = target.orientation.sideNames
    let edgeIDs = target.edgePalette.map(\.id)
    edges = ViewSlots.unique(edgeSlots).map { slot in
      FeatureChange(
        cell: grid.offset(at: slot / 6), name: sideNames[slot % 6],
        features: ViewSlots.ids(target.edgeLayer[slot], edgeIDs))
    }
    let cornerNames = target.orientation.cornerNames
    let vertexIDs = target.vertexPalette.map(\.id)
    vertices = ViewSlots.unique(vertexSlots).map { slot in
      FeatureChange(
        cell: grid.offset(at: slot / 6), name: cornerNames[slot % 6],
        features: ViewSlots.ids(target.vertexLayer[slot], vertexIDs))
    }
  }

  /// Objects: the changed ones by where they stand before and after, and the unchanged
  /// ones on cells entering or leaving the view.
  private mutating func viewObjects(_ turn: TurnChanges, _ view: ViewMembership) {
    let grid = turn.target.grid
    var added: [BoardObject] = []
    var removed: [String] = []
    var changes: [ObjectChange] = []
    for entry in turn.objects {
      let wasSeen = entry.oldCell >= 0 && view.wasVisible(entry.oldCell)
      let isSeen = entry.newCell >= 0 && view.after.contains(index: entry.newCell)
      switch (wasSeen, isSeen) {
      case (true, true):
        guard let old = entry.old, let new = entry.new else { continue }
        var change = ObjectChange(id: entry.id)
        if old.kind != new.kind { change.kind = new.kind }
        if entry.oldCell != entry.newCell { change.position = grid.offset(at: entry.newCell) }
        if old.properties != new.properties { change.properties = new.properties }
        if old.owner != new.owner { change.owner = .some(new.owner) }
        if old.movementClass != new.movementClass {
          change.movementClass = .some(new.movementClass)
        }
        if change != ObjectChange(id: entry.id) { changes.append(change) }
      case (false, true): if let new = entry.new { added.append(new) }
      case (true, false): removed.append(entry.id)
      case (false, false): break
      }
    }
    let changed = turn.objects
    turn.target.forEachObject(
      on: view.revealed, count: view.revealed.count, where: view.isRevealed
    ) { object, _ in
      if !TurnChanges.contains(changed, object.id) { added.append(object) }
    }
    turn.base.forEachObject(on: view.hidden, count: view.hidden.count, where: view.isHidden) {
      object, _ in
      if !TurnChanges.contains(changed, object.id) { removed.append(object.id) }
    }
    let byID: (String, String) -> Bool = { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    removedObjects = removed.sorted(by: byID)
    changedObjects = changes.sorted { byID($0.id, $1.id) }
    addedObjects = added.sorted { byID($0.id, $1.id) }.map { object in
      ObjectChange(
        id: object.id, kind: object.kind,
        position: grid.index(of: object.position).map(grid.offset(at:)),
        properties: object.properties, owner: object.owner.map { $0 },
        movementClass: object.movementClass.map { $0 })
    }
  }
}

extension BoardPatch.TurnChanges {
  /// Whether `objects` (sorted by id, UTF-8 bytes) holds `id`: a binary search.
  static func contains(_ objects: [ObjectTurn], _ id: String) -> Bool {
    var low = 0
    var high = objects.count
    while low < high {
      let mid = (low + high) / 2
      let probe = objects[mid].id
      if probe == id { return true }
      if probe.utf8.lexicographicallyPrecedes(id.utf8) { low = mid + 1 } else { high = mid }
    }
    return false
  }
}

/// A player's view at the end of a turn and the sorted lists of the cells that entered and
/// left it, answering for the view at the start of the turn without building it.
struct ViewMembership {
  let after: CellSet
  let revealed: [Int]
  let hidden: [Int]

  /// Whether `index` was visible at the start of the turn.
  func wasVisible(_ index: Int) -> Bool {
    after.contains(index: index)
      ? !ViewMembership.search(revealed, index) : ViewMembership.search(hidden, index)
  }

  /// Whether `index` entered the view.
  func isRevealed(_ index: Int) -> Bool {
    after.contains(index: index) && ViewMembership.search(revealed, index)
  }

  /// Whether `index` left the view.
  func isHidden(_ index: Int) -> Bool {
    !after.contains(index: index) && ViewMembership.search(hidden, index)
  }

  /// The lists sorted, each a cell once, revealed cells in the view and hidden ones not.
  func check(grid: MapGrid) throws {
    var previous = -1
    for index in revealed {
      guard index > previous, grid.isCell(index), after.contains(index: index) else {
        throw BoardPatchError.notPatchable(
          "the revealed cells are not sorted distinct visible cells of the grid")
      }
      previous = index
    }
    previous = -1
    for index in hidden {
      guard index > previous, grid.isCell(index), !after.contains(index: index) else {
        throw BoardPatchError.notPatchable(
          "the hidden cells are not sorted distinct cells of the grid outside the view")
      }
      previous = index
    }
  }

  /// Whether the sorted `list` holds `index`.
  static func search(_ list: [Int], _ index: Int) -> Bool {
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low + high) / 2
      if list[mid] == index { return true }
      if list[mid] < index { low = mid + 1 } else { high = mid }
    }
    return false
  }
}
