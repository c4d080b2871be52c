// Boards and patches through JSONEncoder, property lists and an in-memory coder: equal after
// the round trip, the JSON the map file's content, hostile input refused with the path.

import Foundation
import HexBoard
import HexTestSupport
import Testing

@Suite struct BoardCodableTests {
  /// A random board with features, a layer, movement classes and typed objects.
  static func richBoard(seed: UInt64) throws -> Board {
    var rng = TestRandom(seed: seed)
    var board = try randomBoard(using: &rng)
    if Bool.random(using: &rng) { try addRandomFeatures(to: &board, using: &rng) }
    if Bool.random(using: &rng) {
      try board.addLayer("overlay", kind: .categorical(palette: []))
      try board.addLayerValue(
        LayerValue(id: "ruin", name: "Ruin", color: "#884422"), toLayer: "overlay")
      try board.addLayerValue(LayerValue(id: "camp"), toLayer: "overlay")
      try board.addLayer("owner", kind: .numeric)
      for hex in board.grid.hexes where Int.random(in: 0..<3, using: &rng) == 0 {
        try board.setLayerValue(
          Bool.random(using: &rng) ? "ruin" : "camp", inLayer: "overlay", at: hex)
        try board.setLayerNumber(Int.random(in: -9...9, using: &rng), inLayer: "owner", at: hex)
      }
    }
    if Bool.random(using: &rng) {
      try board.apply(
        .addMovementClass(
          MovementClass(name: "cavalry", terrainCosts: ["forest": 4, "mountain": .impassable])))
      if let hex = board.grid.hexes.first {
        try board.addObject(
          BoardObject(
            id: "knight", kind: "unit", position: hex, properties: ["speed": 2.0, "hp": 7],
            owner: "red", movementClass: "cavalry"))
      }
    }
    return board
  }

  @Test(arguments: 0..<40)
  func boardsRoundTripThroughEveryCoder(seed: UInt64) throws {
    let board = try Self.richBoard(seed: seed)
    for (decoded, coder) in zip(try roundTrips(board), codableCoderNames) {
      #expect(decoded == board, "\(coder), seed \(seed)")
      #expect(decoded.contentHash() == board.contentHash(), "\(coder)")
    }
  }

  @Test(arguments: 0..<40)
  func patchesRoundTripThroughEveryCoder(seed: UInt64) throws {
    var rng = TestRandom(seed: seed &+ 1000)
    let before = try Self.richBoard(seed: seed)
    var after = try randomEdit(of: before, using: &rng)
    if Bool.random(using: &rng) { after = try randomFeatureEdit(of: after, using: &rng) }
    var patch = try BoardPatch(from: before, to: after)
    if Bool.random(using: &rng) { patch.sequence = UInt64(Int.random(in: 1...99, using: &rng)) }
    for (decoded, coder) in zip(try roundTrips(patch), codableCoderNames) {
      #expect(decoded == patch, "\(coder), seed \(seed)")
      #expect(try before.applying(decoded) == after, "\(coder)")
    }
  }

  /// A player's view patch: its `view` runs (revealed and hidden cells) come back too.
  @Test(arguments: 0..<12)
  func viewPatchesRoundTripThroughEveryCoder(seed: UInt64) throws {
    var rng = TestRandom(seed: seed &+ 77)
    let before = try Self.richBoard(seed: seed)
    let after = try randomEdit(of: before, using: &rng)
    let hexes = before.grid.hexes
    guard let here = hexes.randomElement(using: &rng), let there = hexes.randomElement(using: &rng)
    else { return }
    let seen = before.visibility(viewers: [here], radius: 3).visible
    let seenNow = after.visibility(viewers: [there], radius: 3).visible
    let view = try BoardPatch(
      viewOf: before, to: after, before: seen, after: seenNow,
      turn: try BoardPatch(from: before, to: after))
    #expect(view.view != nil)
    for (decoded, coder) in zip(try roundTrips(view), codableCoderNames) {
      #expect(decoded == view, "\(coder), seed \(seed)")
    }
  }

  /// Without whole-valued fractions (the one place the forms differ), `JSONEncoder`'s
  /// output is a map file and a patch file the file readers take.
  @Test(arguments: 0..<20)
  func jsonEncoderOutputIsTheSaveFormat(seed: UInt64) throws {
    var board = try Self.richBoard(seed: seed)
    for (key, value) in board.properties {
      if case .number(let x) = value, Int(exactly: x) != nil { try board.setProperty(key, to: nil) }
    }
    for object in board.objects where object.properties["speed"] != nil {
      var changed = object
      changed.properties["speed"] = nil
      try board.updateObject(changed)
    }
    #expect(try MapFile.decode(Array(JSONEncoder().encode(board))) == board)
    var rng = TestRandom(seed: seed)
    let after = try randomEdit(of: board, using: &rng)
    let patch = try BoardPatch(from: board, to: after)
    #expect(try BoardPatch.decode(Array(JSONEncoder().encode(patch))) == patch)
  }

  static func tiny() throws -> Board {
    let grass = Terrain(id: "grass", symbol: ".", color: "#7cb342", movementCost: 1)
    let water = Terrain(id: "water", symbol: "~", color: "#1f4e8c", movementCost: nil)
    var board = try Board(
      name: "Tiny", grid: MapGrid(columns: 2, rows: 1), palette: [grass, water], fill: "grass")
    try board.setTerrain("water", at: Hex(q: 1, r: 0))
    try board.addObject(
      BoardObject(id: "u1", kind: "unit", position: Hex(q: 0, r: 0), properties: ["hp": 3]))
    try board.setProperty("ratio", to: 0.5)
    return board
  }

  @Test func goldenJSONOfATinyBoard() throws {
    let golden =
      ##"{"cells":[".~"],"format":"hexboard-map","grid":{"columns":2,"convention":"odd-q","orientation":"flat","origin":[0,0],"rows":1,"shape":"rectangle","wrap":"none"},"name":"Tiny","objects":[{"at":[0,0],"id":"u1","kind":"unit","properties":{"hp":3}}],"properties":{"ratio":0.5},"terrain":[{"blocksSight":false,"color":"#7cb342","cost":1,"id":"grass","symbol":"."},{"blocksSight":false,"color":"#1f4e8c","cost":null,"id":"water","symbol":"~"}],"version":1}"##
    #expect(try jsonText(try Self.tiny()) == golden)
    // JSONEncoder lists members in an order of its own unless told to sort them; the
    // content is the same.
    #expect(
      try MapFile.decode(Array(JSONEncoder().encode(try Self.tiny()))) == (try Self.tiny()))
  }

  @Test func wholeNumbersKeepTheirKind() throws {
    var board = try Self.tiny()
    try board.setProperty("speed", to: .number(2.0))
    try board.setProperty("zero", to: .number(-0.0))
    try board.setProperty("big", to: .number(1e16))
    try board.setProperty("count", to: .integer(2))
    for (decoded, coder) in zip(try roundTrips(board), codableCoderNames) {
      #expect(decoded.properties == board.properties, "\(coder)")
      #expect(decoded.properties["speed"] == .number(2.0), "\(coder)")
      #expect(decoded.properties["count"] == .integer(2), "\(coder)")
    }
    #expect(try jsonText(board).contains(##""speed":{"\tnumber":2}"##))
  }

  /// The coding path of a problem is the decoder's (a board inside an array) followed by
  /// the file's JSON path, and the message is the file reader's.
  @Test func hostileBoardsAreRefusedWithTheirPath() throws {
    let good = try jsonText(try Self.tiny())
    let cases: [(String, String, String)] = [
      ("{}", "0", "missing key 'format'"),
      (good.replacingOccurrences(of: ##"".~""##, with: ##"".~~""##), "0.cells.0", "found 3"),
      (
        good.replacingOccurrences(of: ##""cost":1"##, with: ##""cost":0"##), "0.terrain.0.cost",
        "out of range"
      ),
      (
        good.replacingOccurrences(of: ##""hp":3"##, with: ##""hp":[3]"##),
        "0.objects.0.properties.hp", "expected a string, number or boolean"
      ),
      (
        good.replacingOccurrences(of: ##""columns":2"##, with: ##""columns":65536"##), "0.cells.0",
        ""
      ),
      (
        good.replacingOccurrences(of: ##""version":1"##, with: ##""version":9"##), "0",
        "upgrade HexBoard"
      ),
      (
        good.replacingOccurrences(of: ##""name":"Tiny""##, with: ##""name":"Tiny","extra":1"##),
        "0", "unknown key 'extra'"
      ),
    ]
    for (text, path, words) in cases {
      let error = try #require(decodingError([Board].self, "[\(text)]"), "\(path)")
      guard case .dataCorrupted(let context) = error else {
        Issue.record("\(error)")
        continue
      }
      #expect(error.summary.path == path, "\(error.summary)")
      #expect(words.isEmpty || error.summary.message.contains(words), "\(error.summary)")
      #expect(context.underlyingError is BoardFileError)
    }
  }

  @Test func deepNestingIsRefusedNotRecursed() throws {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let text =
      ##"{"format":"hexboard-map","version":1,"name":"x","properties":{"a":"##
      + deep + "}}"
    // JSONDecoder's own limit or ours: an error either way, never a crash.
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(Board.self, from: Data(text.utf8))
    }
    var node = TreeNode.int(1)
    for _ in 0..<200 { node = .array([node]) }
    let tree = TreeNode.object([.init(key: "properties", value: node)])
    // Refused while the tree is read, before the map reader would miss `format`.
    let error = #expect(throws: DecodingError.self) {
      try TreeDecoder().decode(Board.self, from: tree)
    }
    #expect(error?.summary.message.contains("nested deeper than 32 levels") == true)
  }

  @Test func hostilePatchesAreRefusedWithTheirPath() throws {
    var after = try Self.tiny()
    try after.setTerrain("grass", at: Hex(q: 1, r: 0))
    let good = try jsonText(BoardPatch(from: try Self.tiny(), to: after))
    let cases: [(String, String, String)] = [
      (
        good.replacingOccurrences(of: ##""base":"0x"##, with: ##""base":"0X"##), "base",
        "hex digits"
      ),
      (
        good.replacingOccurrences(of: ##""terrain":".""##, with: ##""terrain":5"##),
        "cells.0.terrain", ""
      ),
      (
        good.replacingOccurrences(of: ##""version":3"##, with: ##""version":2"##), "version",
        "no longer read"
      ),
    ]
    for (text, path, words) in cases {
      let error = try #require(decodingError(BoardPatch.self, text), "\(text)")
      #expect(error.summary.path == path, "\(error.summary)")
      #expect(words.isEmpty || error.summary.message.contains(words), "\(error.summary)")
    }
  }

  @Test func encodingRefusesWhatTheFormatCannotHold() throws {
    let bad = Terrain(id: "", symbol: ".", color: "#000000", movementCost: 1)
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(bad) }
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(PropertyValue.number(.nan)) }
    let object = BoardObject(id: "a\u{1B}", kind: "unit", position: Hex(q: 0, r: 0))
    do {
      _ = try JSONEncoder().encode(object)
      Issue.record("encoded")
    } catch EncodingError.invalidValue(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["id"])
    }
  }
}
