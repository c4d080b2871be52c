import HexBoard
import HexBoardSupport

/// A value that many threads may read and change, one at a time.
final class Locked<State: Sendable>: @unchecked Sendable {
  // @unchecked: `state` is only touched inside `withLock`, under `mutex`.
  private let mutex = POSIXMutex()
  private var state: State

  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the state. Not re-entrant: `body` must not call
  /// `withLock` on the same value.
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    mutex.lock()
    defer { mutex.unlock() }
    return try body(&state)
  }
}
