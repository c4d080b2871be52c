// Known answers of a world's rules per unit, on a corridor worked by hand: each unit's own
// zone of control radius (`"zoneRadius"`: 0 for a level-0 unit, else over the world's) and
// skirmishing (`"skirmisher"`), followed edit by edit; and the world's one error type.

import HexBoard
import Testing

@Suite("Game world: rules per unit, and its errors")
struct GameWorldUnitRulesTests {
  /// A 10 × 1 corridor of grass, class "foot" (grass 1): the knight (red) on column 0, the
  /// scout (red, a skirmisher) on 1, the orc (blue, its own zone of radius 2: columns 7
  /// to 9) on 9.
  static func corridor() throws -> GameWorld {
    var board = try Board(name: "", grid: MapGrid(columns: 10, rows: 1), fill: "grass")
    try board.addMovementClass(MovementClass(name: "foot", terrainCosts: ["grass": 1]))
    try board.addObject(
      BoardObject(
        id: "knight", kind: "unit", position: cell(0), owner: "red", movementClass: "foot"))
    try board.addObject(
      BoardObject(
        id: "scout", kind: "unit", position: cell(1), properties: ["skirmisher": true],
        owner: "red", movementClass: "foot"))
    try board.addObject(
      BoardObject(
        id: "orc", kind: "unit", position: cell(9), properties: ["zoneRadius": 2],
        owner: "blue", movementClass: "foot"))
    return try GameWorld(board: board, players: ["red", "blue"], sightRadius: 2, landmarks: 0)
  }

  static func cell(_ col: Int) -> Hex { Hex(OffsetCoordinate(col: col, row: 0)) }

  /// The columns `unit` reaches with 10 points, with their costs.
  static func reach(_ world: GameWorld, _ unit: String) throws -> [Int: Int] {
    let rules = try world.rules(forUnit: unit, maxCost: 10)
    let start = try #require(world.object(withID: unit)).position
    var costs: [Int: Int] = [:]
    for (hex, cost) in world.graph.movementRange(from: start, rules: rules) {
      costs[world.board.grid.offset(of: hex).col] = cost
    }
    return costs
  }

  @Test func eachUnitsZoneAndSkirmishing() throws {
    var world = try Self.corridor()
    #expect(world.unitMap.zoneRadius(at: Self.cell(9)) == 2)
    #expect(world.unitMap.zoneRadius(at: Self.cell(0)) == 1)
    // The knight stops on entering the orc's zone (column 7); the scout's friend is
    // passed, never listed.
    #expect(try Self.reach(world, "knight") == [0: 0, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7])
    // The scout skirmishes through the zone up to the orc.
    #expect(try Self.reach(world, "scout") == [1: 0, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 7])
    #expect(try world.rules(forUnit: "scout").mover.ignoresZonesOfControl)
    #expect(try !world.rules(forUnit: "knight").mover.ignoresZonesOfControl)
    // A level-0 orc exerts no zone: the knight walks up to it.
    try world.setObjectProperty("zoneRadius", to: 0, ofObject: "orc")
    #expect(world.unitMap.zoneRadius(at: Self.cell(9)) == 0)
    #expect(try Self.reach(world, "knight")[8] == 8)
    // Without its own radius the orc has the world's: 1 (column 8), then 3 (columns 6–9).
    try world.setObjectProperty("zoneRadius", to: nil, ofObject: "orc")
    #expect(try Self.reach(world, "knight")[8] == 8)
    #expect(try Self.reach(world, "knight")[7] == 7)
    try world.setZoneRadius(3)
    #expect(try Self.reach(world, "knight").keys.max() == 6)
    // Its own radius wins over the world's.
    try world.setObjectProperty("zoneRadius", to: 1, ofObject: "orc")
    #expect(try Self.reach(world, "knight").keys.max() == 8)
    // The scout stops skirmishing: the orc's zone (column 8) now ends its move too.
    try world.setObjectProperty("skirmisher", to: false, ofObject: "scout")
    #expect(try Self.reach(world, "scout").keys.max() == 8)
    try world.setObjectProperty("zoneRadius", to: 3, ofObject: "orc")
    #expect(try Self.reach(world, "scout").keys.max() == 6)
    // A unit that moves keeps its own radius.
    try world.moveObject("orc", to: Self.cell(8))
    #expect(world.unitMap.zoneRadius(at: Self.cell(8)) == 3)
    #expect(try Self.reach(world, "knight").keys.max() == 5)
  }

  @Test func rulesPropertiesOfTheWrongKindAreRefused() throws {
    var world = try Self.corridor()
    let before = world.board
    let refusals: [(BoardEdit, GameWorldError)] = [
      (
        .setObjectProperty("zoneRadius", to: 4, ofObject: "orc"),
        .invalidUnitProperty(
          object: "orc", property: "zoneRadius", expected: "an integer from 0 to 3 (is '4')")
      ),
      (
        .setObjectProperty("zoneRadius", to: "far", ofObject: "knight"),
        .invalidUnitProperty(
          object: "knight", property: "zoneRadius",
          expected: "an integer from 0 to 3 (is 'far')")
      ),
      (
        .addObject(
          BoardObject(
            id: "imp", kind: "unit", position: Self.cell(4), properties: ["skirmisher": 1])),
        .invalidUnitProperty(
          object: "imp", property: "skirmisher", expected: "true or false (is '1')")
      ),
    ]
    for (edit, error) in refusals {
      #expect(throws: error) { try world.apply(edit) }
      #expect(world.board == before)
    }
    #expect(
      GameWorldError.invalidUnitProperty(object: "orc", property: "zoneRadius", expected: "x")
        .description == "object 'orc', property 'zoneRadius': it must be x")
    var board = before
    try board.setObjectProperty("zoneRadius", to: -1, ofObject: "orc")
    #expect(throws: GameWorldError.self) { try GameWorld(board: board, players: ["red", "blue"]) }
  }

  @Test func everyWorldErrorIsAGameWorldError() throws {
    var world = try Self.corridor()
    let board = world.board
    #expect(throws: GameWorldError.duplicatePlayer("red")) {
      try GameWorld(board: board, players: ["red", "blue", "red"])
    }
    #expect(
      GameWorldError.duplicatePlayer("red").description
        == "two players are named 'red': each player's name must be its own")
    #expect(throws: GameWorldError.tooManyPlayers(17)) {
      try GameWorld(board: board, players: (0..<17).map { "p\($0)" })
    }
    #expect(throws: GameWorldError.unknownPlayer("green")) { try world.joinPatch(for: "green") }
    #expect(throws: GameWorldError.unknownPlayer("green")) { try world.setAllied("red", "green") }
    #expect(throws: GameWorldError.unknownPlayer("green")) {
      try world.rules(forClass: "foot", player: "green")
    }
    #expect(throws: GameWorldError.unknownMovementClass("boat")) {
      try world.rules(forClass: "boat")
    }
    #expect(throws: GameWorldError.unknownObject("ghost")) { try world.rules(forUnit: "ghost") }
    try world.addObject(BoardObject(id: "town", kind: "town", position: Self.cell(5)))
    #expect(throws: GameWorldError.notAUnit("town")) { try world.rules(forUnit: "town") }
    #expect(throws: GameWorldError.invalidZoneRadius(4)) { try world.setZoneRadius(4) }
    var last = try GameWorld(board: board, players: ["red"], sequence: UInt64(Int64.max))
    #expect(throws: GameWorldError.sequenceExhausted) { try last.commit() }
    #expect(
      GameWorldError.unknownPlayer("green").description
        == "the world has no player named 'green'")
  }
}
