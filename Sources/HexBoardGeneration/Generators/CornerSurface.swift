// The corners of a board as the surface edge rivers flow on. Internal.

import HexBoard

/// The corners of a board with a height each and the sides joining them, for rivers that
/// run along hexsides.
///
/// **Corner height.** A corner's height is the *lowest* elevation among the cells around
/// it (one to three on the map). The lowest, not the mean or the highest, because then the
/// drainage of the cells carries over to the corners: every corner has a neighbouring
/// corner no higher than itself (the two sides of the lowest cell that meet there lead to
/// corners of that cell), and on a board where every land cell has a strictly lower
/// neighbour (``LandmassGenerator``) a walk that never climbs reaches the sea from every
/// corner (around the lowest cell to a corner it shares with its lower neighbour, and so
/// on). So generated boards have no corner pits, and "rivers never climb" can be checked on
/// the finished board from `Board.elevation` alone.
///
/// A corner is named by one of its cells and that cell's corner number (``Corner``);
/// corner `c` of a cell lies between its sides `c` and `c + 1`, and side `d` joins its
/// corners `d − 1` and `d`.
struct CornerSurface {
  let grid: MapGrid
  /// Cell heights, by grid index.
  let heights: [Int]
  /// Whether each cell is water (a river ends on touching it), by grid index.
  var water: [Bool]

  /// Corner `corner` (0…5) of cell `cell`.
  struct Corner: Equatable {
    var cell: Int
    var corner: Int
  }

  /// A step along a side: the corner at its other end and the side's edge slot.
  struct Step {
    var to: Corner
    var edgeSlot: Int
  }

  /// The cells around a corner that are on the map: the naming cell, then its neighbours
  /// in directions `corner` and `corner + 1` when they exist.
  func cells(around c: Corner) -> (Int, Int?, Int?) {
    (
      c.cell, grid.neighbor(of: c.cell, in: Self.direction(c.corner)),
      grid.neighbor(of: c.cell, in: Self.direction(c.corner + 1))
    )
  }

  /// The lowest elevation of the cells around `c`.
  func height(_ c: Corner) -> Int {
    let (a, b, d) = cells(around: c)
    var lowest = heights[a]
    if let b { lowest = Swift.min(lowest, heights[b]) }
    if let d { lowest = Swift.min(lowest, heights[d]) }
    return lowest
  }

  /// Whether a water cell touches `c` (the river's mouth).
  func touchesWater(_ c: Corner) -> Bool {
    let (a, b, d) = cells(around: c)
    return water[a] || b.map { water[$0] } == true || d.map { water[$0] } == true
  }

  /// The grid's vertex slot of `c` (its one name on the map).
  func slot(_ c: Corner) -> Int { grid.vertexSlot(of: c.cell, corner: c.corner) }

  /// The sides meeting at `c` (two or three), each with the corner at its other end, in a
  /// fixed order: side `corner`, side `corner + 1` of the naming cell, then the side between
  /// the two other cells.
  func steps(from c: Corner) -> [Step] {
    let i = c.cell
    let k = c.corner
    var result = [
      Step(to: Corner(cell: i, corner: (k + 5) % 6), edgeSlot: grid.edgeSlot(of: i, side: k)),
      Step(
        to: Corner(cell: i, corner: (k + 1) % 6), edgeSlot: grid.edgeSlot(of: i, side: (k + 1) % 6)),
    ]
    if let n = grid.neighbor(of: i, in: Self.direction(k)) {
      // Side k + 2 of the neighbour in direction k; this corner is its corner k + 2.
      result.append(
        Step(
          to: Corner(cell: n, corner: (k + 1) % 6),
          edgeSlot: grid.edgeSlot(of: n, side: (k + 2) % 6)))
    } else if let m = grid.neighbor(of: i, in: Self.direction(k + 1)) {
      // Side k + 5 of the neighbour in direction k + 1; this corner is its corner k + 4.
      result.append(
        Step(
          to: Corner(cell: m, corner: (k + 5) % 6),
          edgeSlot: grid.edgeSlot(of: m, side: (k + 5) % 6)))
    }
    return result
  }

  static func direction(_ d: Int) -> HexDirection {
    HexDirection(rawValue: d % 6).unsafelyUnwrapped
  }
}
