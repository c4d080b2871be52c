import HexBoardMaps

// How much a step costs, as a compile-time choice so each search is specialised for its
// cost model and the per-step check costs nothing when it is not needed.

/// The cost of one allowed step, or `nil` to forbid it.
@usableFromInline
protocol StepCostModel {
  /// The cost of stepping from cell `from` in direction `direction` into its neighbour
  /// `to` (indices).
  func cost(from: Int, direction: Int, to: Int, view: GraphView) -> UInt32?
  /// A lower bound on every step's cost, used to scale the A* heuristic.
  var minimumStep: UInt32 { get }
  /// An upper bound on every step's cost, or `nil` when unknown (custom costs).
  var maximumStep: UInt32? { get }
  /// What the model reads once per expanded cell (0 when it needs nothing), handed to
  /// ``cost(word:from:direction:to:view:)`` for each of its steps.
  func word(at index: Int, view: GraphView) -> UInt32
  /// ``cost(from:direction:to:view:)`` given `from`'s ``word(at:view:)``.
  func cost(word: UInt32, from: Int, direction: Int, to: Int, view: GraphView) -> UInt32?
}

extension StepCostModel {
  @inlinable @inline(__always)
  func word(at index: Int, view: GraphView) -> UInt32 { 0 }

  @inlinable @inline(__always)
  func cost(word: UInt32, from: Int, direction: Int, to: Int, view: GraphView) -> UInt32? {
    cost(from: from, direction: direction, to: to, view: view)
  }
}

/// Every step costs 1.
@usableFromInline
struct UniformStepCost: StepCostModel {
  @inlinable init() {}
  @inlinable @inline(__always)
  func cost(from: Int, direction: Int, to: Int, view: GraphView) -> UInt32? { 1 }
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
  func cost(from: Int, direction: Int, to: Int, view: GraphView) -> UInt32? {
    UInt32(view.entryCosts.unsafelyUnwrapped[to])
  }
}

/// A step costs the entry cost of the cell entered plus the difference features on the side
/// crossed make (the movement rule of `NavigationGraph`), from the graph's `StepOverrides`.
@usableFromInline
struct SideStepCost: StepCostModel {
  @usableFromInline let minimumStep: UInt32
  @usableFromInline let maximumStep: UInt32?

  @inlinable
  init(minimumStep: UInt32, maximumStep: UInt32) {
    self.minimumStep = minimumStep
    self.maximumStep = maximumStep
  }

  @inlinable @inline(__always)
  func cost(from: Int, direction: Int, to: Int, view: GraphView) -> UInt32? {
    let entry = UInt32(truncatingIfNeeded: view.entryCosts.unsafelyUnwrapped[to])
    return view.overrides.cost(from: from, direction: direction, entry: entry)
  }
}

/// Every cell costs 1 to enter, and features on the side crossed change some steps (a map
/// counted in steps, with rivers): `SideStepCost` without the read of the entry cost.
@usableFromInline
struct UnitSideStepCost: StepCostModel {
  @usableFromInline let minimumStep: UInt32
  @usableFromInline let maximumStep: UInt32?

  @inlinable
  init(minimumStep: UInt32, maximumStep: UInt32) {
    self.minimumStep = minimumStep
    self.maximumStep = maximumStep
  }

  @inlinable @inline(__always)
  func cost(from: Int, direction: Int, to: Int, view: GraphView) -> UInt32? {
    view.overrides.cost(from: from, direction: direction, entry: 1)
  }
}

/// A model for maps where every changed step differs by the same `delta` (one kind of
/// river): one bit per step, read from a byte per cell once per expanded cell, on top of a
/// base cost for the cell entered.
@usableFromInline
protocol MaskStepModel: StepCostModel {
  /// What every changed step adds.
  var delta: UInt32 { get }
  /// The cost of entering `to` before the side crossed is counted.
  func baseCost(to: Int, view: GraphView) -> UInt32
}

extension MaskStepModel {
  @inlinable @inline(__always)
  func cost(from: Int, direction: Int, to: Int, view: GraphView) -> UInt32? {
    cost(word: word(at: from, view: view), from: from, direction: direction, to: to, view: view)
  }

  @inlinable @inline(__always)
  func word(at index: Int, view: GraphView) -> UInt32 {
    UInt32(truncatingIfNeeded: view.overrides.masks[index])
  }

  @inlinable @inline(__always)
  func cost(word: UInt32, from: Int, direction: Int, to: Int, view: GraphView) -> UInt32? {
    baseCost(to: to, view: view) &+ ((word &>> UInt32(truncatingIfNeeded: direction)) & 1)
      &* delta
  }
}

/// Every cell costs 1 to enter and every changed step costs `1 + delta`: `UnitSideStepCost`
/// for one kind of river.
@usableFromInline
struct UnitMaskStepCost: MaskStepModel {
  @usableFromInline let minimumStep: UInt32
  @usableFromInline let maximumStep: UInt32?
  @usableFromInline let delta: UInt32

  @inlinable
  init(minimumStep: UInt32, maximumStep: UInt32, delta: UInt32) {
    self.minimumStep = minimumStep
    self.maximumStep = maximumStep
    self.delta = delta
  }

  @inlinable @inline(__always)
  func baseCost(to: Int, view: GraphView) -> UInt32 { 1 }
}

/// A step costs the entry cost of the cell entered, plus `delta` when the side crossed
/// changes it: `SideStepCost` for one kind of river.
@usableFromInline
struct MaskSideStepCost: MaskStepModel {
  @usableFromInline let minimumStep: UInt32
  @usableFromInline let maximumStep: UInt32?
  @usableFromInline let delta: UInt32

  @inlinable
  init(minimumStep: UInt32, maximumStep: UInt32, delta: UInt32) {
    self.minimumStep = minimumStep
    self.maximumStep = maximumStep
    self.delta = delta
  }

  @inlinable @inline(__always)
  func baseCost(to: Int, view: GraphView) -> UInt32 {
    UInt32(truncatingIfNeeded: view.entryCosts.unsafelyUnwrapped[to])
  }
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
            try overrides.withPointers { pointers in
              try body(
                GraphView(
                  moves: m.baseAddress!, classes: c.baseAddress!, deltas: d.baseAddress!,
                  entryCosts: e.baseAddress, overrides: pointers, classInMask: classInMask))
            }
          }
        }
      }
    }
  }
}
