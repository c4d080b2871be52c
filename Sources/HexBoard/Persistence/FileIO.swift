// Reading and atomically replacing files with POSIX calls (Glibc or Darwin), kept at the
// edge so the rest of the persistence code works on byte arrays.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading whole files with a size limit, and replacing files atomically: the file
/// operations HexBoard's save format and command-line tool share.
public enum FileIO: Sendable {
  static func failure(_ path: String, _ what: String, _ code: Int32 = errno) -> MapFileError {
    MapFileError(.io, at: path, "\(what): \(String(cString: strerror(code)))")
  }

  /// The whole file at `path`, refusing files over `limit` bytes before reading them.
  ///
  /// - Throws: ``MapFileError`` (kind ``MapFileError/Kind/io`` or
  ///   ``MapFileError/Kind/unreadable``) naming the path and the system's reason.
  public static func read(_ path: String, limit: Int) throws -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw failure(path, "cannot open the file") }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw failure(path, "cannot read the file's status") }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw MapFileError(.io, at: path, "is a folder, not a file")
    }
    let size = Int(info.st_size)
    guard size <= limit else {
      throw MapFileError(.unreadable, at: path, "the file is \(size) bytes; the limit is \(limit)")
    }
    // The size is a hint (the file may change while it is read): read to the end of the
    // file, growing the buffer as needed, never beyond the limit plus one byte.
    var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
    var total = 0
    while true {
      if total == bytes.count {
        guard total <= limit else {
          throw MapFileError(.unreadable, at: path, "the file is larger than \(limit) bytes")
        }
        bytes.append(contentsOf: repeatElement(0, count: min(max(total, 4096), limit + 1 - total)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let start = buffer.baseAddress else { return 0 }
        return systemRead(fd, start + total, buffer.count - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(path, "cannot read the file")
      }
      if count == 0 { break }
      total += count
    }
    if total > limit {
      throw MapFileError(.unreadable, at: path, "the file is larger than \(limit) bytes")
    }
    bytes.removeLast(bytes.count - total)
    return bytes
  }

  /// Writes `bytes` to a fresh temporary file next to `path`, flushes it, gives it the
  /// permission bits of the file it replaces and renames it over `path`. On failure the
  /// temporary file is removed and the previous file is left as it was.
  ///
  /// - Throws: ``MapFileError`` (kind ``MapFileError/Kind/io``) naming the path and reason.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    try writeAtomically(to: path) { sink in try sink.write(bytes) }
  }

  /// Streams a file to `path` atomically: `produce` writes the content in pieces through
  /// the ``Sink`` it is given (so a big output never has to be held in memory whole), then
  /// the temporary file is flushed, given the permission bits of the file it replaces and
  /// renamed over `path`. If `produce` or any step throws, the temporary file is removed
  /// and the previous file is left as it was; the error `produce` threw is rethrown.
  ///
  /// - Throws: ``MapFileError`` (kind ``MapFileError/Kind/io``) naming the path and reason,
  ///   or whatever `produce` throws.
  package static func writeAtomically(
    to path: String, _ produce: (inout Sink) throws -> Void
  ) throws {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard !base.isEmpty else { throw MapFileError(.io, at: path, "the path names a folder") }

    var existing = stat()
    let hasExisting = stat(path, &existing) == 0
    if hasExisting && (existing.st_mode & S_IFMT) == S_IFDIR {
      throw MapFileError(.io, at: path, "is a folder, not a file")
    }

    // A unique name: pid, a per-process counter and random bits; O_EXCL makes sure.
    var fd: Int32 = -1
    var temporary = ""
    for _ in 0..<16 {
      let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      temporary = "\(folder)/.\(base).\(getpid())-\(random).tmp"
      fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if fd >= 0 || errno != EEXIST { break }
    }
    guard fd >= 0 else { throw failure(path, "cannot create a temporary file in \(folder)") }

    var closed = false
    func abandon(_ error: any Error) -> any Error {
      if !closed { close(fd) }
      unlink(temporary)
      return error
    }
    var sink = Sink(fd: fd, path: path)
    do {
      try produce(&sink)
      try sink.flush()
    } catch {
      throw abandon(error)
    }
    if hasExisting && fchmod(fd, existing.st_mode & 0o7777) != 0 {
      throw abandon(failure(path, "cannot copy the permissions of the existing file"))
    }
    guard fsync(fd) == 0 else { throw abandon(failure(path, "cannot flush the temporary file")) }
    closed = true
    guard close(fd) == 0 else { throw abandon(failure(path, "cannot close the temporary file")) }
    guard rename(temporary, path) == 0 else {
      throw abandon(failure(path, "cannot replace the file"))
    }
    // Make the rename itself durable; a failure here does not undo a complete save.
    let folderFD = open(folder, O_RDONLY | O_CLOEXEC)
    if folderFD >= 0 {
      _ = fsync(folderFD)
      close(folderFD)
    }
  }

  /// Where ``writeAtomically(to:_:)`` sends content: a buffered writer to the open
  /// temporary file (64 KiB buffer, so memory stays constant whatever the output's size).
  package struct Sink {
    /// Bytes collected before they go to the file in one `write`.
    static let bufferSize = 1 << 16
    let fd: Int32
    let path: String
    var buffer: [UInt8] = []

    init(fd: Int32, path: String) {
      self.fd = fd
      self.path = path
      buffer.reserveCapacity(Self.bufferSize)
    }

    /// Appends `bytes` to the file.
    package mutating func write(_ bytes: some Sequence<UInt8>) throws {
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
    package mutating func write(_ text: String) throws {
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
    package mutating func flush() throws {
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
          throw FileIO.failure(path, "cannot write the temporary file")
        }
        written += count
      }
    }
  }
}

@inline(__always)
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}

@inline(__always)
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
