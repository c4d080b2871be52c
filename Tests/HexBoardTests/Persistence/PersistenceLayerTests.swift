// Version 3's named layers in the map file: the exact canonical text, round trips, the
// version written (3 only with layers), and hostile layer data refused with its JSON path.

import HexBoard
import HexTestSupport
import Testing

@Suite("Persistence: version 3 (named layers)")
struct PersistenceLayerTests {
  static func board() throws -> Board {
    var board = try Board(name: "L", grid: MapGrid(columns: 3, rows: 2), fill: "grass")
    try board.addLayer(
      "overlay",
      kind: .categorical(palette: [
        LayerValue(id: "forest", name: "Forest", color: "#2e7d32"), LayerValue(id: "village"),
      ]))
    try board.addLayer("owner", kind: .numeric)
    try board.setLayerValue(
      "village", inLayer: "overlay", at: Hex(OffsetCoordinate(col: 1, row: 0)))
    try board.setLayerNumber(-1, inLayer: "owner", at: Hex(OffsetCoordinate(col: 0, row: 1)))
    return board
  }

  static let layersText = """
      "layers": [
        {
          "cells": [
            [0, 2, 0],
            [0, 0, 0]
          ],
          "kind": "categorical",
          "name": "overlay",
          "values": [
            {"color": "#2e7d32", "id": "forest", "name": "Forest"},
            {"id": "village", "name": "village"}
          ]
        },
        {
          "cells": [
            [0, 0, 0],
            [-1, 0, 0]
          ],
          "kind": "numeric",
          "name": "owner"
        }
      ],

    """

  @Test func theLayersAreWrittenCanonicallyAsVersion3() throws {
    let board = try Self.board()
    let text = try MapFile.encodedString(board)
    #expect(text.contains(Self.layersText))
    #expect(text.contains("\"version\": 3,"))
    #expect(text.contains("\"edgeFeatures\"") && text.contains("\"vertices\""))
    let decoded = try MapFile.decode(text)
    #expect(decoded == board)
    #expect(try MapFile.encodedString(decoded) == text)
    // Without its layers the board is written as version 1, as before layers existed.
    var plain = board
    try plain.removeLayer("overlay")
    try plain.removeLayer("owner")
    let original = try Board(name: "L", grid: MapGrid(columns: 3, rows: 2), fill: "grass")
    #expect(try MapFile.encode(plain) == MapFile.encode(original))
    #expect(try MapFile.encodedString(plain).contains("\"version\": 1\n"))
  }

  /// The message loading `text` with `old` replaced by `new` gives.
  func edited(_ old: String, _ new: String) throws -> String {
    let text = try MapFile.encodedString(Self.board())
    #expect(text.contains(old), "the file lacks \(old)")
    do {
      _ = try MapFile.decode(text.replacing(old, with: new))
      return "loaded"
    } catch let error as BoardFileError {
      return error.description
    }
  }

  @Test func badLayerDataIsRefusedWithItsPath() throws {
    let cases: [(String, String, String)] = [
      (
        "\"version\": 3", "\"version\": 2",
        "key 'layers' needs hexboard-map version 3; this file is version 2"
      ),
      (
        "\"kind\": \"numeric\"", "\"kind\": \"fuzzy\"",
        "layers[1].kind: unknown layer kind 'fuzzy'; expected 'categorical' or 'numeric'"
      ),
      (
        "\"kind\": \"numeric\",\n      \"name\": \"owner\"",
        "\"kind\": \"numeric\",\n      \"name\": \"owner\", \"values\": []",
        "layers[1]: unknown key 'values' (kind 'numeric')"
      ),
      (
        "\"name\": \"owner\"", "\"name\": \"overlay\"",
        "layers[1].name: 'overlay' is already used by layers[0]"
      ),
      ("\"name\": \"owner\"", "\"name\": \"\"", "layers[1].name: the id is empty"),
      (
        "[0, 2, 0]", "[0, 3, 0]",
        "layers[0].cells[0][1]: 3 is out of range (0...2) (0 for none, k for values[k-1])"
      ),
      (
        "[0, 2, 0]", "[0, -1, 0]",
        "layers[0].cells[0][1]: -1 is out of range (0...2) (0 for none, k for values[k-1])"
      ),
      ("[0, 2, 0]", "[0, 2]", "layers[0].cells[0]: expected 3 values (grid.columns), found 2"),
      (
        "[0, 2, 0]", "[0, 2, 0, 0]",
        "layers[0].cells[0]: expected 3 values (grid.columns), found more"
      ),
      (
        "[-1, 0, 0]", "[4294967296, 0, 0]",
        "layers[1].cells[1][0]: 4294967296 is out of range (-2147483648...2147483647)"
      ),
      ("[-1, 0, 0]", "[\"a\", 0, 0]", "layers[1].cells[1][0]: expected an integer, found a string"),
      (
        "\"id\": \"village\"", "\"id\": \"forest\"",
        "layers[0].values[1].id: 'forest' is already used by layers[0].values[0]"
      ),
      (
        "{\"color\": \"#2e7d32\", \"id\": \"forest\"", "{\"color\": \"green\", \"id\": \"forest\"",
        "layers[0].values[0].color: 'green' is not a colour; write #RRGGBB"
      ),
      (
        "\"name\": \"Forest\"", "\"name\": \"a\\u001b\"",
        "layers[0].values[0].name: control character U+001B in a name"
      ),
      (
        "\"kind\": \"categorical\",\n      \"name\": \"overlay\"", "\"name\": \"overlay\"",
        "layers[0]: missing key 'kind'"
      ),
    ]
    for (old, new, message) in cases {
      #expect(try edited(old, new) == message, "\(new)")
    }
  }

  @Test func aCodeWhereThereIsNoCellIsRefused() throws {
    let grid = try MapGrid(shape: .hexagon(radius: 1))
    var board = try Board(name: "H", grid: grid, fill: "grass")
    try board.addLayer("owner", kind: .numeric)
    let text = try MapFile.encodedString(board)
    #expect(try MapFile.decode(text) == board)
    // The hexagon's bounding box has holes in its last row (odd-q); a code there is refused.
    let old = "[0, 0, 0]\n      ],\n      \"kind\""
    #expect(text.contains(old))
    let bad = text.replacing(old, with: "[0, 0, 5]\n      ],\n      \"kind\"")
    #expect(throws: BoardFileError(.invalid, at: "layers[0].cells[2][2]", "no cell here; write 0"))
    {
      try MapFile.decode(bad)
    }
  }
}
