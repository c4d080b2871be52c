import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardGeneration

/// The selection behind `threshold(toCount:)`: the order-preserving keys and quickselect,
/// against a sort.
@Suite("Generation: threshold selection")
struct GenerationSelectionTests {
  @Test(arguments: [1, 2, 3, 17, 200])
  func selectFindsTheSortedKeyAtEveryPosition(size: Int) {
    var rng = TestRandom(seed: UInt64(size))
    for spread in [2, 1_000] as [UInt64] {  // many ties, then few
      let keys = (0..<size).map { _ in rng.next() % spread }
      let sorted = keys.sorted()
      for position in 0..<size {
        var scratch = keys
        #expect(HexMap<Double>.select(position, in: &scratch) == sorted[position])
        #expect(scratch.sorted() == sorted, "selection only reorders")
      }
    }
  }

  @Test func orderKeysOrderLikeTheValues() {
    let values: [Double] = [
      -.infinity, -1e300, -2.5, -1, -.leastNonzeroMagnitude, 0, .leastNonzeroMagnitude, 0.5,
      1, 1e300, .infinity,
    ]
    let keys = values.map(HexMap<Double>.orderKey)
    #expect(keys == keys.sorted())
    #expect(Set(keys).count == keys.count)
    #expect(HexMap<Double>.orderKey(.nan) == 0)
    #expect(keys.allSatisfy { $0 > 0 })
    #expect(HexMap<Double>.orderKey(-0.0) == HexMap<Double>.orderKey(0.0))
    for value in values {
      #expect(HexMap<Double>.value(ofOrderKey: HexMap<Double>.orderKey(value)) == value)
    }
  }
}
