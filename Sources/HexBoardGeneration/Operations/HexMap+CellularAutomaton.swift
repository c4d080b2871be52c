// Smoothing a two-valued map with a cellular automaton over hex neighbours.

import HexBoard

extension HexMap where Value == Bool {
  /// Runs a cellular automaton over the six hex neighbours: a `false` cell becomes `true`
  /// when at least `birth` neighbours are `true`, a `true` cell stays `true` when at least
  /// `survival` are. All cells update at once, `iterations` times.
  ///
  /// With `true` = wall, `birth: 4, survival: 3` turns random noise into cave walls; with
  /// `true` = land it rounds off coastlines and removes speckle.
  ///
  /// - Parameters:
  ///   - iterations: how many generations to run (0 returns the map unchanged).
  ///   - birth: the `true` neighbours that turn a `false` cell `true`.
  ///   - survival: the `true` neighbours that keep a `true` cell `true`.
  ///   - outside: how a missing neighbour beyond the map's edge counts (`true` makes edges
  ///     walls in caves). Wrapped edges have real neighbours.
  /// - Complexity: O(n × iterations).
  public func smoothed(iterations: Int, birth: Int, survival: Int, outside: Bool = false)
    -> HexMap<Bool>
  {
    let indices = grid.indices
    var current = storage
    var next = current
    let outsideCount = outside ? 1 : 0
    for _ in 0..<Swift.max(0, iterations) {
      for index in indices {
        let neighbors = grid.neighbors(of: index)
        var alive = (6 - neighbors.count) * outsideCount
        for neighbor in neighbors where current[neighbor] { alive += 1 }
        next[index] = current[index] ? alive >= survival : alive >= birth
      }
      swap(&current, &next)
    }
    return HexMap<Bool>(grid: grid, storage: current)
  }
}
