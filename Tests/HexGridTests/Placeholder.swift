import Testing

@testable import HexGrid

@Test func placeholder() { #expect(Hex(q: 1, r: 2).s == -3) }
