// The POSIX primitives under HexBoard's file I/O and the Tiled reader: reading an open file
// to its end with a limit, and naming a file type in words.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Low-level file primitives shared by `HexBoardFiles` and `HexBoardTiled`.
package enum POSIXFile {
  /// Why `readToEnd(_:sizeHint:limit:)` stopped.
  package enum ReadToEndError: Error {
    /// The file holds more than the limit.
    case tooLarge
    /// `read(2)` failed with this `errno`.
    case system(Int32)
  }

  /// Reads an open file from its current position to its end, refusing more than `limit`
  /// bytes.
  ///
  /// `sizeHint` (from `fstat`) sizes the first buffer; the file may change while it is
  /// read, so the buffer grows as needed, never beyond the limit plus one byte.
  package static func readToEnd(_ fd: Int32, sizeHint: Int, limit: Int) throws(ReadToEndError)
    -> [UInt8]
  {
    var bytes = [UInt8](repeating: 0, count: min(max(sizeHint, 0), limit) + 1)
    var total = 0
    while true {
      if total == bytes.count {
        guard total <= limit else { throw .tooLarge }
        bytes.append(contentsOf: repeatElement(0, count: min(max(total, 4096), limit + 1 - total)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let start = buffer.baseAddress else { return 0 }
        return systemRead(fd, start + total, buffer.count - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system(errno)
      }
      if count == 0 { break }
      total += count
    }
    guard total <= limit else { throw .tooLarge }
    bytes.removeLast(bytes.count - total)
    return bytes
  }

  /// What a file of type `type` (the `S_IFMT` bits of `st_mode`) is, in words.
  package static func describeType(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: "a folder"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }
}

@inline(__always)
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
