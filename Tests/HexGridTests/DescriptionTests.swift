// CustomStringConvertible forms.

import HexGrid
import Testing

@Suite("Descriptions")
struct DescriptionTests {
  static let forms: [(any CustomStringConvertible & Sendable, String)] = [
    (Hex(q: 1, r: -2), "Hex(q: 1, r: -2)"),
    (Hex.zero, "Hex(q: 0, r: 0)"),
    (OffsetCoordinate(col: 3, row: 2), "(col: 3, row: 2)"),
    (OffsetCoordinate(col: -1_000_000, row: -7), "(col: -1000000, row: -7)"),
    (DoubledCoordinate(col: 2, row: 4), "(col: 2, row: 4)"),
    (FractionalHex(q: 0.5, r: -1.25), "FractionalHex(q: 0.5, r: -1.25)"),
    (Point(x: 12.5, y: -3.0), "(12.5, -3.0)"),
    (Size(width: 30, height: 25), "30.0×25.0"),
    (Rect(x: 0, y: 0, width: 10, height: 5), "Rect(x: 0.0, y: 0.0, width: 10.0, height: 5.0)"),
    (HexEdge(.zero, .north), "HexEdge(Hex(q: 0, r: 0), north)"),
    (HexEdge(.zero, .south), "HexEdge(Hex(q: 0, r: 1), north)"),
    (HexEdge(Hex(q: 2, r: -1), .southEast), "HexEdge(Hex(q: 2, r: -1), southEast)"),
    (HexVertex(.zero, corner: 1), "HexVertex(Hex(q: 0, r: 0), corner: 1)"),
    (HexVertex(.zero, corner: 3), "HexVertex(Hex(q: -1, r: 1), corner: 1)"),
  ]

  @Test("description forms", arguments: forms)
  func description(value: any CustomStringConvertible & Sendable, expected: String) {
    #expect(value.description == expected)
    #expect("\(value)" == expected)
  }
}
