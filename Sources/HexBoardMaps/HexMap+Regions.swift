// Flood fill and connected regions over any map, wrapped or not, for editors ("paint
// bucket"), generators (islands, lakes) and rules ("is this territory contiguous?").

import HexGrid

/// The connected regions of the cells matching a predicate, labelled in storage order.
public struct ConnectedRegions: Sendable {
  /// The grid the labels are laid out on.
  public let grid: MapGrid
  /// Per grid index: the region number, or -1 for cells outside every region.
  public let labels: [Int32]
  /// The number of cells in each region, indexed by region number.
  public let sizes: [Int]

  /// The number of regions.
  public var count: Int { sizes.count }

  // Made by ``HexMap/connectedRegions(where:)``, which is inlinable (generic over the map's
  // value, it is specialised in the generators' module).
  @usableFromInline
  init(grid: MapGrid, labels: [Int32], sizes: [Int]) {
    self.grid = grid
    self.labels = labels
    self.sizes = sizes
  }

  /// The region `hex` belongs to, or `nil` if it is in none (or off the map).
  public func region(of hex: Hex) -> Int? {
    guard let index = grid.index(of: hex), labels[index] >= 0 else { return nil }
    return Int(labels[index])
  }

  /// The hexes of region `number`, in storage order.
  public func hexes(inRegion number: Int) -> [Hex] {
    grid.indices.filter { labels[$0] == Int32(number) }.map(grid.hex(at:))
  }
}

// Generic over the map's value and called from other modules (generators, editors) with
// closures: inlinable, so each caller gets a specialised copy instead of generic dispatch.
extension HexMap {
  /// The cells connected to `start` through neighbours whose values satisfy `matches`, in
  /// breadth-first order (start first). Empty if `start` is off the map or does not match.
  ///
  /// - Complexity: O(k) for k cells filled.
  @inlinable
  public func floodFill(from start: Hex, where matches: (Value) -> Bool) -> [Hex] {
    guard let s = grid.index(of: start), matches(storage[s]) else { return [] }
    var seen = [Bool](repeating: false, count: grid.indexCount)
    var queue = [s]
    seen[s] = true
    var head = 0
    while head < queue.count {
      let cell = queue[head]
      head += 1
      for neighbor in grid.neighbors(of: cell) where !seen[neighbor] && matches(storage[neighbor]) {
        seen[neighbor] = true
        queue.append(neighbor)
      }
    }
    return queue.map(grid.hex(at:))
  }

  /// Labels the connected regions of cells whose values satisfy `matches`. Regions are
  /// numbered in the storage order of their first cell, so the labels are reproducible.
  ///
  /// - Complexity: O(n).
  @inlinable
  public func connectedRegions(where matches: (Value) -> Bool) -> ConnectedRegions {
    var labels = [Int32](repeating: -1, count: grid.indexCount)
    var sizes: [Int] = []
    var queue: [Int] = []
    for seed in grid.indices where labels[seed] < 0 && matches(storage[seed]) {
      let label = Int32(sizes.count)
      labels[seed] = label
      queue.removeAll(keepingCapacity: true)
      queue.append(seed)
      var head = 0
      while head < queue.count {
        let cell = queue[head]
        head += 1
        for neighbor in grid.neighbors(of: cell)
        where labels[neighbor] < 0 && matches(storage[neighbor]) {
          labels[neighbor] = label
          queue.append(neighbor)
        }
      }
      sizes.append(queue.count)
    }
    return ConnectedRegions(grid: grid, labels: labels, sizes: sizes)
  }
}
