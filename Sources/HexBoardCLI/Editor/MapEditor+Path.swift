import HexBoard

// Path mode: two cells chosen with Enter, the cheapest path between them drawn and priced,
// by the terrain's own costs or by one of the movement classes the board declares (Tab).
extension MapEditor {
  mutating func clearPath() {
    path = []
    pathMarks = []
    pathEnds = nil
  }

  /// `p`: path mode, with the class last picked (if the board still declares it).
  mutating func enterPathMode() {
    mode = .path(start: nil)
    clearPath()
    // Edits outside path mode may have changed the costs: the graph is built again.
    pathGraph = nil
    if let index = pathClass, index >= board.movementClasses.count { pathClass = nil }
    message =
      board.movementClasses.isEmpty
      ? "path: move to the start, Enter; then the goal, Enter (Esc leaves)"
      : "path (\(pathClassLabel)): move to the start, Enter; then the goal, Enter; Tab: class (Esc leaves)"
  }

  /// `terrain costs`, or `class cavalry`: what path mode prices steps by, unescaped (the
  /// message line escapes what it shows; the status line escapes it itself).
  var pathClassLabel: String {
    guard let index = pathClass, index < board.movementClasses.count else {
      return "terrain costs"
    }
    return "class \(board.movementClasses[index].name)"
  }

  /// Handles a key of path mode: Enter/Space (or a click) choose a cell, Tab cycles the
  /// movement class, Esc leaves.
  mutating func handlePathKey(_ key: EditorKey, start: Int?) -> Outcome {
    var chosen = false
    switch key {
    case .escape:
      mode = .normal
      clearPath()
      message = "? for help, q to quit"
      return .proceed
    case .enter, .character(" "): chosen = true
    case .tab:
      cyclePathClass()
      return .proceed
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

  /// Tab in path mode: the terrain's own costs, then each class the board declares, in
  /// order, and round again. A path shown is found again by the new class's costs.
  private mutating func cyclePathClass() {
    let classes = board.movementClasses
    guard !classes.isEmpty else {
      message = "this map declares no movement classes; add one with 'hexboard class set'"
      return
    }
    switch pathClass {
    case nil: pathClass = 0
    case let index? where index + 1 < classes.count: pathClass = index + 1
    default: pathClass = nil
    }
    pathGraph = nil
    if let ends = pathEnds {
      findPath(from: ends.start, to: ends.goal)
    } else {
      message = "path by \(pathClassLabel)"
    }
  }

  private mutating func handle(_ key: EditorKey, asIn mode: Mode) -> Outcome {
    let saved = self.mode
    self.mode = mode
    let outcome = handle(key)
    if self.mode == mode { self.mode = saved }
    return outcome
  }

  /// The graph path mode searches: built once per class (``pathGraph``).
  private mutating func currentPathGraph() throws -> NavigationGraph {
    if let pathGraph { return pathGraph }
    let graph: NavigationGraph
    if let index = pathClass, index < board.movementClasses.count {
      graph = try board.navigationGraph(for: [board.movementClasses[index]])
    } else {
      graph = try board.navigationGraph()
    }
    pathGraph = graph
    pathGraphBuilds += 1
    return graph
  }

  private mutating func findPath(from start: Int, to goal: Int) {
    let grid = board.grid
    clearPath()
    // Kept when no path is found too, so Tab tries the next class between the same cells.
    pathEnds = (start, goal)
    // A board without classes keeps the messages it always had.
    let byClass = pathClass == nil ? "" : " by \(pathClassLabel)"
    guard let graph = try? currentPathGraph(),
      let found = graph.path(from: grid.hex(at: start), to: grid.hex(at: goal))
    else {
      message =
        "no path from \(format(start)) to \(format(goal))\(byClass) (impassable or cut off)"
      return
    }
    path = found.hexes.compactMap(grid.index(of:))
    pathMarks = [Bool](repeating: false, count: grid.indexCount)
    for index in path { pathMarks[index] = true }
    let tab = board.movementClasses.isEmpty ? "" : ", Tab: class"
    message =
      "path \(format(start)) to \(format(goal))\(byClass): cost \(found.cost), \(found.steps) steps (Enter: new path\(tab), Esc leaves)"
  }
}
