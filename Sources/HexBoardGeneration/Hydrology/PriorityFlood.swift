// The priority flood behind Drainage and HexMap.filledDepressions. Internal.

import HexBoard

/// Priority flood (Barnes, Lehman & Mulla 2014): cells are reached from the outlets lowest
/// first, and each is raised to the level it was reached at (plus `step`) when lower.
enum PriorityFlood {
  /// The filled heights and the sinks added for regions without an outlet.
  ///
  /// With `step` 0 the result is the water level (depressions filled flat, "Priority-Flood"
  /// proper); with `step` 1 every non-outlet cell ends strictly above the neighbour it was
  /// reached from ("Priority-Flood+ε" on integers), so steepest descent always reaches an
  /// outlet. Heights saturate at `Int.max` rather than overflow.
  ///
  /// A connected region of cells that no outlet reaches gets its lowest cell (the first in
  /// storage order on a tie) as an extra outlet, a *sink*; sinks are listed in storage order
  /// of discovery.
  ///
  /// - Complexity: O(n log n) for n cells.
  static func fill(heights: [Int], outlet: [Bool], grid: MapGrid, step: Int) -> (
    filled: [Int], sinks: [Int]
  ) {
    var filled = heights
    var done = [Bool](repeating: false, count: grid.indexCount)
    var heap = HeightHeap()
    for index in grid.indices where outlet[index] {
      done[index] = true
      heap.push(height: filled[index], index: index)
    }
    var sinks: [Int] = []
    var scan = grid.indices.makeIterator()
    var seen: [Bool] = []
    while true {
      while let (level, cell) = heap.pop() {
        let (raised, overflow) = level.addingReportingOverflow(step)
        let floor = overflow ? Int.max : raised
        for neighbor in grid.neighbors(of: cell) where !done[neighbor] {
          done[neighbor] = true
          let value = Swift.max(filled[neighbor], floor)
          filled[neighbor] = value
          heap.push(height: value, index: neighbor)
        }
      }
      // A cell no outlet reached: its region's lowest cell becomes a sink.
      var start = -1
      while start < 0, let index = scan.next() {
        if !done[index] { start = index }
      }
      guard start >= 0 else { break }
      if seen.isEmpty { seen = [Bool](repeating: false, count: grid.indexCount) }
      var queue = [start]
      seen[start] = true
      var head = 0
      var lowest = start
      while head < queue.count {
        let cell = queue[head]
        head += 1
        if heights[cell] < heights[lowest] || (heights[cell] == heights[lowest] && cell < lowest) {
          lowest = cell
        }
        for neighbor in grid.neighbors(of: cell) where !done[neighbor] && !seen[neighbor] {
          seen[neighbor] = true
          queue.append(neighbor)
        }
      }
      sinks.append(lowest)
      done[lowest] = true
      heap.push(height: filled[lowest], index: lowest)
    }
    return (filled, sinks)
  }
}

/// A binary min-heap of (height, index) pairs, ordered by height then index, so equal
/// heights leave in storage order and the flood is deterministic.
struct HeightHeap {
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
