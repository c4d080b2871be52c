import HexBoardSupport
import Testing

@Suite("Support: binary heap")
struct BinaryHeapTests {
  /// A small seeded generator (SplitMix64), so the test draws the same keys every run.
  struct Seeded {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Interleaved pushes and pops against a sorted array: every pop is the smallest key.
  @Test func popsInKeyOrder() {
    var random = Seeded(state: 34)
    var heap = BinaryHeap<UInt64, Int>()
    defer { heap.deallocate() }
    var reference: [UInt64] = []
    for step in 0..<5_000 {
      if random.next() % 3 == 0, let (element, key) = heap.pop() {
        let smallest = reference.min()!
        #expect(key == smallest)
        #expect(element == Int(key % 1_000))
        reference.remove(at: reference.firstIndex(of: smallest)!)
      } else {
        let key = random.next() % 50_000 + UInt64(step % 7)
        heap.push(Int(key % 1_000), key: key)
        reference.append(key)
      }
    }
    var rest: [UInt64] = []
    while let key = heap.pop()?.key { rest.append(key) }
    #expect(rest == reference.sorted())
    #expect(heap.isEmpty)
  }

  /// The tie rule the searches' outputs depend on: with equal keys, this exact order
  /// (worked by hand from the sift rules in BinaryHeap.swift).
  @Test func equalKeysFollowTheSiftRules() {
    var heap = BinaryHeap<UInt64, Character>()
    defer { heap.deallocate() }
    for (element, key) in zip("abcdef", [1, 1, 1, 0, 1, 1] as [UInt64]) {
      heap.push(element, key: key)
    }
    var order = ""
    while let (element, _) = heap.pop() { order.append(element) }
    #expect(order == "dfebca")
  }

  /// Keys alone, and a heap used again after `removeAll`.
  @Test func keysAlone() {
    var heap = BinaryHeap<Int, Void>()
    defer { heap.deallocate() }
    for key in [5, 3, 9, 1] { heap.push(key) }
    heap.removeAll()
    #expect(heap.popKey() == nil)
    for key in [5, 3, 9, 1, 3] { heap.push(key) }
    var keys: [Int] = []
    while let key = heap.popKey() { keys.append(key) }
    #expect(keys == [1, 3, 3, 5, 9])
  }
}
