import HexBoard
import Testing

/// Writing a cell that is not on the map stops the program, as an array index out of range
/// does; `set(_:at:)` is the checked write. `MapGrid.indices` is a view, not an array.
@Suite("HexMap strict writes and cell indices")
struct HexMapStrictnessTests {
  @Test func writingOffTheMapTraps() async {
    await #expect(processExitsWith: .failure) {
      var map = HexMap(grid: try! MapGrid(columns: 4, rows: 3), fill: 0)
      map[Hex(q: 10, r: 10)] = 1
    }
  }

  @Test func writingNilTraps() async {
    await #expect(processExitsWith: .failure) {
      var map = HexMap(grid: try! MapGrid(columns: 4, rows: 3), fill: 0)
      map[Hex(q: 0, r: 0)] = nil
    }
  }

  /// The checked write and the wrapped write still work without trapping.
  @Test func checkedAndWrappedWrites() throws {
    var map = HexMap(grid: try MapGrid(columns: 4, rows: 3), fill: 0)
    #expect(map.set(9, at: Hex(q: 10, r: 10)) == false)
    #expect(map.values.allSatisfy { $0 == 0 })
    var torus = HexMap(grid: try MapGrid(columns: 4, rows: 4, wrap: .torus), fill: 0)
    torus[Hex(q: 4, r: 0)] = 5  // one period east of a cell: its wrapped copy is written
    #expect(torus[Hex(q: 4, r: 0)] == 5)
    #expect(torus.values.filter { $0 == 5 }.count == 1)
    #expect(torus[Hex(q: 0, r: 0)] == 0)
  }

  /// The indices of full and holed grids against the plain filter of `isCell`, forwards,
  /// backwards and by offset, and `contains` without a walk.
  @Test func indicesAreTheCellsInStorageOrder() throws {
    let grids = [
      try MapGrid(columns: 5, rows: 3),
      try MapGrid(shape: .hexagon(radius: 3)),
      // Holes at the start, in the middle and at the end of the box.
      try MapGrid(
        shape: .cells([
          OffsetCoordinate(col: 2, row: 0), OffsetCoordinate(col: 0, row: 1),
          OffsetCoordinate(col: 3, row: 1), OffsetCoordinate(col: 1, row: 2),
        ])),
    ]
    for grid in grids {
      let expected = (0..<grid.indexCount).filter(grid.isCell)
      let indices = grid.indices
      #expect(Array(indices) == expected)
      #expect(Array(indices.reversed()) == expected.reversed())
      #expect(indices.count == grid.cellCount)
      #expect(indices.isEmpty == expected.isEmpty)
      for k in 0..<expected.count {
        #expect(indices[indices.index(indices.startIndex, offsetBy: k)] == expected[k])
      }
      #expect(indices.distance(from: indices.startIndex, to: indices.endIndex) == expected.count)
      for index in -1...grid.indexCount {
        #expect(indices.contains(index) == expected.contains(index))
      }
    }
  }

  /// Reading `indices` allocates nothing: it shares the grid's storage.
  @Test func indicesIsAView() throws {
    #expect(MemoryLayout<CellIndices>.size <= 4 * MemoryLayout<Int>.size)
    let grid = try MapGrid(shape: .hexagon(radius: 2))
    let indices: CellIndices = grid.indices
    #expect(indices.first == grid.index(of: grid.hexes[0]))
  }
}
