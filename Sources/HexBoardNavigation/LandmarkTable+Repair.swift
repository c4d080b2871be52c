// Keeping landmark bounds admissible when steps get cheaper. The bounds need only that every
// allowed step satisfies |D_L(a) − D_L(b)| ≤ 2w(a, b) (LandmarkTable.swift). Cost increases,
// blocked cells and walls keep that (w only grows, steps only vanish). A decrease or an
// opened cell lowers w on the steps around the changed cells; the repair lowers D where the
// condition broke, then propagates the decrease like Dijkstra (each cell settles once per
// landmark, at its final value), so its work is proportional to the cells whose distance
// drops and their neighbours. It never raises a distance: after many updates the bounds stay
// exact-or-weaker, and `refreshLandmarks()` makes them tight again.

import HexBoardSupport
import HexGrid

extension LandmarkTable {
  /// Restores the bound condition on `graph` (this table's graph after an update) after the
  /// steps into or out of `changed` got cheaper, cells among them opened, or features on
  /// their sides changed. Also fine (only wasted work) when nothing got cheaper.
  ///
  /// First the potentials: each changed cell gets the potential a fresh table would give it
  /// (its cost, capped at twice the cheapest step into it), and each neighbour's potential
  /// is lowered to that cap if it got lower; any change of φ keeps it feasible, and the
  /// steps whose weight it changes all touch those cells. Then every step at those cells is
  /// checked per landmark and the larger end of a broken one lowered, and the decreases
  /// propagate.
  ///
  /// - Returns: how many (cell, landmark) distances were lowered.
  @discardableResult
  mutating func repair(around changed: some Sequence<Int>, in graph: NavigationGraph)
    -> Int
  {
    var seeds: [Int] = []
    for x in changed where x >= 0 && x < graph.grid.indexCount {
      seeds.append(x)
      setPotential(of: x, to: graph.landmarkPotential(of: x), lowerOnly: false)
      for d in 0..<6 {
        guard let y = graph.grid.neighbor(of: x, in: HexDirection(rawValue: d).unsafelyUnwrapped)
        else { continue }
        if setPotential(of: y, to: graph.landmarkPotential(of: y), lowerOnly: true) {
          seeds.append(y)
        }
      }
    }
    var lowered = 0
    // Keys (distance, cell), all distinct while queued for one landmark: a total order.
    var heap = BinaryHeap<UInt64, Void>()
    defer { heap.deallocate() }
    // Read by the step walks: a copy of the reference, so that the walks do not hold `self`
    // (which would make each write to `distances` copy the whole array).
    let phi = potentials
    for k in 0..<count {
      heap.removeAll()
      // Broken steps at the seeds: lower the larger end.
      for y in seeds {
        LandmarkTable.forEachStep(from: y, in: graph, potentials: phi) { n, w in
          let dy = Int(distance(of: y, landmark: k))
          let dn = Int(distance(of: n, landmark: k))
          if dn > dy + w {
            lower(n, landmark: k, to: dy + w, heap: &heap, lowered: &lowered)
          } else if dy > dn + w {
            lower(y, landmark: k, to: dn + w, heap: &heap, lowered: &lowered)
          }
        }
      }
      // Propagate, cheapest first, so each cell is lowered to its final value once.
      while let top = heap.popKey() {
        let y = Int(top & 0xFFFF_FFFF)
        let dy = Int(top >> 32)
        guard dy == Int(distance(of: y, landmark: k)) else { continue }
        LandmarkTable.forEachStep(from: y, in: graph, potentials: phi) { n, w in
          if Int(distance(of: n, landmark: k)) > dy + w {
            lower(n, landmark: k, to: dy + w, heap: &heap, lowered: &lowered)
          }
        }
      }
    }
    return lowered
  }

  /// The stored distance of `cell` to landmark `k`.
  func distance(of cell: Int, landmark k: Int) -> UInt16 { distances[cell &* stride &+ k] }

  /// Lowers `cell`'s distance to landmark `k` to `value` (saturated) if that is lower, and
  /// queues the cell for propagation.
  private mutating func lower(
    _ cell: Int, landmark k: Int, to value: Int, heap: inout BinaryHeap<UInt64, Void>,
    lowered: inout Int
  ) {
    let v = Swift.min(value, Int(LandmarkTable.saturated))
    guard v < Int(distances[cell &* stride &+ k]) else { return }
    distances[cell &* stride &+ k] = UInt16(v)
    lowered += 1
    heap.push(UInt64(v) << 32 | UInt64(cell))
  }

  /// Calls `body(neighbour, 2w)` for every step `graph` allows from `cell`, under the
  /// potentials `potentials`.
  private static func forEachStep(
    from cell: Int, in graph: NavigationGraph, potentials: [UInt16], _ body: (Int, Int) -> Void
  ) {
    var bits = graph.moveMask(of: cell)
    while bits != 0 {
      let d = bits.trailingZeroBitCount
      bits &= bits &- 1
      guard let n = graph.grid.neighbor(of: cell, in: HexDirection(rawValue: d).unsafelyUnwrapped)
      else { continue }
      let forward = Int(graph.stepCost(from: cell, direction: d, to: n))
      let backward = Int(graph.stepCost(from: n, direction: opposite(d), to: cell))
      guard !potentials.isEmpty else {
        body(n, 2 * Swift.min(forward, backward))
        continue
      }
      let shift = Int(potentials[cell]) - Int(potentials[n])
      body(n, Swift.max(0, Swift.min(2 * forward + shift, 2 * backward - shift)))
    }
  }

  /// Sets φ(`cell`) to `value` (only if lower, when `lowerOnly`), keeping the shared empty
  /// form while φ is 1 everywhere. Returns whether it changed.
  @discardableResult
  private mutating func setPotential(of cell: Int, to value: Int, lowerOnly: Bool) -> Bool {
    let old = potentials.isEmpty ? 1 : Int(potentials[cell])
    guard value != old, !lowerOnly || value < old else { return false }
    if potentials.isEmpty { potentials = [UInt16](repeating: 1, count: distances.count / stride) }
    potentials[cell] = UInt16(value)
    return true
  }
}

extension NavigationGraph {
  /// The potential a fresh landmark table gives `index`: its entry cost, capped at twice
  /// the cheapest step into it (LandmarkTable.swift). 0 for impassable cells of a weighted
  /// graph, like their entry cost.
  func landmarkPotential(of index: Int) -> Int {
    var potential = Int(entryCost(of: index))
    var bits = moveMask(of: index)
    while bits != 0 {
      let d = bits.trailingZeroBitCount
      bits &= bits &- 1
      guard let a = grid.neighbor(of: index, in: HexDirection(rawValue: d).unsafelyUnwrapped)
      else { continue }
      potential = Swift.min(
        potential, 2 * Int(stepCost(from: a, direction: opposite(d), to: index)))
    }
    return potential
  }

  /// Repairs the landmark table (if any) after the steps around `indices` got cheaper
  /// (``LandmarkTable/repair(around:in:)``): the hook for updates that lower costs, open
  /// cells or change side features.
  ///
  /// - Returns: how many (cell, landmark) distances were lowered.
  @discardableResult
  package mutating func repairLandmarks(around indices: some Sequence<Int>) -> Int {
    guard var table = landmarks else { return 0 }
    landmarks = nil  // so that `table` is the only reference and is written in place
    let lowered = table.repair(around: indices, in: self)
    landmarks = table
    return lowered
  }

  /// Whether the landmark table waits for a ``repairLandmarks()`` (steps got cheaper since
  /// it was built or last repaired): until then queries search without it, with the same
  /// answers, only slower on long paths.
  public var landmarksNeedRepair: Bool { !(landmarks?.pending.isEmpty ?? true) }

  /// Notes that the steps around `indices` got cheaper (a lower cost, an opened cell, a side
  /// feature removed or added that lowers a step), deferring the repair: O(1) per cell. The
  /// hook for updates; ``repairLandmarks()`` does the work later, once for all of them.
  package mutating func landmarkStepsGotCheaper(around indices: some Sequence<Int>) {
    guard landmarks != nil else { return }
    for i in indices { landmarks?.pending.append(Int32(truncatingIfNeeded: i)) }
  }

  /// Repairs the landmark table after updates that made steps cheaper, so that long queries
  /// use it again (``landmarksNeedRepair``). Cost increases and blocked cells never need
  /// this. The work is proportional to the cells whose landmark distances drop, which can
  /// be many: a cell opened on a 1024×1024 map with 30% obstacles lowers about 900 cells'
  /// distances per landmark (about 18 ms for 8 landmarks), as it shortens the way from a
  /// landmark to the whole region behind it. A server repairs once per turn, or calls
  /// ``refreshLandmarks()`` after large changes. Does nothing when nothing is pending.
  ///
  /// - Returns: how many (cell, landmark) distances were lowered.
  @discardableResult
  public mutating func repairLandmarks() -> Int {
    guard let cells = landmarks?.pending, !cells.isEmpty else { return 0 }
    landmarks?.pending = []
    return repairLandmarks(around: cells.map { Int($0) })
  }

  /// Rebuilds the landmark table from the current costs (the count asked for before; the
  /// landmarks are placed again), making bounds that updates weakened tight again. Does
  /// nothing on a graph without landmarks.
  ///
  /// - Complexity: like ``prepareLandmarks(count:)``.
  public mutating func refreshLandmarks() {
    guard let count = landmarks?.requestedCount else { return }
    prepareLandmarks(count: count)
  }
}
