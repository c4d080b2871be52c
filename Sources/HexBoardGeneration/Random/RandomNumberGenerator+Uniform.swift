// Sampling helpers whose results depend only on the generator's 64-bit outputs, so they are
// the same on every platform and Swift version (the standard library's `random(in:using:)`
// and `shuffle(using:)` do not promise a fixed algorithm).

import HexBoard

extension RandomNumberGenerator {
  /// A uniform `Double` in `[0, 1)`: the top 53 bits of one output, times 2⁻⁵³.
  @inlinable
  public mutating func nextUnitDouble() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A uniform integer in `0 ..< bound` without modulo bias (Lemire's multiply-and-reject
  /// method: one output in the common case).
  ///
  /// A `bound` of 0 or less leaves nothing to choose from: the answer is 0 and no output is
  /// drawn (so a caller's empty range never traps).
  @inlinable
  public mutating func nextInt(below bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    return Int(nextUInt64(below: UInt64(bound)))
  }

  /// A uniform integer in `0 ..< n` (`n > 0`), Lemire's method: the one algorithm behind
  /// ``nextInt(below:)`` and ``nextInt(in:)``.
  @inlinable
  mutating func nextUInt64(below n: UInt64) -> UInt64 {
    var product = next().multipliedFullWidth(by: n)
    if product.low < n {
      let threshold = (0 &- n) % n
      while product.low < threshold {
        product = next().multipliedFullWidth(by: n)
      }
    }
    return product.high
  }

  /// A uniform integer in `range` without modulo bias (see ``nextInt(below:)``). Any range
  /// works, `Int.min...Int.max` included (one whole output then).
  @inlinable
  public mutating func nextInt(in range: ClosedRange<Int>) -> Int {
    // The width in UInt64 wraps to 0 exactly for the full range.
    let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    let offset = width == 0 ? next() : nextUInt64(below: width)
    return range.lowerBound &+ Int(truncatingIfNeeded: offset)
  }

  /// A uniform `Double` in `range` (see ``nextUnitDouble()``).
  @inlinable
  public mutating func nextDouble(in range: Range<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * nextUnitDouble()
  }

  /// `true` with probability `probability` (clamped to 0...1).
  @inlinable
  public mutating func nextBool(probability: Double) -> Bool {
    nextUnitDouble() < probability
  }
}

extension MutableCollection where Self: RandomAccessCollection {
  /// Shuffles the elements with the Fisher–Yates algorithm, drawing with
  /// ``Swift/RandomNumberGenerator/nextInt(below:)``: the same generator state always gives
  /// the same order.
  ///
  /// - Complexity: O(n).
  public mutating func shuffleStably<G: RandomNumberGenerator>(using generator: inout G) {
    var remaining = count
    var last = index(before: endIndex)
    while remaining > 1 {
      let pick = generator.nextInt(below: remaining)
      swapAt(index(startIndex, offsetBy: pick), last)
      formIndex(before: &last)
      remaining -= 1
    }
  }
}

extension Sequence {
  /// The elements in a seeded random order (see
  /// ``Swift/MutableCollection/shuffleStably(using:)``).
  public func shuffledStably<G: RandomNumberGenerator>(using generator: inout G) -> [Element] {
    var elements = Array(self)
    elements.shuffleStably(using: &generator)
    return elements
  }
}
