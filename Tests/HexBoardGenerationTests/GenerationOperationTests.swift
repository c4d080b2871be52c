import HexBoard
import HexBoardGeneration
import Testing

@Suite("Generation: operations")
struct GenerationOperationTests {
  @Test func growRegionClaimsAConnectedBlobOfTheAskedSize() throws {
    for grid in [
      try MapGrid(columns: 20, rows: 14), try MapGrid(columns: 20, rows: 14, wrap: .torus),
    ] {
      var map = HexMap<Int>(grid: grid, fill: 0)
      map[Hex(OffsetCoordinate(col: 5, row: 5))] = 9  // a blocked cell
      var rng = Xoshiro256StarStar(seed: 1)
      let seed = Hex(OffsetCoordinate(col: 0, row: 0))
      let grown = map.growRegion(from: [seed], size: 60, value: 1, using: &rng) { $0 == 0 }
      #expect(grown.count == 60)
      #expect(grown.first == seed)
      #expect(map.values.filter { $0 == 1 }.count == 60)
      #expect(map.connectedRegions { $0 == 1 }.count == 1)
      #expect(map[Hex(OffsetCoordinate(col: 5, row: 5))] == 9)
      var again = HexMap<Int>(grid: grid, fill: 0)
      again[Hex(OffsetCoordinate(col: 5, row: 5))] = 9
      var same = Xoshiro256StarStar(seed: 1)
      #expect(again.growRegion(from: [seed], size: 60, value: 1, using: &same) { $0 == 0 } == grown)
    }
  }

  @Test func smoothingFollowsBirthAndSurvivalThresholds() throws {
    let grid = try MapGrid(shape: .hexagon(radius: 3))
    var lonely = HexMap<Bool>(grid: grid, fill: false)
    lonely[Hex.zero] = true
    #expect(!lonely.smoothed(iterations: 1, birth: 4, survival: 3)[Hex.zero]!)
    var ring = HexMap<Bool>(grid: grid, fill: false)
    for hex in Hex.zero.ring(radius: 1) { ring[hex] = true }
    let once = ring.smoothed(iterations: 1, birth: 6, survival: 7)
    #expect(once[Hex.zero] == true)  // six live neighbours: born
    #expect(once.values.filter { $0 }.count == 1)  // survival 7 is impossible
    // Edges: outside counts as alive when asked.
    let empty = HexMap<Bool>(grid: grid, fill: false)
    let corner = Hex(q: 3, r: 0)
    #expect(empty.smoothed(iterations: 1, birth: 3, survival: 3, outside: true)[corner] == true)
    #expect(empty.smoothed(iterations: 1, birth: 3, survival: 3)[corner] == false)
  }

  @Test func stepAndCoastDistancesMatchHexDistances() throws {
    let grid = try MapGrid(shape: .hexagon(radius: 6))
    var land = HexMap<Bool>(grid: grid, fill: true)
    let lakes = [Hex(q: 2, r: -1), Hex(q: -3, r: 3)]
    for lake in lakes { land[lake] = false }
    let coast = land.coastDistances { $0 }
    for hex in grid.hexes {
      let nearestWater = lakes.map { grid.distance(from: hex, to: $0) }.min() ?? 0
      if land[hex] == true {
        #expect(coast[hex] == nearestWater)
      } else {
        #expect(coast[hex] == -1)
      }
    }
    let dry = HexMap<Bool>(grid: grid, fill: true).coastDistances { $0 }
    #expect(dry.values.allSatisfy { $0 == nil })
    let wet = HexMap<Bool>(grid: grid, fill: false).coastDistances { $0 }
    #expect(wet.values.allSatisfy { $0 == nil })
  }

  @Test func stepDistancesAreHexDistancesOrNilWhereNoSourceIsReachable() throws {
    let grid = try MapGrid(shape: .hexagon(radius: 6))
    var map = HexMap<Bool>(grid: grid, fill: false)
    let sources = [Hex(q: 2, r: -1), Hex(q: -3, r: 3)]
    for source in sources { map[source] = true }
    let steps = map.stepDistances { $0 }
    for hex in grid.hexes {
      #expect(steps[hex] == sources.map { grid.distance(from: hex, to: $0) }.min())
    }
    #expect(
      HexMap<Bool>(grid: grid, fill: false).stepDistances { $0 }.values.allSatisfy { $0 == nil })
    // Two islands of cells with no cell between them: the far one cannot reach the source.
    let islands = try MapGrid(
      shape: .cells([
        OffsetCoordinate(col: 0, row: 0), OffsetCoordinate(col: 1, row: 0),
        OffsetCoordinate(col: 5, row: 0), OffsetCoordinate(col: 6, row: 0),
      ]))
    var marks = HexMap<Bool>(grid: islands, fill: false)
    marks[islands.hex(atOffset: OffsetCoordinate(col: 0, row: 0))] = true
    let cut = marks.stepDistances { $0 }
    #expect(cut[islands.hex(atOffset: OffsetCoordinate(col: 1, row: 0))] == 1)
    #expect(cut[islands.hex(atOffset: OffsetCoordinate(col: 6, row: 0))] == .some(nil))
  }

  @Test func smallRegionsAreReplaced() throws {
    let grid = try MapGrid(columns: 12, rows: 10)
    var land = HexMap<Bool>(grid: grid, fill: false)
    land[Hex(OffsetCoordinate(col: 1, row: 1))] = true  // an islet of 1
    for col in 5...9 { for row in 3...7 { land[Hex(OffsetCoordinate(col: col, row: row))] = true } }
    land[Hex(OffsetCoordinate(col: 7, row: 5))] = false  // a puddle of 1
    #expect(land.replaceSmallRegions(where: { $0 }, smallerThan: 3, with: false) == 1)
    #expect(land.replaceSmallRegions(where: { !$0 }, smallerThan: 3, with: true) == 1)
    #expect(land.values.filter { $0 }.count == 25)
    #expect(land.connectedRegions { $0 }.count == 1)
  }

  @Test(arguments: [MapWrap.none, .cylinder, .torus])
  func poissonDiscKeepsTheDistanceAndIsMaximal(wrap: MapWrap) throws {
    let grid = try MapGrid(columns: 30, rows: 20, wrap: wrap)
    var rng = Xoshiro256StarStar(seed: 5)
    let picks = grid.poissonDiscSample(from: grid.hexes, minimumDistance: 4, using: &rng)
    #expect(picks.count > 10)
    for (i, a) in picks.enumerated() {
      for b in picks[(i + 1)...] { #expect(grid.distance(from: a, to: b) >= 4) }
    }
    // Maximal: every cell is within 3 of a pick.
    for hex in grid.hexes {
      #expect(picks.contains { grid.distance(from: hex, to: $0) < 4 })
    }
    var limited = Xoshiro256StarStar(seed: 5)
    #expect(
      grid.poissonDiscSample(from: grid.hexes, minimumDistance: 4, limit: 3, using: &limited)
        == Array(picks.prefix(3)))
  }

  @Test(arguments: [MapWrap.none, .torus])
  func connectivityRepairJoinsEveryRegion(wrap: MapWrap) throws {
    let grid = try MapGrid(columns: 24, rows: 16, wrap: wrap)
    var rng = Xoshiro256StarStar(seed: 8)
    var open = HexMap<Bool>(grid: grid, fill: false)
    for index in grid.indices { open[index: index] = rng.nextUnitDouble() < 0.3 }
    #expect(open.connectedRegions { $0 }.count > 5)
    let before = open
    let carved = open.connectRegions()
    #expect(open.connectedRegions { $0 }.count == 1)
    #expect(carved.allSatisfy { before[$0] == false && open[$0] == true })
    #expect(open.values.filter { $0 }.count == before.values.filter { $0 }.count + carved.count)
  }

  @Test func connectingPositionsRespectsForbiddenCells() throws {
    let grid = try MapGrid(columns: 20, rows: 9)
    var open = HexMap<Bool>(grid: grid, fill: false)
    let a = Hex(OffsetCoordinate(col: 1, row: 4))
    let b = Hex(OffsetCoordinate(col: 18, row: 4))
    // Column 10 may not be carved except at row 0: the corridor must go round.
    let carved = open.connect([a, b]) { hex in
      let cell = grid.offset(at: grid.index(of: hex)!)
      return cell.col == 10 && cell.row != 0 ? nil : 1
    }
    #expect(carved.contains(a) && carved.contains(b))
    #expect(open.floodFill(from: a) { $0 }.contains(b))
    #expect(carved.contains(Hex(OffsetCoordinate(col: 10, row: 0))))
    var walled = HexMap<Bool>(grid: grid, fill: false)
    _ = walled.connect([a, b]) { _ in nil }
    #expect(!walled.floodFill(from: a) { $0 }.contains(b))
  }
}
