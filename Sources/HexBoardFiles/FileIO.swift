// Reading and atomically replacing files with POSIX calls (Glibc or Darwin), kept at the
// edge so the rest of the persistence code works on byte arrays.

import HexBoardCore
import HexBoardSupport
import HexText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading whole files with a size limit, and replacing files atomically: the file
/// operations HexBoard's save format and command-line tool share.
///
/// Only regular files are read. A save follows symbolic links and atomically replaces the
/// regular file they lead to (the links stay), writes straight through to a character
/// device such as `/dev/null`, and refuses folders, FIFOs, sockets, block devices and
/// links that lead nowhere. See ``writeAtomically(_:to:)``.
public enum FileIO: Sendable {
  static func failure(_ path: String, _ what: String, _ code: Int32 = errno) -> BoardFileError {
    BoardFileError(.io, at: path, "\(what): \(String(cString: strerror(code)))")
  }

  /// The whole regular file at `path`, refusing files over `limit` bytes before reading
  /// them.
  ///
  /// Anything that is not a regular file (a folder, a character or block device such as
  /// `/dev/zero`, a FIFO, a socket) is refused at once, before a byte is read: a device can
  /// be endless and a FIFO can block forever, and a map, patch or Tiled file is never
  /// either. A caller that really wants to read such a source (a pipe it set up itself)
  /// reads it and passes the bytes to `MapFile.decode(_:)`, `BoardPatch.decode(_:)` or
  /// `TiledMap.decode(_:format:path:layer:overlays:readsFiles:)`.
  ///
  /// - Throws: `BoardFileError` (kind `BoardFileError.Kind.io` or
  ///   `BoardFileError.Kind.unreadable`) naming the path and the system's reason.
  public static func read(_ path: String, limit: Int) throws -> [UInt8] {
    // Look before opening: a socket cannot be opened at all, and opening a FIFO or some
    // devices has side effects; the check is repeated on the open descriptor below, since
    // the path may change in between.
    var info = stat()
    if stat(path, &info) == 0 { try requireRegularInput(info, path) }
    // O_NONBLOCK: should the path turn into a FIFO after the check, open returns at once
    // instead of waiting for a writer (regular files ignore the flag).
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else {
      let code = errno
      // A link that leads nowhere: say so, rather than "no such file" for a name that is
      // plainly there.
      if code == ENOENT, let link = try? followLinks(path), !link.lastLink.isEmpty {
        throw BoardFileError(
          .io, at: path,
          "is a symbolic link to \(MessageText.quoted(link.lastLink)), which does not exist")
      }
      throw failure(path, "cannot open the file", code)
    }
    defer { close(fd) }
    guard fstat(fd, &info) == 0 else { throw failure(path, "cannot read the file's status") }
    try requireRegularInput(info, path)
    let size = Int(info.st_size)
    guard size <= limit else {
      throw BoardFileError(
        .unreadable, at: path, "the file is \(size) bytes; the limit is \(limit)")
    }
    do {
      return try POSIXFile.readToEnd(fd, sizeHint: size, limit: limit)
    } catch .tooLarge {
      throw BoardFileError(.unreadable, at: path, "the file is larger than \(limit) bytes")
    } catch .system(let code) {
      throw failure(path, "cannot read the file", code)
    }
  }

  /// Refuses a file to read that is not a regular file, saying what it is.
  static func requireRegularInput(_ info: stat, _ path: String) throws {
    let type = info.st_mode & S_IFMT
    if type == S_IFREG { return }
    if type == S_IFDIR { throw BoardFileError(.io, at: path, "is a folder, not a file") }
    throw BoardFileError(.io, at: path, "is \(POSIXFile.describeType(type)), not a regular file")
  }

  /// Saves `bytes` to `path`, atomically when `path` is (or leads to) a regular file: they
  /// go to a fresh temporary file in the file's folder, which is flushed, given the owner
  /// and permission bits of the file it replaces and renamed over it. On failure the
  /// temporary file is removed and the previous file is left as it was.
  ///
  /// - A symbolic link at `path` is followed (to a bounded depth) and the regular file it
  ///   leads to is replaced; the link stays a link. A link that leads nowhere is an error,
  ///   not a new file.
  /// - A character device (`/dev/null`, a terminal) is written through directly: nothing
  ///   can be renamed over it, and it is never replaced.
  /// - A folder, a FIFO, a socket or a block device is refused before anything is written.
  /// - Temporary files left by a save that was killed before its rename are removed by the
  ///   next save of the same file (never those of a save still running; see
  ///   the Guarantees article of `HexBoard`).
  ///
  /// - Throws: `BoardFileError` (kind `BoardFileError.Kind.io`) naming the path and reason.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    try writeAtomically(to: path) { sink in try sink.write(bytes) }
  }

  /// Streams a file to `path`, as ``writeAtomically(_:to:)`` saves it: `produce` writes the
  /// content in pieces through the ``Sink`` it is given (so a big output never has to be
  /// held in memory whole). If `produce` or any step throws, the temporary file is removed
  /// and the previous file is left as it was; the error `produce` threw is rethrown (a
  /// character device has then received what was written before the error).
  ///
  /// - Throws: `BoardFileError` (kind `BoardFileError.Kind.io`) naming the path and reason,
  ///   or whatever `produce` throws.
  public static func writeAtomically(
    to path: String, _ produce: (inout Sink) throws -> Void
  ) throws {
    switch try destination(forWriting: path) {
    case .characterDevice(let device):
      try writeThrough(device, reportedAs: path, produce)
    case .newFile(let target), .regularFile(let target):
      try replace(target, reportedAs: path, produce)
    }
  }

  /// Writes to the character device `device` directly (no temporary file, no rename).
  static func writeThrough(
    _ device: String, reportedAs path: String, _ produce: (inout Sink) throws -> Void
  ) throws {
    // O_NONBLOCK so that a path swapped for a FIFO since it was checked cannot block the
    // open; it is cleared once the descriptor is known to be a character device.
    let fd = open(device, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
    guard fd >= 0 else { throw failure(path, "cannot open the device") }
    var closed = false
    defer { if !closed { close(fd) } }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw failure(path, "cannot read the file's status") }
    guard info.st_mode & S_IFMT == S_IFCHR else {
      throw BoardFileError(.io, at: path, "changed while it was being saved; nothing was written")
    }
    let flags = fcntl(fd, F_GETFL)
    if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
    var sink = Sink(fd: fd, path: path, failure: "cannot write to the device")
    try produce(&sink)
    try sink.flush()
    // No fsync: most devices refuse it (EINVAL) and there is no file to make durable.
    closed = true
    guard close(fd) == 0 else { throw failure(path, "cannot write to the device") }
  }

  /// Replaces the regular file `target` (or creates it) through a locked temporary file
  /// in its folder.
  static func replace(
    _ target: String, reportedAs path: String, _ produce: (inout Sink) throws -> Void
  ) throws {
    let (folder, base) = split(target)
    var existing = stat()
    let hasExisting = stat(target, &existing) == 0
    let temporary = try TemporaryFile.create(in: folder, for: base, reportedAs: path)
    let fd = temporary.fd
    var closed = false
    func abandon(_ error: any Error) -> any Error {
      if !closed { close(fd) }
      unlink(temporary.path)
      return error
    }
    var sink = Sink(fd: fd, path: path, failure: "cannot write the temporary file")
    do {
      try produce(&sink)
      try sink.flush()
    } catch {
      throw abandon(error)
    }
    if hasExisting {
      // Keep the owner when allowed (root editing another user's map); a refusal is not an
      // error, the file then belongs to whoever saved it, as with any new file. Owner
      // first: changing it clears set-id bits, which fchmod then restores.
      _ = fchown(fd, existing.st_uid, existing.st_gid)
      if fchmod(fd, existing.st_mode & 0o7777) != 0 {
        throw abandon(failure(path, "cannot copy the permissions of the existing file"))
      }
    }
    guard fsync(fd) == 0 else { throw abandon(failure(path, "cannot flush the temporary file")) }
    // Renamed while still open, so the writer's lock on it (see TemporaryFile) lasts until
    // the name is gone: another save never takes a live writer's file for a leftover.
    guard rename(temporary.path, target) == 0 else {
      throw abandon(failure(path, "cannot replace the file"))
    }
    closed = true
    // The data is already on disk (fsync) and in place: a failing close cannot undo that.
    close(fd)
    // Make the rename itself durable; a failure here does not undo a complete save.
    let folderFD = open(folder, O_RDONLY | O_CLOEXEC)
    if folderFD >= 0 {
      _ = fsync(folderFD)
      close(folderFD)
    }
    TemporaryFile.removeLeftovers(in: folder, for: base)
  }

  /// The folder and the last component of `path` (`"a/b.json"` → `("a", "b.json")`,
  /// `"b.json"` → `(".", "b.json")`, `"/b"` → `("/", "b")`).
  public static func split(_ path: String) -> (folder: String, base: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    return (folder, String(path[path.index(after: slash)...]))
  }
}
