// A viewer's field of view by the ring sweep (SightSweep.swift) on boards without heights:
// the targets of each ring are decided from the shadows of the rings inside it, then the
// ring's opaque cells and walls cast theirs. A shadow only ever blocks traces, and a
// blocked trace stays blocked, so the shadows are kept as "the next unblocked trace" links
// (a union-find over the traces in direction order): casting a shadow costs O(1) amortised
// plus one step per trace it newly blocks, and asking whether a trace is blocked is one
// read. Every trace is blocked at most once, so a viewer costs O(r² α(r)): O(r²).
//
// Heights are not a yes-or-no shadow (whether a cell hides a target depends on the target's
// height and distance), so boards with elevation keep the trace walk
// (`SightScanner.scan`), which answers the same.

import HexBoardMaps
import HexGrid

extension SightScanner {
  /// The field of view of `center` (a canonical hex of `grid`) within `radius`: swept ring
  /// by ring when the board has no heights and the table has exact ranges, traced
  /// otherwise; the same cells in the same order either way.
  mutating func view(
    from center: Hex, radius: Int, grid: MapGrid, blocker: SightBlocker,
    skip: (Int) -> Bool, found: (Int) -> Void
  ) {
    if blocker.elevation == nil,
      sweep(from: center, radius: radius, grid: grid, blocker: blocker, skip: skip, found: found)
    {
      return
    }
    scan(from: center, radius: radius, grid: grid, blocker: blocker, skip: skip, found: found)
  }

  /// The field of view of `center` within `radius` by the ring sweep, ignoring heights:
  /// the same cells as ``scan(from:radius:grid:blocker:skip:found:)`` on a board without
  /// elevation, in the same order; `false` (having found nothing) when the table has no
  /// sweep ranges or `radius` exceeds it.
  ///
  /// - Complexity: O(r² α(r)): every cell of the disc is read once, every trace is blocked
  ///   at most once, and each target reads two links.
  mutating func sweep(
    from center: Hex, radius: Int, grid: MapGrid, blocker: SightBlocker,
    skip: (Int) -> Bool, found: (Int) -> Void
  ) -> Bool {
    guard let sweep = table.sweep, let viewerIndex = grid.index(of: center), radius >= 0,
      radius <= table.radius
    else { return false }
    let count = sweep.traceCount
    if shadows.count != 2 * (count + 1) {
      shadows = [Int32](repeating: 0, count: 2 * (count + 1))
    }
    let table = self.table
    shadows.withUnsafeMutableBufferPointer { links in
      slots.withUnsafeMutableBufferPointer { slots in
        var run = SweepRun(
          table: table, sweep: sweep, links: links, count: count, grid: grid, blocker: blocker)
        run.view(
          center: center, viewerIndex: viewerIndex, radius: radius, slots: slots, skip: skip,
          found: found)
      }
    }
    return true
  }
}

/// One viewer's sweep over the scanner's buffers.
private struct SweepRun {
  let table: SightTable
  let sweep: SightSweepTable
  /// Per nudge `k`, `count + 1` links from `k * (count + 1)`: a trace's link is itself
  /// while it is unblocked, and otherwise leads (through other blocked traces) towards the
  /// next trace in direction order that may be unblocked; the last entry is a sentinel
  /// that is never blocked.
  let links: UnsafeMutableBufferPointer<Int32>
  let count: Int
  let grid: MapGrid
  let blocker: SightBlocker

  /// The first unblocked trace at or after rank `rank` of the nudge whose links start at
  /// `base` (the sentinel `count` if none), halving the path on the way.
  @inline(__always)
  func next(_ base: Int, _ rank: Int) -> Int {
    var k = rank
    while true {
      let up = Int(links[base &+ k])
      if up == k { return k }
      let upper = Int(links[base &+ up])
      links[base &+ k] = Int32(upper)
      k = upper
    }
  }

  /// Blocks the traces of ranks `from..<to` of the nudge at `base`.
  @inline(__always)
  func block(_ base: Int, _ from: Int, _ to: Int) {
    var k = next(base, from)
    while k < to {
      links[base &+ k] = Int32(k &+ 1)
      k = next(base, k &+ 1)
    }
  }

  /// Blocks a cyclic range of ranks on nudge `nudge`.
  @inline(__always)
  func block(_ range: SightSweepTable.Range, nudge: Int) {
    let base = nudge &* (count &+ 1)
    let start = Int(range.start)
    let end = start &+ Int(range.length)
    if end <= count {
      block(base, start, end)
    } else {
      block(base, start, count)
      block(base, 0, end &- count)
    }
  }

  mutating func view(
    center: Hex, viewerIndex: Int, radius: Int,
    slots: UnsafeMutableBufferPointer<SightScanner.SlotState>, skip: (Int) -> Bool,
    found: (Int) -> Void
  ) {
    for k in 0..<links.count {
      links[k] = Int32(k < count + 1 ? k : k - (count + 1))
    }
    let isOpaque = blocker.isOpaque
    let sideOpaque = blocker.isSideOpaque
    let offsets = table.offsets
    if !skip(viewerIndex) { found(viewerIndex) }
    guard radius >= 1 else { return }
    let stride = count + 1
    for ring in 1...radius {
      let first = SightTable.targetCount(radius: ring - 1)
      let last = SightTable.targetCount(radius: ring)
      // The ring's cells, read once.
      for slot in first..<last {
        let offset = offsets[slot]
        let index = grid.index(of: Hex(q: center.q &+ offset.q, r: center.r &+ offset.r)) ?? -1
        slots[slot].index = index
        slots[slot].blocked = index < 0 || isOpaque(index)
      }
      slots[0].index = viewerIndex
      // The targets of this ring, from the shadows of the rings inside it.
      for slot in first..<last {
        let index = slots[slot].index
        guard index >= 0, !skip(index) else { continue }
        let rank = Int(sweep.rank[slot])
        let target = table.targets[slot]
        var seen = false
        for nudge in 0..<2 where !seen {
          guard Int(links[nudge &* stride &+ rank]) == rank else { continue }
          guard let sideOpaque else {
            seen = true
            break
          }
          // The side into the target (the walk checks it last, after the shadows).
          let lastStep = table.steps[Int(nudge == 0 ? target.second : target.end) - 1]
          let before = slots[Int(lastStep.previous)].index
          seen = before >= 0 && !sideOpaque(before, lastStep.side)
        }
        if seen { found(index) }
      }
      guard ring < radius else { break }
      // Then the ring's opaque cells, and the walls into its clear ones, cast shadows.
      for slot in first..<last {
        if slots[slot].blocked {
          block(sweep.cells[0][slot], nudge: 0)
          block(sweep.cells[1][slot], nudge: 1)
          continue
        }
        guard let sideOpaque else { continue }
        for side in 0..<6 {
          let key = slot &* 6 &+ side
          let behind = Int(sweep.behind[key])
          guard behind >= 0, slots[behind].index >= 0,
            sideOpaque(slots[behind].index, HexDirection(rawValue: side).unsafelyUnwrapped)
          else { continue }
          for nudge in 0..<2 where sweep.sides[nudge][key].length > 0 {
            block(sweep.sides[nudge][key], nudge: nudge)
          }
        }
      }
    }
  }
}
