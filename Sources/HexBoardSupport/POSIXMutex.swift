// A lock over POSIX mutexes, shared by the package's modules (`package` access; it is not
// part of the public API). The Synchronization module's `Mutex` and `Atomic` would do, but
// on Apple platforms they need macOS 15 / iOS 18, and this package supports older systems.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock: `SearchContext` try-locks it to hand its buffers to one query
/// at a time without ever waiting; the CLI locks it around its captured output.
///
/// The mutex lives in its own allocation because a POSIX mutex must not move once
/// initialised, and a Swift stored property has no stable address. It is not recursive:
/// locking it again on the thread that holds it fails (``tryLock()``) or deadlocks
/// (``lock()``).
@usableFromInline
package final class POSIXMutex: @unchecked Sendable {
  // @unchecked: the only state is the mutex, which is made to be shared across threads.
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Creates an unlocked mutex.
  @usableFromInline package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Takes the lock if nobody holds it, the caller included.
  /// - Complexity: O(1); never blocks.
  @usableFromInline
  package func tryLock() -> Bool {
    pthread_mutex_trylock(mutex) == 0
  }

  /// Takes the lock, waiting for its holder to release it.
  package func lock() {
    pthread_mutex_lock(mutex)
  }

  /// Releases the lock taken by ``tryLock()`` or ``lock()`` on the same thread.
  @usableFromInline
  package func unlock() {
    pthread_mutex_unlock(mutex)
  }
}
