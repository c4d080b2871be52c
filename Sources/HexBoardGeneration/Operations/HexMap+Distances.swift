// Multi-source breadth-first distances: distance from the coast, from rivers, from walls.

import HexBoard

extension HexMap {
  /// Every cell's number of steps to the nearest cell whose value satisfies `isSource`
  /// (0 for those cells), by a multi-source breadth-first search that honours wrapping.
  /// `nil` for cells that cannot reach a source (cut off by holes, or a map without one).
  ///
  /// - Complexity: O(n).
  public func stepDistances(toNearest isSource: (Value) -> Bool) -> HexMap<Int?> {
    let steps = stepCounts(toNearest: isSource)
    return HexMap<Int?>(grid: grid, storage: steps.map { $0 == Int.max ? nil : $0 })
  }

  /// ``stepDistances(toNearest:)`` as flat storage with `Int.max` for "no source reachable":
  /// the generators' inner loops compare integers rather than unwrap optionals.
  ///
  /// - Complexity: O(n).
  func stepCounts(toNearest isSource: (Value) -> Bool) -> [Int] {
    var distances = [Int](repeating: Int.max, count: grid.indexCount)
    var queue: [Int] = []
    queue.reserveCapacity(grid.cellCount)
    for index in grid.indices where isSource(storage[index]) {
      distances[index] = 0
      queue.append(index)
    }
    var head = 0
    while head < queue.count {
      let cell = queue[head]
      head += 1
      let next = distances[cell] + 1
      for neighbor in grid.neighbors(of: cell) where distances[neighbor] == Int.max {
        distances[neighbor] = next
        queue.append(neighbor)
      }
    }
    return distances
  }

  /// The signed distance from the coast: on land (`isLand`), the steps to the nearest water
  /// cell (1 on the shore); on water, minus the steps to the nearest land cell (−1 next to
  /// the shore). `nil` where there is no coast to measure from: every cell of a map with no
  /// water (or no land), and cells cut off from the other kind by holes or the map's edge.
  ///
  /// ```swift
  /// let coast = land.coastDistances { $0 }
  /// let shore = grid.hexes.filter { coast[$0] == 1 }   // land touching water
  /// ```
  ///
  /// - Complexity: O(n): two multi-source breadth-first searches.
  public func coastDistances(isLand: (Value) -> Bool) -> HexMap<Int?> {
    let land = mapValues(isLand)
    let toWater = land.stepCounts { !$0 }
    let toLand = land.stepCounts { $0 }
    var signed = [Int?](repeating: nil, count: grid.indexCount)
    for index in grid.indices {
      let isLand = land.storage[index]
      let d = isLand ? toWater[index] : toLand[index]
      guard d != Int.max else { continue }
      signed[index] = isLand ? d : -d
    }
    return HexMap<Int?>(grid: grid, storage: signed)
  }
}
