// The heaps of the priority flood. Internal.

/// The heap a flood takes its cells from: lowest height first, then lowest index.
protocol FloodHeap {
  mutating func push(height: Int, index: Int)
  mutating func pop() -> (Int, Int)?
}

/// A min-heap of (height, index) packed in one UInt64 each, for heights within 2³² of
/// `base` (grid indices always fit 32 bits).
struct PackedHeightHeap: FloodHeap {
  let base: Int
  /// The (cost, index) heap the searches use: `height - base` is the cost.
  private var heap = IndexHeap()

  init(base: Int) { self.base = base }

  mutating func push(height: Int, index: Int) {
    heap.push(cost: UInt32(truncatingIfNeeded: height &- base), index: index)
  }

  mutating func pop() -> (Int, Int)? {
    heap.pop().map { (Int($0.0) &+ base, $0.1) }
  }
}

/// A binary min-heap of (height, index) pairs, ordered by height then index, so equal
/// heights leave in storage order and the flood is deterministic.
struct HeightHeap: FloodHeap {
  private var heights: [Int] = []
  private var indices: [Int] = []

  private func less(_ a: Int, _ b: Int) -> Bool {
    heights[a] < heights[b] || (heights[a] == heights[b] && indices[a] < indices[b])
  }

  private mutating func swap(_ a: Int, _ b: Int) {
    heights.swapAt(a, b)
    indices.swapAt(a, b)
  }

  mutating func push(height: Int, index: Int) {
    heights.append(height)
    indices.append(index)
    var child = heights.count - 1
    while child > 0 {
      let up = (child - 1) / 2
      guard less(child, up) else { break }
      swap(child, up)
      child = up
    }
  }

  mutating func pop() -> (Int, Int)? {
    guard let height = heights.first, let index = indices.first else { return nil }
    let lastHeight = heights.removeLast()
    let lastIndex = indices.removeLast()
    if !heights.isEmpty {
      heights[0] = lastHeight
      indices[0] = lastIndex
      var node = 0
      while true {
        let left = 2 * node + 1
        guard left < heights.count else { break }
        var smallest = left
        if left + 1 < heights.count, less(left + 1, left) { smallest = left + 1 }
        guard less(smallest, node) else { break }
        swap(smallest, node)
        node = smallest
      }
    }
    return (height, index)
  }
}
