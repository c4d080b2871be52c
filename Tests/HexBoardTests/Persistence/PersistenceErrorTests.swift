import HexBoard
import Testing

/// Every way a file can be refused, each with its exact message.
@Suite("Persistence: refusing bad input")
struct PersistenceErrorTests {
  static let base = PersistenceRoundTripTests.example

  /// The message decoding `text` fails with, or "loaded" if it does not fail.
  func message(_ text: String) -> String {
    message(Array(text.utf8))
  }

  func message(_ bytes: [UInt8]) -> String {
    do {
      _ = try MapFile.decode(bytes)
      return "loaded"
    } catch let error as MapFileError {
      return error.description
    } catch {
      return "unexpected error type: \(error)"
    }
  }

  /// The message for the example with `old` replaced by `new` (which must occur).
  func edited(_ old: String, _ new: String) -> String {
    #expect(Self.base.contains(old), "the example lacks \(old)")
    return message(Self.base.replacing(old, with: new))
  }

  @Test func theExampleLoads() {
    #expect(message(Self.base) == "loaded")
  }

  // MARK: - Bytes and syntax

  @Test func emptyAndBlankFiles() {
    #expect(message("") == "the file is empty")
    #expect(message(" \n\t ") == "the file is empty")
  }

  @Test func nonUTF8Bytes() {
    var bytes = Array(Self.base.utf8)
    bytes[20] = 0xFF
    #expect(message(bytes) == "byte 20: invalid UTF-8")
    #expect(message([0x22, 0xC3]) == "byte 1: invalid UTF-8")  // truncated sequence
    #expect(message([0x22, 0xC0, 0x80, 0x22]) == "byte 1: invalid UTF-8")  // overlong
    #expect(message([0x22, 0xED, 0xA0, 0x80, 0x22]) == "byte 1: invalid UTF-8")  // surrogate
  }

  @Test func malformedJSON() {
    #expect(message("{") == "line 1, column 2: expected a key in quotes, found end of file")
    #expect(message("{\"a\": }") == "line 1, column 7: expected a value, found character '}'")
    #expect(message("[1, 2,]") == "line 1, column 7: expected a value, found character ']'")
    #expect(
      message("{\"a\": 1,\n \"b\" 2}")
        == "line 2, column 6: expected ':' after a key, found character '2'")
    #expect(message("{\"a\": tru}") == "line 1, column 7: expected a value, found character 't'")
    #expect(message("{\"a\": NaN}") == "line 1, column 7: expected a value, found character 'N'")
    #expect(message("{\"a\": 01}") == "line 1, column 7: numbers cannot have leading zeros")
    #expect(
      message("{\"a\": 1.}") == "line 1, column 9: expected a digit after '.', found character '}'")
    #expect(
      message("{\"a\": \"x\n\"}")
        == "line 1, column 9: control character U+000A in a string; write it as an escape")
    #expect(message("{\"a\": \"\\q\"}") == "line 1, column 8: invalid escape sequence in a string")
    #expect(
      message("{\"a\": \"\\ud800\"}") == "line 1, column 8: lone surrogate \\uD800 in a string")
    #expect(message("{\"a\": \"abc") == "line 1, column 7: unterminated string")
    #expect(message("{\"é\": 1 x") == "line 1, column 9: expected ',' or '}', found character 'x'")
  }

  @Test func trailingGarbage() {
    #expect(
      message(Self.base + "}")
        == "line 33, column 1: unexpected character '}' after the end of the document")
    #expect(
      message("{} {}") == "line 1, column 4: unexpected character '{' after the end of the document"
    )
  }

  @Test func duplicateKeys() {
    #expect(
      edited("\"name\": \"Skirmish\",", "\"name\": \"Skirmish\", \"name\": \"x\",")
        == "line 20, column 23: duplicate key 'name'")
    #expect(message("{\"a\": {\"b\": 1, \"b\": 2}}") == "line 1, column 16: duplicate key 'b'")
  }

  @Test func deepNesting() {
    let deep = String(repeating: "[", count: 33) + String(repeating: "]", count: 33)
    #expect(message(deep) == "line 1, column 33: nesting deeper than 32 levels")
    let hostile = String(repeating: "[", count: 1_000_000)
    #expect(message(hostile) == "line 1, column 33: nesting deeper than 32 levels")
    let ok = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
    #expect(message(ok) == "a map file is a JSON object; found an array")
  }

  @Test func hugeNumbers() {
    #expect(
      edited("\"seed\": 42", "\"seed\": 123456789012345678901234567890")
        == "properties.seed: 123456789012345678901234567890 is out of range (-9223372036854775808...9223372036854775807)"
    )
    #expect(
      edited("\"ratio\": 0.5", "\"ratio\": 1e400")
        == "properties.ratio: 1e400 is out of range for a number")
    let long = String(repeating: "9", count: 1001)
    #expect(message("[\(long)]") == "line 1, column 2: number longer than 1000 characters")
  }

  @Test func stringLimits() {
    let name = String(repeating: "n", count: 65_537)
    #expect(
      edited("\"Skirmish\"", "\"\(name)\"")
        == "name: the string is 65537 bytes long; the limit is 65536")
    let row = String(repeating: ".", count: (4 << 20) + 1)
    #expect(message("[\"\(row)\"]") == "line 1, column 2: string longer than 4194304 bytes")
  }

  // MARK: - Document, format and version

  @Test func topLevel() {
    #expect(message("[]") == "a map file is a JSON object; found an array")
    #expect(message("{}") == "missing key 'format'")
    #expect(message("{\"format\": \"hexboard-map\"}") == "missing key 'version'")
    #expect(edited("\"version\": 1", "\"version\": 1, \"extra\": 2") == "unknown key 'extra'")
    #expect(edited("  \"name\": \"Skirmish\",\n", "") == "missing key 'name'")
    #expect(
      edited("\"name\": \"Skirmish\"", "\"name\": 7") == "name: expected a string, found a number")
  }

  @Test func formatAndVersion() {
    #expect(
      edited("\"hexboard-map\"", "\"tiled-map\"")
        == "format: unknown format 'tiled-map'; expected 'hexboard-map'")
    #expect(
      edited("\"format\": \"hexboard-map\"", "\"format\": 1")
        == "format: expected a string, found a number")
    #expect(
      edited("\"version\": 1", "\"version\": 2")
        == "hexboard-map version 2 is newer than this HexBoard (reads up to 1); upgrade HexBoard")
    #expect(
      edited("\"version\": 1", "\"version\": 0")
        == "version: hexboard-map version 0 never existed; versions start at 1")
    #expect(
      edited("\"version\": 1", "\"version\": \"1\"")
        == "version: expected an integer, found a string")
    #expect(
      edited("\"version\": 1", "\"version\": 1.0") == "version: expected an integer, found 1.0")
    // A newer file is refused for its version before its unknown keys are looked at.
    #expect(
      edited("\"version\": 1", "\"version\": 3, \"layers\": []")
        == "hexboard-map version 3 is newer than this HexBoard (reads up to 1); upgrade HexBoard")
  }

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

  // MARK: - Objects

  @Test func objects() {
    #expect(edited("\"at\": [1, 0]", "\"at\": [4, 0]") == "objects[0].at: [4, 0] is off the map")
    #expect(edited("\"at\": [1, 0]", "\"at\": [-1, 0]") == "objects[0].at: [-1, 0] is off the map")
    #expect(
      edited("\"at\": [1, 0]", "\"at\": [1]")
        == "objects[0].at: expected [column, row], found an array of 1 values")
    #expect(
      edited("\"at\": [1, 0]", "\"at\": [1, 0.5]")
        == "objects[0].at[1]: expected an integer, found 0.5")
    #expect(
      edited("\"at\": [1, 0]", "\"at\": [1, 4294967296]")
        == "objects[0].at[1]: 4294967296 is out of range (-2147483648...2147483647)")
    #expect(
      edited("\"id\": \"u1\"", "\"id\": 1") == "objects[0].id: expected a string, found a number")
    #expect(edited("\"id\": \"u1\"", "\"id\": \"\"") == "objects[0].id: the id is empty")
    #expect(edited("\"kind\": \"unit\", ", "") == "objects[0]: missing key 'kind'")
    #expect(
      edited("\"owner\": \"red\"", "\"owner\": 1")
        == "objects[0].properties.owner: expected a string, found a number")
    #expect(
      edited("\"owner\": \"red\"", "\"the owner\": true")
        == "objects[0].properties[\"the owner\"]: expected a string, found a boolean")
    let twice =
      "{\"at\": [1, 0], \"id\": \"u1\", \"kind\": \"unit\", \"properties\": {\"owner\": \"red\"}}"
    #expect(
      edited(twice, twice + ", " + twice) == "objects[1].id: 'u1' is already used by objects[0]")
    #expect(
      edited("\"objects\": [", "\"objects\": [null, ")
        == "objects[0]: expected an object, found null")
  }

  @Test func objectOnNoCell() {
    let cells = """
      {"cells": [" .", ". "], "format": "hexboard-map", "grid": {"columns": 2,
      "convention": "odd-q", "orientation": "flat", "origin": [0, 0], "rows": 2,
      "shape": "cells", "wrap": "none"}, "name": "", "objects": [{"at": [0, 0], "id": "a",
      "kind": "", "properties": {}}], "properties": {},
      "terrain": [{"blocksSight": false, "color": "#7cb342", "cost": 1, "id": "grass", "symbol": "."}],
      "version": 1}
      """
    #expect(message(cells) == "objects[0].at: [0, 0] has no cell")
  }

  @Test func tooManyObjects() {
    let one = "{\"at\": [0, 0], \"id\": \"\", \"kind\": \"\", \"properties\": {}}"
    let many = Array(repeating: one, count: 1_000_001).joined(separator: ",")
    #expect(
      edited(
        "{\"at\": [1, 0], \"id\": \"u1\", \"kind\": \"unit\", \"properties\": {\"owner\": \"red\"}}",
        many) == "objects: 1000001 objects; at most 1000000 are allowed")
  }

  // MARK: - Properties

  @Test func properties() {
    #expect(
      edited("\"fog\": true", "\"fog\": null")
        == "properties.fog: expected a string, number or boolean, found null")
    #expect(
      edited("\"fog\": true", "\"fog\": [1]")
        == "properties.fog: expected a string, number or boolean, found an array")
    #expect(
      edited("\"fog\": true", "\"fog\": {}")
        == "properties.fog: expected a string, number or boolean, found an object")
    #expect(edited("\"fog\": true", "\"\": true") == "loaded")
  }

  // MARK: - Encoding refuses what the format cannot hold

  @Test func unencodableBoards() throws {
    var board = try Board(name: "x", grid: MapGrid(columns: 2, rows: 1), fill: "grass")
    board.properties["bad"] = .number(.nan)
    #expect(
      throws: MapFileError(
        .unencodable, at: "properties.bad", "nan cannot be written: JSON has no NaN or infinity")
    ) {
      try MapFile.encode(board)
    }
    board.properties["bad"] = .number(-.infinity)
    #expect(
      throws: MapFileError(
        .unencodable, at: "properties.bad", "-inf cannot be written: JSON has no NaN or infinity")
    ) {
      try MapFile.encode(board)
    }
    board.properties = [:]
    board.elevation = HexMap(grid: board.grid, fill: Int(Int32.max) + 1)
    #expect(
      throws: MapFileError(
        .unencodable, at: "elevation[0][0]", "2147483648 is out of range (-2147483648...2147483647)"
      )
    ) {
      try MapFile.encode(board)
    }
    board.elevation = nil
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
      throws: MapFileError(
        .unencodable, at: "cells[0]",
        "terrain symbols merge into fewer characters when written side by side; choose symbols that stand alone"
      )
    ) {
      try MapFile.encode(merging)
    }
  }
}
