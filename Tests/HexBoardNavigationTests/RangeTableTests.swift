import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardNavigation

/// The position table behind `MovementRange.cost(to:)`: the box it spans, across seams too.
@Suite("Movement range position table")
struct RangeTableTests {
  /// The shortest arc holding every used element, read circularly on a wrapped axis.
  @Test func arcs() {
    let used: [Bool] = [true, false, false, false, false, true, true, false, false, true]
    #expect(PositionTable.arc(used, wraps: false) == (0, 10))
    // Circularly the longest gap is 1...4, so the arc runs from 5 round to 0.
    #expect(PositionTable.arc(used, wraps: true) == (5, 6))
    #expect(PositionTable.arc([false, true, true, false], wraps: true) == (1, 2))
    #expect(PositionTable.arc([false, false], wraps: true) == (0, 0))
    #expect(PositionTable.arc([true, true, true], wraps: true).length == 3)
  }

  /// A small range across the seam of a cylinder and a torus gets a table of its own size,
  /// not one spanning the map.
  @Test func seamRangesKeepSmallTables() throws {
    for wrap in [MapWrap.cylinder, .torus] {
      let grid = try MapGrid(columns: 40, rows: 30, wrap: wrap)
      let graph = try NavigationGraph(grid: grid) { _ in 1 }
      let range = graph.movementRange(from: grid.hex(at: 0), rules: SearchRules(maxCost: 3))
      let table = range.lookup.table(for: range)
      #expect(table.columns == 7)
      #expect(table.rows <= 7)
      for index in grid.indices {
        let position = table.position(of: index)
        #expect(position.map { Int(range.cellIndices[$0]) } ?? index == index)
      }
    }
  }
}
