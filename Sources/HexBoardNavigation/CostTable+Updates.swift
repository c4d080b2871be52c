// Keeping a cost table in step with a live board: the cells a turn changed are copied again
// (their terrain, and which of their sides set the step's cost), in time proportional to the
// change, where building the table again copies the whole terrain.

import HexBoardCore
import HexGrid

extension CostTable {
  /// Brings the table up to date with `board` after changes at the cells `changed`: each
  /// one's class is read again from the board's terrain, and which of its sides set the
  /// step's cost (roads), so the table prices the board as it is now and
  /// ``matches(_:)`` holds again.
  ///
  /// `changed` must hold every cell whose terrain changed and both cells of every side
  /// whose features changed. The board's palette, edge palette and the table's movement
  /// class must be those the table was built with (changing them changes every cell's
  /// price: build the table again). A table of a class that prices layer values is built
  /// again whole (its cells are classed by cost, not by terrain).
  ///
  /// ```swift
  /// try board.setTerrain("forest", at: hex)
  /// cavalry.update(from: board, changedCells: [board.grid.index(of: hex)!])
  /// ```
  ///
  /// - Complexity: O(k) for k changed cells, plus O(palettes) to note the board's state;
  ///   once, O(n) when a road appears on a table built without any; O(n) for a class with
  ///   layer costs.
  public mutating func update(from board: Board, changedCells changed: some Sequence<Int>) {
    guard board.grid == grid else { return }
    if let movementClass = source?.movementClass, !movementClass.layerCosts.isEmpty {
      // Cells are classed by their cost over terrain and layers: price the board again.
      if let rebuilt = try? CostTable(board: board, movementClass: movementClass) {
        self = rebuilt
      }
      return
    }
    let rules = board.edgePalette.map { SideEffect($0.movement) }
    for index in changed where grid.isCell(index) {
      cellClasses[index] = board.terrain[index: index]
      let mask = CostTable.setMask(of: index, on: board, rules: rules)
      if setSteps.isEmpty {
        guard mask != 0 else { continue }
        setSteps = [UInt8](repeating: 0, count: grid.indexCount)
      }
      setSteps[index] = mask
    }
    if let source {
      self.source = Source(board, movementClass: source.movementClass, declared: source.declared)
    }
  }

  /// Bit `d` when the features on the inner side of `index` in direction `d` set the cost
  /// of the step and do not block it (as `Board`'s kept road sides say).
  private static func setMask(of index: Int, on board: Board, rules: [SideEffect]) -> UInt8 {
    let grid = board.grid
    var mask: UInt8 = 0
    for d in 0..<6 {
      guard grid.neighbor(of: index, in: HexDirection(rawValue: d).unsafelyUnwrapped) != nil
      else { continue }
      var bits = board.featureBits(atSlot: grid.edgeSlot(of: index, side: d), kind: .side)
      guard bits != 0 else { continue }
      var effect = SideEffect()
      while bits != 0 {
        let bit = bits.trailingZeroBitCount
        bits &= bits &- 1
        if bit < rules.count { effect = effect.combined(with: rules[bit]) }
      }
      if effect.sets != 0 && !effect.blocks { mask |= 1 << UInt8(d) }
    }
    return mask
  }
}
