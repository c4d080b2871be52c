// Refusing bad map files, the grid header: its keys, absurd dimensions refused before
// anything is allocated, each shape's implied box, cell sets and unsupported wraps.

import HexBoard
import Testing

extension PersistenceErrorTests {
  // MARK: - Grid

  @Test func gridFields() {
    #expect(
      edited("\"shape\": \"rectangle\"", "\"shape\": \"circle\"")
        == "grid.shape: unknown shape 'circle'; expected 'rectangle', 'hexagon', 'parallelogram' or 'cells'"
    )
    #expect(
      edited("\"orientation\": \"flat\"", "\"orientation\": \"up\"")
        == "grid.orientation: unknown orientation 'up'; expected 'flat' or 'pointy'")
    #expect(
      edited("\"convention\": \"odd-q\"", "\"convention\": \"oddq\"")
        == "grid.convention: unknown convention 'oddq'; expected 'odd-q', 'even-q', 'odd-r' or 'even-r'"
    )
    #expect(
      edited("\"wrap\": \"none\"", "\"wrap\": \"sphere\"")
        == "grid.wrap: unknown wrap 'sphere'; expected 'none', 'cylinder' or 'torus'")
    #expect(edited("    \"rows\": 2,\n", "") == "grid: missing key 'rows' (shape 'rectangle')")
    #expect(
      edited("\"rows\": 2,", "\"rows\": 2, \"radius\": 3,")
        == "grid: unknown key 'radius' (shape 'rectangle')")
    #expect(
      edited("\"columns\": 4", "\"columns\": 4.5") == "grid.columns: expected an integer, found 4.5"
    )
    #expect(
      edited("\"columns\": 4", "\"columns\": 0") == "grid.columns: 0 is out of range (1...65536)")
    #expect(
      edited("\"origin\": [0, 0]", "\"origin\": [0]")
        == "grid.origin: expected [column, row], found an array of 1 values")
    #expect(
      edited("\"origin\": [0, 0]", "\"origin\": [1, 0]")
        == "grid.origin: a rectangle's origin is [0, 0], found [1, 0]")
    #expect(
      edited("\"origin\": [0, 0]", "\"origin\": [0, 999999999999]")
        == "grid.origin[1]: 999999999999 is out of range (-536870912...536870912)")
    #expect(
      edited("\"origin\": [0, 0]", "\"origin\": {}")
        == "grid.origin: expected an array, found an object")
  }

  @Test func absurdDimensionsAreRefusedBeforeAllocating() {
    #expect(
      edited("\"columns\": 4", "\"columns\": 1000000000")
        == "grid.columns: 1000000000 is out of range (1...65536)")
    #expect(
      edited("\"columns\": 4", "\"columns\": 1e9") == "grid.columns: expected an integer, found 1e9"
    )
    let huge = Self.base.replacing("\"columns\": 4", with: "\"columns\": 65536")
      .replacing("\"rows\": 2", with: "\"rows\": 65536")
    #expect(
      message(huge) == "grid: 65536x65536 = 4294967296 cells is more than the limit of 67108864")
    // Within the cell limit but not backed by data: refused on the row count.
    let tall = Self.base.replacing("\"columns\": 4", with: "\"columns\": 8192")
      .replacing("\"rows\": 2", with: "\"rows\": 8192")
    #expect(message(tall) == "cells: expected 8192 rows (grid.rows), found 2")
  }

  @Test func shapesMustMatchTheirBox() {
    let hexagon = """
      {"cells": ["...", "...", " . "], "format": "hexboard-map", "grid": {"columns": 3,
      "convention": "odd-q", "orientation": "flat", "origin": [-1, -1], "radius": 1, "rows": 3,
      "shape": "hexagon", "wrap": "none"}, "name": "", "objects": [], "properties": {},
      "terrain": [{"blocksSight": false, "color": "#7cb342", "cost": 1, "id": "grass", "symbol": "."}],
      "version": 1}
      """
    #expect(message(hexagon) == "loaded")
    #expect(
      message(hexagon.replacing("\"radius\": 1", with: "\"radius\": 2"))
        == "grid: a hexagon of radius 2 in odd-q has columns 5, rows 5 and origin [-2, -2]; found columns 3, rows 3 and origin [-1, -1]"
    )
    #expect(
      message(hexagon.replacing("\" . \"", with: "\"...\""))
        == "cells[2]: column 0: a hexagon of radius 1 has no cell here; write ' '")
    #expect(
      message(hexagon.replacing("\" . \"", with: "\"   \""))
        == "cells[2]: column 1: a hexagon of radius 1 has a cell here, found ' ' (no cell)")
    #expect(
      message(hexagon.replacing("\"radius\": 1", with: "\"radius\": 5000"))
        == "grid.radius: 5000 is out of range (0...4095)")
    #expect(
      message(hexagon.replacing("\"wrap\": \"none\"", with: "\"wrap\": \"cylinder\""))
        == "grid.wrap: unsupported wrap: only rectangular maps can wrap")
    #expect(
      edited("\"..~~\"", "\". ~~\"")
        == "cells[0]: column 1: a rectangle has a cell here, found ' ' (no cell)")

    let parallelogram = """
      {"cells": ["..", "..", ". "], "format": "hexboard-map", "grid": {"columns": 2,
      "convention": "odd-q", "orientation": "flat", "origin": [0, 0], "qCount": 2, "rCount": 2,
      "rows": 3, "shape": "parallelogram", "wrap": "none"}, "name": "", "objects": [],
      "properties": {}, "terrain": [{"blocksSight": false, "color": "#7cb342", "cost": 1,
      "id": "grass", "symbol": "."}], "version": 1}
      """
    #expect(message(parallelogram) != "loaded")
  }

  @Test func cellSets() {
    let cells = """
      {"cells": [" .", ". "], "format": "hexboard-map", "grid": {"columns": 2,
      "convention": "odd-q", "orientation": "flat", "origin": [-5, 3], "rows": 2,
      "shape": "cells", "wrap": "none"}, "name": "", "objects": [], "properties": {},
      "terrain": [{"blocksSight": false, "color": "#7cb342", "cost": 1, "id": "grass", "symbol": "."}],
      "version": 1}
      """
    #expect(message(cells) == "loaded")
    #expect(
      message(cells.replacing("[\" .\", \". \"]", with: "[\"  \", \"  \"]"))
        == "cells: the map has no cell")
    #expect(
      message(cells.replacing("[\" .\", \". \"]", with: "[\"  \", \"..\"]"))
        == "cells: the first row has no cell; columns, rows and origin must be the bounding box of the cells"
    )
    #expect(
      message(cells.replacing("[\" .\", \". \"]", with: "[\" .\", \" .\"]"))
        == "cells: the first column has no cell; columns, rows and origin must be the bounding box of the cells"
    )
    #expect(
      message(cells.replacing("\"wrap\": \"none\"", with: "\"wrap\": \"torus\""))
        == "grid.wrap: unsupported wrap: only rectangular maps can wrap")
  }

  @Test func unsupportedWrap() {
    #expect(edited("\"wrap\": \"none\"", "\"wrap\": \"cylinder\"") == "loaded")
    let odd = Self.base.replacing("\"wrap\": \"none\"", with: "\"wrap\": \"cylinder\"")
      .replacing("\"..~~\"", with: "\"..~\"").replacing("\"..f^\"", with: "\"..f\"")
      .replacing("\"columns\": 4", with: "\"columns\": 3")
      .replacing("[0, 0, 1, 2]", with: "[0, 0, 1]").replacing("[0, 1, 1, 3]", with: "[0, 1, 1]")
    #expect(
      message(odd)
        == "grid.wrap: unsupported wrap: a wrapped odd-q map needs an even number of columns, at least 4, got 3"
    )
  }
}
