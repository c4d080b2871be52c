import HexBoardSupport

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
  ///
  /// - Complexity: O(1) after a query that drained the queue (a movement range); otherwise
  ///   O(the previous query's span), never O(the largest span the queue ever served): only
  ///   the buckets the previous query could use are cleared.
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
    } else if count > 0, let buckets {
      // Every entry left over was pushed within the previous span of `current`, so it
      // lies in the previous query's `mask + 1` buckets; the rest are empty already.
      for i in 0...mask { buckets[i].removeAll() }
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

  /// The entries the buckets have room for, together: the memory the queue holds.
  var heldCapacity: Int {
    guard let buckets else { return 0 }
    var total = 0
    for i in 0..<bucketCount { total += buckets[i].capacity }
    return total
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

extension BucketQueue: AStarFrontier where Element == SearchEntry {
  /// Buckets by `f`; among equals the last pushed pops first (deeper cells first).
  @inlinable @inline(__always)
  mutating func insert(_ entry: SearchEntry, g: UInt32, h: UInt32) {
    push(entry, priority: Int(g &+ h))
  }

  @inlinable @inline(__always)
  mutating func removeBest() -> SearchEntry? { pop()?.entry }
}
