import HexBoard
import Testing

/// The README's "Move units by class" example, line for line, with the answers it prints.
@Suite("README movement classes")
struct ReadmeMovementClassTests {
  @Test func theFordExample() throws {
    var board = try Board(name: "Ford", grid: MapGrid(columns: 10, rows: 6), fill: "grass")
    for row in 0..<6 { try board.setTerrain("ocean", at: Hex(OffsetCoordinate(col: 5, row: row))) }
    try board.apply(.addMovementClass(MovementClass(name: "cavalry", terrainCosts: ["forest": 4])))
    try board.apply(
      .addMovementClass(
        MovementClass(
          name: "boat", terrainCosts: ["ocean": 1, "grass": 2], defaultCost: .impassable)))
    let ship = BoardObject(
      id: "ship", kind: "unit", position: Hex(OffsetCoordinate(col: 4, row: 2)), owner: "red",
      movementClass: "boat")
    try board.addObject(ship)

    let graph = try board.navigationGraph(for: board.movementClasses)
    let sailing = try SearchRules(maxCost: 3, movementClass: ship.movementClass ?? "", on: board)
    let range = graph.movementRange(from: ship.position, rules: sailing)
    let riding = try SearchRules(movementClass: "cavalry", on: board)
    #expect(
      graph.path(from: .zero, to: Hex(OffsetCoordinate(col: 9, row: 0)), rules: riding) == nil)
    // The ship: its cell, the water column within 3 (1 a cell), grass beside it at 2 or 3.
    let water = range.filter { board.terrain(at: $0.hex)?.id == "ocean" }
    #expect(water.count == 5)
    #expect(range.count > water.count)
    #expect(range.allSatisfy { $0.cost <= 3 })
    // Saved and loaded with the board.
    #expect(try MapFile.decode(MapFile.encode(board)) == board)
  }
}
