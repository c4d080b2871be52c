import HexBoard
import HexBoardGeneration
import Testing

// `SplitMix64` alone would name the test target's own copy (TestSupport.swift), so the
// library's type is spelled `HexBoardGeneration.SplitMix64` here.

@Suite("Generation: random numbers")
struct GenerationRandomTests {
  @Test func splitMix64MatchesTheReferenceVectors() {
    var rng = HexBoardGeneration.SplitMix64(seed: 0)
    let first: [UInt64] = (0..<5).map { _ in rng.next() }
    #expect(
      first == [
        0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
        0xF88B_B8A8_724C_81EC, 0x1B39_896A_51A8_749B,
      ])
    var other = HexBoardGeneration.SplitMix64(seed: 42)
    #expect([other.next(), other.next()] == [0xBDD7_3226_2FEB_6E95, 0x28EF_E333_B266_F103])
  }

  /// Vectors from the reference C code (xoshiro256starstar.c) with the state filled by four
  /// SplitMix64 outputs, as its authors recommend.
  @Test func xoshiroMatchesTheReferenceVectors() {
    var zero = Xoshiro256StarStar(seed: 0)
    #expect(
      (0..<5).map { _ in zero.next() } == [
        0x99EC_5F36_CB75_F2B4, 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0,
        0x6AA5_94F1_262D_2D2C, 0xBBA5_AD4A_1F84_2E59,
      ])
    var answer = Xoshiro256StarStar(seed: 42)
    #expect(
      (0..<5).map { _ in answer.next() } == [
        0x1578_0B2E_0C2E_C716, 0x6104_D986_6D11_3A7E, 0xAE17_5332_39E4_99A1,
        0xECB8_AD47_03B3_60A1, 0xFDE6_DC7F_E2EC_5E64,
      ])
    #expect(Xoshiro256StarStar(state: (0, 0, 0, 0)) == Xoshiro256StarStar(seed: 0))
  }

  @Test func unitDoubleUsesTheTop53Bits() {
    var rng = Xoshiro256StarStar(seed: 0)
    let x = rng.nextUnitDouble()
    #expect(x == Double(UInt64(0x99EC_5F36_CB75_F2B4) >> 11) * 0x1p-53)
    for _ in 0..<10_000 {
      let y = rng.nextUnitDouble()
      #expect(y >= 0 && y < 1)
    }
  }

  @Test func boundedIntegersAreInRangeUnbiasedAndPinned() {
    var rng = Xoshiro256StarStar(seed: 7)
    var counts = [Int](repeating: 0, count: 3)
    for _ in 0..<30_000 { counts[rng.nextInt(below: 3)] += 1 }
    #expect(counts.allSatisfy { abs($0 - 10_000) < 400 })
    // Lemire: the high word of output × bound.
    var a = Xoshiro256StarStar(seed: 0)
    var b = Xoshiro256StarStar(seed: 0)
    let expected = Int(b.next().multipliedFullWidth(by: 1000).high)
    #expect(a.nextInt(below: 1000) == expected)
    var dice = Xoshiro256StarStar(seed: 1)
    let rolls = (0..<1000).map { _ in dice.nextInt(in: -3...3) }
    #expect(rolls.min() == -3 && rolls.max() == 3)
    var big = Xoshiro256StarStar(seed: 2)
    #expect((0..<100).allSatisfy { _ in big.nextInt(below: Int.max) >= 0 })
  }

  /// Bounds a caller can build that used to trap: an empty bound gives 0 without a draw,
  /// and the full `Int` range is one whole output.
  @Test func boundedIntegersNeverTrap() {
    var rng = Xoshiro256StarStar(seed: 3)
    let untouched = rng
    #expect(rng.nextInt(below: 0) == 0)
    #expect(rng.nextInt(below: -5) == 0)
    #expect(rng == untouched)
    var copy = rng
    #expect(rng.nextInt(in: Int.min...Int.max) == Int.min &+ Int(truncatingIfNeeded: copy.next()))
    var wide = Xoshiro256StarStar(seed: 4)
    #expect((0..<100).allSatisfy { _ in wide.nextInt(in: -1...Int.max) >= -1 })
    // Ordinary ranges draw exactly as before: lower bound plus Lemire on the width.
    var a = Xoshiro256StarStar(seed: 5)
    var b = Xoshiro256StarStar(seed: 5)
    #expect(a.nextInt(in: 10...19) == 10 + b.nextInt(below: 10))
  }

  @Test func stableShuffleIsAReproduciblePermutation() {
    var a = Xoshiro256StarStar(seed: 3)
    var b = Xoshiro256StarStar(seed: 3)
    let one = (0..<50).shuffledStably(using: &a)
    let two = (0..<50).shuffledStably(using: &b)
    #expect(one == two)
    #expect(one.sorted() == Array(0..<50))
    #expect(one != Array(0..<50))
    var c = Xoshiro256StarStar(seed: 4)
    #expect((0..<50).shuffledStably(using: &c) != one)
  }

  @Test func derivedStreamsAreIndependentAndDoNotAdvanceTheParent() {
    let root = Xoshiro256StarStar(seed: 11)
    var copy = root
    var elevation = root.derived(label: "elevation")
    var rivers = root.derived(label: "rivers")
    #expect(root == copy)
    let riversFirst = rivers.next()
    // Drawing a lot from one stream never changes another.
    for _ in 0..<1000 { _ = elevation.next() }
    var riversAgain = root.derived(label: "rivers")
    #expect(riversAgain.next() == riversFirst)
    #expect(root.derived(stream: 1) != root.derived(stream: 2))
    #expect(root.derived(stream: 1) == copy.derived(stream: 1))
    let child = copy.split()
    #expect(copy != root)
    #expect(child != root)
    #expect(root.seed(label: "x") == root.seed(label: "x"))
  }
}
