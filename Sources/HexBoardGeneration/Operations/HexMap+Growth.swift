// Growing regions from seed cells with a randomised breadth-first search.

import HexBoard

extension HexMap {
  /// Grows a region from `seeds` by a randomised breadth-first search: at each step a random
  /// cell of the frontier (chosen with `generator`) is claimed and set to `value`, and its
  /// neighbours whose current values satisfy `canGrow` join the frontier. Blobby, organic
  /// shapes; the same generator state gives the same region.
  ///
  /// Seeds on the map are claimed first whatever their value. Growth honours wrapping.
  ///
  /// - Parameters:
  ///   - seeds: where the region starts (off-map seeds are ignored).
  ///   - size: the number of cells to claim in all, seeds included.
  ///   - value: the value written into claimed cells.
  ///   - generator: picks the frontier cell to claim at each step.
  ///   - canGrow: which cells the region may spread into.
  /// - Returns: the claimed hexes in the order they were claimed.
  /// - Complexity: O(k) for k cells claimed plus their neighbours.
  @discardableResult
  public mutating func growRegion<G: RandomNumberGenerator>(
    from seeds: [Hex], size: Int, value: Value, using generator: inout G,
    where canGrow: (Value) -> Bool
  ) -> [Hex] {
    var seen = [Bool](repeating: false, count: grid.indexCount)
    var claimed: [Int] = []
    var frontier: [Int] = []
    func claim(_ cell: Int) {
      claimed.append(cell)
      for neighbor in grid.neighbors(of: cell) where !seen[neighbor] && canGrow(storage[neighbor]) {
        seen[neighbor] = true
        frontier.append(neighbor)
      }
    }
    for seed in seeds where claimed.count < size {
      guard let index = grid.index(of: seed), !seen[index] else { continue }
      seen[index] = true
      claim(index)
    }
    while claimed.count < size, !frontier.isEmpty {
      let pick = generator.nextInt(below: frontier.count)
      let cell = frontier[pick]
      frontier.swapAt(pick, frontier.count - 1)
      frontier.removeLast()
      claim(cell)
    }
    for cell in claimed { self[index: cell] = value }
    return claimed.map(grid.hex(at:))
  }
}
