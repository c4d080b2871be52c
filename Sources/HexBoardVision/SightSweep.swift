// The field of view as a sweep over the rings, in O(r²) per viewer on boards without
// heights (SightScanner+Sweep.swift): the same answers as the trace walk (and so as line of
// sight per cell), without walking each trace.
//
// Why it works: the i-th sample of a trace from the viewer to a target n steps away lies
// i/n of the way along the (nudged) segment, at hex distance exactly i, so every trace
// enters ring i at its i-th step, and *which* cell of ring i it enters depends only on the
// trace's direction. Sort the traces by direction: the traces entering a cell c of ring d
// are then one contiguous range of that order (the samples move monotonically round the
// ring as the direction turns), and so are the ones crossing a given side into c. Sweeping
// the rings outwards, the targets of ring d are decided first, then the cells and sides of
// ring d cast their shadow (a blocked range) on the range of traces they lie on; traces already decided are unaffected by later shadows.
// Every range is checked against the traces when the table is built; a radius whose
// ranges are not exact gets no sweep table, and its viewers are traced step by step.

/// Per radius, the sweep's ranges: the traces sorted by direction (a rank per target slot)
/// and, per nudge, the range of ranks entering each cell and crossing each side.
struct SightSweepTable: Sendable {
  /// A cyclic range of ranks: `length` ranks from `start`, wrapping past the last.
  struct Range: Sendable {
    var start: Int32 = 0
    var length: Int32 = 0
  }

  /// The number of traces per nudge (every target but the viewer).
  let traceCount: Int
  /// The rank of each target slot's direction (slot 0, the viewer, has none).
  let rank: [Int32]
  /// Per nudge (0: +, 1: -), per slot: the traces entering that cell at its ring.
  let cells: [[Range]]
  /// Per nudge, per `slot * 6 + side`: the traces entering `slot` across its side
  /// `side + 3`, i.e. stepping in direction `side` from the neighbour behind it.
  let sides: [[Range]]
  /// Per `slot * 6 + side`: the slot of that neighbour behind (-1 when no trace steps so).
  let behind: [Int32]

  /// The ranges of `table`, or `nil` if some range is not exact (a trace whose i-th step is
  /// not on ring i, or a range that would also cover an undecided trace through another
  /// cell).
  init?(_ table: SightTable) {
    let count = table.targetCount - 1
    traceCount = count
    guard count > 0 else { return nil }
    // Directions in cyclic order: the angle of the target's centre (flat layout, any
    // orientation-preserving map gives the same cyclic order); ties (collinear targets)
    // by distance then slot, so the order is deterministic.
    let sqrt3 = 3.0.squareRoot()
    var slotsByAngle = Array(1..<table.targetCount)
    func angle(_ slot: Int) -> Double {
      let hex = table.offsets[slot]
      let x = 1.5 * Double(hex.q)
      let y = sqrt3 * (Double(hex.r) + Double(hex.q) / 2)
      return Double.pseudoAngle(y, x)
    }
    let angles = (0..<table.targetCount).map { $0 == 0 ? 0 : angle($0) }
    slotsByAngle.sort { a, b in
      if angles[a] != angles[b] { return angles[a] < angles[b] }
      if table.targets[a].distance != table.targets[b].distance {
        return table.targets[a].distance < table.targets[b].distance
      }
      return a < b
    }
    var rank = [Int32](repeating: -1, count: table.targetCount)
    for (r, slot) in slotsByAngle.enumerated() { rank[slot] = Int32(r) }
    self.rank = rank

    let ring = table.offsets.map { Int32($0.distance(to: .zero)) }
    var cells: [[Range]] = []
    var sides: [[Range]] = []
    var behind = [Int32](repeating: -1, count: table.targetCount * 6)
    for nudge in 0..<2 {
      // For each cell and each (cell, side): the ranks of the traces stepping there.
      var cellRanks = [[Int32]](repeating: [], count: table.targetCount)
      var sideRanks = [[Int32]](repeating: [], count: table.targetCount * 6)
      for slot in 1..<table.targetCount {
        let target = table.targets[slot]
        let range =
          nudge == 0
          ? Int(target.first)..<Int(target.second) : Int(target.second)..<Int(target.end)
        for (i, s) in range.enumerated() {
          let step = table.steps[s]
          guard ring[Int(step.cell)] == Int32(i + 1) else { return nil }
          cellRanks[Int(step.cell)].append(rank[slot])
          sideRanks[Int(step.cell) * 6 + step.side.rawValue].append(rank[slot])
          behind[Int(step.cell) * 6 + step.side.rawValue] = step.previous
        }
      }
      // A range is exact when every trace it covers either steps through the cell (or side)
      // or is shorter than the cell's ring (decided before the shadow falls).
      func covering(_ ranks: [Int32], ring d: Int32, member: [Bool]) -> Range? {
        guard !ranks.isEmpty else { return Range() }
        let sorted = ranks.sorted()
        // The complement of the largest cyclic gap.
        var gapEnd = 0
        var gap = Int(sorted[0]) + count - Int(sorted[sorted.count - 1])
        for k in 1..<sorted.count where Int(sorted[k] - sorted[k - 1]) > gap {
          gap = Int(sorted[k] - sorted[k - 1])
          gapEnd = k
        }
        let start = Int(sorted[gapEnd])
        let length = count - gap + 1
        for offset in 0..<length {
          let r = (start + offset) % count
          if !member[r] && table.targets[slotsByAngle[r]].distance > d { return nil }
        }
        return Range(start: Int32(start), length: Int32(length))
      }
      var member = [Bool](repeating: false, count: count)
      var cellRanges = [Range](repeating: Range(), count: table.targetCount)
      for slot in 1..<table.targetCount {
        for r in cellRanks[slot] { member[Int(r)] = true }
        guard let range = covering(cellRanks[slot], ring: ring[slot], member: member) else {
          return nil
        }
        cellRanges[slot] = range
        for r in cellRanks[slot] { member[Int(r)] = false }
      }
      var sideRanges = [Range](repeating: Range(), count: table.targetCount * 6)
      for key in 6..<(table.targetCount * 6) where !sideRanks[key].isEmpty {
        for r in sideRanks[key] { member[Int(r)] = true }
        guard let range = covering(sideRanks[key], ring: ring[key / 6], member: member) else {
          return nil
        }
        sideRanges[key] = range
        for r in sideRanks[key] { member[Int(r)] = false }
      }
      cells.append(cellRanges)
      sides.append(sideRanges)
    }
    self.cells = cells
    self.sides = sides
    self.behind = behind
  }
}

extension Double {
  /// A number in [0, 4) that grows with the angle of (x, y) from the positive x axis
  /// (anticlockwise), without trigonometry: only the order of directions matters here.
  static func pseudoAngle(_ y: Double, _ x: Double) -> Double {
    let p = y / (Swift.abs(x) + Swift.abs(y))
    return x < 0 ? 2 - p : (y < 0 ? 4 + p : p)
  }
}
