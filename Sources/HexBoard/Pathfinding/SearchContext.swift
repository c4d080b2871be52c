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
