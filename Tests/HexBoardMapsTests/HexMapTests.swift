import HexBoard
import Testing

@Suite("HexMap and regions")
struct HexMapTests {
  @Test func subscriptsAndSet() throws {
    let grid = try MapGrid(columns: 4, rows: 3)
    var map = HexMap(grid: grid, fill: 0)
    let hex = Hex(OffsetCoordinate(col: 3, row: 1))
    map[hex] = 7
    #expect(map[hex] == 7)
    #expect(map[OffsetCoordinate(col: 3, row: 1)] == 7)
    #expect(map[index: 1 * 4 + 3] == 7)
    #expect(map[Hex(q: 10, r: 10)] == nil)
    #expect(map[OffsetCoordinate(col: -1, row: 0)] == nil)
    #expect(map.set(9, at: Hex(q: 10, r: 10)) == false)
    #expect(map.set(5, at: Hex(q: 0, r: 0)) == true)
    #expect(map[Hex(q: 0, r: 0)] == 5)
    map[index: 11] = 3
    #expect(map[Hex(OffsetCoordinate(col: 3, row: 2))] == 3)
  }

  @Test func cellsFollowStorageOrder() throws {
    let grid = try MapGrid(columns: 3, rows: 2)
    let map = HexMap(grid: grid, fill: -1) { hex in
      let o = hex.offset()
      return o.row * 10 + o.col
    }
    #expect(map.values == [0, 1, 2, 10, 11, 12])
    #expect(map.cells.map(\.value) == [0, 1, 2, 10, 11, 12])
    #expect(map.cells.map { $0.hex.offset() } == grid.indices.map { grid.offset(at: $0) })
    #expect(map.storage.count == grid.indexCount)
    let doubled = map.mapValues { $0 * 2 }
    #expect(doubled.values == [0, 2, 4, 20, 22, 24])
    #expect(doubled.grid == grid)
    // Holes are skipped.
    let hexagon = try MapGrid(shape: .hexagon(radius: 2))
    let h = HexMap(grid: hexagon, fill: 0) { _ in 1 }
    #expect(h.values.count == 19)
    #expect(h.cells.map(\.hex) == hexagon.hexes)
  }

  @Test func equality() throws {
    let grid = try MapGrid(columns: 3, rows: 2)
    var a = HexMap(grid: grid, fill: 0)
    let b = HexMap(grid: grid, fill: 0)
    #expect(a == b)
    a[Hex(q: 1, r: 0)] = 1
    #expect(a != b)
    #expect(HexMap(grid: try MapGrid(columns: 2, rows: 3), fill: 0) != b)
    // Holes do not take part in equality.
    let hexagon = try MapGrid(shape: .hexagon(radius: 1))
    var s1 = [Int](repeating: 0, count: hexagon.indexCount)
    let s2 = s1
    let hole = try #require((0..<hexagon.indexCount).first { !hexagon.isCell($0) })
    s1[hole] = 42
    #expect(HexMap(grid: hexagon, storage: s1) == HexMap(grid: hexagon, storage: s2))
  }

  @Test func floodFillAndRegions() throws {
    let rows = [
      "xx..x",
      "x...x",
      ".....",
      "xx..x",
    ]
    let grid = try MapGrid(columns: 5, rows: 4)
    var map = HexMap(grid: grid, fill: false)
    for (r, line) in rows.enumerated() {
      for (c, ch) in line.enumerated() where ch == "x" { map[index: r * 5 + c] = true }
    }
    let regions = map.connectedRegions { $0 }
    // (0,0),(1,0),(0,1) | (4,0),(4,1) | (0,3),(1,3) | (4,3)
    #expect(regions.count == 4)
    #expect(regions.sizes == [3, 2, 2, 1])
    #expect(regions.region(of: Hex(OffsetCoordinate(col: 0, row: 0))) == 0)
    #expect(regions.region(of: Hex(OffsetCoordinate(col: 4, row: 1))) == 1)
    #expect(regions.region(of: Hex(OffsetCoordinate(col: 1, row: 3))) == 2)
    #expect(regions.region(of: Hex(OffsetCoordinate(col: 4, row: 3))) == 3)
    #expect(regions.region(of: Hex(OffsetCoordinate(col: 2, row: 2))) == nil)
    #expect(regions.region(of: Hex(q: 30, r: 0)) == nil)
    #expect(
      regions.hexes(inRegion: 0)
        == [(0, 0), (1, 0), (0, 1)].map { Hex(OffsetCoordinate(col: $0.0, row: $0.1)) })
    let water = map.connectedRegions { !$0 }
    #expect(water.count == 1)
    #expect(water.sizes == [12])

    let fill = map.floodFill(from: Hex(OffsetCoordinate(col: 2, row: 0))) { !$0 }
    #expect(fill.count == 12)
    #expect(fill.first == Hex(OffsetCoordinate(col: 2, row: 0)))
    #expect(Set(fill).count == 12)
    #expect(map.floodFill(from: Hex(OffsetCoordinate(col: 0, row: 0))) { !$0 }.isEmpty)
    #expect(map.floodFill(from: Hex(q: 40, r: 0)) { _ in true }.isEmpty)
    #expect(map.floodFill(from: Hex(OffsetCoordinate(col: 4, row: 0))) { $0 }.count == 2)
    // Breadth-first: distances from the start never decrease.
    let all = map.floodFill(from: Hex(OffsetCoordinate(col: 2, row: 2))) { _ in true }
    let d = all.map { $0.distance(to: Hex(OffsetCoordinate(col: 2, row: 2))) }
    #expect(d == d.sorted())
    #expect(all.count == 20)
  }

  @Test func regionsWrapAcrossSeam() throws {
    let grid = try MapGrid(columns: 6, rows: 3, wrap: .cylinder)
    let map = HexMap(grid: grid, fill: false) { hex in
      let c = hex.offset().col
      return c == 0 || c == 5
    }
    #expect(map.connectedRegions { $0 }.count == 1)
    #expect(map.connectedRegions { !$0 }.count == 1)
  }

  /// A storage array of the wrong length is refused with an error (it used to trap).
  @Test func checkedStorageRefusesTheWrongLength() throws {
    let grid = try MapGrid(columns: 3, rows: 2)
    #expect(throws: MapGridError.storageCountMismatch(count: 5, expected: 6)) {
      try HexMap(grid: grid, checkedStorage: [1, 2, 3, 4, 5])
    }
    let map = try HexMap(grid: grid, checkedStorage: [1, 2, 3, 4, 5, 6])
    #expect(map.storage == [1, 2, 3, 4, 5, 6])
    #expect(map[Hex(OffsetCoordinate(col: 1, row: 0))] == 2)
  }
}
