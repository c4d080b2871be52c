import HexBoard
import HexTestSupport
import Testing

@Suite("Vision")
struct VisionTests {
  func blocker(_ grid: MapGrid, opaque: Set<Hex>, heights: [Hex: Int]? = nil) -> SightBlocker {
    let opaqueIndices = Set(opaque.compactMap(grid.index(of:)))
    let heightByIndex = heights.map { table in
      Dictionary(uniqueKeysWithValues: table.map { (grid.index(of: $0.key)!, $0.value) })
    }
    var elevation: (@Sendable (Int) -> Int)?
    if let heightByIndex {
      elevation = { heightByIndex[$0] ?? 0 }
    }
    return SightBlocker(isOpaque: { opaqueIndices.contains($0) }, elevation: elevation)
  }

  @Test func opaqueCellBetweenBlocksEndpointsDoNot() throws {
    let grid = try MapGrid(columns: 9, rows: 9)
    let a = Hex(OffsetCoordinate(col: 4, row: 1))
    let b = Hex(OffsetCoordinate(col: 4, row: 5))
    let middle = Hex(OffsetCoordinate(col: 4, row: 3))
    #expect(grid.lineOfSight(from: a, to: b, blocker: blocker(grid, opaque: [])))
    #expect(!grid.lineOfSight(from: a, to: b, blocker: blocker(grid, opaque: [middle])))
    #expect(!grid.lineOfSight(from: b, to: a, blocker: blocker(grid, opaque: [middle])))
    #expect(grid.lineOfSight(from: a, to: b, blocker: blocker(grid, opaque: [a, b])))
    // A cell off the line does not block.
    let aside = Hex(OffsetCoordinate(col: 6, row: 3))
    #expect(grid.lineOfSight(from: a, to: b, blocker: blocker(grid, opaque: [aside])))
    // Adjacent and identical cells always see each other.
    let next = Hex(OffsetCoordinate(col: 4, row: 2))
    #expect(grid.lineOfSight(from: a, to: next, blocker: blocker(grid, opaque: [a, next])))
    #expect(grid.lineOfSight(from: a, to: a, blocker: blocker(grid, opaque: [a])))
    // Off the map never sees.
    #expect(!grid.lineOfSight(from: a, to: Hex(q: 50, r: 0), blocker: blocker(grid, opaque: [])))
  }

  /// Grazing: from (0,0) to (2,-1) the line runs exactly along the edge between (1,0)
  /// and (1,-1). Ties are permissive: one wall on either side does not block, both do.
  @Test func grazingCornerIsPermissive() throws {
    let grid = try MapGrid(shape: .hexagon(radius: 4))
    let a = Hex(q: 0, r: 0)
    let b = Hex(q: 2, r: -1)
    let left = Hex(q: 1, r: 0)
    let right = Hex(q: 1, r: -1)
    #expect(grid.lineOfSight(from: a, to: b, blocker: blocker(grid, opaque: [left])))
    #expect(grid.lineOfSight(from: a, to: b, blocker: blocker(grid, opaque: [right])))
    #expect(!grid.lineOfSight(from: a, to: b, blocker: blocker(grid, opaque: [left, right])))
    #expect(!grid.lineOfSight(from: b, to: a, blocker: blocker(grid, opaque: [left, right])))
    #expect(grid.lineOfSight(from: b, to: a, blocker: blocker(grid, opaque: [left])))
  }

  @Test func holesBlockSight() throws {
    // A ring of cells around a missing centre: sight across the hole is blocked.
    let cells =
      Hex.zero.ring(radius: 1).map { $0.offset() } + Hex.zero.ring(radius: 2).map { $0.offset() }
    let grid = try MapGrid(shape: .cells(Array(cells)))
    let a = Hex(q: 0, r: -2)
    let b = Hex(q: 0, r: 2)
    #expect(!grid.lineOfSight(from: a, to: b, blocker: blocker(grid, opaque: [])))
  }

  @Test func elevation() throws {
    let grid = try MapGrid(columns: 9, rows: 9)
    let a = Hex(OffsetCoordinate(col: 4, row: 1))
    let b = Hex(OffsetCoordinate(col: 4, row: 5))
    let middle = Hex(OffsetCoordinate(col: 4, row: 3))
    #expect(
      !grid.lineOfSight(from: a, to: b, blocker: blocker(grid, opaque: [], heights: [middle: 5])))
    #expect(
      grid.lineOfSight(from: a, to: b, blocker: blocker(grid, opaque: [], heights: [middle: -3])))
    #expect(
      grid.lineOfSight(from: a, to: b, blocker: blocker(grid, opaque: [], heights: [middle: 0])))
    // Viewer and target on hills look over a lower cell between.
    let hills: [Hex: Int] = [a: 10, b: 10, middle: 5]
    #expect(grid.lineOfSight(from: a, to: b, blocker: blocker(grid, opaque: [], heights: hills)))
    // Sloping line: eye 0, target 8; the middle (t = 1/2) line height is 4.
    #expect(
      grid.lineOfSight(
        from: a, to: b, blocker: blocker(grid, opaque: [], heights: [b: 8, middle: 4])))
    #expect(
      !grid.lineOfSight(
        from: a, to: b, blocker: blocker(grid, opaque: [], heights: [b: 8, middle: 5])))
    #expect(
      !grid.lineOfSight(
        from: b, to: a, blocker: blocker(grid, opaque: [], heights: [b: 8, middle: 5])))
  }

  @Test(arguments: 0..<7)
  func symmetryAndFieldOfView(_ gridNumber: Int) throws {
    let grid = try sampleGrids()[gridNumber]
    var rng = TestRandom(seed: 4000 + UInt64(gridNumber))
    let opaque = Set(grid.hexes.filter { _ in Int.random(in: 0..<100, using: &rng) < 25 })
    var heights: [Hex: Int] = [:]
    for hex in grid.hexes { heights[hex] = Int.random(in: 0...3, using: &rng) }
    for sight in [blocker(grid, opaque: opaque), blocker(grid, opaque: opaque, heights: heights)] {
      let hexes = grid.hexes
      for _ in 0..<300 {
        let a = hexes.randomElement(using: &rng)!
        let b = hexes.randomElement(using: &rng)!
        #expect(
          grid.lineOfSight(from: a, to: b, blocker: sight)
            == grid.lineOfSight(from: b, to: a, blocker: sight), "\(a) ↔ \(b)")
      }
      for _ in 0..<5 {
        let viewer = hexes.randomElement(using: &rng)!
        let radius = Int.random(in: 0...4, using: &rng)
        let view = grid.fieldOfView(from: viewer, radius: radius, blocker: sight)
        #expect(view.first == viewer)
        #expect(Set(view).count == view.count)
        for hex in view {
          #expect(grid.distance(from: viewer, to: hex) <= radius)
          #expect(grid.contains(hex))
        }
        // Brute force: every cell within the radius that is in sight.
        var expected: [Hex] = []
        var seen = Set<Int>()
        for hex in viewer.spiral(radius: radius) {
          guard let index = grid.index(of: hex), !seen.contains(index) else { continue }
          if grid.lineOfSight(from: viewer, to: hex, blocker: sight) {
            seen.insert(index)
            expected.append(grid.hex(at: index))
          }
        }
        #expect(view == expected)
        if grid.wrap == .none {
          let brute = Set(
            hexes.filter {
              viewer.distance(to: $0) <= radius
                && grid.lineOfSight(from: viewer, to: $0, blocker: sight)
            })
          #expect(Set(view) == brute)
        }
      }
    }
    #expect(
      grid.fieldOfView(from: grid.hexes[0], radius: -1, blocker: blocker(grid, opaque: [])).isEmpty)
  }

  @Test func openFieldOfViewIsTheWholeRange() throws {
    let grid = try MapGrid(shape: .hexagon(radius: 6))
    let view = grid.fieldOfView(from: .zero, radius: 3, blocker: blocker(grid, opaque: []))
    #expect(view.count == 37)
    #expect(view == Array(Hex.zero.spiral(radius: 3)))
  }

  @Test func cylinderSightTakesShortestWayRound() throws {
    let grid = try MapGrid(columns: 12, rows: 6, wrap: .cylinder)
    let a = Hex(OffsetCoordinate(col: 1, row: 2))
    let b = Hex(OffsetCoordinate(col: 10, row: 2))
    // The short way round passes column 0 or 11; wall the long way entirely.
    let longWay = Set(
      (3...8).flatMap { c in (0..<6).map { Hex(OffsetCoordinate(col: c, row: $0)) } })
    #expect(grid.lineOfSight(from: a, to: b, blocker: blocker(grid, opaque: longWay)))
    let seam = Set((0..<6).flatMap { r in [0, 11].map { Hex(OffsetCoordinate(col: $0, row: r)) } })
    #expect(!grid.lineOfSight(from: a, to: b, blocker: blocker(grid, opaque: seam)))
  }
}
