import HexBoard
import Testing

// The patch format's string fields: the reader refuses control characters with the JSON
// path, the writer refuses what the reader refuses, and patches cannot bring them into a
// board.
extension ReliabilityTextTests {
  static let patchFields: [(part: String, path: String, noun: String)] = [
    (#""name": "X""#, "name", "a name"),
    (#""objects": {"removed": ["X"]}"#, "objects.removed[0]", "an id"),
    (#""objects": {"order": ["X"]}"#, "objects.order[0]", "an id"),
    (
      #""objects": {"added": [{"at": [0, 0], "id": "X", "kind": "k", "properties": {}}]}"#,
      "objects.added[0].id", "an id"
    ),
    (
      #""objects": {"added": [{"at": [0, 0], "id": "a", "kind": "X", "properties": {}}]}"#,
      "objects.added[0].kind", "a kind"
    ),
    (
      #""objects": {"added": [{"at": [0, 0], "id": "a", "kind": "k", "properties": {"X": ""}}]}"#,
      "objects.added[0].properties", "a property key"
    ),
    (
      #""objects": {"added": [{"at": [0, 0], "id": "a", "kind": "k", "properties": {"p": "X"}}]}"#,
      "objects.added[0].properties.p", "a property value"
    ),
    (#""objects": {"changed": [{"id": "X", "kind": "k"}]}"#, "objects.changed[0].id", "an id"),
    (#""objects": {"changed": [{"id": "a", "kind": "X"}]}"#, "objects.changed[0].kind", "a kind"),
    (
      #""objects": {"changed": [{"id": "a", "properties": {"X": "v"}}]}"#,
      "objects.changed[0].properties", "a property key"
    ),
    (
      #""objects": {"changed": [{"id": "a", "properties": {"p": "X"}}]}"#,
      "objects.changed[0].properties.p", "a property value"
    ),
    (#""properties": {"removed": ["X"]}"#, "properties.removed[0]", "a property key"),
    (#""properties": {"set": {"X": 1}}"#, "properties.set", "a property key"),
    (#""properties": {"set": {"k": "X"}}"#, "properties.set.k", "a property value"),
    (
      ##""terrain": [{"blocksSight": false, "color": "#000000", "cost": 1, "id": "X", "symbol": "a"}]"##,
      "terrain[0].id", "an id"
    ),
  ]

  func patch(_ part: String) -> String {
    """
    {"base": "0x0000000000000000", "format": "hexboard-patch", \(part),
     "target": "0x0000000000000000", "version": 3}
    """
  }

  @Test func patchLoaderRefusesControlCharacters() {
    for (part, path, noun) in Self.patchFields {
      #expect(patchMessage(patch(part.replacing("X", with: "ok"))) == "loaded", "\(path)")
      for (json, code) in Self.hostile {
        let message = patchMessage(patch(part.replacing("X", with: json)))
        #expect(message == "\(path): control character \(code) in \(noun)", "\(path) \(json)")
      }
    }
    #expect(
      patchMessage(patch(#""cells": [{"at": "AAC", "terrain": "a\u001b"}]"#))
        == "cells[0].terrain: character 2: control characters cannot be terrain symbols")
  }

  // MARK: - The patch writer and patch application

  @Test func patchEncoderRefusesWhatThePatchLoaderRefuses() throws {
    let cell = OffsetCoordinate(col: 0, row: 0)
    let cases: [(BoardPatch, String)] = [
      (
        BoardPatch(base: 1, target: 2, name: "\u{1B}[2J"),
        "name: control character U+001B in a name"
      ),
      (BoardPatch(base: 1, target: 2, removedObjects: [""]), "objects.removed[0]: the id is empty"),
      (
        BoardPatch(base: 1, target: 2, removedObjects: ["a", "a"]),
        "objects.removed[1]: 'a' is already listed at objects.removed[0]"
      ),
      (
        BoardPatch(base: 1, target: 2, objectOrder: ["\u{9B}"]),
        "objects.order[0]: control character U+009B in an id"
      ),
      (
        BoardPatch(
          base: 1, target: 2,
          addedObjects: [.init(id: "a", kind: "k\u{7}", position: cell, properties: [:])]),
        "objects.added[0].kind: control character U+0007 in a kind"
      ),
      (
        BoardPatch(base: 1, target: 2, addedObjects: [.init(id: "a", kind: "k", position: cell)]),
        "objects.added[0]: an added object needs 'at', 'kind' and 'properties'"
      ),
      (
        BoardPatch(
          base: 1, target: 2, changedObjects: [.init(id: "a", properties: ["\u{0}": "v"])]),
        "objects.changed[0].properties: control character U+0000 in a property key"
      ),
      (
        BoardPatch(base: 1, target: 2, changedObjects: [.init(id: "a")]),
        "objects.changed[0]: a changed object needs 'at', 'kind' or 'properties'"
      ),
      (
        BoardPatch(base: 1, target: 2, setProperties: ["k": .string("a\nb")]),
        "properties.set.k: control character U+000A in a property value"
      ),
      (
        BoardPatch(base: 1, target: 2, removedProperties: ["\u{1B}"]),
        "properties.removed[0]: control character U+001B in a property key"
      ),
      (
        BoardPatch(base: 1, target: 2, setProperties: ["k": .integer(1)], removedProperties: ["k"]),
        "properties.set.k: the property is both set and removed"
      ),
      (
        BoardPatch(
          base: 1, target: 2,
          palette: [Terrain(id: "", symbol: "a", color: "#000000", movementCost: 1)]),
        "terrain[0].id: the id is empty"
      ),
      (
        BoardPatch(
          base: 1, target: 2,
          cells: [.init(cell: .init(col: 1, row: 0), symbol: "a"), .init(cell: cell, symbol: "a")]),
        "cells: entries must be in storage order (rows top to bottom, each left to right) and must not overlap"
      ),
      (
        BoardPatch(
          base: 1, target: 2,
          elevation: .init(state: .removed, heights: [.init(cell: cell, height: 1)])),
        "elevation.heights: removed elevation has no heights"
      ),
    ]
    for (patch, message) in cases {
      let error = #expect(throws: BoardFileError.self) { try patch.encoded() }
      #expect(error?.kind == .unencodable)
      #expect(error?.description == message)
    }
    // What encodes, decodes to the same patch.
    let fine = BoardPatch(
      base: 1, target: 2, name: "tab\there",
      addedObjects: [.init(id: "🎯", kind: "", position: cell, properties: ["k": "\u{200F}"])],
      setProperties: ["k": .string("v\t")])
    #expect(try BoardPatch.decode(fine.encoded()) == fine)
  }

  @Test func patchesCannotBringControlCharactersIn() throws {
    let board = try board()
    var patch = BoardPatch(
      base: board.contentHash(), target: 0,
      addedObjects: [
        .init(
          id: "\u{1B}[2J", kind: "k", position: OffsetCoordinate(col: 0, row: 0), properties: [:])
      ])
    #expect(
      throws: BoardPatchError.conflict("objects[1].id: control character U+001B in an id")
    ) { try board.applying(patch) }
    patch.addedObjects = []
    patch.name = "a\u{9B}"
    #expect(throws: BoardPatchError.conflict("name: control character U+009B in a name")) {
      try board.applying(patch)
    }
  }
}
