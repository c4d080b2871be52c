// The min-heap of the generators' searches (corridor carving, the priority flood). Internal.

/// A binary min-heap of (cost, index) with ties broken by the smaller index: deterministic.
struct IndexHeap {
  private var keys: [UInt64] = []

  mutating func push(cost: UInt32, index: Int) {
    keys.append(UInt64(cost) << 32 | UInt64(UInt32(truncatingIfNeeded: index)))
    var child = keys.count - 1
    while child > 0 {
      let up = (child - 1) / 2
      guard keys[child] < keys[up] else { break }
      keys.swapAt(child, up)
      child = up
    }
  }

  mutating func pop() -> (UInt32, Int)? {
    guard let top = keys.first else { return nil }
    let last = keys.removeLast()
    if !keys.isEmpty {
      keys[0] = last
      var node = 0
      while true {
        let left = 2 * node + 1
        guard left < keys.count else { break }
        var smallest = left
        if left + 1 < keys.count, keys[left + 1] < keys[left] { smallest = left + 1 }
        guard keys[smallest] < keys[node] else { break }
        keys.swapAt(smallest, node)
        node = smallest
      }
    }
    return (UInt32(top >> 32), Int(top & 0xFFFF_FFFF))
  }
}
