// The world's navigation follows the board: the graph, its landmarks and each class's cost
// table catch up with a turn's changed cells and sides at `commit()`, or are rebuilt once
// when every price may have changed (a palette, a movement class, a whole map, a layer's
// palette). Classes that price layer values re-price the changed cells only, through the
// class's one pricing function (`MovementClass.cost(ofCellAt:on:)`).

import HexBoardCore
import HexBoardMaps
import HexBoardNavigation
import HexGrid

extension GameWorld {
  /// Brings the graph, landmarks and cost tables up to the turn's changed cells and sides,
  /// or rebuilds them when every price may have changed.
  ///
  /// - Complexity: O(1) per changed cell or side per class (O(layer costs) for a class
  ///   with layer costs), plus the landmark repair.
  mutating func updateNavigation() throws {
    let changed = !pending.cells.isEmpty || !pending.sides.isEmpty
    // A class that prices layer values prices cells by more than their terrain: a changed
    // cell is priced again by every class; a layer's palette changes every price.
    let classes = board.movementClasses
    let layered = classes.contains { !$0.layerCosts.isEmpty }
    if pending.rebuildNavigation || (layered && pending.layersChanged) {
      try rebuildNavigation()
      return
    }
    guard changed else { return }
    let board = self.board
    let grid = board.grid
    let best = MovementClass.Combine.best
    for index in pending.cells {
      let cost =
        layered
        ? classes.reduce(nil as Int?) { best.apply($1.cost(ofCellAt: index, on: board), to: $0) }
        : cheapest[Int(board.terrain[index: index])]
      try graph.setCost(cost, atIndex: index)
    }
    let palette = board.edgePalette
    for slot in pending.sides {
      var bits = board.featureBits(atSlot: slot, kind: .side)
      var movements: [EdgeFeature.Movement] = []
      while bits != 0 {
        let bit = bits.trailingZeroBitCount
        bits &= bits &- 1
        if bit < palette.count { movements.append(palette[bit].movement) }
      }
      let edge = HexEdge(grid.hex(at: slot / 6), HexDirection(rawValue: slot % 6).unsafelyUnwrapped)
      try graph.setEdgeRules(movements, on: edge)
    }
    for name in tables.keys { tables[name]?.update(from: board, changedCells: pending.cells) }
    graph.repairLandmarks()
  }

  /// Builds the graph (with landmarks) and a cost table per class from the board.
  ///
  /// - Complexity: O(n + palette × classes), plus the landmarks.
  mutating func rebuildNavigation() throws {
    let board = self.board
    let classes = board.movementClasses
    if classes.isEmpty {
      cheapest = board.palette.map(\.movementCost)
      graph = try board.navigationGraph()
    } else {
      cheapest = board.palette.map { terrain in
        classes.reduce(nil as Int?) { best, movementClass in
          MovementClass.Combine.best.apply(movementClass.cost(of: terrain), to: best)
        }
      }
      graph = try board.navigationGraph(for: classes)
    }
    if landmarkCount > 0 { graph.prepareLandmarks(count: landmarkCount) }
    var tables: [String: CostTable] = [:]
    for movementClass in classes {
      tables[movementClass.name] = try CostTable(board: board, movementClass: movementClass)
    }
    self.tables = tables
  }
}
