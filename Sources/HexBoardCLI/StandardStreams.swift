#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes all of `string` to a file descriptor, retrying short writes and interrupts.
/// Using the descriptor (not the C `stdout` global) keeps this free of shared mutable state.
func writeAll(_ string: String, to descriptor: Int32) {
  var bytes = Array(string.utf8)
  bytes.withUnsafeMutableBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}

/// Standard output as a `TextOutputStream`.
public struct StandardOutput: TextOutputStream {
  /// Creates the stream.
  public init() {}

  /// Writes `string` to standard output.
  public mutating func write(_ string: String) {
    writeAll(string, to: 1)
  }
}

/// Standard error as a `TextOutputStream`.
public struct StandardError: TextOutputStream {
  /// Creates the stream.
  public init() {}

  /// Writes `string` to standard error.
  public mutating func write(_ string: String) {
    writeAll(string, to: 2)
  }
}
