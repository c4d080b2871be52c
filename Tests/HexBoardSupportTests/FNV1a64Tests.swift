import HexBoardSupport
import Testing

@Suite("Support: FNV-1a 64")
struct FNV1a64Tests {
  /// The published FNV-1a 64 test vectors (Fowler, Noll, Vo).
  @Test func matchesPublishedValues() {
    #expect(FNV1a64.hash("") == 0xCBF2_9CE4_8422_2325)
    #expect(FNV1a64.hash("a") == 0xAF63_DC4C_8601_EC8C)
    #expect(FNV1a64.hash("foobar") == 0x8594_4171_F739_67E8)
  }

  /// Bytes fed one by one, as a sequence, as text: the same hash.
  @Test func feedingOrderIsTheBytes() {
    var one = FNV1a64()
    for byte in "grass".utf8 { one.combine(byte: byte) }
    var all = FNV1a64()
    all.combine(Array("grass".utf8))
    #expect(one.value == all.value)
    #expect(one.value == FNV1a64.hash("grass"))
    #expect(FNV1a64.hash([UInt8]()) == FNV1a64.offsetBasis)
  }
}
