import HexBoardSupport

/// The raw-memory buffers of a ``SearchContext``. A plain struct of pointers: copying it
/// copies no memory, and nothing in it is reference counted.
///
/// **Memory follows the queries.** The cost slots (4 bytes per cell of the largest graph
/// served) are mapped, not filled: the system commits a page of them when a query first
/// writes it (``ZeroPages``), so a buffer holds the pages its queries touched. On graphs
/// above ``residentLimit`` cells the buffer counts the pages written since it last mapped
/// its slots, and gives them back (mapping fresh ones) when it goes idle (``trim()``) and
/// when asked (`SearchContext.releaseMemory()`). It keeps them otherwise: giving pages back after every few small queries would
/// make the next queries fault them in again, which costs more than the queries (about
/// 5 µs a page on the measuring machine, against 44 µs for a whole 700-cell range).
@usableFromInline
struct SearchBuffers {
  /// Sentinel for "not reached" in ``costs``.
  @usableFromInline static let unreached = UInt32.max

  /// Slots per page (``ZeroPages/pageBytes`` of `UInt32`s), as a shift.
  static let pageShift = 10

  /// Graphs of at most this many cells (1024×1024, 4 MiB of slots) never give slots back
  /// and count no pages; larger ones do (see the type's comment).
  static let residentLimit = 1 << 20

  /// The pages a buffer may keep committed when idle (``trim()``): 64 (256 KiB).
  static let idlePageLimit = 64

  /// The cost slots (``CostSlots``: complements, zero for unreached), one per cell index.
  @usableFromInline var slots: UnsafeMutablePointer<UInt32>?
  @usableFromInline var capacity = 0
  /// Per page of the slots, whether a query wrote it since the slots were last mapped
  /// (``writtenPageWords`` words of bits); nil unless `capacity > residentLimit`.
  var writtenPages: UnsafeMutablePointer<UInt64>?
  var writtenPageWords = 0
  /// The number of bits set in ``writtenPages``.
  var writtenPageCount = 0
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

  /// The best known cost per cell index (``unreached`` when untouched by the current
  /// query), for a search's inner loop.
  @inlinable
  var costs: CostSlots? { slots.map(CostSlots.init) }

  /// Makes room for `count` cells; every slot is ``unreached`` afterwards.
  @usableFromInline
  mutating func begin(cellCount count: Int) {
    if count > capacity {
      if let slots { ZeroPages.deallocate(slots, count: capacity) }
      slots = ZeroPages.allocate(count: count)
      capacity = count
      writtenPages?.deallocate()
      writtenPages = nil
      writtenPageWords = 0
      writtenPageCount = 0
      if count > SearchBuffers.residentLimit {
        let pages = (count + (1 << SearchBuffers.pageShift) - 1) >> SearchBuffers.pageShift
        writtenPageWords = (pages + 63) / 64
        let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: writtenPageWords)
        bits.initialize(repeating: 0, count: writtenPageWords)
        writtenPages = bits
      }
    }
  }

  /// Marks every slot the query set as ``unreached`` again and empties the lists. On a
  /// small map, when the query touched a large share of it, one sequential fill beats
  /// scattered writes.
  @usableFromInline
  mutating func reset() {
    guard let slots else { return }
    // Breadth-first search records its cells in the queue only (see `breadthFirstRange`).
    if let pages = writtenPages {
      // A large map: the query's slots one by one, even after a query that touched a large
      // share of it. Filling would commit every page; giving them back would make the
      // next queries fault them in again (about 10 ms for a 4096×4096 map's pages, twice
      // the benchmark's whole update phase).
      var added = 0
      func clear(_ list: GrowableBuffer<Int32>) {
        for i in 0..<list.count {
          let index = Int(list[i])
          slots[index] = 0
          let page = index &>> SearchBuffers.pageShift
          let bit: UInt64 = 1 &<< UInt64(page & 63)
          let word = pages[page &>> 6]
          added &+= word & bit == 0 ? 1 : 0
          pages[page &>> 6] = word | bit
        }
      }
      clear(touched)
      clear(queue)
      writtenPageCount += added
    } else if (touched.count + queue.count) * 8 > capacity {
      slots.update(repeating: 0, count: capacity)
    } else {
      for i in 0..<touched.count { slots[Int(touched[i])] = 0 }
      for i in 0..<queue.count { slots[Int(queue[i])] = 0 }
    }
    touched.removeAll()
    queue.removeAll()
  }

  /// Gives the slots' committed pages back to the system when more than `pageLimit` were
  /// written, and frees lists grown past that size: for a buffer going idle in the pool
  /// (``idlePageLimit``), so that an idle buffer holds little whatever it served, or one
  /// asked to let go of everything (0).
  mutating func trim(pageLimit: Int = SearchBuffers.idlePageLimit) {
    if writtenPageCount > pageLimit || (pageLimit == 0 && writtenPages == nil) { remap() }
    let limit = pageLimit * ZeroPages.pageBytes
    if touched.capacity * MemoryLayout<Int32>.stride > limit { touched.deallocate() }
    if queue.capacity * MemoryLayout<Int32>.stride > limit { queue.deallocate() }
    if heap.capacity * MemoryLayout<SearchEntry>.stride > limit { heap.deallocate() }
    // The bucket queues are emptied by every search that uses them (A* leaves entries
    // only when it stops at the goal, and `reset(span:start:)` clears those).
    if buckets.heldCapacity * MemoryLayout<SearchEntry>.stride > limit { buckets.deallocate() }
    if cellBuckets.heldCapacity * MemoryLayout<Int32>.stride > limit { cellBuckets.deallocate() }
  }

  /// The number of slot pages written since the slots were last mapped (0 on graphs of at
  /// most ``residentLimit`` cells, where it is not counted).
  var writtenPageEstimate: Int { writtenPageCount }

  /// Unmaps the slots and maps fresh ones: every slot unreached, no page committed.
  mutating func remap() {
    guard let old = slots else { return }
    ZeroPages.deallocate(old, count: capacity)
    slots = ZeroPages.allocate(count: capacity)
    writtenPages?.update(repeating: 0, count: writtenPageWords)
    writtenPageCount = 0
  }

  /// The best known cost of `index`.
  @inlinable @inline(__always)
  func cost(of index: Int) -> UInt32 {
    ~slots.unsafelyUnwrapped[index]
  }

  /// Records a new best cost for `index`, remembering it for the next reset.
  @inlinable @inline(__always)
  mutating func setCost(_ cost: UInt32, of index: Int) {
    let slot = slots.unsafelyUnwrapped + index
    if slot.pointee == 0 {
      touched.append(Int32(truncatingIfNeeded: index))
    }
    slot.pointee = ~cost
  }

  @usableFromInline
  mutating func deallocate() {
    if let slots { ZeroPages.deallocate(slots, count: capacity) }
    slots = nil
    capacity = 0
    writtenPages?.deallocate()
    writtenPages = nil
    writtenPageWords = 0
    writtenPageCount = 0
    touched.deallocate()
    queue.deallocate()
    buckets.deallocate()
    cellBuckets.deallocate()
    heap.deallocate()
  }
}
