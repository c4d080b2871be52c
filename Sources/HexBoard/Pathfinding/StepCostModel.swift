// How much a step costs, as a compile-time choice so each search is specialised for its
// cost model and the per-step check costs nothing when it is not needed.

/// Raw pointers to a graph's per-cell arrays, valid inside ``NavigationGraph/withView(_:)``.
@usableFromInline
struct GraphView {
  @usableFromInline let moves: UnsafePointer<UInt8>
  @usableFromInline let classes: UnsafePointer<UInt8>
  @usableFromInline let deltas: UnsafePointer<Int>
  @usableFromInline let entryCosts: UnsafePointer<UInt16>?
  /// Whether bit 6 of each move mask holds the cell's class (grids with two classes, i.e.
  /// every unwrapped grid), sparing the hot loops a read of a second per-cell array.
  @usableFromInline let classInMask: Bool

  @inlinable
  init(
    moves: UnsafePointer<UInt8>, classes: UnsafePointer<UInt8>, deltas: UnsafePointer<Int>,
    entryCosts: UnsafePointer<UInt16>?, classInMask: Bool
  ) {
    self.moves = moves
    self.classes = classes
    self.deltas = deltas
    self.entryCosts = entryCosts
    self.classInMask = classInMask
  }

  /// The first slot of `index`'s row in ``deltas``.
  @inlinable @inline(__always)
  func deltaBase(of index: Int, mask: UInt8) -> Int {
    (classInMask ? Int((mask >> 6) & 1) : Int(classes[index])) &* 6
  }

  /// Calls `body(direction, neighbour)` for every step allowed from `index`, in direction
  /// order: the one neighbour walk every search shares (inlined into each).
  @inlinable @inline(__always)
  func forEachMove(from index: Int, _ body: (_ direction: Int, _ neighbor: Int) -> Void) {
    let mask = moves[index]
    var bits = mask & 0x3F
    let base = deltaBase(of: index, mask: mask)
    while bits != 0 {
      let d = bits.trailingZeroBitCount
      bits &= bits &- 1
      body(d, index &+ deltas[base &+ d])
    }
  }

  /// The index of the neighbour of `index` in direction `d` (which must exist).
  @inlinable @inline(__always)
  func neighbor(of index: Int, _ d: Int) -> Int {
    index &+ deltas[deltaBase(of: index, mask: moves[index]) &+ d]
  }
}

/// The cost of one allowed step, or `nil` to forbid it.
@usableFromInline
protocol StepCostModel {
  /// The cost of stepping from cell `from` into its neighbour `to` (indices).
  func cost(from: Int, to: Int, view: GraphView) -> UInt32?
  /// A lower bound on every step's cost, used to scale the A* heuristic.
  var minimumStep: UInt32 { get }
  /// An upper bound on every step's cost, or `nil` when unknown (custom costs).
  var maximumStep: UInt32? { get }
}

/// Every step costs 1.
@usableFromInline
struct UniformStepCost: StepCostModel {
  @inlinable init() {}
  @inlinable @inline(__always)
  func cost(from: Int, to: Int, view: GraphView) -> UInt32? { 1 }
  @inlinable var minimumStep: UInt32 { 1 }
  @inlinable var maximumStep: UInt32? { 1 }
}

/// A step costs the entry cost of the cell entered.
@usableFromInline
struct TerrainStepCost: StepCostModel {
  @usableFromInline let minimumStep: UInt32
  @usableFromInline let maximumStep: UInt32?

  @inlinable
  init(minimumStep: UInt32, maximumStep: UInt32) {
    self.minimumStep = minimumStep
    self.maximumStep = maximumStep
  }

  @inlinable @inline(__always)
  func cost(from: Int, to: Int, view: GraphView) -> UInt32? {
    UInt32(view.entryCosts.unsafelyUnwrapped[to])
  }
}

/// A caller-supplied cost per step between two hexes.
@usableFromInline
struct CustomStepCost: StepCostModel {
  @usableFromInline let grid: MapGrid
  @usableFromInline let edgeCost: (Hex, Hex) -> Int?

  @inlinable
  init(grid: MapGrid, edgeCost: @escaping (Hex, Hex) -> Int?) {
    self.grid = grid
    self.edgeCost = edgeCost
  }

  @inlinable
  func cost(from: Int, to: Int, view: GraphView) -> UInt32? {
    guard let c = edgeCost(grid.hex(at: from), grid.hex(at: to)) else { return nil }
    precondition(c >= 1, "edge costs must be at least 1, got \(c)")
    return UInt32(Swift.min(c, Int(UInt32.max / 4)))
  }

  @inlinable var minimumStep: UInt32 { 1 }
  @inlinable var maximumStep: UInt32? { nil }
}

extension NavigationGraph {
  /// Runs `body` with raw pointers to the graph's arrays.
  @inlinable
  func withView<R>(_ body: (GraphView) throws -> R) rethrows -> R {
    let (_, classes, deltas) = grid.topology
    return try moves.withUnsafeBufferPointer { m in
      try classes.withUnsafeBufferPointer { c in
        try deltas.withUnsafeBufferPointer { d in
          try entryCosts.withUnsafeBufferPointer { e in
            try body(
              GraphView(
                moves: m.baseAddress!, classes: c.baseAddress!, deltas: d.baseAddress!,
                entryCosts: e.baseAddress, classInMask: classInMask))
          }
        }
      }
    }
  }
}
