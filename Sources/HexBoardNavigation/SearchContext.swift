import HexBoardSupport

/// Reusable buffers for searches on a ``NavigationGraph``: keep one per task (or per
/// thread) and run thousands of queries without allocating.
///
/// A context keeps one cost slot per cell and the open lists of A*, movement range and
/// distance fields. It grows to the largest graph it has served and resets only the cells
/// the previous query touched, so a short query on a huge map stays cheap. Its memory
/// follows the queries, not the map: the system commits the slots page by page as queries
/// write them, so a context holds the pages its queries touched (at most 4 bytes per cell),
/// until it is freed or ``releaseMemory()`` gives them back.
///
/// A context is `Sendable` and always safe to share, but it serves one query at a time:
/// a query that finds the buffers in use by another task (or by an enclosing query on the
/// same thread) runs on a second set borrowed for its duration. Answers are identical
/// either way. So for speed give each task its own context, and share graphs, which are
/// immutable values.
///
/// Buffers outlive contexts: a context freed gives its buffers to a small process-wide
/// pool (at most one set per core), and a new context takes them on its first query. So
/// the default `context:` argument of the searches, a fresh context per call, does not
/// allocate and fill a map-sized array per call: a query costs the cells it touches either
/// way. Keeping a context per task still saves the pool's lock and an object per query.
/// ``releaseIdleBuffers()`` frees what the pool holds.
///
/// ```swift
/// let context = SearchContext()
/// for (start, goal) in queries {
///   if let path = graph.path(from: start, to: goal, context: context) { use(path) }
/// }
/// ```
public final class SearchContext: @unchecked Sendable {
  // @unchecked: `buffers` is read and written only by the query holding `inUse`.

  /// The buffers. Searches copy this struct of raw pointers into a local variable for the
  /// duration of a query and store it back afterwards: touching a class's stored
  /// properties inside the hot loop would pay a dynamic exclusivity check per access.
  /// Empty until the first query, which takes a set from ``pool``.
  @usableFromInline var buffers = SearchBuffers()

  /// Whether ``buffers`` came from ``pool`` (after the first query).
  @usableFromInline var holdsBuffers = false

  /// Held by the query currently using ``buffers``.
  @usableFromInline let inUse = POSIXMutex()

  /// Where the buffers come from and go back to.
  @usableFromInline let pool: SearchBufferPool

  /// Creates a context. It allocates nothing until its first query, which takes buffers
  /// left by a context freed earlier when there are some (so a fresh context per call, as
  /// the searches' default `context:` argument makes, costs no map-sized allocation once
  /// the program has run a query on a graph that large); it gives them back when freed.
  public convenience init() {
    self.init(pool: .shared)
  }

  /// Creates a context drawing its buffers from `pool`.
  init(pool: SearchBufferPool) {
    self.pool = pool
  }

  deinit {
    if holdsBuffers { pool.give(buffers) }
  }

  /// Frees the search buffers that contexts gave back when they were freed (the mapping of
  /// the largest graph each served, a few committed pages of it, and the open lists), for a
  /// program done with large maps. Contexts alive keep theirs; later queries allocate
  /// again.
  public static func releaseIdleBuffers() {
    SearchBufferPool.shared.drain()
  }

  /// Gives back the memory the context's buffers committed for earlier queries (cost slots
  /// and open lists), keeping nothing but the mapping: for a context that served many
  /// queries and goes quiet (a task's context while a batch runs on every core, or
  /// between turns). Its next queries commit pages again as they touch them. A context
  /// busy with a query keeps its buffers (nothing happens).
  public func releaseMemory() {
    guard inUse.tryLock() else { return }
    defer { inUse.unlock() }
    if holdsBuffers { buffers.trim(pageLimit: 0) }
  }

  /// Runs `body` on the buffers, prepared for a graph of `cellCount` indices, and cleans
  /// up after it, so each query pays for its own reset. When another query holds the
  /// buffers, `body` runs on a second set borrowed from the pool for its duration instead
  /// of waiting for them.
  @inlinable
  func withBuffers<R>(cellCount: Int, _ body: (inout SearchBuffers) -> R) -> R {
    guard inUse.tryLock() else {
      var scratch = pool.take()
      scratch.begin(cellCount: cellCount)
      defer {
        scratch.reset()
        pool.give(scratch)
      }
      return body(&scratch)
    }
    if !holdsBuffers {
      buffers = pool.take()
      holdsBuffers = true
    }
    var local = buffers
    local.begin(cellCount: cellCount)
    defer {
      local.reset()
      buffers = local
      inUse.unlock()
    }
    return body(&local)
  }
}
