// Where landmarks go. ALT bounds are tightest for a query s → t when some landmark lies
// "behind" t as seen from s (or behind s as seen from t), so landmarks belong on the
// periphery, spread around it (Goldberg and Harrelson's "planar" selection). The rule here
// needs no search, so the landmark Dijkstras can all run at once.

extension LandmarkTable {
  /// Up to `count` distinct landmark cells of the largest connected region of `graph`: for
  /// each of `count` directions spread evenly around the region's centre, the region's
  /// cell farthest in that direction (largest projection; ties to the one nearest the
  /// direction's axis, then to the smaller index) that no earlier direction took.
  /// Deterministic; fewer cells only when the region has fewer than `count`.
  ///
  /// Positions are the cells' centres in the plane (hex geometry from the offset
  /// coordinates and the convention's orientation), so the directions of a rectangle map
  /// hit its corners and the middles of its sides. On wrapped maps the same rule applies to
  /// the stored rectangle; the bounds stay exact, just less tight across the seam.
  ///
  /// - Complexity: O(n + r · count) for n cells and r in the largest region, no search.
  static func placeLandmarks(count: Int, on graph: NavigationGraph) -> [Int32] {
    guard count > 0, graph.componentCount > 0 else { return [] }
    let n = graph.grid.indexCount
    // The largest region; among equals, the one whose first cell comes first in storage
    // order. Region ids say which cells share a region and nothing more: after updates
    // they are sparse (freed ids are reused, a merge keeps the larger side's) and may pass
    // `componentCount`, so the tally grows to the largest id met, and the choice depends on
    // the cells alone: a graph updated into a map places what a fresh one of it places.
    var sizes: [Int] = []
    var firstCells: [Int] = []
    for i in 0..<n where graph.components[i] >= 0 {
      let c = Int(graph.components[i])
      if c >= sizes.count {
        sizes += repeatElement(0, count: c + 1 - sizes.count)
        firstCells += repeatElement(n, count: c + 1 - firstCells.count)
      }
      if sizes[c] == 0 { firstCells[c] = i }
      sizes[c] += 1
    }
    var largest = -1
    for c in sizes.indices where sizes[c] > 0 {
      if largest < 0 || sizes[c] > sizes[largest]
        || (sizes[c] == sizes[largest] && firstCells[c] < firstCells[largest])
      {
        largest = c
      }
    }
    guard largest >= 0 else { return [] }
    let region = Int32(largest)

    let flat = graph.grid.convention.shiftsColumns
    let root3 = 1.732_050_807_568_877_2
    // Column-shifting conventions lay hexes out flat-topped, the others pointy-topped.
    func position(_ i: Int) -> (x: Double, y: Double) {
      let cell = graph.grid.offset(at: i)
      let col = Double(cell.col)
      let row = Double(cell.row)
      if flat { return (1.5 * col, root3 * (row + (cell.col & 1 == 0 ? 0 : 0.5))) }
      return (root3 * (col + (cell.row & 1 == 0 ? 0 : 0.5)), 1.5 * row)
    }
    // The region's cells and their positions, computed once for all the directions.
    var members: [Int32] = []
    var xs: [Double] = []
    var ys: [Double] = []
    members.reserveCapacity(sizes[largest])
    xs.reserveCapacity(sizes[largest])
    ys.reserveCapacity(sizes[largest])
    var cx = 0.0
    var cy = 0.0
    for i in 0..<n where graph.components[i] == region {
      let p = position(i)
      members.append(Int32(i))
      xs.append(p.x)
      ys.append(p.y)
      cx += p.x
      cy += p.y
    }
    cx /= Double(members.count)
    cy /= Double(members.count)

    // Directions: points spread evenly around the square's perimeter, anticlockwise from
    // east (east, north-east, north, ... for eight).
    let directions = (0..<count).map { k -> (Double, Double) in
      let s = 8 * Double(k) / Double(count)
      if s < 1 { return (1, s) }
      if s < 3 { return (2 - s, 1) }
      if s < 5 { return (-1, 4 - s) }
      if s < 7 { return (s - 6, -1) }
      return (1, s - 8)
    }
    // One pass per direction, each skipping the cells already chosen, so directions that
    // share their farthest cell (a corner, on a small map) still get distinct landmarks.
    var cells: [Int32] = []
    for (ux, uy) in directions {
      var best = (projection: -Double.infinity, offAxis: Double.infinity, cell: -1)
      for m in members.indices {
        let dx = xs[m] - cx
        let dy = ys[m] - cy
        let projection = ux * dx + uy * dy
        guard projection >= best.projection else { continue }
        let offAxis = (ux * dy - uy * dx).magnitude
        if projection > best.projection || offAxis < best.offAxis, !cells.contains(members[m]) {
          best = (projection, offAxis, Int(members[m]))
        }
      }
      if best.cell >= 0 { cells.append(Int32(best.cell)) }
    }
    return cells
  }
}
