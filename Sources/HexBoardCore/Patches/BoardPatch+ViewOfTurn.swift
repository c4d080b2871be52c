// A player's view patch from the turn's whole-board patch: the turn's patch already names
// every changed cell, side, corner and object, so a server that keeps a BoardRecorder does
// not have to track them again for each player.

import HexBoardMaps

extension BoardPatch {
  /// The patch one player receives for the turn `turn` describes: its changes as seen
  /// through the player's view, `before` at the start of the turn and `after` at its end
  /// (see ``init(viewOf:to:before:after:changedCells:changedObjects:sequence:baseHash:)``).
  ///
  /// The changed cells and objects are read from `turn` (a `BoardRecorder.makePatch()`
  /// result or a ``BoardPatch/init(from:to:)``, from `base` to `target`), and the view patch
  /// takes its sequence number.
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
  /// - Complexity: O(visible cells before and after + the size of `turn` + objects on the
  ///   cells entering or leaving the view).
  public init(
    viewOf base: Board, to target: Board, before: CellSet, after: CellSet,
    turn: BoardPatch, baseHash: UInt64? = nil
  ) throws {
    let grid = target.grid
    var cells: [Int] = []
    for change in turn.cells { if let i = grid.index(ofOffset: change.cell) { cells.append(i) } }
    for change in turn.elevation?.heights ?? [] {
      if let i = grid.index(ofOffset: change.cell) { cells.append(i) }
    }
    for change in turn.edges { if let i = grid.index(ofOffset: change.cell) { cells.append(i) } }
    for change in turn.vertices {
      if let i = grid.index(ofOffset: change.cell) { cells.append(i) }
    }
    let objects = turn.removedObjects + turn.changedObjects.map(\.id) + turn.addedObjects.map(\.id)
    try self.init(
      viewOf: base, to: target, before: before, after: after, changedCells: cells,
      changedObjects: objects, sequence: turn.sequence, baseHash: baseHash)
  }
}
