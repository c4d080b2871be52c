import HexBoardSupport

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
  @usableFromInline var heap = SearchHeap()

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
