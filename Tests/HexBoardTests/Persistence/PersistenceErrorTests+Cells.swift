// Refusing bad map files, the per-cell data: terrain palette entries, cell rows (symbols,
// holes, non-ASCII symbols counted as characters) and elevation rows.

import HexBoard
import Testing

extension PersistenceErrorTests {
  // MARK: - Terrain

  @Test func terrainEntries() {
    #expect(
      edited("\"id\": \"ocean\"", "\"id\": \"grass\"")
        == "terrain[1].id: 'grass' is already used by terrain[0]")
    #expect(
      edited("\"symbol\": \"~\"", "\"symbol\": \".\"")
        == "terrain[1].symbol: '.' is already used by terrain[0]")
    #expect(
      edited("\"symbol\": \"~\"", "\"symbol\": \" \"")
        == "terrain[1].symbol: ' ' is reserved for \"no cell\"")
    #expect(
      edited("\"symbol\": \"~\"", "\"symbol\": \"~~\"")
        == "terrain[1].symbol: '~~' is not exactly one character")
    #expect(
      edited("\"symbol\": \"~\"", "\"symbol\": \"\"")
        == "terrain[1].symbol: '' is not exactly one character")
    #expect(
      edited("\"symbol\": \"~\"", "\"symbol\": \"\\t\"")
        == "terrain[1].symbol: control characters cannot be terrain symbols")
    #expect(
      edited("\"#1f4e8c\"", "\"#1f4e8\"")
        == "terrain[1].color: '#1f4e8' is not a colour; write #RRGGBB")
    #expect(
      edited("\"#1f4e8c\"", "\"blue\"") == "terrain[1].color: 'blue' is not a colour; write #RRGGBB"
    )
    #expect(
      edited("\"cost\": 1,", "\"cost\": 0,")
        == "terrain[0].cost: 0 is out of range (1...65535, or null for impassable)")
    #expect(
      edited("\"cost\": 1,", "\"cost\": 65536,")
        == "terrain[0].cost: 65536 is out of range (1...65535, or null for impassable)")
    #expect(
      edited("\"cost\": 1,", "\"cost\": 1.5,") == "terrain[0].cost: expected an integer, found 1.5")
    #expect(edited("\"cost\": 1,", "") == "terrain[0]: missing key 'cost'")
    #expect(
      edited("\"cost\": 1,", "\"cost\": 1, \"speed\": 2,") == "terrain[0]: unknown key 'speed'")
    #expect(
      edited(
        "\"blocksSight\": false, \"color\": \"#7cb342\"",
        "\"blocksSight\": 0, \"color\": \"#7cb342\"")
        == "terrain[0].blocksSight: expected true or false, found a number")
    #expect(edited("\"id\": \"ocean\"", "\"id\": \"\"") == "terrain[1].id: the id is empty")
  }

  @Test func palette() {
    let empty = Self.base.replacing(
      #/"terrain": \[[^\]]*\]/#, with: "\"terrain\": []")
    #expect(message(empty) == "terrain: the palette is empty; a map needs at least one terrain")
    var entries: [String] = []
    for i in 0..<256 {
      entries.append(
        "{\"blocksSight\": false, \"color\": \"#000000\", \"cost\": 1, \"id\": \"t\(i)\", \"symbol\": \"\(Character(UnicodeScalar(0x100 + i)!))\"}"
      )
    }
    let big = Self.base.replacing(
      #/"terrain": \[[^\]]*\]/#, with: "\"terrain\": [\(entries.joined(separator: ", "))]")
    #expect(message(big) == "terrain: 256 terrains; at most 255 are allowed")
    #expect(
      edited("\"terrain\": [", "\"terrain\": [1, ")
        == "terrain[0]: expected an object, found a number")
  }

  // MARK: - Cells

  @Test func cellRows() {
    #expect(edited("\"..f^\"", "\"..x^\"") == "cells[1]: column 2: unknown terrain symbol 'x'")
    #expect(edited("\"..f^\"", "\"..f≈\"") == "cells[1]: column 3: unknown terrain symbol '≈'")
    #expect(edited("\"..f^\"", "\"..f\"") == "cells[1]: expected 4 columns (grid.columns), found 3")
    #expect(
      edited("\"..f^\"", "\"..f^.\"") == "cells[1]: expected 4 columns (grid.columns), found 5")
    #expect(edited("\"..f^\"", "\"..fé\"") == "cells[1]: column 3: unknown terrain symbol 'é'")
    #expect(
      edited("\"..f^\"", "\"..f^é\"") == "cells[1]: expected 4 columns (grid.columns), found 5")
    #expect(edited("\"..~~\",\n", "") == "cells: expected 2 rows (grid.rows), found 1")
    #expect(edited("\"..f^\"", "42") == "cells[1]: expected a string, found a number")
    #expect(
      edited("\"cells\": [\n    \"..~~\",\n    \"..f^\"\n  ]", "\"cells\": {}")
        == "cells: expected an array, found an object")
  }

  @Test func nonASCIISymbolsCountCharacters() {
    let text = Self.base.replacing("\"symbol\": \"~\"", with: "\"symbol\": \"≈\"")
      .replacing("\"..~~\"", with: "\"..≈≈\"")
    #expect(message(text) == "loaded")
  }

  // MARK: - Elevation

  @Test func elevationRows() {
    #expect(
      edited("[0, 1, 1, 3]", "[0, 1, 1]")
        == "elevation[1]: expected 4 values (grid.columns), found 3")
    #expect(
      edited("[0, 1, 1, 3]", "[0, 1, 1.5, 3]") == "elevation[1][2]: expected an integer, found 1.5")
    #expect(
      edited("[0, 1, 1, 3]", "[0, 1, \"1\", 3]")
        == "elevation[1][2]: expected an integer, found a string")
    #expect(
      edited("[0, 1, 1, 3]", "[0, 1, 3000000000, 3]")
        == "elevation[1][2]: 3000000000 is out of range (-2147483648...2147483647)")
    #expect(
      edited("[0, 1, 1, 3]", "[0, 1, 99999999999999999999, 3]")
        == "elevation[1][2]: 99999999999999999999 is out of range (-2147483648...2147483647)")
    #expect(edited(",\n    [0, 1, 1, 3]", "") == "elevation: expected 2 rows (grid.rows), found 1")
    #expect(edited("[0, 1, 1, 3]", "7") == "elevation[1]: expected an array, found a number")
    #expect(
      edited("[0, 1, 1, 3]", "[]") == "elevation[1]: expected 4 values (grid.columns), found 0")
  }

  @Test func elevationHolesHoldZero() {
    let cells = """
      {"cells": [" .", ". "], "elevation": [[5, 1], [2, 0]], "format": "hexboard-map", "grid": {"columns": 2,
      "convention": "odd-q", "orientation": "flat", "origin": [0, 0], "rows": 2,
      "shape": "cells", "wrap": "none"}, "name": "", "objects": [], "properties": {},
      "terrain": [{"blocksSight": false, "color": "#7cb342", "cost": 1, "id": "grass", "symbol": "."}],
      "version": 1}
      """
    #expect(message(cells) == "elevation[0][0]: no cell here; write 0")
  }
}
