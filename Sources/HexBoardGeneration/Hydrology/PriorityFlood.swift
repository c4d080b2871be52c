// The priority flood behind Drainage and HexMap.filledDepressions. Internal.

import HexBoard
import HexBoardSupport

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
      return fill(
        heights: heights, outlet: outlet, grid: grid, step: step,
        order: PackedHeightOrder(base: lowest))
    }
    return fill(heights: heights, outlet: outlet, grid: grid, step: step, order: HeightOrder())
  }

  /// The flood with a given heap order. Cells raised to the level they were reached at (step 0)
  /// skip the heap: a FIFO queue takes them, as they are next in order anyway
  /// (Barnes et al.'s "Priority-Flood + queue").
  private static func fill<Order: FloodOrder>(
    heights: [Int], outlet: [Bool], grid: MapGrid, step: Int, order: Order
  ) -> (filled: [Int], sinks: [Int]) {
    var heap = BinaryHeap<Order.Key, Void>()
    defer { heap.deallocate() }
    var filled = heights
    var done = [Bool](repeating: false, count: grid.indexCount)
    for index in grid.indices where outlet[index] {
      done[index] = true
      heap.push(order.key(height: filled[index], index: index))
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
        } else if let key = heap.popKey() {
          (level, cell) = order.entry(key)
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
          heap.push(order.key(height: filled[neighbor], index: neighbor))
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
      heap.push(order.key(height: filled[lowest], index: lowest))
    }
    return (filled, sinks)
  }
}
