import HexBoard

// Side and corner features (one code path: a ``MapEditor/FeaturePlace`` says which) and
// heights.
extension MapEditor {
  /// Side mode (`e`) or corner mode (`c`), when the map has features of that kind.
  mutating func enterFeatureMode(corners: Bool) {
    let count = corners ? board.vertexPalette.count : board.edgePalette.count
    guard count > 0 else {
      message = "this map has no \(corners ? "corner" : "side") features"
      return
    }
    mode = .features(corners: corners)
    message = featureHint(corners: corners)
  }

  /// The id of the selected side or corner feature.
  func selectedFeatureID(corners: Bool) -> String {
    corners ? board.vertexPalette[selectedCorner].id : board.edgePalette[selectedEdge].id
  }

  /// "side wall: 1 n 2 ne …, Tab next feature, Esc leaves".
  func featureHint(corners: Bool) -> String {
    let names = corners ? board.orientation.cornerNames : board.orientation.sideNames
    let numbered = names.enumerated().map { "\($0.offset + 1) \($0.element)" }
    return "\(corners ? "corner" : "side") \(selectedFeatureID(corners: corners)): "
      + numbered.joined(separator: " ") + ", Tab next feature, Esc leaves"
  }

  /// Handles a key of side or corner mode; `false` when it is a normal-mode key.
  mutating func handleFeatureKey(_ key: EditorKey, corners: Bool) -> Bool {
    switch key {
    case .escape:
      mode = .normal
      message = "? for help, q to quit"
    case .tab:
      if corners {
        selectedCorner = (selectedCorner + 1) % board.vertexPalette.count
      } else {
        selectedEdge = (selectedEdge + 1) % board.edgePalette.count
      }
      message = featureHint(corners: corners)
    case .character(let c)
    where c.isASCII && (1...6).contains(c.wholeNumberValue ?? 0):
      // An ASCII digit only: a digit with a combining mark also sorts between "1" and "6".
      let number = (c.wholeNumberValue ?? 1) - 1
      let hex = board.grid.hex(at: cursor)
      if corners {
        toggleFeature(
          selectedCorner, at: .corner(HexVertex(hex, corner: number)),
          name: "corner " + board.orientation.cornerName(of: number))
      } else if let side = HexDirection(rawValue: number) {
        toggleFeature(
          selectedEdge, at: .side(HexEdge(hex, side)),
          name: board.orientation.sideName(of: side))
      }
    default: return false
    }
    return true
  }

  /// Whether feature `k` (of the edge or vertex palette, as `place` says) is at `place`.
  func hasFeature(_ k: Int, at place: FeaturePlace) -> Bool {
    let (id, location) = address(k, place)
    return board.hasFeature(id, at: location)
  }

  /// Puts feature `k` at `place` (`present`) or takes it away, and refreshes the marks of
  /// the cells it touches (a side two, a corner three; those on the map).
  mutating func setFeature(_ k: Int, at place: FeaturePlace, present: Bool) throws {
    let (id, location) = address(k, place)
    if present {
      try board.setFeature(id, at: location)
    } else {
      try board.removeFeature(id, from: location)
    }
    let hexes: [Hex]
    switch place {
    case .side(let edge): hexes = [edge.hexes.0, edge.hexes.1]
    case .corner(let vertex): hexes = [vertex.hexes.0, vertex.hexes.1, vertex.hexes.2]
    }
    featureMarks.refresh(cells: hexes.compactMap(board.grid.index(of:)), of: board)
  }

  /// The id of feature `k` of the palette of `place`'s kind, and the board's location.
  private func address(_ k: Int, _ place: FeaturePlace) -> (String, FeatureLocation) {
    switch place {
    case .side(let edge): (board.edgePalette[k].id, .side(edge))
    case .corner(let vertex): (board.vertexPalette[k].id, .corner(vertex))
    }
  }

  /// Toggles feature `k` at `place` (a side or a corner of the cursor cell, called `name`
  /// in messages), undoably.
  mutating func toggleFeature(_ k: Int, at place: FeaturePlace, name: String) {
    let before = board
    let had = hasFeature(k, at: place)
    do {
      try setFeature(k, at: place, present: !had)
    } catch {
      message = CellNames.message(
        error, parser: CellParser(grid: board.grid, axial: false), orientation: board.orientation)
      return
    }
    let id: String
    switch place {
    case .side: id = board.edgePalette[k].id
    case .corner: id = board.vertexPalette[k].id
    }
    record(
      from: before,
      verb: had ? "removed \(id) from \(name)" : "put \(id) on \(name)")
  }

  /// Raises (`step` 1) or lowers (-1) the cursor cell's height, undoably; a map without
  /// heights gets them (0 everywhere) first.
  mutating func stepHeight(by step: Int) {
    let before = board
    let old = board.elevation?[index: cursor] ?? 0
    let (new, overflow) = old.addingReportingOverflow(step)
    guard !overflow else {
      message = "height \(old) is the limit"
      return
    }
    do {
      try board.setElevation(new, at: board.grid.hex(at: cursor))
    } catch {
      message = "cannot set the height: \(error)"
      return
    }
    record(from: before, verb: "height \(old) to \(new)")
  }
}
