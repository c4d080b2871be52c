import HexBoardSupport

/// Search buffers no context holds, kept for the next context that needs some: this makes
/// the default `context:` argument of the searches (a fresh ``SearchContext`` per call)
/// cost work proportional to the cells a query touches, not an allocation and a fill of a
/// map-sized array per call.
///
/// A context takes buffers from its pool on its first query and gives them back when it is
/// freed; a query that finds its context busy borrows a second set for its duration.
/// Buffers come back reset (every cost slot unreached), sized for the largest graph they
/// served, and trimmed (``SearchBuffers/trim()``): a set that served a large map keeps at
/// most a few pages of cost slots committed while idle. The pool keeps at most
/// ``capacity`` sets and frees the rest.
@usableFromInline
final class SearchBufferPool: @unchecked Sendable {
  // @unchecked: `idle`, `created` and `reused` are read and written only under `lock`.

  /// The pool behind every ``SearchContext`` made with `SearchContext()`: one idle set per
  /// core, which is what batches and one query per core need.
  static let shared = SearchBufferPool(capacity: BatchCounter.processorCount)

  /// The most idle sets the pool keeps.
  let capacity: Int
  private let lock = POSIXMutex()
  private var idle: [SearchBuffers] = []
  /// How many sets the pool has created (for tests: reuse keeps this flat).
  private var createdCount = 0
  /// How many times a set was handed out again.
  private var reusedCount = 0

  init(capacity: Int) {
    self.capacity = Swift.max(0, capacity)
  }

  deinit {
    for var buffers in idle { buffers.deallocate() }
  }

  /// A set of buffers: an idle one if there is one, else an empty new one.
  @usableFromInline
  func take() -> SearchBuffers {
    lock.lock()
    defer { lock.unlock() }
    if let buffers = idle.popLast() {
      reusedCount += 1
      return buffers
    }
    createdCount += 1
    return SearchBuffers()
  }

  /// Takes back a set whose every cost slot is unreached, trimmed to a few committed
  /// pages; frees it when the pool is full.
  @usableFromInline
  func give(_ buffers: SearchBuffers) {
    var buffers = buffers
    buffers.trim()
    lock.lock()
    if idle.count < capacity {
      idle.append(buffers)
      lock.unlock()
      return
    }
    lock.unlock()
    buffers.deallocate()
  }

  /// Frees every idle set (for a server that is done with a large map).
  func drain() {
    lock.lock()
    let drained = idle
    idle = []
    lock.unlock()
    for var buffers in drained { buffers.deallocate() }
  }

  /// The number of sets created, handed out again, and idle now.
  var statistics: (created: Int, reused: Int, idle: Int) {
    lock.lock()
    defer { lock.unlock() }
    return (createdCount, reusedCount, idle.count)
  }
}
