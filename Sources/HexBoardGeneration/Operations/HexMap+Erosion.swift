// Removing small connected regions: specks of land in the sea, puddles on land.

import HexBoard

extension HexMap {
  /// Replaces every connected region of cells satisfying `matches` that has fewer than
  /// `minimumSize` cells with `replacement`: erode islands below a size
  /// (`where: { $0 }, with: false` on a land mask) or fill small lakes
  /// (`where: { !$0 }, with: true`).
  ///
  /// - Returns: the number of regions replaced.
  /// - Complexity: O(n).
  @discardableResult
  public mutating func replaceSmallRegions(
    where matches: (Value) -> Bool, smallerThan minimumSize: Int, with replacement: Value
  ) -> Int {
    let regions = connectedRegions(where: matches)
    let small = regions.sizes.map { $0 < minimumSize }
    guard small.contains(true) else { return 0 }
    for index in grid.indices {
      let label = regions.labels[index]
      if label >= 0, small[Int(label)] { self[index: index] = replacement }
    }
    return small.reduce(0) { $0 + ($1 ? 1 : 0) }
  }
}
