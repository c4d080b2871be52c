// Connectivity repair: carve the cheapest corridors so that regions or positions connect.

import HexBoard
import HexBoardSupport

extension HexMap where Value == Bool {
  /// Connects every open region (`true` cells) to the largest one by carving corridors:
  /// repeatedly the cheapest corridor (sum of `carveCost` over the closed cells opened)
  /// from the connected part to the nearest other region is opened, until one region is
  /// left or nothing more can be carved.
  ///
  /// The search is a single multi-source Dijkstra from the largest region that restarts
  /// from every region it absorbs; ties break by cell index, so the result is
  /// deterministic.
  ///
  /// - Parameter carveCost: the cost of opening a closed cell, or `nil` if it must stay
  ///   closed (at least 1).
  /// - Returns: the hexes opened, corridor by corridor.
  /// - Complexity: O(n log n) per absorbed region in the worst case, usually O(n log n).
  @discardableResult
  public mutating func connectRegions(carveCost: (Hex) -> Int? = { _ in 1 }) -> [Hex] {
    let regions = connectedRegions { $0 }
    guard regions.count > 1,
      let largest = regions.sizes.indices.max(by: {
        regions.sizes[$0] < regions.sizes[$1] || (regions.sizes[$0] == regions.sizes[$1] && $0 > $1)
      })
    else { return [] }
    let start = grid.indices.first { regions.labels[$0] == Int32(largest) } ?? 0
    let targets = [Bool](repeating: true, count: regions.count)
    return carve(from: start, regions: regions, targets: targets, carveCost: carveCost)
  }

  /// Connects `positions` to one another by carving the cheapest corridors (see
  /// ``connectRegions(carveCost:)``): afterwards every position that is open can reach the
  /// first one through open cells, unless `carveCost` forbids every way. Closed positions
  /// are opened first. Other regions may be crossed on the way for free.
  ///
  /// - Returns: the hexes opened (positions included if they were closed).
  /// - Complexity: O(n log n) per separate region in the worst case.
  @discardableResult
  public mutating func connect(_ positions: [Hex], carveCost: (Hex) -> Int? = { _ in 1 })
    -> [Hex]
  {
    let cells = positions.compactMap { grid.index(of: $0) }
    guard let first = cells.first else { return [] }
    var opened: [Hex] = []
    for cell in cells where !self[index: cell] {
      self[index: cell] = true
      opened.append(grid.hex(at: cell))
    }
    let regions = connectedRegions { $0 }
    var targets = [Bool](repeating: false, count: regions.count)
    for cell in cells { targets[Int(regions.labels[cell])] = true }
    targets[Int(regions.labels[first])] = false
    guard targets.contains(true) else { return opened }
    return opened
      + carve(from: first, regions: regions, targets: targets, carveCost: carveCost)
  }

  /// The shared search: grows a "connected" set from `start`'s region, carving to the
  /// cheapest cell of a target region each time, until no target region is left.
  private mutating func carve(
    from start: Int, regions: ConnectedRegions, targets initial: [Bool],
    carveCost: (Hex) -> Int?
  ) -> [Hex] {
    var targets = initial
    var remaining = targets.reduce(0) { $0 + ($1 ? 1 : 0) }
    let count = grid.indexCount
    var cost = [UInt32](repeating: UInt32.max, count: count)
    var parent = [Int32](repeating: -1, count: count)
    var connected = [Bool](repeating: false, count: count)
    var stepCost = [Int32](repeating: -2, count: count)  // -2: not asked yet, -1: forbidden
    // Keys (cost, index): ties go to the smaller index, so the carving is deterministic.
    var heap = BinaryHeap<UInt64, Void>()
    defer { heap.deallocate() }
    var carved: [Hex] = []

    func absorb(from seed: Int) {
      // Every open cell reachable from `seed` joins the connected set at cost 0.
      var queue = [seed]
      connected[seed] = true
      var head = 0
      while head < queue.count {
        let cell = queue[head]
        head += 1
        cost[cell] = 0
        parent[cell] = -1
        heap.push(UInt64(UInt32(truncatingIfNeeded: cell)))
        let label = regions.labels[cell]
        if label >= 0, targets[Int(label)] {
          targets[Int(label)] = false
          remaining -= 1
        }
        for neighbor in grid.neighbors(of: cell) where self[index: neighbor] && !connected[neighbor]
        {
          connected[neighbor] = true
          queue.append(neighbor)
        }
      }
    }

    absorb(from: start)
    while remaining > 0, let key = heap.popKey() {
      let (c, cell) = (UInt32(key >> 32), Int(key & 0xFFFF_FFFF))
      guard c == cost[cell] else { continue }
      let label = regions.labels[cell]
      if self[index: cell], !connected[cell], label >= 0, targets[Int(label)] {
        // Reached a target region: open the corridor behind us and absorb it.
        var step = Int(parent[cell])
        var corridor: [Int] = []
        while step >= 0, !connected[step] {
          corridor.append(step)
          step = Int(parent[step])
        }
        for opened in corridor.reversed() where !self[index: opened] {
          self[index: opened] = true
          carved.append(grid.hex(at: opened))
        }
        absorb(from: cell)
        continue
      }
      for neighbor in grid.neighbors(of: cell) where !connected[neighbor] {
        var step: UInt32 = 0
        if !self[index: neighbor] {
          if stepCost[neighbor] == -2 {
            stepCost[neighbor] =
              carveCost(grid.hex(at: neighbor)).map {
                Int32(clamping: Swift.max(1, $0))
              } ?? -1
          }
          guard stepCost[neighbor] >= 0 else { continue }
          step = UInt32(stepCost[neighbor])
        }
        let next = c &+ step
        if next < cost[neighbor] {
          cost[neighbor] = next
          parent[neighbor] = Int32(cell)
          heap.push(UInt64(next) << 32 | UInt64(UInt32(truncatingIfNeeded: neighbor)))
        }
      }
    }
    return carved
  }
}
