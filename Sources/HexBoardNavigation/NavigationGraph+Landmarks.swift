// A* with landmarks (ALT): the public switch, and the search that reads the table. The
// metric and the proofs are in LandmarkTable.swift.

import HexGrid

extension NavigationGraph {
  /// The number of landmarks ``path(from:to:rules:context:)`` uses (0 until
  /// ``prepareLandmarks(count:)``).
  public var landmarkCount: Int { landmarks?.count ?? 0 }

  /// Prepares landmarks that make ``path(from:to:rules:context:)`` queries much faster,
  /// with the same optimal costs: A* with landmarks and the triangle inequality (ALT).
  /// Every later query on this graph's own costs uses them (with any `maxCost`, short
  /// queries too: they pay for themselves there as well), with or without an occupancy
  /// overlay, and with a ``CostTable`` that never prices below the graph
  /// (``SearchRules/costsAtLeastGraph``: each class's table on the graph of a game's
  /// classes); queries with a caller's cost function or any other table do not. A graph
  /// without landmarks is unchanged.
  ///
  /// The landmarks go on the periphery of the largest connected region, spread around it;
  /// each stores one distance per cell. Memory: 16 bytes per cell for up to 8 landmarks, 32
  /// for up to 16 (16 MB at 1024×1024), plus 2 bytes per cell on a weighted graph for the
  /// table's own copy of the cell costs (so that updates write the graph's in place, with no
  /// copy on the first one). Time: one
  /// search per landmark, run in parallel on the available cores (for 8 landmarks at
  /// 1024×1024 with 30% obstacles, about 0.15 s of processor time per graph).
  ///
  /// Measured on the benchmark (1024×1024, 100 long pairs): weighted paths explore 5.8
  /// times fewer cells (about 7 times faster); paths counted in steps, where the hex
  /// distance is already a good bound, about 10% fewer.
  ///
  /// **Updates.** The bounds stay admissible when costs rise, cells are blocked or walls
  /// go up. When steps get cheaper (a lower cost, an opened cell, a removed wall or river,
  /// a new road), the table waits for a repair (``landmarksNeedRepair``): queries meanwhile
  /// search without it (exact, slower on long paths) until ``repairLandmarks()`` or
  /// ``refreshLandmarks()``.
  ///
  /// Paths stay deterministic (the same inputs give the same path on every run) but may
  /// differ from the ones found without landmarks among paths of equal cost.
  /// ``withUniformCost`` drops the landmarks (they measure another metric).
  ///
  /// - Parameter count: how many landmarks, at most 16 (more are not placed; 0 removes
  ///   them). Fewer may be placed on tiny maps.
  /// - Complexity: O(count · n) work for n cells with small costs (O(count · n log n)
  ///   otherwise), spread over the cores.
  public mutating func prepareLandmarks(count: Int = 8) {
    landmarks = nil
    guard count > 0 else { return }
    let table = LandmarkTable(graph: self, count: count)
    // A map without a passable cell gets none (and keeps no table).
    landmarks = table.count > 0 ? table : nil
  }

  /// This graph with landmarks prepared (``prepareLandmarks(count:)``).
  public func preparingLandmarks(count: Int = 8) -> NavigationGraph {
    var graph = self
    graph.prepareLandmarks(count: count)
    return graph
  }

  /// Whether a query from `s` to `t` uses the landmarks: whenever there are some and no
  /// repair is pending. No rule for short queries: on the 1024×1024 benchmark map, 1000
  /// queries of the update phase's shape (a goal 12 columns and 6 rows away, capped at
  /// 200) took 2.4 ms with landmarks against 7.2 ms without (5.2 against 35 ms at twice the
  /// distance and cap), mostly because the bound prunes capped queries that fail.
  func usesLandmarks(from s: Int, to t: Int) -> Bool {
    guard let table = landmarks, table.pending.isEmpty else { return false }
    return true
  }

  /// A* guided by the larger of the hex-distance bound and the landmark bound, both
  /// consistent (``LandmarkBound``): ``aStar(from:to:cap:model:buffers:)`` in every other
  /// respect (same open lists, same tie-breaking, same cost updates).
  func landmarkAStar<Model: StepCostModel>(
    from s: Int, to t: Int, cap: UInt32, model: Model, table: LandmarkTable,
    buffers b: inout SearchBuffers
  ) -> UInt32? {
    // Each hex bound in its own specialisation, as in `aStar(from:to:cap:model:buffers:)`.
    func search<H: AStarBound>(_ hex: H) -> UInt32? {
      table.withPointers { rows, potentials in
        let bound = LandmarkBound(
          hex: hex, rows: rows, stride: table.stride, potentials: potentials, goal: t)
        return aStar(from: s, to: t, cap: cap, model: model, bound: bound, buffers: &b)
      }
    }
    if grid.wrap == .none {
      return search(HexDistanceBound(goal: grid.hex(at: t), scale: model.minimumStep))
    }
    return search(WrappedHexDistanceBound(grid: grid, goal: t, scale: model.minimumStep))
  }
}

/// The larger of the hex-distance bound and the landmarks' triangle bound
/// ceil((max_L |D_L(t) − D_L(v)| + φ(t) − φ(v)) / 2) (LandmarkTable.swift), read from the
/// table's raw rows (valid inside ``LandmarkTable/withPointers(_:)``).
struct LandmarkBound<HexBound: AStarBound>: AStarBound {
  let hex: HexBound
  let rows: UnsafePointer<UInt16>
  let stride: Int
  let potentials: UnsafePointer<UInt16>?
  let wide: Bool
  let goal0: SIMD8<UInt16>
  let goal1: SIMD8<UInt16>
  let goalPotential: Int

  init(
    hex: HexBound, rows: UnsafePointer<UInt16>, stride: Int,
    potentials: UnsafePointer<UInt16>?, goal t: Int
  ) {
    self.hex = hex
    self.rows = rows
    self.stride = stride
    self.potentials = potentials
    wide = stride > 8
    let goalRow = UnsafeRawPointer(rows + t &* stride)
    goal0 = goalRow.loadUnaligned(as: SIMD8<UInt16>.self)
    goal1 = wide ? goalRow.loadUnaligned(fromByteOffset: 16, as: SIMD8<UInt16>.self) : goal0
    goalPotential = potentials.map { Int($0[t]) } ?? 1
  }

  @inline(__always)
  private func gap(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
    pointwiseMax(a, b) &- pointwiseMin(a, b)
  }

  /// The landmark part, or 0 when it is negative.
  @inline(__always)
  func landmarkEstimate(_ v: Int) -> UInt32 {
    let row = UnsafeRawPointer(rows + v &* stride)
    var m = gap(row.loadUnaligned(as: SIMD8<UInt16>.self), goal0)
    if wide {
      m = pointwiseMax(m, gap(row.loadUnaligned(fromByteOffset: 16, as: SIMD8<UInt16>.self), goal1))
    }
    let doubled = Int(m.max()) &+ goalPotential &- (potentials.map { Int($0[v]) } ?? 1)
    return doubled <= 0 ? 0 : UInt32(truncatingIfNeeded: (doubled &+ 1) >> 1)
  }

  @inline(__always)
  func estimate(q: Int32, r: Int32, index: Int) -> UInt32 {
    Swift.max(hex.estimate(q: q, r: r, index: index), landmarkEstimate(index))
  }

  /// f = g + h never decreases along a step u → v (h is consistent) and rises by at most
  /// cost(u → v) + h(v) − h(u). The hex part of h rises by at most `scale` per step; the
  /// landmark part by at most cost(v → u), because |D_L(u) − D_L(v)| ≤ 2w(u, v) ≤
  /// 2·cost(v → u) + φ(v) − φ(u) (LandmarkTable.swift), and halving with ceil keeps it.
  /// Both are ≤ maxStep, so f rises by at most 2·maxStep.
  func span(maximumStep: UInt32) -> Int { 2 * Int(maximumStep) + 1 }
}

extension NavigationGraph {
  /// `findPath`, guided by the landmarks when ``usesLandmarks(from:to:)`` says so. Only for
  /// models whose steps cost at least what the graph's own do (the graph's model, or it
  /// behind an occupancy overlay, which only forbids steps): the landmark bounds are
  /// admissible for those and for no others (a caller's step function, a cost table).
  func guidedFindPath<Model: StepCostModel>(
    from start: Hex, to goal: Hex, maxCost: Int?, model: Model, context: SearchContext
  ) -> Path? {
    guard let table = landmarks else {
      return findPath(from: start, to: goal, maxCost: maxCost, model: model, context: context)
    }
    guard !NavigationGraph.reachesNothing(maxCost), let s = grid.index(of: start),
      let t = grid.index(of: goal), components[s] >= 0, components[s] == components[t]
    else { return nil }
    let cap = NavigationGraph.costCap(maxCost)
    if s == t { return Path(hexes: [grid.hex(at: s)], stepCosts: []) }
    let guided = usesLandmarks(from: s, to: t)
    let found = context.withBuffers(cellCount: grid.indexCount) {
      buffers -> [(cell: Int, cost: Int)]? in
      let cost =
        guided
        ? landmarkAStar(from: s, to: t, cap: cap, model: model, table: table, buffers: &buffers)
        : aStar(from: s, to: t, cap: cap, model: model, buffers: &buffers)
      guard cost != nil else { return nil }
      return tracedSteps(from: s, to: t, model: model, buffers: buffers)
    }
    return found.map(path(tracedSteps:))
  }
}

extension NavigationGraph {
  /// The landmark lower bound on the cost from `v` to `t` (indices), as the search computes
  /// it, without the hex-distance part; nil without landmarks. For tests.
  package func landmarkBound(from v: Int, to t: Int) -> Int? {
    guard let table = landmarks else { return nil }
    var gap = 0
    for k in 0..<table.count {
      let a = Int(table.distance(of: v, landmark: k))
      let b = Int(table.distance(of: t, landmark: k))
      gap = Swift.max(gap, abs(a - b))
    }
    let phi = { (i: Int) in table.potentials.isEmpty ? 1 : Int(table.potentials[i]) }
    let doubled = gap + phi(t) - phi(v)
    return doubled <= 0 ? 0 : (doubled + 1) / 2
  }

  /// Whether every allowed step satisfies the condition the landmark bounds rest on,
  /// |D_L(a) − D_L(b)| ≤ 2w(a, b) (LandmarkTable.swift), with a feasible potential. For tests.
  package func landmarkTableIsConsistent() -> Bool {
    guard let table = landmarks else { return true }
    let phi = { (i: Int) in table.potentials.isEmpty ? 1 : Int(table.potentials[i]) }
    for a in 0..<grid.indexCount {
      var bits = moveMask(of: a)
      while bits != 0 {
        let d = bits.trailingZeroBitCount
        bits &= bits &- 1
        guard let b = grid.neighbor(of: a, in: HexDirection(rawValue: d).unsafelyUnwrapped)
        else { continue }
        let forward = 2 * Int(stepCost(from: a, direction: d, to: b)) + phi(a) - phi(b)
        let backward = 2 * Int(stepCost(from: b, direction: opposite(d), to: a)) + phi(b) - phi(a)
        guard forward >= 0 && backward >= 0 else { return false }
        for k in 0..<table.count {
          let gap =
            (Int(table.distance(of: a, landmark: k)) - Int(table.distance(of: b, landmark: k)))
          if abs(gap) > Swift.min(forward, backward) { return false }
        }
      }
    }
    return true
  }
}
