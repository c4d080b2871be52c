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
  /// The buffers. Searches copy this struct of raw pointers into a local variable for the
  /// duration of a query and store it back afterwards: touching a class's stored
  /// properties inside the hot loop would pay a dynamic exclusivity check per access.
  @usableFromInline var buffers = SearchBuffers()

  /// Creates an empty context; it sizes itself on first use.
  public init() {}

  deinit {
    buffers.deallocate()
  }

  /// Runs `body` on the buffers, prepared for a graph of `cellCount` indices, and cleans
  /// up after it, so each query pays for its own reset.
  @inlinable
  func withBuffers<R>(cellCount: Int, _ body: (inout SearchBuffers) -> R) -> R {
    var local = buffers
    local.begin(cellCount: cellCount)
    defer {
      local.reset()
      buffers = local
    }
    return body(&local)
  }
}

/// The raw-memory buffers of a ``SearchContext``. A plain struct of pointers: copying it
/// copies no memory, and nothing in it is reference counted.
@usableFromInline
struct SearchBuffers {
  /// Sentinel for "not reached" in ``costs``.
  @usableFromInline static let unreached = UInt32.max

  /// Best known cost per cell index; ``unreached`` when untouched by the current query.
  @usableFromInline var costs: UnsafeMutablePointer<UInt32>?
  @usableFromInline var capacity = 0
  /// The cells whose ``costs`` slot the current query set, so the next query can reset
  /// exactly those.
  @usableFromInline var touched = GrowableBuffer<Int32>()
  /// FIFO queue for breadth-first searches; also collects results.
  @usableFromInline var queue = GrowableBuffer<Int32>()
  @usableFromInline var buckets = BucketQueue<SearchEntry>()
  /// Buckets of bare cell indices, for Dijkstra without a heuristic.
  @usableFromInline var cellBuckets = BucketQueue<Int32>()
  @usableFromInline var heap = BinaryHeap()

  @usableFromInline init() {}

  /// Makes room for `count` cells; every slot is ``unreached`` afterwards.
  @usableFromInline
  mutating func begin(cellCount count: Int) {
    if count > capacity {
      costs?.deallocate()
      let fresh = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
      fresh.initialize(repeating: SearchBuffers.unreached, count: count)
      costs = fresh
      capacity = count
    }
  }

  /// Marks every slot the query set as ``unreached`` again and empties the lists. When the
  /// query touched a large share of the map, one sequential fill beats scattered writes.
  @usableFromInline
  mutating func reset() {
    guard let costs else { return }
    // Breadth-first search records its cells in the queue only (see `breadthFirstRange`).
    if (touched.count + queue.count) * 8 > capacity {
      costs.update(repeating: SearchBuffers.unreached, count: capacity)
    } else {
      for i in 0..<touched.count {
        costs[Int(touched[i])] = SearchBuffers.unreached
      }
      for i in 0..<queue.count {
        costs[Int(queue[i])] = SearchBuffers.unreached
      }
    }
    touched.removeAll()
    queue.removeAll()
  }

  /// The best known cost of `index`.
  @inlinable @inline(__always)
  func cost(of index: Int) -> UInt32 {
    costs.unsafelyUnwrapped[index]
  }

  /// Records a new best cost for `index`, remembering it for the next reset.
  @inlinable @inline(__always)
  mutating func setCost(_ cost: UInt32, of index: Int) {
    let slot = costs.unsafelyUnwrapped + index
    if slot.pointee == SearchBuffers.unreached {
      touched.append(Int32(truncatingIfNeeded: index))
    }
    slot.pointee = cost
  }

  @usableFromInline
  mutating func deallocate() {
    costs?.deallocate()
    costs = nil
    capacity = 0
    touched.deallocate()
    queue.deallocate()
    buckets.deallocate()
    cellBuckets.deallocate()
    heap.deallocate()
  }
}

/// A minimal growable array over raw memory: no uniqueness or bounds checks in the hot
/// loops, no reference counting. Its owner frees it.
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
