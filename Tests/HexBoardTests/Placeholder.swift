import HexBoard
import Testing

@Test func placeholder2() { #expect(Hex(q: 1, r: 2).s == -3) }
