import HexBoard
import HexTestSupport
import Testing

/// Whether a side or corner touches a set of cells (what a player who sees those cells sees
/// of the sides and corners), against the cells the grid names beside it.
@Suite("Sides and corners touching a set of cells")
struct SlotTouchTests {
  @Test func touchesAgreeWithTheCellsBesideAndAround() throws {
    var rng = TestRandom(seed: 3_405)
    for grid in try sampleGrids() + narrowWrapGrids() {
      for fraction in [0.05, 0.3] {
        var cells = CellSet(grid: grid)
        for index in grid.indices where Double.random(in: 0..<1, using: &rng) < fraction {
          cells.insert(index: index)
        }
        for slot in 0..<grid.edgeSlotCount where grid.isEdgeSlot(slot) {
          let beside = grid.cells(beside: grid.edge(atSlot: slot))
          let expected = beside.contains { cells.contains(index: grid.index(of: $0)!) }
          #expect(grid.edgeSlot(slot, touches: cells) == expected)
        }
        for slot in 0..<grid.vertexSlotCount where grid.isVertexSlot(slot) {
          let around = grid.cells(around: grid.vertex(atSlot: slot))
          let expected = around.contains { cells.contains(index: grid.index(of: $0)!) }
          #expect(grid.vertexSlot(slot, touches: cells) == expected)
        }
      }
    }
  }
}
