// A try-only lock over POSIX mutexes. The Synchronization module's `Atomic` would do, but
// on Apple platforms it needs macOS 15 / iOS 18, and this package supports older systems.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A flag one caller at a time can claim, without ever waiting: ``tryClaim()`` either takes
/// it or reports that someone else holds it. ``SearchContext`` uses it to hand its buffers
/// to exactly one query at a time.
///
/// The mutex lives in its own allocation because a POSIX mutex must not move once
/// initialised, and a Swift stored property has no stable address.
@usableFromInline
final class ClaimFlag: @unchecked Sendable {
  // @unchecked: the only state is the mutex, which is made to be shared across threads.
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

  @usableFromInline init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Claims the flag if nobody holds it.
  ///
  /// Returns `false` also when the caller itself already holds it (a normal mutex is not
  /// recursive), so a nested use is treated like a concurrent one.
  /// - Complexity: O(1); never blocks.
  @usableFromInline
  func tryClaim() -> Bool {
    pthread_mutex_trylock(mutex) == 0
  }

  /// Releases a claim made by ``tryClaim()`` on the same thread.
  @usableFromInline
  func release() {
    pthread_mutex_unlock(mutex)
  }
}
