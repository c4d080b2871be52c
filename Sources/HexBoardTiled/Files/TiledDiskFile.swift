// Reading Tiled files from disk without being led astray: the kind of file is checked with
// stat before anything is opened (so a FIFO cannot block the import and /dev/zero is not
// read), the open itself never follows a symbolic link and never blocks, and fstat after
// the open checks that the file opened is the file checked (a swap in between is refused).

import HexBoard
import HexBoardSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// POSIX reading for the Tiled importer's disk resolvers.
enum TiledDiskFile {
  /// ``TiledResolver/confined``: a regular file inside the map's folder.
  static func readConfined(_ reference: TiledReference, limit: Int) throws -> [UInt8] {
    try TiledResolver.checkText(of: reference)
    let folder = mapFolder(of: reference.mapPath)
    let root = try realPath(folder, what: "cannot be opened (the map's folder)")
    let target = try realPath(reference.path, what: "cannot be opened")
    let rootParts = components(root)
    let targetParts = components(target)
    guard targetParts.count > rootParts.count, targetParts.starts(with: rootParts) else {
      if targetParts == rootParts {
        throw TiledResolverError(.refused, "is a folder, not a regular file")
      }
      throw TiledResolverError(
        .outsideFolder, "leads outside the map's folder through a symbolic link")
    }
    try checkSystemFolder(target)
    var checked = stat()
    guard stat(target, &checked) == 0 else { throw systemError("cannot be opened") }
    try checkRegular(checked)
    // Open one component at a time from the folder down, never following a link: the
    // real path has none, so a link found now was swapped in after the check.
    var directory = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { throw systemError("cannot be opened") }
    defer { close(directory) }
    let below = targetParts[rootParts.count...]
    for name in below.dropLast() {
      let next = openat(directory, String(name), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard next >= 0 else { throw changedOr("cannot be opened") }
      close(directory)
      directory = next
    }
    let fd = openat(
      directory, String(below.last ?? ""), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
    )
    guard fd >= 0 else { throw changedOr("cannot be opened") }
    defer { close(fd) }
    return try readOpened(fd, checked: checked, limit: limit)
  }

  /// ``TiledResolver/unconfined``: a regular file anywhere.
  static func readUnconfined(_ reference: TiledReference, limit: Int) throws -> [UInt8] {
    if reference.source.isEmpty { throw TiledResolverError(.refused, "is empty") }
    if reference.source.contains("\0") {
      throw TiledResolverError(.refused, "holds a NUL character")
    }
    let target = try realPath(reference.path, what: "cannot be opened")
    try checkSystemFolder(target)
    var checked = stat()
    guard stat(target, &checked) == 0 else { throw systemError("cannot be opened") }
    try checkRegular(checked)
    let fd = open(target, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { throw changedOr("cannot be opened") }
    defer { close(fd) }
    return try readOpened(fd, checked: checked, limit: limit)
  }

  // MARK: - Checks

  /// The folder of the map at `path`: everything before its last `/`, `/` for a map at
  /// the root, `.` for a bare name or no path.
  static func mapFolder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The path's components (a real path: absolute, no `.`, `..` or links).
  static func components(_ path: String) -> [Substring] {
    path.split(separator: "/", omittingEmptySubsequences: true)
  }

  /// `realpath(3)`: the absolute path with every link, `.` and `..` resolved.
  static func realPath(_ path: String, what: String) throws -> String {
    guard let resolved = realpath(path, nil) else { throw systemError(what) }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Refuses the kernel's pseudo-files: `/proc/self/environ` is a "regular" file of size 0
  /// that holds the process's secrets.
  static func checkSystemFolder(_ real: String) throws {
    let first = components(real).first
    if first == "proc" || first == "sys" {
      throw TiledResolverError(.refused, "is a /\(first ?? "") entry, not a regular file")
    }
  }

  /// Refuses anything but a regular file, naming what it is (in FileIO's words).
  static func checkRegular(_ info: stat) throws {
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else {
      throw TiledResolverError(.refused, "is \(POSIXFile.describeType(type)), not a regular file")
    }
  }

  /// Reads the whole open file, after checking it is still the regular file `checked`
  /// describes, refusing more than `limit` bytes.
  static func readOpened(_ fd: Int32, checked: stat, limit: Int) throws -> [UInt8] {
    var opened = stat()
    guard fstat(fd, &opened) == 0 else { throw systemError("cannot be read") }
    guard opened.st_dev == checked.st_dev, opened.st_ino == checked.st_ino else {
      throw TiledResolverError(.refused, "changed while it was being opened")
    }
    try checkRegular(opened)
    let size = Int(opened.st_size)
    guard size <= limit else {
      throw TiledResolverError(.io, "is \(size) bytes; the limit is \(limit)")
    }
    do {
      return try POSIXFile.readToEnd(fd, sizeHint: size, limit: limit)
    } catch .tooLarge {
      throw TiledResolverError(.io, "is larger than \(limit) bytes")
    } catch .system(let code) {
      throw systemError("cannot be read", code)
    }
  }

  /// An I/O error with the system's reason.
  static func systemError(_ what: String, _ code: Int32 = errno) -> TiledResolverError {
    TiledResolverError(.io, "\(what): \(String(cString: strerror(code)))")
  }

  /// After a failed `O_NOFOLLOW` open: a link where the check saw none means the path
  /// changed under the importer; anything else is an ordinary I/O error.
  static func changedOr(_ what: String) -> TiledResolverError {
    let code = errno
    if code == ELOOP || code == ENOTDIR {
      return TiledResolverError(.refused, "changed while it was being opened")
    }
    return systemError(what, code)
  }
}
