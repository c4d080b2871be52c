import Testing

@_spi(Editor) @testable import HexBoardCLI

/// The key decoder holds a bounded number of bytes between reads, so an escape sequence
/// that never ends (22 MB of digits after `ESC [`) costs linear work, not a rescan of
/// everything so far on every read.
@Suite struct EditorKeyDecoderTests {
  static let bound = KeyDecoder.maximumSequenceLength + 2

  @Test func anUnterminatedSequenceKeepsTheBufferBounded() throws {
    var decoder = KeyDecoder()
    let digits = [UInt8](repeating: UInt8(ascii: "1"), count: 4096)
    #expect(decoder.decode([0x1B, UInt8(ascii: "[")]) == [])
    // 22 MB in reads of 4 KiB, as the terminal delivers them.
    for read in 0..<5371 {
      let keys = decoder.decode(digits)
      #expect(keys == [])
      // Stops at the first read that keeps too much (the old decoder kept it all and
      // rescanned it each read: 40 s for 22 MB).
      try #require(decoder.pendingCount <= Self.bound, "after read \(read)")
    }
    // The junk ends at its final byte, which goes with it; what follows is decoded.
    #expect(decoder.decode(Array("Ax".utf8)) == [.character("x")])
    #expect(decoder.pendingCount == 0)
    #expect(decoder.decode(Array("\u{1B}[A".utf8)) == [.up])
  }

  @Test func anOverLongSequenceInOneReadIsJunk() {
    var decoder = KeyDecoder()
    let long = "\u{1B}[" + String(repeating: "9", count: 100_000) + "Ax\u{1B}[B"
    #expect(decoder.decode(Array(long.utf8)) == [.character("x"), .down])
    #expect(decoder.pendingCount == 0)
    // Exactly the limit is still a sequence; one more byte is junk.
    let limit = KeyDecoder.maximumSequenceLength
    let atLimit = "\u{1B}[" + String(repeating: "1", count: limit) + "C"
    #expect(decoder.decode(Array(atLimit.utf8)) == [.right])
    let overLimit = "\u{1B}[" + String(repeating: "1", count: limit + 1) + "Cy"
    #expect(decoder.decode(Array(overLimit.utf8)) == [.character("y")])
    // Split one byte at a time after its introducer (a lone ESC ending a read is the
    // Escape key), the same.
    var split = KeyDecoder()
    var keys = split.decode(Array("\u{1B}[".utf8))
    for byte in overLimit.utf8.dropFirst(2) {
      keys += split.decode([byte])
      #expect(split.pendingCount <= Self.bound)
    }
    #expect(keys == [.character("y")])
  }

  @Test func longestRealSequencesStillDecode() {
    var decoder = KeyDecoder()
    // An SGR mouse report on a 65,535-column terminal, split across reads.
    let report = Array("\u{1B}[<0;65535;65535M".utf8)
    #expect(decoder.decode(Array(report[0..<9])) == [])
    #expect(decoder.decode(Array(report[9...])) == [.mouse(x: 65534, y: 65534, button: 0)])
    #expect(decoder.decode(Array("\u{1B}OA".utf8)) == [.up])
  }
}
