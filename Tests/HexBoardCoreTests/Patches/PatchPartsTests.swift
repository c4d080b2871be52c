import HexBoard
import HexTestSupport
import Testing

/// The public parts a patch maker outside the board (a recorder) builds patches from: the
/// cell and elevation lists of two layers, and the objects on a set of cells.
@Suite("Patch parts and objects on cells")
struct PatchPartsTests {
  /// On seeded random turns, the cell and elevation changes of the two boards' layers are
  /// the patch's own lists.
  @Test func layerChangesAreThePatchLists() throws {
    var rng = TestRandom(seed: 3_403)
    for grid in try sampleGrids() {
      let base = try randomBoard(on: grid, using: &rng)
      var target = try randomEdit(of: base, using: &rng)
      if Bool.random(using: &rng) {
        try target.setElevation(
          Int.random(in: -3...9, using: &rng), at: grid.hexes.randomElement(using: &rng)!)
      }
      if Bool.random(using: &rng) { try target.setElevation(nil) }
      let patch = try BoardPatch(from: base, to: target)
      #expect(
        BoardPatch.cellChanges(from: base.terrain, to: target.terrain, palette: target.palette)
          == patch.cells)
      #expect(
        BoardPatch.elevationChange(from: base.elevation, to: target.elevation, grid: grid)
          == patch.elevation)
      #expect(
        BoardPatch.cellChanges(from: base.terrain, to: base.terrain, palette: base.palette).isEmpty)
    }
  }

  /// Every object on a set of cells is found once with its cell, whether the board walks
  /// its objects (few objects) or the cells (few cells).
  @Test func objectsOnCellsAreFoundOnce() throws {
    var rng = TestRandom(seed: 3_404)
    for grid in try sampleGrids() {
      let board = try randomBoard(on: grid, using: &rng)
      for fraction in [0.02, 0.5, 1.0] {
        var cells = CellSet(grid: grid)
        for index in grid.indices where Double.random(in: 0..<1, using: &rng) < fraction {
          cells.insert(index: index)
        }
        var found: [String: Int] = [:]
        board.forEachObject(on: cells, count: cells.count, where: cells.contains(index:)) {
          object, index in
          #expect(found[object.id] == nil)
          found[object.id] = index
        }
        var expected: [String: Int] = [:]
        for object in board.objects {
          if let index = grid.index(of: object.position), cells.contains(index: index) {
            expected[object.id] = index
          }
        }
        #expect(found == expected)
      }
    }
  }
}
