import HexBoard
import Testing

struct ShapeCase: Sendable, CustomTestStringConvertible {
  let shape: MapShape
  /// The number of cells the shape should hold.
  let expectedCount: Int
  var testDescription: String { "\(shape)" }
}

let irregularCells: [OffsetCoordinate] = [
  OffsetCoordinate(col: -3, row: -2), OffsetCoordinate(col: -2, row: -2),
  OffsetCoordinate(col: 0, row: 0), OffsetCoordinate(col: 1, row: 0),
  OffsetCoordinate(col: 1, row: 1), OffsetCoordinate(col: 4, row: -1),
  OffsetCoordinate(col: -1, row: 3),
]

let shapeCases: [ShapeCase] = [
  ShapeCase(shape: .rectangle(columns: 7, rows: 5), expectedCount: 35),
  ShapeCase(shape: .rectangle(columns: 1, rows: 1), expectedCount: 1),
  ShapeCase(shape: .hexagon(radius: 0), expectedCount: 1),
  ShapeCase(shape: .hexagon(radius: 4), expectedCount: 61),
  ShapeCase(shape: .hexagon(radius: 3), expectedCount: 37),
  ShapeCase(shape: .parallelogram(columns: 6, rows: 4), expectedCount: 24),
  ShapeCase(shape: .cells(irregularCells), expectedCount: 7),
]

/// The hexes a shape should contain, independent of MapGrid.
func expectedHexes(_ shape: MapShape, _ convention: OffsetConvention) -> Set<Hex> {
  switch shape {
  case .rectangle(let columns, let rows):
    var result = Set<Hex>()
    for c in 0..<columns {
      for r in 0..<rows {
        result.insert(Hex(OffsetCoordinate(col: c, row: r), convention: convention))
      }
    }
    return result
  case .hexagon(let radius):
    return Set(Hex.zero.range(radius: radius))
  case .parallelogram(let columns, let rows):
    var result = Set<Hex>()
    for q in 0..<columns { for r in 0..<rows { result.insert(Hex(q: q, r: r)) } }
    return result
  case .cells(let cells):
    return Set(cells.map { Hex($0, convention: convention) })
  }
}

@Suite("MapGrid")
struct MapGridTests {
  @Test(arguments: shapeCases, OffsetConvention.allCases)
  func shapeCellsAndNeighbours(_ shapeCase: ShapeCase, _ convention: OffsetConvention) throws {
    let grid = try MapGrid(shape: shapeCase.shape, convention: convention)
    let expected = expectedHexes(shapeCase.shape, convention)
    #expect(grid.cellCount == shapeCase.expectedCount)
    #expect(expected.count == shapeCase.expectedCount)
    #expect(grid.indices.count == grid.cellCount)
    #expect(Set(grid.hexes) == expected)
    #expect(Array(grid.indices) == grid.indices.sorted())
    for hex in expected {
      let index = try #require(grid.index(of: hex))
      #expect(grid.hex(at: index) == hex)
      #expect(grid.index(of: hex.offset(in: convention)) == index)
      #expect(grid.isCell(index))
      #expect(grid.contains(hex))
      // neighbours are exactly the hex's neighbours on the map
      let got = Set(grid.neighbors(of: index).map { grid.hex(at: $0) })
      let want = Set(hex.neighbors.filter { expected.contains($0) })
      #expect(got == want, "neighbours of \(hex)")
      #expect(grid.neighbors(of: index).count == want.count)
      for direction in HexDirection.allCases {
        let n = grid.neighbor(of: index, in: direction)
        let h = hex.neighbor(in: direction)
        #expect(n.map { grid.hex(at: $0) } == (expected.contains(h) ? h : nil))
      }
    }
    // holes are not cells and hexes outside the shape have no index
    let holes = (0..<grid.indexCount).filter { !grid.isCell($0) }
    #expect(holes.count == grid.indexCount - grid.cellCount)
    for hole in holes { #expect(!expected.contains(grid.hex(at: hole))) }
    #expect(!grid.isCell(-1))
    #expect(!grid.isCell(grid.indexCount))
    for hex in expected {
      for far in [hex + Hex(q: 40, r: 0), hex + Hex(q: 0, r: -40)] where !expected.contains(far) {
        #expect(grid.index(of: far) == nil)
      }
    }
  }

  @Test func rectangleIndexIsRowMajor() throws {
    let grid = try MapGrid(columns: 8, rows: 6)
    for row in 0..<6 {
      for col in 0..<8 {
        #expect(grid.index(of: OffsetCoordinate(col: col, row: row)) == row * 8 + col)
        #expect(grid.offset(at: row * 8 + col) == OffsetCoordinate(col: col, row: row))
      }
    }
    #expect(grid.index(of: OffsetCoordinate(col: 8, row: 0)) == nil)
    #expect(grid.index(of: OffsetCoordinate(col: -1, row: 0)) == nil)
    #expect(grid.index(of: OffsetCoordinate(col: 0, row: 6)) == nil)
  }

  @Test func negativeOffsetCellsHaveOriginAtTopLeft() throws {
    let grid = try MapGrid(shape: .cells(irregularCells))
    #expect(grid.origin == OffsetCoordinate(col: -3, row: -2))
    #expect(grid.width == 8)
    #expect(grid.height == 6)
    #expect(grid.index(of: OffsetCoordinate(col: -3, row: -2)) == 0)
    #expect(grid.index(of: OffsetCoordinate(col: -1, row: -2)) == nil)  // a hole
  }

  @Test func cylinderNeighboursAcrossSeam() throws {
    let grid = try MapGrid(columns: 8, rows: 6, wrap: .cylinder)
    #expect(grid.cellCount == 48)
    for row in 0..<6 {
      let east = try #require(grid.index(of: OffsetCoordinate(col: 7, row: row)))
      let cols = grid.neighbors(of: east).map { grid.offset(at: $0).col }
      #expect(cols.contains(0))
      let west = try #require(grid.index(of: OffsetCoordinate(col: 0, row: row)))
      #expect(grid.neighbors(of: west).contains(east))
      #expect(grid.neighbors(of: east).contains(west))
    }
    // Interior rows have 6 neighbours everywhere, including the seam.
    for index in grid.indices {
      let row = grid.offset(at: index).row
      if row > 0 && row < 5 { #expect(grid.neighbors(of: index).count == 6) }
    }
    // Wrapped hexes: the image of each neighbour hex is the neighbour cell.
    for index in grid.indices {
      let hex = grid.hex(at: index)
      let viaHex = Set(hex.neighbors.compactMap { grid.index(of: $0) })
      #expect(Set(grid.neighbors(of: index)) == viaHex)
    }
  }

  @Test(arguments: [OffsetConvention.oddQ, .evenQ, .oddR, .evenR])
  func torusEveryCellHasSixDistinctNeighbours(_ convention: OffsetConvention) throws {
    let grid = try MapGrid(columns: 8, rows: 6, convention: convention, wrap: .torus)
    for index in grid.indices {
      let ns = Array(grid.neighbors(of: index))
      #expect(ns.count == 6)
      #expect(Set(ns).count == 6)
      #expect(!ns.contains(index))
      for n in ns { #expect(grid.neighbors(of: n).contains(index)) }
      let hex = grid.hex(at: index)
      #expect(Set(hex.neighbors.compactMap { grid.index(of: $0) }) == Set(ns))
    }
    // Corner (0,0) neighbours across both seams.
    let corner = try #require(grid.index(of: OffsetCoordinate(col: 0, row: 0)))
    let offs = grid.neighbors(of: corner).map { grid.offset(at: $0) }
    #expect(offs.contains { $0.col == 7 })
    #expect(offs.contains { $0.row == 5 })
  }

  @Test func wrappedIndexOfOutOfBoxHexes() throws {
    let cylinder = try MapGrid(columns: 8, rows: 6, wrap: .cylinder)
    for (col, row) in [(8, 2), (-1, 3), (17, 0), (-9, 5)] {
      let wrapped = ((col % 8) + 8) % 8
      #expect(
        cylinder.index(of: OffsetCoordinate(col: col, row: row)) == row * 8 + wrapped,
        "(\(col), \(row))")
    }
    #expect(cylinder.index(of: OffsetCoordinate(col: 3, row: 6)) == nil)
    #expect(cylinder.index(of: OffsetCoordinate(col: 3, row: -1)) == nil)
    // Translating a hex by a period lands on the same cell.
    for index in cylinder.indices {
      let hex = cylinder.hex(at: index)
      #expect(cylinder.index(of: hex + cylinder.periods[0]) == index)
      #expect(cylinder.index(of: hex + cylinder.periods[0] * -3) == index)
      #expect(cylinder.canonical(hex + cylinder.periods[0] * 2) == hex)
    }
    let torus = try MapGrid(columns: 8, rows: 6, wrap: .torus)
    #expect(torus.index(of: OffsetCoordinate(col: -1, row: -1)) == 5 * 8 + 7)
    #expect(torus.index(of: OffsetCoordinate(col: 8, row: 6)) == 0)
    for index in torus.indices {
      let hex = torus.hex(at: index)
      #expect(torus.index(of: hex + torus.periods[1]) == index)
      #expect(torus.index(of: hex + torus.periods[0] - torus.periods[1]) == index)
    }
  }

  /// Brute force: the shortest distance between any images of the two hexes.
  func bruteDistance(_ grid: MapGrid, _ a: Hex, _ b: Hex) -> Int {
    let p = grid.periods
    var best = Int.max
    let jRange = p.count == 2 ? -3...3 : 0...0
    for i in -3...3 {
      for j in jRange {
        var image = b + p[0] * i
        if j != 0 { image += p[1] * j }
        best = min(best, a.distance(to: image))
      }
    }
    return best
  }

  @Test(arguments: [MapWrap.cylinder, .torus], [OffsetConvention.oddQ, .evenQ, .oddR, .evenR])
  func wrappedDistanceIsShortestWayRound(_ wrap: MapWrap, _ convention: OffsetConvention) throws {
    let grid = try MapGrid(columns: 10, rows: 8, convention: convention, wrap: wrap)
    let hexes = grid.hexes
    for a in hexes {
      for b in hexes where grid.index(of: b)! % 3 == 0 {
        #expect(grid.distance(from: a, to: b) == bruteDistance(grid, a, b))
      }
    }
    if wrap == .cylinder && convention == .oddQ {
      let a = Hex(OffsetCoordinate(col: 0, row: 3))
      let b = Hex(OffsetCoordinate(col: 9, row: 3))
      #expect(grid.distance(from: a, to: b) == 1)
    }
  }

  @Test func unwrappedDistanceIsHexDistance() throws {
    let grid = try MapGrid(columns: 10, rows: 8)
    let a = Hex(OffsetCoordinate(col: 0, row: 3))
    let b = Hex(OffsetCoordinate(col: 9, row: 3))
    #expect(grid.distance(from: a, to: b) == a.distance(to: b))
  }

  @Test func invalidDimensionsThrow() {
    for shape: MapShape in [
      .rectangle(columns: 0, rows: 5), .rectangle(columns: 5, rows: 0),
      .rectangle(columns: -3, rows: 4), .parallelogram(columns: 0, rows: 2),
      .parallelogram(columns: 3, rows: -1), .hexagon(radius: -1), .cells([]),
    ] {
      #expect(throws: MapGridError.self, "\(shape)") { try MapGrid(shape: shape) }
      do {
        _ = try MapGrid(shape: shape)
      } catch let error as MapGridError {
        guard error == (shape == .cells([]) ? .noCells : .invalidSize(shape)) else {
          Issue.record("expected invalidSize(\(shape)) or noCells, got \(error)")
          continue
        }
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
  }

  @Test func tooLargeThrowsWithoutAllocating() {
    #expect(
      throws: MapGridError.tooLarge(
        cells: 1_000_000_000_000_000_000, limit: MapGrid.maximumCellCount)
    ) {
      try MapGrid(columns: 1_000_000_000, rows: 1_000_000_000)
    }
    #expect(throws: MapGridError.tooLarge(cells: Int.max, limit: MapGrid.maximumCellCount)) {
      try MapGrid(columns: Int.max, rows: 3)
    }
    #expect(throws: MapGridError.self) { try MapGrid(shape: .hexagon(radius: 1 << 20)) }
    #expect(throws: MapGridError.self) {
      try MapGrid(shape: .parallelogram(columns: 1 << 20, rows: 1 << 20))
    }
    #expect(throws: MapGridError.self) {
      try MapGrid(
        shape: .cells([
          OffsetCoordinate(col: -2_000_000_000, row: 0),
          OffsetCoordinate(col: 2_000_000_000, row: 3),
        ]))
    }
    #expect(throws: Never.self) { try MapGrid(columns: 8192, rows: 1) }
  }

  @Test func unsupportedWraps() {
    func expectUnsupported(_ body: () throws -> MapGrid, _ comment: Comment) {
      do {
        _ = try body()
        Issue.record("no error: \(comment)")
      } catch let error as MapGridError {
        switch error {
        case .wrapNeedsRectangle, .wrapDoesNotTile: break
        default:
          Issue.record("expected a wrap error, got \(error): \(comment)")
          return
        }
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
    expectUnsupported({ try MapGrid(columns: 7, rows: 6, wrap: .cylinder) }, "odd columns odd-q")
    expectUnsupported(
      { try MapGrid(columns: 9, rows: 6, convention: .evenQ, wrap: .torus) }, "odd columns even-q")
    expectUnsupported({ try MapGrid(columns: 2, rows: 6, wrap: .cylinder) }, "too narrow")
    expectUnsupported(
      { try MapGrid(columns: 8, rows: 5, convention: .oddR, wrap: .torus) }, "odd rows odd-r torus")
    expectUnsupported({ try MapGrid(shape: .hexagon(radius: 3), wrap: .cylinder) }, "hexagon")
    expectUnsupported(
      { try MapGrid(shape: .parallelogram(columns: 4, rows: 4), wrap: .torus) }, "parallelogram")
    expectUnsupported(
      { try MapGrid(shape: .cells([OffsetCoordinate(col: 0, row: 0)]), wrap: .cylinder) }, "cells")
    #expect(throws: Never.self) {
      try MapGrid(columns: 7, rows: 5, convention: .oddR, wrap: .cylinder)
    }
    #expect(throws: Never.self) { try MapGrid(columns: 8, rows: 3, wrap: .torus) }
  }

  /// The errors carry the shape, wrap, convention and sizes as values; the sentences are
  /// built from them.
  @Test func gridErrorsCarryWhatAndWhere() {
    #expect(throws: MapGridError.wrapDoesNotTile(.cylinder, convention: .oddQ, columns: 7, rows: 6))
    {
      try MapGrid(columns: 7, rows: 6, wrap: .cylinder)
    }
    #expect(throws: MapGridError.wrapDoesNotTile(.torus, convention: .oddR, columns: 8, rows: 5)) {
      try MapGrid(columns: 8, rows: 5, convention: .oddR, wrap: .torus)
    }
    #expect(throws: MapGridError.wrapNeedsRectangle(.torus)) {
      try MapGrid(shape: .hexagon(radius: 2), wrap: .torus)
    }
    #expect(throws: MapGridError.invalidSize(.rectangle(columns: 0, rows: 5))) {
      try MapGrid(columns: 0, rows: 5)
    }
    #expect(throws: MapGridError.noCells) { try MapGrid(shape: .cells([])) }
    let sentences: [(MapGridError, String)] = [
      (
        .wrapDoesNotTile(.cylinder, convention: .oddQ, columns: 7, rows: 6),
        "unsupported wrap: a wrapped odd-q map needs an even number of columns, at least 4, got 7"
      ),
      (
        .wrapDoesNotTile(.torus, convention: .oddR, columns: 8, rows: 5),
        "unsupported wrap: a odd-r torus needs an even number of rows, at least 4, got 5"
      ),
      (.wrapNeedsRectangle(.cylinder), "unsupported wrap: only rectangular maps can wrap"),
      (
        .invalidSize(.parallelogram(columns: 3, rows: -1)),
        "invalid map dimensions: a parallelogram needs at least 1×1 cells, got 3×-1"
      ),
      (
        .invalidSize(.hexagon(radius: -1)),
        "invalid map dimensions: a hexagon's radius cannot be negative, got -1"
      ),
      (.noCells, "invalid map dimensions: a map needs at least one cell"),
      (
        .storageCountMismatch(count: 5, expected: 6),
        "invalid map dimensions: 5 values for a grid of 6 indices"
      ),
    ]
    for (error, sentence) in sentences { #expect(error.description == sentence) }
  }

  @Test func equalityComparesShapeConventionWrap() throws {
    let a = try MapGrid(columns: 8, rows: 6)
    let b = try MapGrid(shape: .rectangle(columns: 8, rows: 6))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != (try MapGrid(columns: 8, rows: 6, wrap: .cylinder)))
    #expect(a != (try MapGrid(columns: 8, rows: 6, convention: .evenQ)))
  }
}
