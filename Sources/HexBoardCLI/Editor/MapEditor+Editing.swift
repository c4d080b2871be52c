import HexBoard
import HexBoardRendering

// Painting, flood fill, undo/redo of every change, path mode.
extension MapEditor {
  /// Paints the selected terrain on every cell within the brush radius of the cursor.
  ///
  /// - Complexity: O(radius²).
  mutating func paint() {
    let grid = board.grid
    let center = grid.hex(at: cursor)
    let r = brushRadius
    var indices: [Int32] = []
    var old: [UInt8] = []
    let code = UInt8(selected)
    for dq in -r...r {
      for dr in max(-r, -dq - r)...min(r, -dq + r) {
        guard let index = grid.index(of: Hex(q: center.q + dq, r: center.r + dr)) else {
          continue
        }
        let before = board.terrain[index: index]
        // A wrapped map can reach a cell twice; the second time it is already painted.
        guard before != code else { continue }
        board.setTerrainCode(code, atIndex: index)
        indices.append(Int32(index))
        old.append(before)
      }
    }
    record(.cells(indices: indices, old: old, new: code), verb: "painted")
  }

  /// Paints the selected terrain over the cursor's contiguous area of one terrain (sides
  /// with features do not stop it: the fill is about terrain).
  ///
  /// - Complexity: O(cells filled).
  mutating func fill() {
    let code = UInt8(selected)
    let target = board.terrain[index: cursor]
    guard target != code else {
      message = "filled 0 cells (already \(board.palette[selected].id))"
      return
    }
    let grid = board.grid
    var indices: [Int32] = []
    var stack = [cursor]
    board.setTerrainCode(code, atIndex: cursor)
    indices.append(Int32(cursor))
    // A changed cell no longer matches `target`, so it is never queued twice.
    while let index = stack.popLast() {
      for neighbor in grid.neighbors(of: index) where board.terrain[index: neighbor] == target {
        board.setTerrainCode(code, atIndex: neighbor)
        indices.append(Int32(neighbor))
        stack.append(neighbor)
      }
    }
    record(
      .cells(indices: indices, old: [UInt8](repeating: target, count: indices.count), new: code),
      verb: "filled")
  }

  /// Pushes a change made just now on the undo stack (nothing when it changed nothing).
  mutating func record(_ kind: Change.Kind, verb: String) {
    if case .cells(let indices, _, _) = kind {
      message = "\(verb) \(indices.count) cell\(indices.count == 1 ? "" : "s")"
      guard !indices.isEmpty else { return }
    } else {
      message = verb
    }
    undoStack.append(Change(kind: kind, serial: nextSerial))
    nextSerial += 1
    redoStack.removeAll()
    clearPath()
  }

  mutating func undo() {
    guard let change = undoStack.popLast() else {
      message = "nothing to undo"
      return
    }
    apply(change.kind, reversed: true)
    redoStack.append(change)
    message = "undone (\(undoStack.count) left)"
    clearPath()
  }

  mutating func redo() {
    guard let change = redoStack.popLast() else {
      message = "nothing to redo"
      return
    }
    apply(change.kind, reversed: false)
    undoStack.append(change)
    message = "redone (\(redoStack.count) left)"
    clearPath()
  }

  private mutating func apply(_ kind: Change.Kind, reversed: Bool) {
    switch kind {
    case .cells(let indices, let old, let new):
      if reversed {
        for k in indices.indices.reversed() {
          board.setTerrainCode(old[k], atIndex: Int(indices[k]))
        }
      } else {
        for index in indices { board.setTerrainCode(new, atIndex: Int(index)) }
      }
    case .feature(let place, let feature, let added):
      // The place was checked when the change was made: this cannot fail.
      try? setFeature(feature, at: place, present: added != reversed)
    case .height(let index, let old, let new, let created):
      if reversed, created {
        try? board.setElevation(nil)
      } else {
        try? board.setElevation(reversed ? old : new, at: board.grid.hex(at: index))
      }
    case .object(let object, let added):
      if added != reversed {
        try? board.addObject(object)
      } else {
        _ = try? board.removeObject(object.id)
      }
      objectMarks = TerminalCanvas.objectMarks(of: board)
    case .move(let id, let from, let to):
      try? board.moveObject(id, to: reversed ? from : to)
      objectMarks = TerminalCanvas.objectMarks(of: board)
    }
  }

  // MARK: - Path mode

  mutating func clearPath() {
    path = []
    pathMarks = []
  }

  /// Handles a key of path mode: Enter/Space (or a click) choose a cell, Esc leaves.
  mutating func handlePathKey(_ key: EditorKey, start: Int?) -> Outcome {
    var chosen = false
    switch key {
    case .escape:
      mode = .normal
      clearPath()
      message = "? for help, q to quit"
      return .proceed
    case .enter, .character(" "): chosen = true
    case .mouse(let x, let y, _): chosen = moveCursor(toScreenX: x, y: y)
    case .up, .down, .left, .right: return handle(key, asIn: .normal)
    case .character("q"), .interrupt:
      mode = .normal
      clearPath()
      return handle(key, asIn: .normal)
    default: return .proceed
    }
    guard chosen else { return .proceed }
    guard let start, path.isEmpty else {
      clearPath()
      mode = .path(start: cursor)
      message = "path from \(format(cursor)): move to the goal, Enter"
      return .proceed
    }
    findPath(from: start, to: cursor)
    mode = .path(start: nil)
    return .proceed
  }

  private mutating func handle(_ key: EditorKey, asIn mode: Mode) -> Outcome {
    let saved = self.mode
    self.mode = mode
    let outcome = handle(key)
    if self.mode == mode { self.mode = saved }
    return outcome
  }

  private mutating func findPath(from start: Int, to goal: Int) {
    let grid = board.grid
    guard let graph = try? board.navigationGraph(),
      let found = graph.path(from: grid.hex(at: start), to: grid.hex(at: goal))
    else {
      message = "no path from \(format(start)) to \(format(goal)) (impassable or cut off)"
      return
    }
    path = found.hexes.compactMap(grid.index(of:))
    pathMarks = [Bool](repeating: false, count: grid.indexCount)
    for index in path { pathMarks[index] = true }
    message =
      "path \(format(start)) to \(format(goal)): cost \(found.cost), \(found.steps) steps (Enter: new path, Esc leaves)"
  }

  /// A cell as `col,row` in the map's offset coordinates.
  func format(_ index: Int) -> String {
    let offset = board.grid.offset(at: index)
    return "\(offset.col),\(offset.row)"
  }
}
