// The small value types a server sends: each through every coder, its JSON the save
// format's entry, and its bad forms refused with the member's path.

import Foundation
import HexBoard
import HexTestSupport
import Testing

@Suite struct ValueCodableTests {
  func expectRoundTrips<T: Codable & Equatable>(_ values: [T]) throws {
    for value in values {
      for (decoded, coder) in zip(try roundTrips(value), codableCoderNames) {
        #expect(decoded == value, "\(coder): \(value)")
      }
    }
  }

  @Test func propertyValuesRoundTrip() throws {
    var rng = TestRandom(seed: 35)
    var values: [PropertyValue] = [
      "", "red", "tab\there", "日本", 0, -1, .integer(Int.max), .integer(Int.min), 0.5, -2.0,
      .number(-0.0), 1e16, 1e300, .number(.leastNonzeroMagnitude), .number(Double(Int64.max)), true,
      false,
    ]
    for _ in 0..<200 {
      var x = Double(bitPattern: rng.next())
      if !x.isFinite { x = 1 }
      values.append(.number(x))
      values.append(.number(x.rounded()))
      values.append(.integer(Int(truncatingIfNeeded: rng.next())))
    }
    try expectRoundTrips(values)
    // The sign of a zero survives too.
    for decoded in try roundTrips(PropertyValue.number(-0.0)) {
      guard case .number(let x) = decoded else { continue }
      #expect(x.sign == .minus)
    }
    #expect(try jsonText(PropertyValue.string("red")) == ##""red""##)
    #expect(try jsonText(PropertyValue.number(0.5)) == "0.5")
    #expect(try jsonText(PropertyValue.integer(7)) == "7")
  }

  @Test func paletteEntriesRoundTrip() throws {
    try expectRoundTrips(Terrain.defaultPalette)
    try expectRoundTrips([
      Terrain(
        id: "wall \"q\"", symbol: "\"", color: "#000000", movementCost: nil, blocksSight: true),
      Terrain(id: "shallows", symbol: "≈", color: "#3A6EA5", movementCost: 65_535),
    ])
    try expectRoundTrips(EdgeFeature.defaultPalette)
    try expectRoundTrips(VertexFeature.defaultPalette)
    try expectRoundTrips([
      MovementClass(name: "foot"),
      MovementClass(
        name: "boat", terrainCosts: ["ocean": 1, "grass": .impassable], defaultCost: .impassable,
        layerCosts: [.init(layer: "overlay", value: "reef", cost: 3, combine: .add)]),
    ])
    try expectRoundTrips([
      LayerValue(id: "ruin", name: "Ruin", color: "#884422"), LayerValue(id: "camp"),
    ])
    let grass = Terrain(id: "grass", symbol: ".", color: "#7cb342", movementCost: 1)
    #expect(
      try jsonText(grass)
        == ##"{"blocksSight":false,"color":"#7cb342","cost":1,"id":"grass","symbol":"."}"##)
  }

  @Test func objectsRoundTrip() throws {
    var rng = TestRandom(seed: 36)
    var objects: [BoardObject] = []
    for i in 0..<50 {
      objects.append(
        BoardObject(
          id: "o\(i)", kind: ["unit", "", "town"][i % 3],
          position: Hex(
            q: Int.random(in: -999...999, using: &rng), r: Int.random(in: -999...999, using: &rng)),
          properties: i % 2 == 0
            ? [:] : ["hp": .integer(i), "speed": 2.0, "name": "Knight \(i)", "a b": true],
          owner: i % 3 == 0 ? nil : "red", movementClass: i % 4 == 0 ? "cavalry" : nil))
    }
    try expectRoundTrips(objects)
    let knight = BoardObject(
      id: "k", kind: "unit", position: Hex(q: 2, r: -1), properties: ["hp": 3], owner: "red")
    #expect(
      try jsonText(knight)
        == ##"{"hex":[2,-1],"id":"k","kind":"unit","owner":"red","properties":{"hp":3}}"##)
  }

  @Test func hostileValuesAreRefusedWithTheirPath() throws {
    let cases: [(String?, String, String)] = [
      (
        decodingError(
          Terrain.self, ##"{"blocksSight":false,"color":"#000000","cost":0,"id":"g","symbol":"."}"##
        )?.summary.path, "cost", ""
      ),
      (
        decodingError(
          Terrain.self,
          ##"{"blocksSight":false,"color":"#000000","cost":1,"id":"g","symbol":"ab"}"##)?.summary
          .path, "symbol", ""
      ),
      (
        decodingError(BoardObject.self, ##"{"at":[0,0],"id":"k","kind":"unit","properties":{}}"##)?
          .summary.message, "", "unknown key 'at'"
      ),
      (
        decodingError(
          BoardObject.self, ##"{"hex":[0,0],"id":"k","kind":"unit","properties":{"hp":null}}"##)?
          .summary.path, "properties.hp", ""
      ),
      (
        decodingError(
          BoardObject.self, ##"{"hex":[0,9999999999],"id":"k","kind":"unit","properties":{}}"##)?
          .summary.path, "hex.1", ""
      ),
      (
        decodingError(BoardObject.self, ##"{"hex":[0],"id":"k","kind":"unit","properties":{}}"##)?
          .summary.message, "", "hex: expected [q, r]"
      ),
      (decodingError([PropertyValue].self, ##"[1, [2]]"##)?.summary.path, "1", ""),
      (decodingError([PropertyValue].self, ##"[1, null]"##)?.summary.path, "1", ""),
      (
        decodingError(MovementClass.self, ##"{"costs":{"forest":0},"name":"c"}"##)?.summary.path,
        "costs.forest", ""
      ),
      (
        decodingError(
          EdgeFeature.self,
          ##"{"blocksSight":false,"color":"#000000","id":"w","movement":"fly","style":"side"}"##)?
          .summary.path, "movement", ""
      ),
    ]
    for (found, expected, _) in cases where expected != "" {
      #expect(found == expected)
    }
    for (found, _, words) in cases where words != "" {
      #expect(found?.contains(words) == true, "\(found ?? "decoded")")
    }
  }
}
