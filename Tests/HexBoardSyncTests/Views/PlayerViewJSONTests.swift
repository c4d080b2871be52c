// The JSON form of per-player patches (hexboard-patch version 3), byte for byte.

import Foundation
import HexBoard
import Testing

@Suite struct PlayerViewJSONTests {
  /// The JSON form of a small view patch, byte for byte: version 3, `sequence`, and the
  /// view's cells as `at` codes (runs of a row: row step, column step, length - 1, each a
  /// Base64 VLQ number), the revealed cells, whose terrain the block carries, as its `view`
  /// code (`v`; `.` for the changed cell already seen).
  @Test func knownBytes() throws {
    let board = try Board(name: "J", grid: MapGrid(columns: 4, rows: 2), fill: "grass")
    var next = board
    try next.setTerrain("forest", at: Hex(OffsetCoordinate(col: 1, row: 0)))
    var before = CellSet(grid: board.grid)
    var after = CellSet(grid: board.grid)
    for index in [0, 1, 4] { before.insert(index: index) }
    for index in [1, 2, 3, 5] { after.insert(index: index) }
    let patch = try BoardPatch(
      viewOf: board, to: next, before: before, after: after, changedCells: [1],
      changedObjects: [String](), sequence: 9)
    let text = try patch.encodedString()
    let base = BoardPatch.hashText(patch.base)
    let target = BoardPatch.hashText(patch.target)
    #expect(
      text == """
        {
          "base": "\(base)",
          "cells": [{"at": "ACECAA", "terrain": "f...", "view": ".vvv"}],
          "format": "hexboard-patch",
          "sequence": 9,
          "target": "\(target)",
          "version": 3,
          "view": {"hidden": ["AAACAA"]}
        }

        """)
    #expect(try BoardPatch.decode(text) == patch)
    // Runs off the board are refused while decoding for it.
    let offBoard = text.replacingOccurrences(of: "AAACAA", with: "AAACKA")
    #expect(throws: BoardPatchError.self) {
      try BoardPatch.decode(Array(offBoard.utf8), for: board)
    }
  }
}
