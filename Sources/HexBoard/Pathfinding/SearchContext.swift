/// Reusable buffers for searches on a ``NavigationGraph``: give each task its own and run
/// thousands of queries without allocating.
///
/// A context keeps one cost slot per cell and the open lists of A*, movement range and
/// distance fields. It grows to the largest graph it has served and resets only the cells
/// the previous query touched, so a short query on a huge map stays cheap.
///
/// A context is a reference type that is deliberately not `Sendable`: create one per task
/// (or per thread) and the compiler stops it from being shared. Graphs are `Sendable`
/// values and can be shared freely.
///
/// ```swift
/// let context = SearchContext()
/// for (start, goal) in queries {
///   if let path = graph.path(from: start, to: goal, context: context) { use(path) }
/// }
/// ```
public final class SearchContext {
  /// Sentinel for "not reached" in ``costs``.
  @usableFromInline static let unreached = UInt32.max

  /// Best known cost per cell index; ``unreached`` when untouched by the current query.
  @usableFromInline var costs: UnsafeMutablePointer<UInt32>
  @usableFromInline var capacity: Int
  /// The cells whose ``costs`` slot the current query set, so the next query can reset
  /// exactly those.
  @usableFromInline var touched = GrowableBuffer<Int32>()
  /// FIFO queue for breadth-first searches; also collects results.
  @usableFromInline var queue = GrowableBuffer<Int32>()
  @usableFromInline var buckets = BucketQueue()
  @usableFromInline var heap = BinaryHeap()

  /// Creates an empty context; it sizes itself on first use.
  public init() {
    capacity = 0
    costs = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  }

  deinit {
    costs.deallocate()
    touched.deallocate()
    queue.deallocate()
    buckets.deallocate()
    heap.deallocate()
  }

  /// Makes room for `count` cells and forgets the previous query.
  @usableFromInline
  func begin(cellCount count: Int) {
    if count > capacity {
      costs.deallocate()
      costs = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
      costs.initialize(repeating: SearchContext.unreached, count: count)
      capacity = count
    } else {
      for i in 0..<touched.count {
        costs[Int(touched[i])] = SearchContext.unreached
      }
    }
    touched.removeAll()
    queue.removeAll()
  }

  /// Records a new best cost for `index`, remembering it for the next reset.
  @inlinable @inline(__always)
  func setCost(_ cost: UInt32, of index: Int) {
    if costs[index] == SearchContext.unreached { touched.append(Int32(truncatingIfNeeded: index)) }
    costs[index] = cost
  }
}

/// A minimal growable array over raw memory: no uniqueness checks or bounds checks in the
/// hot loops. Owned by ``SearchContext``, which frees it.
@usableFromInline
struct GrowableBuffer<Element> {
  @usableFromInline var base: UnsafeMutablePointer<Element>?
  @usableFromInline var count = 0
  @usableFromInline var capacity = 0

  @usableFromInline init() {}

  @inlinable @inline(__always)
  subscript(position: Int) -> Element {
    get { base.unsafelyUnwrapped[position] }
    nonmutating set { base.unsafelyUnwrapped[position] = newValue }
  }

  @inlinable @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (base.unsafelyUnwrapped + count).initialize(to: element)
    count &+= 1
  }

  @inlinable @inline(__always)
  mutating func removeLast() -> Element {
    count &-= 1
    return base.unsafelyUnwrapped[count]
  }

  @usableFromInline
  mutating func grow() {
    let newCapacity = Swift.max(1024, capacity * 2)
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    if let base {
      newBase.moveInitialize(from: base, count: count)
      base.deallocate()
    }
    base = newBase
    capacity = newCapacity
  }

  @inlinable
  mutating func removeAll() { count = 0 }

  /// Copies the elements into an array.
  @usableFromInline
  func toArray() -> [Element] {
    guard let base else { return [] }
    return Array(UnsafeBufferPointer(start: base, count: count))
  }

  @usableFromInline
  mutating func deallocate() {
    base?.deallocate()
    base = nil
    count = 0
    capacity = 0
  }
}
