// The cheapest path to a cell of a movement range, read back from the range's own costs:
// no second search.

import HexGrid

extension MovementRange {
  /// The cheapest path from the range's start to `hex`, or `nil` if `hex` is not in the
  /// range. Its cost is ``cost(to:)`` and it carries its step costs
  /// (``Path/stepCosts``).
  ///
  /// Ranges on the graph's own costs trace paths, around an occupancy overlay too. A range
  /// priced by a ``CostTable`` or a caller's step function keeps no way to price its steps
  /// afterwards (the rules are not kept), so it gives `nil`, as does a range with game
  /// rules (``SearchRules/units``, ``SearchRules/stopCells``, ``SearchRules/turns``): ask
  /// ``NavigationGraph/path(from:to:rules:context:)`` with the same rules for such a path.
  ///
  /// The path is traced back from `hex`: each step goes to the first neighbour, in
  /// `HexDirection` order, that is in the range and whose cost plus the step equals the
  /// current cost. So the same range gives the same path on every run (among paths of
  /// equal cost it may differ from the one ``NavigationGraph/path(from:to:rules:context:)``
  /// picks).
  ///
  /// - Complexity: O(steps) after the range's position table is built (see
  ///   ``position(ofIndex:)``).
  public func path(to hex: Hex) -> Path? {
    guard let stepInto = lookup.stepInto, let target = grid.index(of: hex) else { return nil }
    let table = lookup.table(for: self)
    guard var position = table.position(of: target) else { return nil }
    var cells = [target]
    var costs = [cellCosts[position]]
    // Position 0 is the start, the only cell of cost 0 (every step costs at least 1), so
    // each step back strictly lowers the cost and the walk ends there.
    while position != 0 {
      let current = cells[cells.count - 1]
      let g = cellCosts[position]
      var previous: (cell: Int, position: Int)?
      for d in 0..<6 {
        guard let (neighbor, step) = stepInto(current, d),
          let p = table.position(of: neighbor), cellCosts[p] < g, cellCosts[p] &+ step == g
        else { continue }
        previous = (neighbor, p)
        break
      }
      // A search sets each cost from a settled neighbour, so one always exists; a range
      // whose step costs do not match its cell costs has no path to give.
      guard let previous else { return nil }
      cells.append(previous.cell)
      costs.append(cellCosts[previous.position])
      position = previous.position
    }
    cells.reverse()
    costs.reverse()
    return Path(
      hexes: cells.map { grid.hex(at: $0) },
      stepCosts: (1..<costs.count).map { Int(costs[$0] - costs[$0 - 1]) })
  }
}
