// The priority queues behind A*, Dijkstra and distance fields. Costs are integers, so
// when the largest step is small a circular array of buckets (Dial's algorithm) gives O(1)
// push and pop; otherwise a binary heap keyed by (f, h) takes over.

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

/// A circular bucket queue over integer priorities that never spread by more than
/// `span` at once. Within a bucket the last entry pushed pops first, which makes A*
/// prefer the deeper of equally good cells (fewer expansions) and is deterministic.
@usableFromInline
struct BucketQueue<Element> {
  /// The buckets, as raw memory so that copying the queue copies no storage.
  @usableFromInline var buckets: UnsafeMutablePointer<GrowableBuffer<Element>>?
  @usableFromInline var bucketCount = 0
  @usableFromInline var mask = 0
  @usableFromInline var current = 0
  @usableFromInline var count = 0

  @usableFromInline init() {}

  /// The largest spread between the lowest and highest priority the queue supports.
  @inlinable static var maximumSpan: Int { 4096 }

  /// Empties the queue and sizes it for priorities spreading at most `span`, starting at
  /// `start`.
  @usableFromInline
  mutating func reset(span: Int, start: Int) {
    var size = 8
    while size <= span { size <<= 1 }
    if size > bucketCount {
      deallocate()
      let fresh = UnsafeMutablePointer<GrowableBuffer<Element>>.allocate(capacity: size)
      fresh.initialize(repeating: GrowableBuffer<Element>(), count: size)
      buckets = fresh
      bucketCount = size
    } else if let buckets {
      for i in 0..<bucketCount { buckets[i].removeAll() }
    }
    mask = size - 1
    current = start
    count = 0
  }

  @inlinable @inline(__always)
  mutating func push(_ entry: Element, priority: Int) {
    buckets.unsafelyUnwrapped[priority & mask].append(entry)
    count &+= 1
  }

  /// The entry with the lowest priority (last pushed among equals), and that priority.
  @inlinable @inline(__always)
  mutating func pop() -> (entry: Element, priority: Int)? {
    guard count > 0 else { return nil }
    let b = buckets.unsafelyUnwrapped
    while b[current & mask].count == 0 { current &+= 1 }
    count &-= 1
    return (b[current & mask].removeLast(), current)
  }

  @usableFromInline
  mutating func deallocate() {
    if let buckets {
      for i in 0..<bucketCount { buckets[i].deallocate() }
      buckets.deinitialize(count: bucketCount)
      buckets.deallocate()
    }
    buckets = nil
    bucketCount = 0
  }
}

/// A binary min-heap of entries keyed by a 64-bit priority.
@usableFromInline
struct BinaryHeap {
  @usableFromInline var keys = GrowableBuffer<UInt64>()
  @usableFromInline var entries = GrowableBuffer<SearchEntry>()

  @usableFromInline init() {}

  @inlinable
  var isEmpty: Bool { keys.count == 0 }

  @inlinable
  mutating func removeAll() {
    keys.removeAll()
    entries.removeAll()
  }

  @inlinable
  mutating func push(_ entry: SearchEntry, key: UInt64) {
    keys.append(key)
    entries.append(entry)
    var i = keys.count - 1
    while i > 0 {
      let parent = (i - 1) >> 1
      if keys[parent] <= key { break }
      keys[i] = keys[parent]
      entries[i] = entries[parent]
      i = parent
    }
    keys[i] = key
    entries[i] = entry
  }

  @inlinable
  mutating func pop() -> (entry: SearchEntry, key: UInt64)? {
    guard keys.count > 0 else { return nil }
    let top = (entries[0], keys[0])
    let lastKey = keys.removeLast()
    let lastEntry = entries.removeLast()
    let n = keys.count
    guard n > 0 else { return top }
    var i = 0
    while true {
      var child = 2 * i + 1
      if child >= n { break }
      if child + 1 < n && keys[child + 1] < keys[child] { child += 1 }
      if lastKey <= keys[child] { break }
      keys[i] = keys[child]
      entries[i] = entries[child]
      i = child
    }
    keys[i] = lastKey
    entries[i] = lastEntry
    return top
  }

  @usableFromInline
  mutating func deallocate() {
    keys.deallocate()
    entries.deallocate()
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

extension BucketQueue: AStarFrontier where Element == SearchEntry {
  /// Buckets by `f`; among equals the last pushed pops first (deeper cells first).
  @inlinable @inline(__always)
  mutating func insert(_ entry: SearchEntry, g: UInt32, h: UInt32) {
    push(entry, priority: Int(g &+ h))
  }

  @inlinable @inline(__always)
  mutating func removeBest() -> SearchEntry? { pop()?.entry }
}

extension BinaryHeap: AStarFrontier {
  /// Keyed by `(f, h)`: among equal `f` the smaller `h` (closer to the goal) pops first.
  @inlinable @inline(__always)
  mutating func insert(_ entry: SearchEntry, g: UInt32, h: UInt32) {
    push(entry, key: UInt64(g &+ h) << 32 | UInt64(h))
  }

  @inlinable @inline(__always)
  mutating func removeBest() -> SearchEntry? { pop()?.entry }
}
