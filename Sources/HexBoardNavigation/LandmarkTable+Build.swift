// Building a landmark table: the feasible potentials, then one Dijkstra per landmark under
// the symmetric doubled metric (LandmarkTable.swift), run in parallel.

import Dispatch
import HexBoardSupport
import HexGrid

/// Something run with the graph's own step-cost model, specialised for it (Swift has no
/// generic closures, so the model reaches the code through a generic method).
protocol StepModelVisitor {
  associatedtype Result
  func visit<Model: StepCostModel>(_ model: Model, view: GraphView) -> Result
}

/// Hands a visitor the graph's model together with a view of the graph's arrays.
private struct ViewingConsumer<Visitor: StepModelVisitor>: StepModelConsumer {
  let graph: NavigationGraph
  let visitor: Visitor

  func run<Model: StepCostModel>(_ model: Model) -> Visitor.Result {
    graph.withView { visitor.visit(model, view: $0) }
  }
}

extension NavigationGraph {
  /// Runs `visitor` with the model `path(from:to:rules:context:)` uses for this graph's
  /// costs and a view of its arrays (the same choice, made in the same order).
  func visitStepModel<Visitor: StepModelVisitor>(_ visitor: Visitor) -> Visitor.Result {
    withGraphModel(ViewingConsumer(graph: self, visitor: visitor))
  }

  /// The cheapest allowed step into every cell (`Int.max` for cells nothing enters).
  func cheapestStepsIn() -> [Int] {
    var cheapest = [Int](repeating: .max, count: grid.indexCount)
    for a in 0..<grid.indexCount {
      var bits = moves[a] & 0x3F
      while bits != 0 {
        let d = bits.trailingZeroBitCount
        bits &= bits &- 1
        guard let b = grid.neighbor(of: a, in: HexDirection(rawValue: d).unsafelyUnwrapped)
        else { continue }
        cheapest[b] = Swift.min(cheapest[b], Int(stepCost(from: a, direction: d, to: b)))
      }
    }
    return cheapest
  }

  /// The potential φ of a landmark table for this graph: the entry cost, capped at twice
  /// the cheapest step into the cell, which makes every reduced cost ≥ 0 (LandmarkTable.swift).
  /// Empty when φ is 1 everywhere. Always the table's own array, never the graph's entry
  /// costs themselves even when equal: sharing them would make the graph's first cost update
  /// after `prepare` copy its whole array (33 MB, about 10 ms, at 4096×4096) to keep the
  /// table's φ; copying here moves that cost to preparation.
  func landmarkPotentials() -> [UInt16] {
    guard !overrides.isEmpty && !entryCosts.isEmpty else {
      return entryCosts.withUnsafeBufferPointer { Array($0) }
    }
    let cheapest = cheapestStepsIn()
    var potentials = entryCosts
    // Cells nothing enters keep their cost; otherwise 2·cheapest < c ≤ 65535 fits.
    for i in 0..<potentials.count where cheapest[i] != .max && Int(potentials[i]) > 2 * cheapest[i]
    {
      potentials[i] = UInt16(2 * cheapest[i])
    }
    return potentials
  }
}

extension LandmarkTable {
  /// The largest landmark count a table holds (two SIMD rows of eight).
  static let maximumCount = 16

  /// The most landmarks searched at once while a table is built: the cores, up to 4. Each
  /// holds a column of 2 bytes per cell until its round is written into the table, so
  /// building costs at most 4 columns beyond the table (134 MB at 4096×4096), whatever
  /// the cores.
  static let columnsPerRound = Swift.max(1, Swift.min(4, BatchCounter.processorCount))

  /// A table of `count` landmarks (at most ``maximumCount``) placed on `graph` by
  /// ``placeLandmarks(count:on:)``, with exact distances under the symmetric metric.
  init(graph: NavigationGraph, count: Int) {
    let cells = LandmarkTable.placeLandmarks(
      count: Swift.min(count, LandmarkTable.maximumCount), on: graph)
    let potentials = graph.landmarkPotentials()
    let stride = cells.count > 8 ? 16 : 8
    let n = graph.grid.indexCount
    var distances = [UInt16](repeating: 0, count: cells.isEmpty ? 0 : n * stride)
    if !cells.isEmpty {
      distances.withUnsafeMutableBufferPointer { table in
        potentials.withUnsafeBufferPointer { phi in
          let filler = ColumnFiller(
            cells: cells, stride: stride, table: table.baseAddress.unsafelyUnwrapped,
            potentials: phi.isEmpty ? nil : phi.baseAddress, cellCount: n,
            entryOnly: graph.overrides.isEmpty && !graph.entryCosts.isEmpty,
            maximumWeight: 2 * graph.maximumStepCost)
          graph.visitStepModel(filler)
        }
      }
    }
    self.init(
      cells: cells, requestedCount: count, stride: stride, distances: distances,
      potentials: potentials)
  }
}

/// Fills the table's column of each landmark with its distances, the landmarks shared out
/// over the cores. Each Dijkstra writes only its own column, so the result is the same
/// whatever the scheduling.
private struct ColumnFiller: StepModelVisitor {
  let cells: [Int32]
  let stride: Int
  let table: UnsafeMutablePointer<UInt16>
  let potentials: UnsafePointer<UInt16>?
  let cellCount: Int
  /// Whether steps cost the entry cost of the cell entered and φ is that cost.
  let entryOnly: Bool
  /// An upper bound on a doubled weight: 2w ≤ cost(a → b) + cost(b → a).
  let maximumWeight: Int

  func visit<Model: StepCostModel>(_ model: Model, view: GraphView) {
    // The landmarks go in rounds of a few. Each round searches its landmarks at once, one
    // column each (a search's distances stay together in memory while it runs), then
    // interleaves the columns into the cell-major table in one pass. Writing each column
    // straight into the table would sweep the whole table once per landmark; searching
    // every landmark at once would hold a second table's worth of columns while the table
    // is filled (268 MB at 4096×4096 for eight landmarks). A round holds at most
    // ``LandmarkTable/columnsPerRound`` columns, 2 bytes per cell each.
    let n = cellCount
    let round = Swift.min(cells.count, LandmarkTable.columnsPerRound)
    let columns = UnsafeMutablePointer<UInt16>.allocate(capacity: n * round)
    defer { columns.deallocate() }
    var first = 0
    while first < cells.count {
      let width = Swift.min(round, cells.count - first)
      columns.initialize(repeating: LandmarkTable.saturated, count: n * width)
      // Each iteration reads the immutable graph arrays behind `view` (alive for the whole
      // call, which waits for every iteration) and writes only its own column, then its
      // own block of rows.
      let start = first
      let search: (Int) -> Void = { k in
        distances(from: Int(cells[start + k]), model: model, view: view, into: columns + k * n)
      }
      let job = UncheckedSendable(value: search)
      DispatchQueue.concurrentPerform(iterations: width) { k in job.value(k) }
      let block = 1 << 16
      let interleave: (Int) -> Void = { b in
        for i in b * block..<Swift.min(n, (b + 1) * block) {
          let row = table + (i &* stride &+ start)
          for k in 0..<width { row[k] = columns[k &* n &+ i] }
        }
      }
      let rows = UncheckedSendable(value: interleave)
      DispatchQueue.concurrentPerform(iterations: (n + block - 1) / block) { b in rows.value(b) }
      first += width
    }
  }

  /// Dijkstra from `source` under the doubled symmetric weights, into `dist` (every slot
  /// ``LandmarkTable/saturated`` on entry): buckets when the weights are small (Dial's
  /// algorithm), a heap otherwise. Distances saturate at 65535, which is exact for the
  /// stored values: a cell whose distance reaches the cap keeps it, and is not expanded
  /// (what lies beyond it saturates too).
  func distances<Model: StepCostModel>(
    from source: Int, model: Model, view: GraphView, into dist: UnsafeMutablePointer<UInt16>
  ) {
    let unreached = LandmarkTable.saturated  // read once: a static let costs a call per read
    let cap = UInt32(unreached)
    dist[source] = 0
    if potentials == nil && model.maximumStep == 1 {
      // Every step costs 1 both ways, every weight is 2: breadth-first order is Dijkstra's.
      // Level by level, so the queue holds one level (a front across the map), not every
      // cell reached.
      var level = GrowableBuffer<Int32>()
      var next = GrowableBuffer<Int32>()
      defer {
        level.deallocate()
        next.deallocate()
      }
      level.append(Int32(source))
      var distance: UInt32 = 0
      while level.count > 0 {
        distance &+= 2
        guard distance < cap else { break }
        let d = UInt16(truncatingIfNeeded: distance)
        for i in 0..<level.count {
          view.forEachMove(from: Int(level[i])) { _, b in
            if dist[b] == unreached {
              dist[b] = d
              next.append(Int32(truncatingIfNeeded: b))
            }
          }
        }
        swap(&level, &next)
        next.removeAll()
      }
      return
    }
    // Entry costs only, and φ = those costs: 2w(a, b) = c(a) + c(b), read without the
    // general formula (the common case, and the one the benchmark's weighted map takes).
    let entries = entryOnly ? view.entryCosts : nil
    @inline(__always) func relax(_ a: Int, _ g: UInt32, _ push: (Int, UInt32) -> Void) {
      let ca = entries.map { UInt32($0[a]) } ?? 0
      view.forEachMove(from: a) { d, b in
        let w =
          if let entries {
            ca &+ UInt32(entries[b])
          } else {
            UInt32(
              truncatingIfNeeded: landmarkWeight(
                from: a, direction: d, to: b, model: model, view: view, potentials: potentials))
          }
        let ng = g &+ w
        if ng < UInt32(dist[b]) {
          dist[b] = UInt16(truncatingIfNeeded: ng)
          push(b, ng)
        }
      }
    }
    if maximumWeight + 1 < BucketQueue<Int32>.maximumSpan {
      var queue = BucketQueue<Int32>()
      defer { queue.deallocate() }
      queue.reset(span: maximumWeight + 1, start: 0)
      queue.push(Int32(source), priority: 0)
      while let (cell, priority) = queue.pop() {
        let a = Int(cell)
        let g = UInt32(dist[a])
        guard g == UInt32(truncatingIfNeeded: priority) else { continue }
        relax(a, g) { b, ng in queue.push(Int32(truncatingIfNeeded: b), priority: Int(ng)) }
      }
      return
    }
    var heap = SearchHeap()
    defer { heap.deallocate() }
    let entry = { (cell: Int) in SearchEntry(index: Int32(cell), cost: 0, q: 0, r: 0) }
    heap.push(entry(source), key: UInt64(source))
    while let (top, key) = heap.pop() {
      let a = Int(top.index)
      let g = UInt32(dist[a])
      guard UInt64(g) == key >> 32 else { continue }
      relax(a, g) { b, ng in heap.push(entry(b), key: UInt64(ng) << 32 | UInt64(b)) }
    }
  }
}

/// A value handed to the worker threads of a parallel loop whose safety the loop's comment
/// argues (raw pointers into arrays that outlive the loop, disjoint writes).
private struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
}
