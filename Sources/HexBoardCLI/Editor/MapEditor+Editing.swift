import HexBoard
import HexBoardRendering
import HexText

// Painting, flood fill, undo/redo of every change.
extension MapEditor {
  /// Paints the selected terrain (or value of the active layer) on every cell within the
  /// brush radius of the cursor.
  ///
  /// - Complexity: O(radius²).
  mutating func paint() {
    if let layer = activeLayer { return paintLayerValue(layer) }
    let before = board
    let grid = board.grid
    let center = grid.hex(at: cursor)
    let r = brushRadius
    let id = board.palette[selected].id
    for dq in -r...r {
      for dr in max(-r, -dq - r)...min(r, -dq + r) {
        // Off the map: nothing to paint there.
        try? board.apply(.setTerrain(id, at: Hex(q: center.q + dq, r: center.r + dr)))
      }
    }
    record(from: before, verb: "painted", countingCells: true)
  }

  /// Paints the selected terrain over the cursor's contiguous area of one terrain (sides
  /// with features do not stop it: the fill is about terrain).
  ///
  /// - Complexity: O(cells filled).
  mutating func fill() {
    if let layer = activeLayer { return fillLayerValue(layer) }
    let code = UInt8(selected)
    let target = board.terrain[index: cursor]
    guard target != code else {
      message = "filled 0 cells (already \(board.palette[selected].id))"
      return
    }
    let before = board
    let grid = board.grid
    let id = board.palette[selected].id
    var stack = [cursor]
    try? board.apply(.setTerrain(id, at: grid.hex(at: cursor)))
    // A changed cell no longer matches `target`, so it is never queued twice.
    while let index = stack.popLast() {
      for neighbor in grid.neighbors(of: index) where board.terrain[index: neighbor] == target {
        try? board.apply(.setTerrain(id, at: grid.hex(at: neighbor)))
        stack.append(neighbor)
      }
    }
    record(from: before, verb: "filled", countingCells: true)
  }

  /// Pushes the change from `before` to the board now on the undo stack, as a patch and
  /// its inverse (nothing when it changed nothing); `countingCells`: the message says how
  /// many cells changed.
  ///
  /// - Complexity: that of ``BoardPatch/init(from:to:)`` for a board and a recent copy: the
  ///   pages and objects the change wrote.
  mutating func record(from before: Board, verb: String, countingCells: Bool = false) {
    guard let patch = try? BoardPatch(from: before, to: board),
      let inverse = try? BoardPatch(from: board, to: before)
    else {
      message = "\(verb), but the change cannot be undone"
      return
    }
    if countingCells {
      let count = patch.cells.count + patch.layerCells.reduce(0) { $0 + $1.cells.count }
      message = "\(verb) \(count) cell\(count == 1 ? "" : "s")"
    } else {
      message = verb
    }
    guard !patch.isEmpty else { return }
    undoStack.append(Change(patch: patch, inverse: inverse, serial: nextSerial))
    nextSerial += 1
    redoStack.removeAll()
    clearPath()
  }

  mutating func undo() {
    guard let change = undoStack.popLast() else {
      message = "nothing to undo"
      return
    }
    guard apply(change.inverse) else {
      undoStack.append(change)
      return
    }
    redoStack.append(change)
    message = "undone (\(undoStack.count) left)"
    clearPath()
  }

  mutating func redo() {
    guard let change = redoStack.popLast() else {
      message = "nothing to redo"
      return
    }
    guard apply(change.patch) else {
      redoStack.append(change)
      return
    }
    undoStack.append(change)
    message = "redone (\(redoStack.count) left)"
    clearPath()
  }

  /// Applies an undo or redo patch and refreshes the marks it affects; `false` (with the
  /// reason in ``message``) when the board refuses it, which leaves the board as it was.
  private mutating func apply(_ patch: BoardPatch) -> Bool {
    do {
      try board.apply(patch)
    } catch {
      message = "cannot apply the change: \(TerminalText.escaped("\(error)"))"
      return false
    }
    if !patch.addedObjects.isEmpty || !patch.changedObjects.isEmpty
      || !patch.removedObjects.isEmpty || patch.objectOrder != nil
    {
      objectMarks = TerminalCanvas.objectMarks(of: board)
    }
    if patch.changesFeatures { featureMarks = TerminalCanvas.FeatureMarks(board: board) }
    return true
  }

  /// A cell as `col,row` in the map's offset coordinates.
  func format(_ index: Int) -> String {
    let offset = board.grid.offset(at: index)
    return "\(offset.col),\(offset.row)"
  }
}
