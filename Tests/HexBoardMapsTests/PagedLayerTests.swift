import HexBoard
import HexTestSupport
import Testing

/// ``CellLayer`` and ``HeightLayer`` against a plain `HexMap` reference: random grids (wrapped,
/// with holes, narrow, one cell wide, and wide enough to be cut into 64 × 64 tiles with
/// partial tiles on the edges), random reads, writes and copies.
@Suite("Paged layers against a plain map")
struct PagedLayerTests {
  /// Grids of both layouts: the small sample grids and narrow ones keep pages of 4096
  /// indices; grids at least 128 wide are tiled.
  static func grids() throws -> [MapGrid] {
    try sampleGrids() + narrowWrapGrids() + [
      try MapGrid(columns: 1, rows: 300),
      try MapGrid(columns: 127, rows: 40),
      try MapGrid(columns: 128, rows: 128),
      try MapGrid(columns: 130, rows: 70),
      try MapGrid(columns: 300, rows: 3, convention: .evenR),
      try MapGrid(columns: 192, rows: 130, wrap: .torus),
      try MapGrid(columns: 200, rows: 65, convention: .oddR, wrap: .cylinder),
      try MapGrid(shape: .hexagon(radius: 70)),
    ]
  }

  /// The page an index lies in, worked out independently of the library: a 64 × 64 tile on
  /// grids at least 128 wide, else a run of 4096 indices.
  static func tile(of index: Int, on grid: MapGrid) -> Int {
    guard grid.width >= 128 else { return index / 4096 }
    let tilesAcross = (grid.width + 63) / 64
    return (index / grid.width / 64) * tilesAcross + (index % grid.width) / 64
  }

  /// Cells equal (holes not compared), as `HexMap`'s `==` has it.
  static func sameCells(_ a: [Int], _ b: [Int], on grid: MapGrid) -> Bool {
    grid.indices.allSatisfy { a[$0] == b[$0] }
  }

  /// A random height, mostly small, sometimes needing 2, 4 or 8 bytes.
  static func height(using rng: inout TestRandom) -> Int {
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<70: Int.random(in: -128...127, using: &rng)
    case 70..<85: Int.random(in: -32_768...32_767, using: &rng)
    case 85..<97: Int.random(in: Int(Int32.min)...Int(Int32.max), using: &rng)
    default: Int.random(in: Int.min...Int.max, using: &rng)
    }
  }

  @Test func cellLayersMatchAPlainMap() throws {
    var rng = TestRandom(seed: 35_201)
    for grid in try Self.grids() {
      var reference = (0..<grid.indexCount).map { _ in Int32.random(in: -9...9, using: &rng) }
      var layer = CellLayer(HexMap(grid: grid, storage: reference))
      #expect(layer.flattened() == reference)
      for round in 0..<6 {
        let snapshot = layer
        let before = reference
        var written = Set<Int>()
        for _ in 0..<Int.random(in: 0...12, using: &rng) {
          let index = Int.random(in: 0..<grid.indexCount, using: &rng)
          let value = Int32.random(in: -9...9, using: &rng)
          if grid.isCell(index), Bool.random(using: &rng) {
            layer[grid.hex(at: index)] = value
          } else {
            layer[index: index] = value
          }
          reference[index] = value
          written.insert(Self.tile(of: index, on: grid))
        }
        // Reads, one by one and in bulk.
        for _ in 0..<50 {
          let index = Int.random(in: 0..<grid.indexCount, using: &rng)
          #expect(layer[index: index] == reference[index])
          if grid.isCell(index) { #expect(layer[grid.hex(at: index)] == reference[index]) }
        }
        #expect(layer.flattened() == reference, "\(grid.width)×\(grid.height) round \(round)")
        #expect(snapshot.flattened() == before, "a copy is the layer as it was")
        #expect(layer.values == grid.indices.map { reference[$0] })
        #expect(HexMap(layer) == HexMap(grid: grid, storage: reference))
        var runs: [Int32] = []
        var next = 0
        layer.withContiguousRuns { start, values in
          #expect(start == next)
          next = start + values.count
          runs.append(contentsOf: values)
        }
        #expect(runs == reference)
        // The indices not shared with the copy are exactly the written tiles', in order.
        var yielded: [Int] = []
        layer.forEachIndex(notSharedWith: snapshot) { yielded.append($0) }
        let expected = (0..<grid.indexCount).filter {
          written.contains(Self.tile(of: $0, on: grid))
        }
        #expect(yielded == expected, "\(grid.width)×\(grid.height) round \(round)")
        #expect(layer.pages.pagesNotShared(with: snapshot.pages) == written.count)
        let same = Self.sameCells(
          reference.map(Int.init), before.map(Int.init), on: grid)
        #expect((layer == snapshot) == same)
      }
    }
  }

  @Test func heightLayersMatchAPlainMapAndWidenPageByPage() throws {
    var rng = TestRandom(seed: 35_202)
    for grid in try Self.grids() {
      var reference = (0..<grid.indexCount).map { _ in Int.random(in: -100...100, using: &rng) }
      var layer = HeightLayer(HexMap(grid: grid, storage: reference))
      #expect(layer.flattened() == reference)
      #expect(layer.pageWidths.allSatisfy { $0 == 1 }, "small heights take a byte")
      #expect(layer.storedByteCount == grid.indexCount)
      for round in 0..<6 {
        let snapshot = layer
        let before = reference
        var written = Set<Int>()
        for _ in 0..<Int.random(in: 0...8, using: &rng) {
          let index = Int.random(in: 0..<grid.indexCount, using: &rng)
          let value = Self.height(using: &rng)
          if grid.isCell(index), Bool.random(using: &rng) {
            layer[grid.hex(at: index)] = value
          } else {
            layer[index: index] = value
          }
          reference[index] = value
          written.insert(Self.tile(of: index, on: grid))
        }
        for _ in 0..<50 {
          let index = Int.random(in: 0..<grid.indexCount, using: &rng)
          #expect(layer[index: index] == reference[index])
        }
        #expect(layer.flattened() == reference, "\(grid.width)×\(grid.height) round \(round)")
        #expect(snapshot.flattened() == before, "a copy is the layer as it was")
        #expect(HexMap(layer) == HexMap(grid: grid, storage: reference))
        #expect(layer.values == grid.indices.map { reference[$0] })
        var runs: [Int] = []
        layer.withContiguousRuns { start, values in
          #expect(start == runs.count)
          runs.append(contentsOf: values)
        }
        #expect(runs == reference)
        var yielded: [Int] = []
        layer.forEachIndex(notSharedWith: snapshot) { yielded.append($0) }
        let expected = (0..<grid.indexCount).filter {
          written.contains(Self.tile(of: $0, on: grid))
        }
        #expect(yielded == expected, "\(grid.width)×\(grid.height) round \(round)")
        #expect(layer.pagesNotShared(with: snapshot) == written.count)
        #expect((layer == snapshot) == Self.sameCells(reference, before, on: grid))
        // Each page is at least as wide as its widest height; a fresh layer of the same
        // heights takes the narrowest width a page needs, and is equal.
        let fresh = HeightLayer(HexMap(grid: grid, storage: reference))
        #expect(fresh == layer)
        var need = [Int](repeating: 1, count: fresh.pageWidths.count)
        for index in 0..<grid.indexCount {
          let page = Self.tile(of: index, on: grid)
          let value = reference[index]
          let width =
            Int8(exactly: value) != nil
            ? 1 : Int16(exactly: value) != nil ? 2 : Int32(exactly: value) != nil ? 4 : 8
          need[page] = max(need[page], width)
        }
        #expect(fresh.pageWidths == need)
        #expect(zip(layer.pageWidths, need).allSatisfy { $0 >= $1 })
      }
    }
  }

  @Test func aLayerNobodyWritesSharesItsPagesAndWritesWidenOnlyTheirPage() throws {
    let grid = try MapGrid(columns: 256, rows: 256)
    var heights = HeightLayer(grid: grid)
    #expect(heights.pageWidths == Array(repeating: 1, count: 16))
    #expect(Set(heights.pageAddresses()).count == 1, "one shared page until written")
    let before = heights
    heights[index: 70 * 256 + 130] = 40_000
    #expect(heights.pageWidths.filter { $0 == 4 }.count == 1)
    #expect(heights.pageWidths[1 * 4 + 2] == 4)
    #expect(heights.pagesNotShared(with: before) == 1)
    #expect(heights[index: 70 * 256 + 130] == 40_000 && before[index: 70 * 256 + 130] == 0)
    let addresses = heights.pageAddresses()
    heights[index: 71 * 256 + 131] = -7
    #expect(heights.pageAddresses() == addresses, "a write that fits is in place")
    // The README's figure: one height of 300 on a 256 × 256 map.
    var readme = HeightLayer(grid: grid)
    readme[Hex(OffsetCoordinate(col: 3, row: 2))] = 300
    #expect(readme.storedByteCount == 15 * 4096 + 2 * 4096)
  }
}
