// Poisson-disc placement on a hex grid: points at least a given number of steps apart.

import HexBoard

extension MapGrid {
  /// Picks cells from `candidates` in a seeded random order, keeping each one that is at
  /// least `minimumDistance` steps (`distance(from:to:)`, the short way round on wrapped
  /// maps) from every cell kept before: a maximal Poisson-disc sample by dart throwing.
  ///
  /// - Parameters:
  ///   - candidates: the allowed cells (off-map ones and duplicates are ignored).
  ///   - minimumDistance: the smallest allowed distance between two picks (1 allows any two
  ///     different cells).
  ///   - limit: stop after this many picks.
  ///   - generator: decides the order in which candidates are tried.
  /// - Returns: the picks, in the order they were made.
  /// - Complexity: O(c + k × d²) for c candidates, k picks and distance d.
  public func poissonDiscSample<G: RandomNumberGenerator>(
    from candidates: [Hex], minimumDistance: Int, limit: Int = Int.max,
    using generator: inout G
  ) -> [Hex] {
    var order = candidates.compactMap { index(of: $0) }
    order.shuffleStably(using: &generator)
    var blocked = [Bool](repeating: false, count: indexCount)
    var picks: [Hex] = []
    let radius = Swift.max(0, minimumDistance - 1)
    for cell in order where picks.count < limit && !blocked[cell] {
      let hex = self.hex(at: cell)
      picks.append(hex)
      for near in hex.range(radius: radius) {
        if let i = index(of: near) { blocked[i] = true }
      }
    }
    return picks
  }
}
