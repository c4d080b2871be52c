// Changing one step of the override table in place, for graph updates. The table stays the
// one a build from scratch would make for the same steps (digits, escapes), except that the
// one-delta byte masks, once given up for the general digits, are not taken up again, and
// the cost range only widens.

extension StepOverrides {
  /// Sets the step from `cell` in direction `d` to cost `cost`, where the cell it enters
  /// costs `entry`: a step whose cost is its entry cost (or a forbidden step, given as
  /// `cost == entry`) becomes unchanged. `count` is the graph's number of indices, for the
  /// first changed step of a table that had none.
  ///
  /// - Complexity: O(1), plus O(e) for e escaped steps when the step escapes or did, plus
  ///   O(count) to allocate the table on its first changed step.
  mutating func setStep(cell: Int, direction d: Int, cost: UInt32, entry: UInt32, count: Int) {
    let change = Int(cost) - Int(entry)
    let fits = change >= -7 && change <= 7
    if digits.isEmpty {
      guard change != 0 else { return }
      digits = [UInt32](repeating: StepOverrides.unchangedWord, count: count)
      // The first changed step sets the common delta, as a build with that one step would.
      if fits {
        changedMasks = [UInt8](repeating: 0, count: count)
        commonDelta = UInt32(truncatingIfNeeded: change)
      }
    }
    let shift = UInt32(4 &* d)
    let old = (digits[cell] >> shift) & 0xF
    let digit: UInt32 = fits ? UInt32(change &+ 8) : 0
    if old == 0 || digit == 0 {
      updateEscape(step: cell &* 6 &+ d, cost: digit == 0 ? cost : nil)
    }
    digits[cell] = digits[cell] & ~(0xF << shift) | digit << shift
    if change != 0 {
      minimum = Swift.min(minimum, cost)
      maximum = Swift.max(maximum, cost)
    }
    guard !changedMasks.isEmpty else { return }
    if change == 0 {
      changedMasks[cell] &= ~(1 << UInt8(d))
    } else if fits && UInt32(truncatingIfNeeded: change) == commonDelta {
      changedMasks[cell] |= 1 << UInt8(d)
    } else {
      // A second difference: the digits (kept up to date all along) say it all.
      changedMasks = []
    }
  }

  /// Puts escaped step `step` in the table at `cost`, or takes it out (`nil`).
  private mutating func updateEscape(step: Int, cost: UInt32?) {
    var low = 0
    var high = escapedSteps.count
    while low < high {
      let middle = (low &+ high) >> 1
      if escapedSteps[middle] < step { low = middle &+ 1 } else { high = middle }
    }
    let present = low < escapedSteps.count && escapedSteps[low] == step
    switch (present, cost) {
    case (true, let cost?): escapedCosts[low] = cost
    case (true, nil):
      escapedSteps.remove(at: low)
      escapedCosts.remove(at: low)
    case (false, let cost?):
      escapedSteps.insert(step, at: low)
      escapedCosts.insert(cost, at: low)
    case (false, nil): break
    }
  }
}
