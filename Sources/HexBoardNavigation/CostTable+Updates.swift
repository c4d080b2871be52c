// Keeping a cost table in step with a live board: the cells a turn changed are copied again
// (their terrain, and which of their sides set the step's cost), or priced again for a class
// with layer costs (through `MovementClass.cost(ofCellAt:on:)`, the class's one pricing
// function), in time proportional to the change, where building the table again reads the
// whole map.

import HexBoardCore
import HexGrid

extension CostTable {
  /// Brings the table up to date with `board` after changes at the cells `changed`: each
  /// one's class is read again from the board's terrain, and which of its sides set the
  /// step's cost (roads), so the table prices the board as it is now and
  /// ``matches(_:)`` holds again.
  ///
  /// `changed` must hold every cell whose terrain changed, every cell whose value changed
  /// in a layer the class prices, and both cells of every side whose features changed.
  /// The board's palette, edge palette, layers and their palettes, and the table's
  /// movement class must be those the table was built with (changing them changes every
  /// cell's price: build the table again). A table of a class that prices layer values
  /// classes its cells by cost: each changed cell is priced again
  /// (`MovementClass.cost(ofCellAt:on:)`) and takes the class of its cost, a new one when
  /// the cost is new; only when more than 256 costs have been met is the table built again.
  ///
  /// ```swift
  /// try board.setTerrain("forest", at: hex)
  /// cavalry.update(from: board, changedCells: [board.grid.index(of: hex)!])
  /// ```
  ///
  /// - Complexity: O(k) for k changed cells, plus O(palettes) to note the board's state;
  ///   once, O(n) when a road appears on a table built without any; for a class with layer
  ///   costs, O(layer costs) more per changed cell, and O(n) in the rare turn that meets
  ///   a 257th cost.
  public mutating func update(from board: Board, changedCells changed: some Sequence<Int>) {
    guard board.grid == grid else { return }
    let movementClass = source?.movementClass
    let byCost = costClassCount > 0 && movementClass.map { !$0.layerCosts.isEmpty } == true
    let rules = board.edgePalette.map { SideEffect($0.movement) }
    for index in changed where grid.isCell(index) {
      if byCost, let movementClass {
        guard let k = costClass(of: movementClass.cost(ofCellAt: index, on: board)) else {
          // More costs than a table holds: class the cells again from the board.
          if let rebuilt = try? CostTable(board: board, movementClass: movementClass) {
            self = rebuilt
          }
          return
        }
        cellClasses[index] = k
      } else {
        cellClasses[index] = board.terrain[index: index]
      }
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

  /// The class of cells costing `cost` (`nil`: impassable) in a table classed by cost: the
  /// class in use with that cost, or a new one (which may widen the step bounds); `nil`
  /// when all 256 are in use with other costs.
  private mutating func costClass(of cost: Int?) -> UInt8? {
    let key = cost.map { UInt32(Swift.min(Swift.max($0, 1), Terrain.maximumMovementCost)) } ?? 0
    for k in 0..<costClassCount where classCosts[k] == key { return UInt8(k) }
    guard costClassCount < 256 else { return nil }
    let k = costClassCount
    costClassCount += 1
    classCosts[k] = key
    if key != 0 {
      // Bounds of every step, kept valid (a table with no passable class says 1, 1).
      lowest = Swift.min(lowest, key)
      highest = Swift.max(highest, key)
    }
    return UInt8(k)
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
