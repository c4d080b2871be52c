// Codable forms (compact arrays, canonical edges and vertices) and CustomStringConvertible.

import Foundation
import HexGrid
import HexTestSupport
import Testing

/// JSON text of `value`, with sorted keys so keyed containers compare exactly.
private func json<T: Encodable>(_ value: T) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
  try JSONDecoder().decode(type, from: Data(text.utf8))
}

@Suite("Codable")
struct CodableTests {
  // MARK: Compact forms

  @Test("Hex encodes as [q, r]")
  func hexForm() throws {
    #expect(try json(Hex(q: 1, r: -2)) == "[1,-2]")
    #expect(try json([Hex.zero, Hex(q: -1_000_000, r: 3)]) == "[[0,0],[-1000000,3]]")
    #expect(try decode(Hex.self, "[4, -7]") == Hex(q: 4, r: -7))
    #expect(try decode(Hex.self, " [ -1000000 , 1000000 ] ") == Hex(q: -1_000_000, r: 1_000_000))
  }

  @Test("OffsetCoordinate encodes as [col, row]")
  func offsetForm() throws {
    #expect(try json(OffsetCoordinate(col: 3, row: 2)) == "[3,2]")
    #expect(try decode(OffsetCoordinate.self, "[-5,9]") == OffsetCoordinate(col: -5, row: 9))
  }

  @Test("DoubledCoordinate encodes as [col, row]")
  func doubledForm() throws {
    #expect(try json(DoubledCoordinate(col: 4, row: -2)) == "[4,-2]")
    #expect(try decode(DoubledCoordinate.self, "[1,5]") == DoubledCoordinate(col: 1, row: 5))
  }

  @Test("Point, Size and FractionalHex encode as two-number arrays")
  func doubleForms() throws {
    #expect(try json(Point(x: 1.5, y: -2.25)) == "[1.5,-2.25]")
    #expect(try decode(Point.self, "[12.5, -3]") == Point(x: 12.5, y: -3))
    #expect(try json(Size(width: 30.5, height: 0.25)) == "[30.5,0.25]")
    #expect(try decode(Size.self, "[4, 6]") == Size(width: 4, height: 6))
    #expect(try json(FractionalHex(q: 0.5, r: -1.25)) == "[0.5,-1.25]")
    #expect(try decode(FractionalHex.self, "[0.5,-1.25]") == FractionalHex(q: 0.5, r: -1.25))
  }

  @Test("Enums encode their raw values")
  func enumForms() throws {
    #expect(try json(OffsetConvention.oddQ) == "\"odd-q\"")
    #expect(try json(OffsetConvention.evenR) == "\"even-r\"")
    #expect(try json(DoubledConvention.doubledWidth) == "\"doubled-width\"")
    #expect(try json(HexDirection.north) == "2")
    #expect(try json(HexDiagonal.southEast) == "5")
    #expect(try json(HexOrientation.pointy) == "\"pointy\"")
    #expect(try json(VerticalAxis.up) == "\"up\"")
    #expect(try json(TriangleShape.Pointing.up) == "\"up\"")
    #expect(try decode(OffsetConvention.self, "\"even-q\"") == .evenQ)
    #expect(throws: (any Error).self) { try decode(OffsetConvention.self, "\"oddq\"") }
    #expect(throws: (any Error).self) { try decode(HexDirection.self, "6") }
  }

  // MARK: Round trips

  @Test("Random values survive a round trip")
  func roundTrips() throws {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    let hexes = Array(Samples.hexes.prefix(500))
    #expect(try decoder.decode([Hex].self, from: encoder.encode(hexes)) == hexes)
    let offsets = Array(Samples.offsets.prefix(500))
    #expect(try decoder.decode([OffsetCoordinate].self, from: encoder.encode(offsets)) == offsets)
    let doubled = hexes.map { $0.doubled(in: .doubledWidth) }
    #expect(try decoder.decode([DoubledCoordinate].self, from: encoder.encode(doubled)) == doubled)
    var rng = TestRandom(seed: 81)
    let points = (0..<500).map { _ in
      Point(
        x: Double.random(in: -1e6...1e6, using: &rng), y: Double.random(in: -1...1, using: &rng))
    }
    #expect(try decoder.decode([Point].self, from: encoder.encode(points)) == points)
    let layouts = [
      HexLayout(
        orientation: .pointy, size: Size(width: 10, height: 15), origin: Point(x: 35, y: 71),
        spacing: 2, verticalAxis: .up),
      HexLayout(radius: 3),
    ]
    #expect(try decoder.decode([HexLayout].self, from: encoder.encode(layouts)) == layouts)
    let rect = Rect(x: 1, y: -2, width: 3.5, height: 4)
    #expect(try decoder.decode(Rect.self, from: encoder.encode(rect)) == rect)
    let edges = hexes.prefix(100).flatMap(\.edges)
    #expect(try decoder.decode([HexEdge].self, from: encoder.encode(edges)) == edges)
    let vertices = hexes.prefix(100).flatMap(\.vertices)
    #expect(try decoder.decode([HexVertex].self, from: encoder.encode(vertices)) == vertices)
  }

  // MARK: Malformed input

  static let malformedPairs = [
    "[1]", "[1,2,3]", "[]", "{\"q\":1}", "{\"q\":1,\"r\":2}", "\"1,2\"", "3", "null", "[1,null]",
    "[\"1\",2]",
  ]

  @Test("Malformed pairs throw", arguments: malformedPairs)
  func malformed(text: String) {
    #expect(throws: DecodingError.self) { try decode(Hex.self, text) }
    #expect(throws: DecodingError.self) { try decode(OffsetCoordinate.self, text) }
    #expect(throws: DecodingError.self) { try decode(DoubledCoordinate.self, text) }
    #expect(throws: DecodingError.self) { try decode(Point.self, text) }
    #expect(throws: DecodingError.self) { try decode(Size.self, text) }
    #expect(throws: DecodingError.self) { try decode(FractionalHex.self, text) }
  }

  @Test("Coordinates outside the 32-bit storage range throw instead of trapping")
  func outOfRange() throws {
    for text in ["[3000000000,0]", "[0,-3000000000]", "[9223372036854775807,1]"] {
      #expect(throws: DecodingError.self) { try decode(Hex.self, text) }
      #expect(throws: DecodingError.self) { try decode(OffsetCoordinate.self, text) }
    }
    let extreme = try decode(Hex.self, "[2147483647,-2147483648]")
    #expect(extreme.q == 2_147_483_647 && extreme.r == -2_147_483_648)
  }

  @Test("Integer coordinates reject fractions")
  func fractionalIntegers() {
    #expect(throws: DecodingError.self) { try decode(Hex.self, "[1.5,2]") }
    #expect(throws: DecodingError.self) { try decode(OffsetCoordinate.self, "[1,2.25]") }
  }

  // MARK: Edges and vertices

  @Test("Edges encode their canonical form")
  func edgeForm() throws {
    #expect(try json(HexEdge(.zero, .north)) == "{\"direction\":2,\"hex\":[0,0]}")
    #expect(try json(HexEdge(.zero, .south)) == "{\"direction\":2,\"hex\":[0,1]}")
    #expect(try decode(HexEdge.self, "{\"hex\":[0,1],\"direction\":2}") == HexEdge(.zero, .south))
  }

  @Test("Decoding a non-canonical edge gives the canonical value")
  func edgeDecodingCanonicalises() throws {
    let decoded = try decode(HexEdge.self, "{\"hex\":[0,0],\"direction\":5}")
    #expect(decoded == HexEdge(.zero, .south))
    #expect(decoded.hex == Hex(q: 0, r: 1))
    #expect(decoded.direction == .north)
    #expect(decoded.hashValue == HexEdge(.zero, .south).hashValue)
    #expect(throws: DecodingError.self) {
      try decode(HexEdge.self, "{\"hex\":[0,0],\"direction\":6}")
    }
    #expect(throws: DecodingError.self) { try decode(HexEdge.self, "{\"hex\":[0,0]}") }
    #expect(throws: DecodingError.self) { try decode(HexEdge.self, "[[0,0],2]") }
  }

  @Test("Vertices encode their canonical form")
  func vertexForm() throws {
    #expect(try json(HexVertex(.zero, corner: 1)) == "{\"corner\":1,\"hex\":[0,0]}")
    #expect(try json(HexVertex(.zero, corner: 2)) == "{\"corner\":0,\"hex\":[-1,0]}")
  }

  @Test("Decoding a non-canonical vertex gives the canonical value; bad corners throw")
  func vertexDecodingCanonicalises() throws {
    for corner in 0..<6 {
      let decoded = try decode(HexVertex.self, "{\"hex\":[2,-3],\"corner\":\(corner)}")
      #expect(decoded == HexVertex(Hex(q: 2, r: -3), corner: corner))
      #expect(decoded.corner < 2)
    }
    for corner in [-1, 6, 7, 100] {
      #expect(throws: DecodingError.self) {
        try decode(HexVertex.self, "{\"hex\":[0,0],\"corner\":\(corner)}")
      }
    }
    #expect(throws: DecodingError.self) { try decode(HexVertex.self, "{\"corner\":1}") }
  }
}
