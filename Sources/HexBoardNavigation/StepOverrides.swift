/// The steps of a graph whose cost is not the entry cost of the cell they enter (features on
/// the side crossed: a river, a road), stored so that a search reads one word per cell it
/// expands and pays a shift and an addition per step, with no branch on where features lie.
///
/// Per index, one 32-bit word: its 4-bit digit `d` holds the step in direction `d` as its
/// cost minus the entry cost of the cell it enters, plus 8 (so 8 is an unchanged step, 10 a
/// river's +2, 6 a road into hills). A difference outside −7…7 is digit 0, an *escape*: its
/// cost is kept in a short sorted table, searched on the rare step that needs it (games
/// whose terrain costs are small never escape).
@usableFromInline
struct StepOverrides: Sendable {
  /// Every digit unchanged (8 in each of the six).
  static let unchangedWord: UInt32 = 0x0088_8888

  /// Per index: the six digits. Empty when no step is changed.
  @usableFromInline var digits: [UInt32]
  /// The `6·index + d` of each escaped step, increasing.
  @usableFromInline var escapedSteps: [Int]
  /// The cost of each escaped step, parallel to ``escapedSteps``.
  @usableFromInline var escapedCosts: [UInt32]
  /// When every changed step differs from its entry cost by one amount and none escapes
  /// (a single kind of river): per index, bit `d` set when the step in direction `d` is
  /// changed. One byte per cell instead of four, so a search touches less memory. Empty
  /// otherwise.
  @usableFromInline var changedMasks: [UInt8]
  /// The one difference of every changed step when ``changedMasks`` is in use (modulo 2³²).
  @usableFromInline var commonDelta: UInt32
  /// The smallest and largest changed cost (`UInt32.max` and 0 when there are none); after
  /// updates, bounds (the smallest only decreases, the largest only grows).
  var minimum: UInt32
  var maximum: UInt32

  /// No changed step.
  init() {
    digits = []
    escapedSteps = []
    escapedCosts = []
    changedMasks = []
    commonDelta = 0
    minimum = .max
    maximum = 0
  }

  /// The table of the changed steps `fill` reports to its argument, each once, as (cell,
  /// direction, neighbour entered, cost), on a graph of `count` indices.
  init(count: Int, entryCosts: [UInt16], fill: ((Int, Int, Int, UInt32) -> Void) -> Void) {
    var digits = [UInt32](repeating: StepOverrides.unchangedWord, count: count)
    var escaped: [(step: Int, cost: UInt32)] = []
    var low = UInt32.max
    var high: UInt32 = 0
    var masks = [UInt8](repeating: 0, count: count)
    var delta: Int?
    var oneDelta = true
    fill { cell, d, neighbor, cost in
      low = Swift.min(low, cost)
      high = Swift.max(high, cost)
      let change = Int(cost) - Int(entryCosts[neighbor])
      if delta == nil { delta = change } else if delta != change { oneDelta = false }
      masks[cell] |= 1 << d
      var digit: UInt32 = 0
      if change >= -7 && change <= 7 {
        digit = UInt32(change + 8)
      } else {
        escaped.append((cell &* 6 &+ d, cost))
      }
      digits[cell] = digits[cell] & ~(0xF << (4 * d)) | digit << (4 * d)
    }
    escaped.sort { $0.step < $1.step }
    self.digits = digits
    escapedSteps = escaped.map(\.step)
    escapedCosts = escaped.map(\.cost)
    let common = oneDelta && escaped.isEmpty ? delta : nil
    changedMasks = common == nil ? [] : masks
    commonDelta = UInt32(truncatingIfNeeded: common ?? 0)
    minimum = low
    maximum = high
  }

  /// Whether no step has its own cost.
  @inlinable
  var isEmpty: Bool { digits.isEmpty }

  /// The cost of the step from `index` in direction `d` into a cell whose entry cost is
  /// `entry`.
  func cost(from index: Int, direction d: Int, entry: UInt32) -> UInt32 {
    guard !digits.isEmpty else { return entry }
    let digit = (digits[index] >> (4 * UInt32(d))) & 0xF
    if digit == 0 { return withPointers { $0.escapedCost(of: index &* 6 &+ d) } }
    return UInt32(Int(entry) + Int(digit) - 8)
  }

  /// Runs `body` with raw pointers to the arrays.
  @inlinable
  func withPointers<R>(_ body: (StepOverridePointers) throws -> R) rethrows -> R {
    try digits.withUnsafeBufferPointer { d in
      try escapedSteps.withUnsafeBufferPointer { steps in
        try escapedCosts.withUnsafeBufferPointer { costs in
          try changedMasks.withUnsafeBufferPointer { masks in
            try body(
              StepOverridePointers(
                digits: d.baseAddress, masks: masks.baseAddress, escapedSteps: steps,
                escapedCosts: costs))
          }
        }
      }
    }
  }
}

/// Raw pointers to a ``StepOverrides``' arrays, for the searches' inner loops (no reference
/// counting). ``digits`` is read only when the graph has changed steps.
@usableFromInline
struct StepOverridePointers {
  @usableFromInline let rawDigits: UnsafePointer<UInt32>?
  /// The per-index changed-step masks, when the graph has them.
  @usableFromInline let rawMasks: UnsafePointer<UInt8>?
  @usableFromInline var escapedSteps: UnsafeBufferPointer<Int>
  @usableFromInline var escapedCosts: UnsafeBufferPointer<UInt32>

  @inlinable
  init(
    digits: UnsafePointer<UInt32>?, masks: UnsafePointer<UInt8>?,
    escapedSteps: UnsafeBufferPointer<Int>, escapedCosts: UnsafeBufferPointer<UInt32>
  ) {
    rawDigits = digits
    rawMasks = masks
    self.escapedSteps = escapedSteps
    self.escapedCosts = escapedCosts
  }

  /// The per-index digits.
  @inlinable var digits: UnsafePointer<UInt32> { rawDigits.unsafelyUnwrapped }

  /// The per-index changed-step masks (only when the graph has them).
  @inlinable var masks: UnsafePointer<UInt8> { rawMasks.unsafelyUnwrapped }

  /// The cost of the step from `from` in direction `direction` into a cell whose entry
  /// cost is `entry`.
  @inlinable @inline(__always)
  func cost(from: Int, direction: Int, entry: UInt32) -> UInt32 {
    let shift = UInt32(truncatingIfNeeded: direction) &<< 2
    let digit = (digits[from] &>> shift) & 0xF
    if _slowPath(digit == 0) { return escapedCost(of: from &* 6 &+ direction) }
    return entry &+ digit &- 8
  }

  /// The cost of escaped step `step` (`6·index + d`), by binary search; kept out of line,
  /// as the inner loops almost never need it.
  @usableFromInline @inline(never)
  func escapedCost(of step: Int) -> UInt32 {
    var low = 0
    var high = escapedSteps.count
    while low < high {
      let middle = (low + high) / 2
      if escapedSteps[middle] < step { low = middle + 1 } else { high = middle }
    }
    // Only escaped steps are looked up, and every one is in the table.
    return low < escapedSteps.count ? escapedCosts[low] : 0
  }
}
