// The priority queues behind A*, Dijkstra and distance fields. Costs are integers, so
// when the largest step is small a circular array of buckets (Dial's algorithm) gives O(1)
// push and pop; otherwise a binary heap keyed by (f, h) takes over.

import HexBoardSupport

/// One open-list entry: a cell, the cost it was pushed with (to spot stale entries), and
/// its axial coordinates so the heuristic needs no division.
@usableFromInline
struct SearchEntry {
  @usableFromInline var index: Int32
  @usableFromInline var cost: UInt32
  @usableFromInline var q: Int32
  @usableFromInline var r: Int32

  @inlinable @inline(__always)
  init(index: Int32, cost: UInt32, q: Int32, r: Int32) {
    self.index = index
    self.cost = cost
    self.q = q
    self.r = r
  }
}

/// An open list for A*: entries go in with their cost so far `g` and heuristic `h`, and
/// come out lowest `f = g + h` first, ties broken by the list's documented rule.
@usableFromInline
protocol AStarFrontier {
  /// Adds `entry`, reached at cost `g` with heuristic `h`.
  mutating func insert(_ entry: SearchEntry, g: UInt32, h: UInt32)
  /// Removes and returns an entry with the lowest `f`, or `nil` when empty.
  mutating func removeBest() -> SearchEntry?
}

/// The binary heap of the searches: entries keyed by `(f, h)` or by cost, packed in 64 bits.
@usableFromInline
typealias SearchHeap = BinaryHeap<UInt64, SearchEntry>

extension BinaryHeap: AStarFrontier where Key == UInt64, Element == SearchEntry {
  /// Keyed by `(f, h)`: among equal `f` the smaller `h` (closer to the goal) pops first.
  @inlinable @inline(__always)
  mutating func insert(_ entry: SearchEntry, g: UInt32, h: UInt32) {
    push(entry, key: UInt64(g &+ h) << 32 | UInt64(h))
  }

  @inlinable @inline(__always)
  mutating func removeBest() -> SearchEntry? { pop()?.element }
}
