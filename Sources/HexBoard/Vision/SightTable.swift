// The traces of a field of view, computed once per radius relative to the viewer.
//
// A trace of `MapGrid.lineOfSight` samples the nudged line between two centres and rounds
// each sample to a hex. Moving viewer and target by the same whole vector moves every sample
// by that vector, and rounding commutes with it: the nudge (1e-6) keeps every sample at
// least about 1e-6 from a rounding tie, while the samples of an unnudged line lie on
// multiples of 1/(2n), and the float error of coordinates of a few thousand is about 1e-12,
// far too small to cross a tie. So the cells of the two traces towards a target depend only
// on the target's offset from the viewer, and one table per radius serves every viewer.

import HexBoardSupport

/// For every target within `radius` of a viewer at the origin (spiral order, viewer first),
/// its distance and its two traces (nudged to either side, as `lineOfSight` draws them), as
/// *slots*: positions in the spiral of radius ``reach`` around the viewer.
struct SightTable: Sendable {
  /// The radius of the targets.
  let radius: Int
  /// The radius of the neighbourhood the traces run through (the targets' radius: a trace
  /// never leaves the disc of its target's distance, which the table checks when built).
  let reach: Int
  /// The offset of each slot from the viewer, in spiral order (slot 0 is the viewer).
  let offsets: [Hex]
  /// The number of targets, `1 + 3 r (r + 1)`: the first slots.
  let targetCount: Int
  /// Per target slot: its distance and where its traces are in ``steps``.
  let targets: [SightTarget]
  /// The steps of all traces, target after target.
  let steps: [SightStep]
  /// The ranges of the ring sweep (`SightSweep.swift`), or `nil` if they are not exact
  /// for this radius (the traces are then walked step by step).
  private(set) var sweep: SightSweepTable? = nil

  /// The number of targets within `radius`.
  static func targetCount(radius: Int) -> Int { 1 + 3 * radius * (radius + 1) }

  /// Builds the table, or `nil` if a trace leaves the neighbourhood or two consecutive
  /// cells of a trace are not neighbours (neither happens; the caller then falls back to
  /// line-of-sight per target rather than trust the table).
  init?(radius: Int) {
    guard radius >= 0 else { return nil }
    self.radius = radius
    reach = radius
    offsets = Array(Hex.zero.spiral(radius: radius))
    targetCount = SightTable.targetCount(radius: radius)
    guard offsets.count == targetCount else { return nil }
    // Offsets to slots through a dense square (built once, not hashed).
    let side = 2 * radius + 1
    var slotOf = [Int32](repeating: -1, count: side * side)
    func key(_ hex: Hex) -> Int? {
      let q = hex.q + radius
      let r = hex.r + radius
      guard q >= 0, q < side, r >= 0, r < side, hex.distance(to: .zero) <= radius else {
        return nil
      }
      return r * side + q
    }
    for (slot, hex) in offsets.enumerated() {
      guard let k = key(hex) else { return nil }
      slotOf[k] = Int32(slot)
    }

    var targets: [SightTarget] = [SightTarget(distance: 0, first: 0, second: 0, end: 0)]
    var steps: [SightStep] = []
    targets.reserveCapacity(targetCount)
    let nudge = MapGrid.sightNudge
    for slot in 1..<targetCount {
      let end = offsets[slot]
      let n = end.distance(to: .zero)
      let first = Int32(steps.count)
      var second = first
      for sign in [1.0, -1.0] {
        // Exactly the samples of `lineOfSight` with the viewer at the origin.
        let a = FractionalHex(q: sign * nudge.q, r: sign * nudge.r)
        let b = FractionalHex(q: Double(end.q) + sign * nudge.q, r: Double(end.r) + sign * nudge.r)
        var previous = Hex.zero
        var previousSlot: Int32 = 0
        for i in 1...n {
          let hex = i == n ? end : a.lerp(to: b, t: Double(i) / Double(n)).rounded()
          guard let k = key(hex), let direction = MapGrid.direction(from: previous, to: hex) else {
            return nil
          }
          steps.append(
            SightStep(cell: slotOf[k], previous: previousSlot, side: direction))
          previous = hex
          previousSlot = slotOf[k]
        }
        if sign > 0 { second = Int32(steps.count) }
      }
      targets.append(
        SightTarget(distance: Int32(n), first: first, second: second, end: Int32(steps.count)))
    }
    self.targets = targets
    self.steps = steps
    sweep = SightSweepTable(self)
  }
}

/// A target of a ``SightTable``: its distance from the viewer, and its two traces, steps
/// `first..<second` and `second..<end`.
struct SightTarget: Sendable {
  let distance: Int32
  let first: Int32
  let second: Int32
  let end: Int32
}

/// A step of a trace: the slot of the cell it enters (the target's, for the last step), the
/// slot it leaves (0, the viewer, for the first) and the side it crosses
/// (consecutive cells of a trace are always neighbours).
struct SightStep: Sendable {
  let cell: Int32
  let previous: Int32
  let side: HexDirection
}

/// The tables built so far, one per radius, shared by all threads.
final class SightTableCache: @unchecked Sendable {
  // @unchecked: `tables` is only touched under `lock`; the tables are immutable values.
  private let lock = POSIXMutex()
  private var tables: [Int: SightTable] = [:]
  /// Radii whose table could not be built (never expected), so they are not retried.
  private var failed: Set<Int> = []

  /// The largest radius served from a table: a table holds O(r³) steps, and beyond this the
  /// per-target line of sight costs about as much as building one.
  static let maximumRadius = 32

  static let shared = SightTableCache()

  /// The table for `radius`, built on first use; `nil` for radii the tables do not serve.
  func table(radius: Int) -> SightTable? {
    guard radius >= 0, radius <= SightTableCache.maximumRadius else { return nil }
    lock.lock()
    defer { lock.unlock() }
    if let table = tables[radius] { return table }
    if failed.contains(radius) { return nil }
    guard let table = SightTable(radius: radius) else {
      failed.insert(radius)
      return nil
    }
    tables[radius] = table
    return table
  }
}
