// Landmark distances for A* with landmarks and the triangle inequality (ALT, Goldberg and
// Harrelson 2005): the storage, and the metric the distances are measured in.
//
// **The metric.** Steps are asymmetric (a step costs what the cell entered costs), but a
// landmark table is cheapest when it holds one distance per landmark and cell, which needs a
// symmetric metric. A potential `φ` (one number per cell) makes one. For any path
// `v = x0 … xk = t`,
//
//   2·cost(path) = Σ (2·cost(x(i-1) → x(i)) + φ(x(i-1)) − φ(x(i))) + φ(t) − φ(v)
//
// (the φ terms telescope). Each bracket is the *reduced* doubled cost of a step. Give the
// side between `a` and `b` the doubled weight
//
//   2w(a, b) = min(2·cost(a → b) + φ(a) − φ(b), 2·cost(b → a) + φ(b) − φ(a)),
//
// symmetric and at most either reduced cost. When every reduced cost is ≥ 0 (φ is
// *feasible*), `D_L`, the shortest distances from landmark `L` under `2w`, satisfy the
// triangle inequality, and |D_L(t) − D_L(v)| ≤ Σ 2w ≤ Σ reduced costs, so
//
//   cost(v → t) ≥ ceil((max_L |D_L(t) − D_L(v)| + φ(t) − φ(v)) / 2).
//
// With φ = the entry costs and only entry costs and added side costs (rivers), both reduced
// costs of a side equal c(a) + c(b) + 2·adds: the metric is exact, the bound as tight as
// ALT gets. A side whose cost is *set* (a road) can make `2·r + c(a) − c(b)` negative, so φ is
// the entry cost capped at twice the cheapest step into the cell: φ(b) ≤ 2·cost(a → b) ≤
// φ(a) + 2·cost(a → b) for every step, feasible whatever the features (weaker only next to
// roads into dearer cells).
//
// **What the bound needs, and what updates keep.** Admissibility and consistency need only
// that every allowed step satisfies |D_L(a) − D_L(b)| ≤ 2w(a, b) (the telescoping argument
// runs along the true shortest path). Exact distances are the best such `D`, not the only
// one. A cost increase, a blocked cell or a new wall only raises `w` or removes steps: the
// condition still holds, no work. A decrease or an opened cell lowers `w` on the steps around
// it; ``repair(around:in:)`` lowers `D` where the condition broke and propagates the
// decrease (work proportional to the cells whose distance drops). The potentials are kept
// with the table, in an array of its own (never shared with the graph's entry costs, which
// updates write in place).
//
// **Storage.** Distances are `UInt16`, saturated at 65535: saturating is a contraction
// (|min(x, S) − min(y, S)| ≤ |x − y|), so saturated values still give admissible and
// consistent bounds, only weaker for distances beyond 32767 cost units (doubled). Sixteen
// bits keep eight landmarks of a cell in 16 bytes, a quarter of a cache line, read with one
// SIMD load; 32 bits would double the memory (32 bytes per cell, 537 MB at 4096×4096)
// for precision that only maps with distances beyond 32767 need.

/// Per-cell distances to a few landmark cells, for A* with landmarks (ALT). Cell-major:
/// the `stride` distances of cell `i` are at `distances[i·stride ..< (i+1)·stride]`
/// (landmarks past ``count`` hold 0 and never raise a bound).
package struct LandmarkTable: Sendable {
  /// The value of a distance too large to store (or of no path at all).
  static let saturated: UInt16 = .max

  /// The landmark cells, by index.
  package let cells: [Int32]
  /// The count asked for (more than ``count`` on maps with fewer cells), kept for a refresh.
  let requestedCount: Int
  /// Distances per cell: 8 or 16, the landmark count rounded up to a SIMD width.
  let stride: Int
  /// Doubled distances under the symmetric metric, cell-major.
  package var distances: [UInt16]
  /// The potential φ per index (see the file comment). Empty when it is 1 everywhere (a
  /// graph counted in steps).
  var potentials: [UInt16]
  /// Cells around which steps got cheaper since the last repair (deferred repair): while
  /// any are pending the bounds may overestimate, so queries search without the table.
  var pending: [Int32] = []

  /// The number of landmarks.
  var count: Int { cells.count }

  /// Bytes the table holds per cell of the grid, potentials included.
  func bytesPerCell(sharingPotentialsWith graph: NavigationGraph) -> Int {
    stride * 2 + (potentials.isEmpty ? 0 : 2)
  }

  init(
    cells: [Int32], requestedCount: Int, stride: Int, distances: [UInt16], potentials: [UInt16]
  ) {
    self.cells = cells
    self.requestedCount = requestedCount
    self.stride = stride
    self.distances = distances
    self.potentials = potentials
  }

  /// Runs `body` with raw pointers to the distances and potentials (nil when empty).
  func withPointers<R>(
    _ body: (UnsafePointer<UInt16>, UnsafePointer<UInt16>?) throws -> R
  ) rethrows -> R {
    try distances.withUnsafeBufferPointer { d in
      try potentials.withUnsafeBufferPointer { p in
        try body(d.baseAddress.unsafelyUnwrapped, p.isEmpty ? nil : p.baseAddress)
      }
    }
  }
}

/// The doubled symmetric weight `2w(a, b)` of the allowed step from `a` in direction `d`
/// into `b` (the file comment of LandmarkTable.swift), for the graph's own step costs.
/// Never negative: with a feasible φ both reduced costs are ≥ 0, and a cost a model
/// refuses (never the case for a graph's own models) counts as 0, which is always safe.
@inline(__always)
func landmarkWeight<Model: StepCostModel>(
  from a: Int, direction d: Int, to b: Int, model: Model, view: GraphView,
  potentials: UnsafePointer<UInt16>?
) -> Int {
  let forward = Int(model.cost(from: a, direction: d, to: b, view: view) ?? 0)
  let backward = Int(model.cost(from: b, direction: opposite(d), to: a, view: view) ?? 0)
  guard let potentials else { return Swift.min(forward, backward) &* 2 }
  let shift = Int(potentials[a]) &- Int(potentials[b])
  return Swift.max(0, Swift.min(2 &* forward &+ shift, 2 &* backward &- shift))
}
