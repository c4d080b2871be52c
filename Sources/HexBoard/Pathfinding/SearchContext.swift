/// Reusable buffers for searches on a ``NavigationGraph``: keep one per task (or per
/// thread) and run thousands of queries without allocating.
///
/// A context keeps one cost slot per cell and the open lists of A*, movement range and
/// distance fields. It grows to the largest graph it has served and resets only the cells
/// the previous query touched, so a short query on a huge map stays cheap.
///
/// A context is `Sendable` and always safe to share, but it serves one query at a time:
/// a query that finds the buffers in use by another task (or by an enclosing query on the
/// same thread) runs on scratch buffers of its own, which it allocates and frees. Answers
/// are identical either way; only the allocation is lost. So for speed give each task its
/// own context, and share graphs, which are immutable values.
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
  @usableFromInline var buffers = SearchBuffers()

  /// Held by the query currently using ``buffers``.
  @usableFromInline let inUse = POSIXMutex()

  /// Creates an empty context; it sizes itself on first use.
  public init() {}

  deinit {
    buffers.deallocate()
  }

  /// Runs `body` on the buffers, prepared for a graph of `cellCount` indices, and cleans
  /// up after it, so each query pays for its own reset. When another query holds the
  /// buffers, `body` runs on fresh scratch buffers instead of waiting for them.
  @inlinable
  func withBuffers<R>(cellCount: Int, _ body: (inout SearchBuffers) -> R) -> R {
    guard inUse.tryLock() else {
      var scratch = SearchBuffers()
      scratch.begin(cellCount: cellCount)
      defer { scratch.deallocate() }
      return body(&scratch)
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
