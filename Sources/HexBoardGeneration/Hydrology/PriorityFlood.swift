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
    // Heights that fit 32 bits above their minimum (after the fill's raises) use the packed
    // heap of one UInt64 per entry; others the general one. Same order, same result.
    var lowest = Int.max
    var highest = Int.min
    for index in grid.indices {
      lowest = Swift.min(lowest, heights[index])
      highest = Swift.max(highest, heights[index])
    }
    let (span, overflow) = highest.subtractingReportingOverflow(lowest)
    if grid.cellCount > 0, !overflow, span < Int(UInt32.max) - step * grid.cellCount {
      var heap = PackedHeightHeap(base: lowest)
      return fill(heights: heights, outlet: outlet, grid: grid, step: step, heap: &heap)
    }
    var heap = HeightHeap()
    return fill(heights: heights, outlet: outlet, grid: grid, step: step, heap: &heap)
  }

  /// The flood with a given heap. Cells raised to the level they were reached at (step 0)
  /// skip the heap: a FIFO queue takes them, as they are next in order anyway
  /// (Barnes et al.'s "Priority-Flood + queue").
  private static func fill<H: FloodHeap>(
    heights: [Int], outlet: [Bool], grid: MapGrid, step: Int, heap: inout H
  ) -> (filled: [Int], sinks: [Int]) {
    var filled = heights
    var done = [Bool](repeating: false, count: grid.indexCount)
    for index in grid.indices where outlet[index] {
      done[index] = true
      heap.push(height: filled[index], index: index)
    }
    var sinks: [Int] = []
    var scan = grid.indices.makeIterator()
    var seen: [Bool] = []
    var queue: [Int] = []
    var head = 0
    while true {
      while true {
        let cell: Int
        let level: Int
        if head < queue.count {
          cell = queue[head]
          level = filled[cell]
          head += 1
          if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
          }
        } else if let (popped, index) = heap.pop() {
          cell = index
          level = popped
        } else {
          break
        }
        let (raised, overflow) = level.addingReportingOverflow(step)
        let floor = overflow ? Int.max : raised
        for neighbor in grid.neighbors(of: cell) where !done[neighbor] {
          done[neighbor] = true
          if filled[neighbor] <= floor {
            filled[neighbor] = floor
            if step == 0 {
              queue.append(neighbor)
              continue
            }
          }
          heap.push(height: filled[neighbor], index: neighbor)
        }
      }
      // A cell no outlet reached: its region's lowest cell becomes a sink.
      var start = -1
      while start < 0, let index = scan.next() {
        if !done[index] { start = index }
      }
      guard start >= 0 else { break }
      if seen.isEmpty { seen = [Bool](repeating: false, count: grid.indexCount) }
      var region = [start]
      seen[start] = true
      var next = 0
      var lowest = start
      while next < region.count {
        let cell = region[next]
        next += 1
        if heights[cell] < heights[lowest] || (heights[cell] == heights[lowest] && cell < lowest) {
          lowest = cell
        }
        for neighbor in grid.neighbors(of: cell) where !done[neighbor] && !seen[neighbor] {
          seen[neighbor] = true
          region.append(neighbor)
        }
      }
      sinks.append(lowest)
      done[lowest] = true
      heap.push(height: filled[lowest], index: lowest)
    }
    return (filled, sinks)
  }
}

/// The heap a flood takes its cells from: lowest height first, then lowest index.
protocol FloodHeap {
  mutating func push(height: Int, index: Int)
  mutating func pop() -> (Int, Int)?
}

/// A min-heap of (height, index) packed in one UInt64 each, for heights within 2³² of
/// `base` (grid indices always fit 32 bits).
struct PackedHeightHeap: FloodHeap {
  let base: Int
  private var keys: [UInt64] = []

  init(base: Int) { self.base = base }

  mutating func push(height: Int, index: Int) {
    keys.append(UInt64(height &- base) << 32 | UInt64(UInt32(truncatingIfNeeded: index)))
    var child = keys.count - 1
    while child > 0 {
      let up = (child - 1) / 2
      guard keys[child] < keys[up] else { break }
      keys.swapAt(child, up)
      child = up
    }
  }

  mutating func pop() -> (Int, Int)? {
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
    return (Int(top >> 32) &+ base, Int(top & 0xFFFF_FFFF))
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
