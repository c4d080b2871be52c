// Encoding refuses what the map format cannot hold, each with its exact message (the
// writer's side of the refusals tested in the other PersistenceErrorTests files).

import HexBoard
import Testing

// Boards the public API refuses to make (a non-finite property goes through
// `Board.apply(_:)`'s checks), to test the encoder's own: the internal setters.
@testable import HexBoardCore

extension PersistenceErrorTests {
  // MARK: - Encoding refuses what the format cannot hold

  @Test func unencodableBoards() throws {
    var board = try Board(name: "x", grid: MapGrid(columns: 2, rows: 1), fill: "grass")
    board.properties["bad"] = .number(.nan)
    #expect(
      throws: BoardFileError(
        .unencodable, at: "properties.bad", "nan cannot be written: JSON has no NaN or infinity")
    ) {
      try MapFile.encode(board)
    }
    board.properties["bad"] = .number(-.infinity)
    #expect(
      throws: BoardFileError(
        .unencodable, at: "properties.bad", "-inf cannot be written: JSON has no NaN or infinity")
    ) {
      try MapFile.encode(board)
    }
    board.properties = [:]
    try board.setElevation(HexMap(grid: board.grid, fill: Int(Int32.max) + 1))
    #expect(
      throws: BoardFileError(
        .unencodable, at: "elevation[0][0]", "2147483648 is out of range (-2147483648...2147483647)"
      )
    ) {
      try MapFile.encode(board)
    }
    try board.setElevation(nil)
    // The board itself refuses a symbol the format cannot hold, with the encoder's words.
    #expect(
      throws: BoardError.invalidValue(
        path: "terrain[8].symbol", problem: "' ' is reserved for \"no cell\"")
    ) {
      try board.addTerrain(Terrain(id: "blank", symbol: " ", color: "#ffffff", movementCost: 1))
    }
    var merging = try Board(
      name: "m", grid: MapGrid(columns: 2, rows: 1),
      palette: [
        Terrain(id: "a", symbol: "e", color: "#000000", movementCost: 1),
        Terrain(id: "accent", symbol: "\u{301}", color: "#000000", movementCost: 1),
      ], fill: "a")
    try merging.setTerrain("accent", at: Hex(OffsetCoordinate(col: 1, row: 0)))
    #expect(
      throws: BoardFileError(
        .unencodable, at: "cells[0]",
        "terrain symbols merge into fewer characters when written side by side; choose symbols that stand alone"
      )
    ) {
      try MapFile.encode(merging)
    }
  }
}
