// The fast field of view: a viewer's neighbourhood indexed once, then every target's two
// traces checked from a `SightTable` by table reads, with the same checks in the same order
// as `MapGrid.lineOfSight`, so the answers are the same cell for cell.

import HexBoardMaps
import HexGrid

/// Reusable buffers for scanning fields of view with one ``SightTable``: a scanner allocates
/// when made and never again, however many viewers it scans.
struct SightScanner {
  let table: SightTable
  /// Per slot of the neighbourhood: the cell there and what the board says of it.
  var slots: [SlotState]
  /// Per slot and side (`slot * 6 + side`): whether a wall stops sight across it.
  private var sides: [SideState]
  /// The current viewer's stamp: slot and side states carrying another are stale.
  private var stamp: UInt32 = 0
  /// The ring sweep's shadows: per nudge, links between the traces in direction order
  /// (`SightScanner+Sweep.swift`), sized on the first sweep.
  var shadows: [Int32] = []

  /// A slot's cell: its grid index (-1 off the map), set for every slot of each viewer;
  /// and, when `loaded` is the viewer's stamp, whether it blocks (off the map or opaque)
  /// and its height. Those are read from the board only for cells a trace reaches, so a
  /// target another viewer already sees costs nothing but its index.
  struct SlotState {
    var index = -1
    var height = 0
    var loaded: UInt32 = 0
    var blocked = true
  }

  /// Whether sight is stopped across a side, valid when `stamp` is the viewer's.
  struct SideState {
    var stamp: UInt32 = 0
    var opaque = false
  }

  init(table: SightTable) {
    self.table = table
    slots = [SlotState](repeating: SlotState(), count: table.offsets.count)
    sides = [SideState](repeating: SideState(), count: table.offsets.count * 6)
  }

  /// Whether the table's traces are exactly the ones `lineOfSight` draws on `grid` for
  /// targets within `radius`: always on unwrapped maps; on wrapped ones when each wrapped
  /// dimension is so much larger than the disc that every target has one nearest image,
  /// found among those `lineOfSight` compares, and no two targets are the same cell.
  /// (Every period combination then spans at least the wrapped width or height.)
  static func fits(grid: MapGrid, radius: Int) -> Bool {
    switch grid.wrap {
    case .none: return true
    case .cylinder: return grid.width > 2 * radius + 3
    case .torus: return grid.width > 2 * radius + 3 && grid.height > 2 * radius + 3
    }
  }

  /// Scans the targets within `radius` (at most the table's) of `center`, a canonical hex
  /// of `grid`, in spiral order: for each target cell not `skip`ped and in sight, calls
  /// `found` with its grid index.
  ///
  /// - Complexity: O(r²) to index the disc, then per target not skipped the steps of its
  ///   traces up to the first that blocks: O(r³) at worst (open ground: about 2r/3 steps
  ///   per target), table reads only, no allocation.
  mutating func scan(
    from center: Hex, radius: Int, grid: MapGrid, blocker: SightBlocker,
    skip: (Int) -> Bool, found: (Int) -> Void
  ) {
    guard let viewerIndex = grid.index(of: center), radius >= 0 else { return }
    if stamp == UInt32.max {
      for i in slots.indices { slots[i].loaded = 0 }
      for i in sides.indices { sides[i].stamp = 0 }
      stamp = 0
    }
    stamp += 1
    let run = Run(
      center: center, viewerIndex: viewerIndex,
      targetCount: SightTable.targetCount(radius: Swift.min(radius, table.radius)),
      grid: grid, blocker: blocker, stamp: stamp)
    let table = self.table
    table.offsets.withUnsafeBufferPointer { offsets in
      table.targets.withUnsafeBufferPointer { targets in
        table.steps.withUnsafeBufferPointer { steps in
          slots.withUnsafeMutableBufferPointer { slots in
            sides.withUnsafeMutableBufferPointer { sides in
              run.scan(
                offsets: offsets, targets: targets, steps: steps, slots: slots, sides: sides,
                skip: skip, found: found)
            }
          }
        }
      }
    }
  }

  /// One viewer's scan, over the table's and the scanner's buffers.
  private struct Run {
    let center: Hex
    let viewerIndex: Int
    let targetCount: Int
    let grid: MapGrid
    let blocker: SightBlocker
    let stamp: UInt32

    func scan(
      offsets: UnsafeBufferPointer<Hex>, targets: UnsafeBufferPointer<SightTarget>,
      steps: UnsafeBufferPointer<SightStep>, slots: UnsafeMutableBufferPointer<SlotState>,
      sides: UnsafeMutableBufferPointer<SideState>, skip: (Int) -> Bool, found: (Int) -> Void
    ) {
      // The disc's indices, once (arithmetic only, no board reads).
      let cq = center.q
      let cr = center.r
      for slot in 0..<targetCount {
        let offset = offsets[slot]
        slots[slot].index = grid.index(of: Hex(q: cq &+ offset.q, r: cr &+ offset.r)) ?? -1
      }
      slots[0].index = viewerIndex
      let isOpaque = blocker.isOpaque
      let elevation = blocker.elevation
      let sideOpaque = blocker.isSideOpaque
      let stamp = self.stamp
      @inline(__always) func load(_ slot: Int) {
        guard slots[slot].loaded != stamp else { return }
        slots[slot].loaded = stamp
        let index = slots[slot].index
        if index >= 0 {
          slots[slot].blocked = isOpaque(index)
          if let elevation { slots[slot].height = elevation(index) }
        } else {
          slots[slot].blocked = true
        }
      }
      // Whether the side crossed by `step` stops sight (asked once per side and viewer).
      @inline(__always) func stops(_ step: SightStep, _ opaque: (Int, HexDirection) -> Bool) -> Bool
      {
        let key = Int(step.previous) &* 6 &+ step.side.rawValue
        if sides[key].stamp == stamp { return sides[key].opaque }
        let answer = opaque(slots[Int(step.previous)].index, step.side)
        sides[key] = SideState(stamp: stamp, opaque: answer)
        return answer
      }
      // Whether the trace of `steps[range]` towards a target at distance n of height `top`
      // is clear: the same checks in the same order as `lineOfSight`, so the same answer
      // (and the same closure calls up to the first that blocks).
      func clear(_ range: Range<Int>, n: Int, eye: Int, top: Int) -> Bool {
        var i = 0
        for s in range {
          i &+= 1
          let step = steps[s]
          if let sideOpaque, stops(step, sideOpaque) { return false }
          if i == n { return true }
          let cell = Int(step.cell)
          load(cell)
          if slots[cell].blocked { return false }
          if elevation != nil, slots[cell].height * n > eye * (n - i) + top * i { return false }
        }
        return true
      }

      if !skip(viewerIndex) { found(viewerIndex) }
      load(0)
      let eye = slots[0].height
      for slot in 1..<targetCount {
        let index = slots[slot].index
        guard index >= 0, !skip(index) else { continue }
        let target = targets[slot]
        let n = Int(target.distance)
        if n == 1 && sideOpaque == nil {
          found(index)
          continue
        }
        load(slot)
        let top = slots[slot].height
        if clear(Int(target.first)..<Int(target.second), n: n, eye: eye, top: top)
          || clear(Int(target.second)..<Int(target.end), n: n, eye: eye, top: top)
        {
          found(index)
        }
      }
    }
  }
}
