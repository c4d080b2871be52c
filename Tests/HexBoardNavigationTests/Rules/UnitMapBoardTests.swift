// UnitMap(board:sides:zoneRadius:) against what its statement says, computed here from the
// board's object list alone: each object whose typed owner is listed is a unit of that
// side (the first on a cell stands there), and each cell's zone sides are the sides of the
// units within the radius (the shortest way round on wrapped maps; nothing on holes).

import HexBoard
import HexTestSupport
import Testing

/// What `UnitMap(board:sides:zoneRadius:)` should hold, per grid index: the side of the
/// unit standing there and each cell's zone sides (one bit per side).
struct ExpectedUnits {
  var side: [Int?]
  var zones: [Int]
  var count: Int

  init(board: Board, sides: [String], zoneRadius: Int) {
    let grid = board.grid
    side = [Int?](repeating: nil, count: grid.indexCount)
    zones = [Int](repeating: 0, count: grid.indexCount)
    var standing: [(cell: Int, side: Int)] = []
    for object in board.objects {
      guard let owner = object.owner, let s = sides.firstIndex(of: owner),
        let cell = grid.index(of: object.position), side[cell] == nil
      else { continue }
      side[cell] = s
      standing.append((cell, s))
    }
    count = standing.count
    for cell in 0..<grid.indexCount where grid.isCell(cell) {
      for unit in standing
      where grid.distance(from: grid.hex(at: cell), to: grid.hex(at: unit.cell)) <= zoneRadius {
        zones[cell] |= 1 << unit.side
      }
    }
  }

  /// Checks every index of `map` (holes included) against the expectation.
  func expectMatches(
    _ map: UnitMap, zoneRadius: Int, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let grid = map.grid
    #expect(map.count == count, "\(label) count", sourceLocation: sourceLocation)
    var mismatches = 0
    for index in 0..<grid.indexCount {
      let hex = grid.hex(at: index)
      let want = side[index]
      if map.side(atIndex: index) != want
        || map.zoneRadius(at: hex) != want.map({ _ in zoneRadius })
        || map.zoneSides(at: hex) != (grid.isCell(index) ? zones[index] : 0)
      {
        mismatches += 1
      }
    }
    #expect(mismatches == 0, "\(label): \(mismatches) cells differ", sourceLocation: sourceLocation)
  }
}

/// A board on `grid` with random terrain, and objects: units with typed owners among
/// `owners` (some sharing a cell), objects without an owner, and objects of owners no side
/// lists; some with an untyped "owner" property, which is not an owner.
func boardWithUnits(on grid: MapGrid, owners: [String], using rng: inout TestRandom) throws
  -> Board
{
  var board = try randomBoard(on: grid, using: &rng)
  let hexes = grid.hexes
  let count = Int.random(in: 0...max(1, hexes.count / 5), using: &rng)
  for i in 0..<count {
    var position = hexes.randomElement(using: &rng)!
    // Some objects share a cell with the one before.
    if i > 0, Int.random(in: 0..<6, using: &rng) == 0 { position = board.objects.last!.position }
    let owner: String? =
      switch Int.random(in: 0..<8, using: &rng) {
      case 0: nil
      case 1: "stranger"
      default: owners.randomElement(using: &rng)
      }
    let properties: [String: PropertyValue] =
      Int.random(in: 0..<5, using: &rng) == 0 ? ["owner": .string(owners[0])] : [:]
    try board.addObject(
      BoardObject(
        id: "u\(i)", kind: owner == nil ? "town" : "unit", position: position,
        properties: properties, owner: owner))
  }
  return board
}

@Suite("Units read from a board's objects")
struct UnitMapBoardTests {
  /// Seeded random boards on every shape (holes, wrapped and narrow wrapped grids), every
  /// zone radius 0–3, random side lists (orders, missing owners, unknown names).
  @Test(arguments: 0..<4)
  func unitMapsMatchTheObjects(_ batch: Int) throws {
    let grids = try sampleGrids() + narrowWrapGrids()
    let names = ["red", "blue", "green", "gold", "teal"]
    for round in 0..<12 {
      let seed = UInt64(36_400 + batch * 12 + round)
      var rng = TestRandom(seed: seed)
      let grid = grids[(batch * 12 + round) % grids.count]
      let board = try boardWithUnits(
        on: grid, owners: Array(names.prefix(Int.random(in: 1...5, using: &rng))), using: &rng)
      for zoneRadius in 0...UnitMap.maximumZoneRadius {
        // Sides: a random order of some owners (some owners listed by no side), and a side
        // no object has.
        var sides = names.shuffled(using: &rng).prefix(Int.random(in: 0...4, using: &rng))
          .map { $0 }
        if Bool.random(using: &rng) { sides.append("nobody") }
        let map = UnitMap(board: board, sides: sides, zoneRadius: zoneRadius)
        #expect(map.grid == grid)
        let expected = ExpectedUnits(board: board, sides: sides, zoneRadius: zoneRadius)
        expected.expectMatches(map, zoneRadius: zoneRadius, "seed \(seed) radius \(zoneRadius)")
        // The same map as placing the units one by one.
        var placed = UnitMap(grid: grid)
        for index in 0..<grid.indexCount {
          if let side = expected.side[index] {
            placed.place(side: side, at: grid.hex(at: index), zoneRadius: zoneRadius)
          }
        }
        #expect(map == placed, "seed \(seed) radius \(zoneRadius)")
      }
    }
  }

  /// Known answers on a 5 × 3 board: a typed owner makes a unit, an owner property, no
  /// owner or an unlisted owner does not; the first object on a cell stands there.
  @Test func knownUnitsOnASmallBoard() throws {
    let grid = try MapGrid(columns: 5, rows: 3)
    var board = try Board(name: "", grid: grid, fill: "grass")
    let cell = { (col: Int, row: Int) in Hex(OffsetCoordinate(col: col, row: row)) }
    try board.addObject(BoardObject(id: "knight", kind: "unit", position: cell(0, 1), owner: "red"))
    try board.addObject(BoardObject(id: "orc", kind: "unit", position: cell(3, 1), owner: "blue"))
    try board.addObject(
      BoardObject(id: "squire", kind: "unit", position: cell(0, 1), owner: "blue"))
    try board.addObject(BoardObject(id: "town", kind: "town", position: cell(2, 0)))
    try board.addObject(
      BoardObject(
        id: "flag", kind: "flag", position: cell(4, 2), properties: ["owner": "red"]))
    try board.addObject(
      BoardObject(id: "ghost", kind: "unit", position: cell(1, 2), owner: "purple"))
    let units = UnitMap(board: board, sides: ["red", "blue"])
    #expect(units.count == 2)
    #expect(units.side(at: cell(0, 1)) == 0)  // the knight, first on its cell
    #expect(units.side(at: cell(3, 1)) == 1)
    for empty in [cell(2, 0), cell(4, 2), cell(1, 2)] { #expect(units.side(at: empty) == nil) }
    #expect(units.zoneRadius(at: cell(3, 1)) == 1)
    // The orc's zone: its six neighbours (and its own cell), not two steps away.
    let orc = cell(3, 1)
    for hex in grid.hexes {
      let distance = grid.distance(from: hex, to: orc)
      #expect(units.isInZoneOfControl(hex, against: 0) == (distance <= 1), "\(hex)")
    }
    // The knight's zone covers its neighbour, against blue only.
    #expect(units.zoneSides(at: cell(1, 1)) == 1 && units.isInZoneOfControl(cell(1, 1), against: 1))
    #expect(!units.isInZoneOfControl(cell(1, 1), against: 0))
    // Sides the other way round swap the numbers; an empty list makes no units.
    let swapped = UnitMap(board: board, sides: ["blue", "red"], zoneRadius: 0)
    #expect(swapped.side(at: cell(0, 1)) == 1 && swapped.side(at: orc) == 0)
    #expect(swapped.zoneRadius(at: orc) == 0 && swapped.zoneSides(at: cell(2, 1)) == 0)
    #expect(UnitMap(board: board, sides: []).isEmpty)
    // Radius 3 covers the whole 5 × 3 board from the middle row's far cells.
    let wide = UnitMap(board: board, sides: ["red", "blue"], zoneRadius: 3)
    #expect(grid.hexes.allSatisfy { wide.zoneSides(at: $0) != 0 })
  }

  /// On a narrow wrapped map a zone reaches round the seam: a unit on the first column
  /// covers the last.
  @Test func zonesReachRoundTheSeam() throws {
    let grid = try MapGrid(columns: 4, rows: 6, convention: .oddQ, wrap: .cylinder)
    var board = try Board(name: "", grid: grid, fill: "grass")
    let unit = Hex(OffsetCoordinate(col: 0, row: 2))
    try board.addObject(BoardObject(id: "u", kind: "unit", position: unit, owner: "red"))
    let units = UnitMap(board: board, sides: ["red"])
    let across = Hex(OffsetCoordinate(col: 3, row: 2))
    #expect(grid.distance(from: unit, to: across) == 1)
    #expect(units.zoneSides(at: across) == 1)
    #expect(units.zoneSides(at: Hex(OffsetCoordinate(col: 2, row: 2))) == 0)
  }
}
