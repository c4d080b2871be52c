// Refusing bad version 2 keys (hexside and corner features), each refusal with its exact
// message and JSON path: palettes, movement, placements, names, cells, duplicates, and the
// version 2 keys in a version 1 file.

import HexBoard
import HexTestSupport
import Testing

extension PersistenceErrorTests {
  /// The message for ``SampleFiles/crossing`` with `old` replaced by `new` (which must occur).
  func editedV2(_ old: String, _ new: String) -> String {
    #expect(SampleFiles.crossing.contains(old), "the example lacks \(old)")
    return message(SampleFiles.crossing.replacing(old, with: new))
  }

  static let wall =
    ##"{"blocksSight": true, "color": "#3b2f2a", "id": "wall", "movement": "blocks", "style": "side"}"##

  @Test func theVersion2ExampleLoads() {
    #expect(message(SampleFiles.crossing) == "loaded")
  }

  @Test func version2KeysNeedVersion2() {
    #expect(
      edited("\"version\": 1", "\"version\": 1, \"edges\": []")
        == "key 'edges' needs hexboard-map version 2; this file is version 1")
    #expect(
      edited("\"version\": 1", "\"vertexFeatures\": [], \"version\": 1")
        == "key 'vertexFeatures' needs hexboard-map version 2; this file is version 1")
    #expect(
      editedV2("\"version\": 2", "\"version\": 1")
        == "key 'edgeFeatures' needs hexboard-map version 2; this file is version 1")
    #expect(
      editedV2(",\n  \"vertices\": [\n    [1, 1, \"ne\", \"town\"]\n  ]\n", "\n")
        == "missing key 'vertices'")
    #expect(
      editedV2("\"version\": 2", "\"version\": 4")
        == "hexboard-map version 4 is newer than this HexBoard (reads up to 3); upgrade HexBoard")
  }

  @Test func edgePaletteEntries() {
    #expect(
      editedV2(#""movement": "blocks""#, #""movement": "fly""#)
        == #"edgeFeatures[0].movement: unknown movement 'fly'; expected "none", "blocks", {"add": n} or {"set": n}"#
    )
    #expect(
      editedV2(#""movement": "blocks""#, #""movement": 3"#)
        == #"edgeFeatures[0].movement: expected "none", "blocks", {"add": n} or {"set": n}, found a number"#
    )
    #expect(
      editedV2(#"{"add": 2}"#, #"{"add": 2, "set": 1}"#)
        == #"edgeFeatures[1].movement: expected "none", "blocks", {"add": n} or {"set": n}, found an object with 2 keys"#
    )
    #expect(
      editedV2(#"{"add": 2}"#, #"{"times": 2}"#)
        == #"edgeFeatures[1].movement: unknown key 'times'; expected "none", "blocks", {"add": n} or {"set": n}"#
    )
    #expect(
      editedV2(#"{"add": 2}"#, #"{"add": -1}"#)
        == "edgeFeatures[1].movement.add: -1 is out of range (0...65535)")
    #expect(
      editedV2(#"{"add": 2}"#, #"{"add": 65536}"#)
        == "edgeFeatures[1].movement.add: 65536 is out of range (0...65535)")
    #expect(
      editedV2(#"{"set": 1}"#, #"{"set": 0}"#)
        == "edgeFeatures[2].movement.set: 0 is out of range (1...65535)")
    #expect(
      editedV2(#"{"set": 1}"#, #"{"set": 1.5}"#)
        == "edgeFeatures[2].movement.set: expected an integer, found 1.5")
    #expect(
      editedV2(#""style": "crossing""#, #""style": "dotted""#)
        == "edgeFeatures[2].style: unknown style 'dotted'; expected 'side' or 'crossing'")
    #expect(
      editedV2(##""color": "#3b2f2a""##, ##""color": "brown""##)
        == "edgeFeatures[0].color: 'brown' is not a colour; write #RRGGBB")
    #expect(
      editedV2(#""id": "river""#, #""id": "wall""#)
        == "edgeFeatures[1].id: 'wall' is already used by edgeFeatures[0]")
    #expect(
      editedV2(#""id": "river""#, #""id": """#) == "edgeFeatures[1].id: the id is empty")
    #expect(
      editedV2(#""id": "river""#, #""id": "r\u001Bx""#)
        == "edgeFeatures[1].id: control character U+001B in an id")
    #expect(
      editedV2(#", "style": "side"}"#, "}") == "edgeFeatures[0]: missing key 'style'")
    #expect(
      editedV2(#""style": "side"}"#, #""style": "side", "width": 2}"#)
        == "edgeFeatures[0]: unknown key 'width'")
    #expect(
      editedV2(
        ##"{"blocksSight": true, "color": "#3b2f2a""##, ##"{"blocksSight": 1, "color": "#3b2f2a""##)
        == "edgeFeatures[0].blocksSight: expected true or false, found a number")
  }

  /// ``SampleFiles/crossing`` with its `edgeFeatures` array replaced by `entries`.
  func withEdgeFeatures(_ entries: [String]) -> String {
    let text = SampleFiles.crossing
    let start = text.range(of: "  \"edgeFeatures\": [\n")!
    let end = text.range(of: "  ],\n  \"edges\"")!
    return text.replacingCharacters(
      in: start.upperBound..<end.lowerBound,
      with: "    " + entries.joined(separator: ",\n    ") + "\n")
  }

  @Test func paletteSizes() {
    var entries = ["wall", "river", "road"].map {
      Self.wall.replacing("\"wall\"", with: "\"\($0)\"")
    }
    for k in 3..<16 {
      entries.append(Self.wall.replacing("\"wall\"", with: "\"f\(k)\""))
    }
    #expect(message(withEdgeFeatures(entries)) == "loaded")
    entries.append(Self.wall.replacing("\"wall\"", with: "\"f16\""))
    #expect(
      message(withEdgeFeatures(entries)) == "edgeFeatures: 17 edge features; at most 16 are allowed"
    )
    let vertices = (0..<17).map { "{\"color\": \"#000000\", \"id\": \"v\($0)\"}" }
    #expect(
      editedV2(
        ##"    {"color": "#c62828", "id": "town"},"## + "\n",
        "    " + vertices.joined(separator: ", ") + ",\n")
        == "vertexFeatures: 18 vertex features; at most 16 are allowed")
    #expect(
      editedV2(##"{"color": "#424242", "id": "tower"}"##, ##"{"color": "#424242", "id": "town"}"##)
        == "vertexFeatures[1].id: 'town' is already used by vertexFeatures[0]")
    #expect(
      editedV2(##"{"color": "#424242", "id": "tower"}"##, ##"{"color": "#424242"}"##)
        == "vertexFeatures[1]: missing key 'id'")
    #expect(
      editedV2(##"{"color": "#424242", "id": "tower"}"##, ##"{"color": "#4242", "id": "tower"}"##)
        == "vertexFeatures[1].color: '#4242' is not a colour; write #RRGGBB")
  }

  @Test func placements() {
    let bridge = #"[1, 0, "ne", "river", "road"]"#
    #expect(
      editedV2(bridge, #"[1, 0, "ne", "river", "lava"]"#)
        == "edges[0][4]: unknown edge feature 'lava'")
    #expect(
      editedV2(bridge, #"[1, 0, "ne", "river", "river"]"#)
        == "edges[0][4]: 'river' is listed twice")
    #expect(
      editedV2(bridge, #"[1, 0, "ne"]"#)
        == "edges[0]: expected [column, row, side, feature, ...], found an array of 3 values")
    #expect(
      editedV2(bridge, #"{"at": [1, 0]}"#) == "edges[0]: expected an array, found an object")
    #expect(
      editedV2(bridge, #"[1, 0, "e", "river"]"#)
        == "edges[0][2]: 'e' is not a side of a flat hex; write se, ne, n, nw, sw or s")
    #expect(
      editedV2(bridge, #"[1, 0, 2, "river"]"#) == "edges[0][2]: expected a string, found a number")
    #expect(
      editedV2(bridge, #"[1, 0, "ne", 1]"#) == "edges[0][3]: expected a string, found a number")
    #expect(editedV2(bridge, #"[4, 0, "ne", "river"]"#) == "edges[0]: [4, 0] is off the map")
    #expect(editedV2(bridge, #"[0, -1, "s", "river"]"#) == "edges[0]: [0, -1] is off the map")
    #expect(
      editedV2(bridge, #"[1.5, 0, "ne", "river"]"#) == "edges[0][0]: expected an integer, found 1.5"
    )
    #expect(
      editedV2(bridge, #"[1, 9999999999, "ne", "river"]"#)
        == "edges[0][1]: 9999999999 is out of range (-2147483648...2147483647)")
    // The same side named from the cell across it: refused, whichever name comes first.
    #expect(
      editedV2(#"[0, 1, "n", "wall"]"#, #"[0, 1, "n", "wall"], [0, 0, "s", "river"]"#)
        == "edges[3]: this side is already listed at edges[2]")
    #expect(
      editedV2(bridge, #"[2, 0, "sw", "road"], "# + bridge)
        == "edges[1]: this side is already listed at edges[0]")
    #expect(
      editedV2(#"[1, 1, "ne", "town"]"#, #"[1, 1, "ne", "town"], [2, 1, "w", "tower"]"#)
        == "vertices[1]: this corner is already listed at vertices[0]")
    #expect(
      editedV2(#"[1, 1, "ne", "town"]"#, #"[1, 1, "n", "town"]"#)
        == "vertices[0][2]: 'n' is not a corner of a flat hex; write e, ne, nw, w, sw or se")
    #expect(
      editedV2(#"[1, 1, "ne", "town"]"#, #"[1, 1, "ne", "wall"]"#)
        == "vertices[0][3]: unknown vertex feature 'wall'")
    #expect(
      editedV2(#"[1, 1, "ne", "town"]"#, #"[1, 2, "ne", "town"]"#)
        == "vertices[0]: [1, 2] is off the map")
    // Pointy maps name their sides and corners their own way.
    let pointy = SampleFiles.crossing.replacing("\"flat\"", with: "\"pointy\"")
    #expect(
      message(pointy)
        == "edges[2][2]: 'n' is not a side of a pointy hex; write e, ne, nw, w, sw or se")
  }

  @Test func aPlacementOnAHoleIsRefused() throws {
    let grid = try MapGrid(shape: .hexagon(radius: 1))
    var board = try Board(name: "h", grid: grid, fill: "grass")
    try board.setFeature("town", at: .corner(HexVertex(.zero, corner: 0)))
    let text = try MapFile.encodedString(board)
    let hole = try #require(
      (0..<grid.indexCount).first { !grid.isCell($0) }.map {
        OffsetCoordinate(
          col: grid.origin.col + $0 % grid.width, row: grid.origin.row + $0 / grid.width)
      })
    let line = try #require(text.firstRange(of: "[0, 0, \"e\", \"town\"]"))
    #expect(
      message(
        text.replacingCharacters(in: line, with: "[\(hole.col), \(hole.row), \"e\", \"town\"]"))
        == "vertices[0]: [\(hole.col), \(hole.row)] has no cell")
  }
}
