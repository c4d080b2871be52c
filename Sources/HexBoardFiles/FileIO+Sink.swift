// The buffered writer behind FileIO's saves, shared by the temporary-file path and the
// write-through path for character devices.

import HexBoardCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileIO {
  /// Where ``FileIO/writeAtomically(to:_:)`` sends content: a buffered writer to the open
  /// temporary file, or to the device written through (64 KiB buffer, so memory stays
  /// constant whatever the output's size).
  public struct Sink: Sendable {
    /// Bytes collected before they go to the file in one `write`.
    static let bufferSize = 1 << 16
    let fd: Int32
    let path: String
    /// What a failed `write(2)` is reported as (the system's reason follows).
    let failure: String
    var buffer: [UInt8] = []

    init(fd: Int32, path: String, failure: String) {
      self.fd = fd
      self.path = path
      self.failure = failure
      buffer.reserveCapacity(Self.bufferSize)
    }

    /// Appends `bytes` to the file.
    public mutating func write(_ bytes: some Sequence<UInt8>) throws {
      let done = try bytes.withContiguousStorageIfAvailable { storage -> Bool in
        if buffer.count + storage.count > Self.bufferSize { try flush() }
        if storage.count >= Self.bufferSize {
          try writeAll(UnsafeRawBufferPointer(storage))
        } else {
          buffer.append(contentsOf: storage)
        }
        return true
      }
      if done == true { return }
      for byte in bytes {
        buffer.append(byte)
        if buffer.count >= Self.bufferSize { try flush() }
      }
    }

    /// Appends the UTF-8 bytes of `text` to the file.
    public mutating func write(_ text: String) throws {
      var text = text
      try text.withUTF8 { utf8 in
        if buffer.count + utf8.count > Self.bufferSize { try flush() }
        if utf8.count >= Self.bufferSize {
          try writeAll(UnsafeRawBufferPointer(utf8))
        } else {
          buffer.append(contentsOf: utf8)
        }
      }
    }

    /// Sends the buffered bytes to the file.
    public mutating func flush() throws {
      guard !buffer.isEmpty else { return }
      try buffer.withUnsafeBytes { try writeAll($0) }
      buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) throws {
      guard let start = bytes.baseAddress else { return }
      var written = 0
      while written < bytes.count {
        let count = systemWrite(fd, start + written, bytes.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          throw FileIO.failure(path, failure)
        }
        // A device that accepts nothing (and reports no error) would loop forever.
        if count == 0 { throw BoardFileError(.io, at: path, "\(failure): nothing was written") }
        written += count
      }
    }
  }
}

@inline(__always)
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
