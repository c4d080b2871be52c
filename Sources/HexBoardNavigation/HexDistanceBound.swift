// The hex-distance bounds of A*: the hex distance to the goal times the cheapest step,
// consistent, and rising by at most that step per step. One type per kind of map, so the
// search on an unwrapped map (the common case) is specialised without any code for wraps.

import HexBoardMaps
import HexGrid

/// The hex distance to the goal on an unwrapped map, times the cheapest step, from the
/// axial position the search tracks for each cell (on an unwrapped map, the cell's own).
@usableFromInline
struct HexDistanceBound: AStarBound {
  @usableFromInline let goal: SIMD2<Int32>
  @usableFromInline let scale: UInt32

  /// The bound towards `goal`, in steps of at least `scale`.
  @inlinable
  init(goal: Hex, scale: UInt32) {
    self.goal = SIMD2(Int32(goal.q), Int32(goal.r))
    self.scale = scale
  }

  @inlinable @inline(__always)
  func estimate(q: Int32, r: Int32, index: Int) -> UInt32 {
    let a = q &- goal.x
    let b = r &- goal.y
    let distance = UInt32((a.magnitude &+ b.magnitude &+ (a &+ b).magnitude) >> 1)
    // Saturates: a bound past every cap only prunes.
    let (h, overflow) = distance.multipliedReportingOverflow(by: scale)
    return overflow ? UInt32.max : h
  }

  @inlinable
  func span(maximumStep: UInt32) -> Int { Int(maximumStep) + Int(scale) + 1 }
}

/// The hex distance to the nearest image of the goal on a wrapped map (one per period,
/// the shortest way round), times the cheapest step.
///
/// It measures from each cell's position on the map, read from its index, never from the
/// position the search tracks step by step: that one leaves the map at a seam and moves a
/// period further at each crossing, so after a second crossing of one seam it is two
/// periods away, past the images measured from, and the bound would overestimate (on a
/// 3-wide cylinder a path cost 8 where 7 was the cheapest). From the cell's position on
/// the map, the cell and the goal both lie in the stored rectangle, their offsets differ
/// by less than a period on each wrapped axis, and the nearest image of the goal is at
/// most one period away either way (the hex distance grows with each offset difference):
/// the bound is ``MapGrid/distance(from:to:)`` exactly.
@usableFromInline
struct WrappedHexDistanceBound: AStarBound {
  /// The goal and its images one period away in every direction.
  @usableFromInline let images: [SIMD2<Int32>]
  /// The box width (a wrapped map is a rectangle, so its box starts at offset (0, 0)).
  @usableFromInline let width: Int
  /// The convention as numbers (``MapGrid``'s own): whether columns are shifted, and 0
  /// (odd) or 1 (even).
  @usableFromInline let shiftsColumns: Bool
  @usableFromInline let evenBias: Int
  @usableFromInline let scale: UInt32

  /// The bound towards cell `t` of the wrapped `grid`, in steps of at least `scale`.
  @inlinable
  init(grid: MapGrid, goal t: Int, scale: UInt32) {
    let goal = grid.hex(at: t)
    var images = [SIMD2<Int32>(Int32(goal.q), Int32(goal.r))]
    let p = grid.periods
    let rows = p.count == 2 ? -1...1 : 0...0
    for i in -1...1 where !p.isEmpty {
      for j in rows where i != 0 || j != 0 {
        var image = goal + p[0] * i
        if j != 0 { image += p[1] * j }
        images.append(SIMD2(Int32(image.q), Int32(image.r)))
      }
    }
    self.images = images
    width = grid.width
    shiftsColumns = grid.convention.shiftsColumns
    evenBias = grid.convention == .evenQ || grid.convention == .evenR ? 1 : 0
    self.scale = scale
  }

  @inlinable
  func estimate(q _: Int32, r _: Int32, index: Int) -> UInt32 {
    // The cell's axial position on the map: the inverse of `MapGrid.index(of:)`'s
    // offset formulas (`MapGrid.hex(at:)` without the grid).
    let row = index / width
    let col = index &- row &* width
    let q = shiftsColumns ? col : col &- ((row &+ evenBias) >> 1)
    let r = shiftsColumns ? row &- ((col &+ evenBias) >> 1) : row
    var best = UInt.max
    for image in images {
      let a = q &- Int(image.x)
      let b = r &- Int(image.y)
      best = Swift.min(best, (a.magnitude &+ b.magnitude &+ (a &+ b).magnitude) >> 1)
    }
    // Saturates: a bound past every cap only prunes.
    let (h, overflow) = UInt32(truncatingIfNeeded: best).multipliedReportingOverflow(by: scale)
    return overflow ? UInt32.max : h
  }

  @inlinable
  func span(maximumStep: UInt32) -> Int { Int(maximumStep) + Int(scale) + 1 }
}
