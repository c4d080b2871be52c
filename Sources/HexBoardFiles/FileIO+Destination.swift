// Where a save to a path really goes: symbolic links are followed to the file they lead to,
// and what is found there decides how (or whether) it is written.

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

extension FileIO {
  /// The most symbolic links followed for one path, as the kernel's own limit (Linux's
  /// `MAXSYMLINKS` is 40): beyond that a chain is a loop or an attack.
  public static let maximumLinkHops = 40

  /// What saving to a path does, once symbolic links are followed.
  public enum Destination: Equatable, Sendable {
    /// Nothing is there yet: a new regular file is created at this path, whose folder
    /// exists.
    case newFile(String)
    /// An existing regular file, atomically replaced (the target of the link when the path
    /// given was a symbolic link).
    case regularFile(String)
    /// A character device (`/dev/null`, a terminal), written through directly.
    case characterDevice(String)

    /// The path that is written.
    public var path: String {
      switch self {
      case .newFile(let path), .regularFile(let path), .characterDevice(let path): path
      }
    }
  }

  /// Where a save to `path` goes, without writing anything.
  ///
  /// - Throws: `BoardFileError` (kind `BoardFileError.Kind.io`, at `path`) for a folder, a
  ///   FIFO, a socket or a block device, a symbolic link that leads nowhere or loops, a
  ///   missing folder, or a path that ends in `/`.
  public static func destination(forWriting path: String) throws -> Destination {
    let (folder, base) = split(path)
    guard !base.isEmpty, base != ".", base != ".." else {
      throw BoardFileError(.io, at: path, "the path names a folder")
    }
    var info = stat()
    guard lstat(path, &info) == 0 else {
      let code = errno
      guard code == ENOENT else { throw failure(path, "cannot read the file's status", code) }
      // Nothing there: a new file, in a folder that must exist (checked now, so a command
      // with several outputs finds out before writing any of them).
      var folderInfo = stat()
      guard stat(folder, &folderInfo) == 0 else {
        throw failure(path, "cannot use the folder \(MessageText.quoted(folder))")
      }
      guard folderInfo.st_mode & S_IFMT == S_IFDIR else {
        throw BoardFileError(.io, at: path, "\(MessageText.quoted(folder)) is not a folder")
      }
      return .newFile(path)
    }
    var resolved = path
    if info.st_mode & S_IFMT == S_IFLNK {
      let chain = try followLinks(path)
      resolved = chain.end
      guard stat(path, &info) == 0 else {
        // lstat saw a link, stat finds nothing through it: it leads nowhere (or loops).
        let code = errno
        if code == ELOOP {
          throw BoardFileError(.io, at: path, "is a symbolic link that loops")
        }
        guard code == ENOENT else { throw failure(path, "cannot follow the symbolic link", code) }
        throw BoardFileError(
          .io, at: path,
          "is a symbolic link to \(MessageText.quoted(chain.lastLink)), which does not exist")
      }
      // What the names lead to must be what the kernel opens. Links such as
      // /proc/self/fd/1 name a pipe or a deleted file by no path at all: those are written
      // through the link itself (devices) or refused below.
      var target = stat()
      if lstat(resolved, &target) != 0 || target.st_dev != info.st_dev
        || target.st_ino != info.st_ino
      {
        guard info.st_mode & S_IFMT != S_IFREG else {
          throw BoardFileError(
            .io, at: path, "is a symbolic link that leads to a file with no name to save to")
        }
        resolved = path
      }
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regularFile(resolved)
    case S_IFCHR: return .characterDevice(resolved)
    case S_IFDIR: throw BoardFileError(.io, at: path, "is a folder, not a file")
    case let type:
      throw BoardFileError(
        .io, at: path,
        "is \(POSIXFile.describeType(type)), not a regular file or a character device")
    }
  }

  /// Where a file named `name` that belongs next to the file saved at `path` goes (a Tiled
  /// map's tileset image): in the folder of the regular file a link at `path` leads to, so
  /// the saved file's relative reference to it holds; otherwise next to `path`.
  public static func sibling(_ name: String, ofSaveAt path: String) -> String {
    let file: String
    if case .regularFile(let target)? = try? destination(forWriting: path) {
      file = target
    } else {
      file = path
    }
    guard let slash = file.lastIndex(of: "/") else { return name }
    return String(file[...slash]) + name
  }

  /// The path a chain of symbolic links starting at `path` ends on (which may not exist),
  /// and the text of the last link, following at most ``maximumLinkHops`` links. Relative
  /// links are resolved against the folder of the link that holds them, as the kernel does.
  static func followLinks(_ path: String) throws -> (end: String, lastLink: String) {
    var current = path
    var lastLink = ""
    var info = stat()
    for _ in 0..<maximumLinkHops {
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
        return (current, lastLink)
      }
      lastLink = try readLink(current, reportedAs: path)
      current = lastLink.hasPrefix("/") ? lastLink : split(current).folder + "/" + lastLink
    }
    if lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      throw BoardFileError(
        .io, at: path, "is a chain of more than \(maximumLinkHops) symbolic links")
    }
    return (current, lastLink)
  }

  /// The text of the symbolic link at `link`.
  static func readLink(_ link: String, reportedAs path: String) throws -> String {
    var buffer = [UInt8](repeating: 0, count: 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { raw -> Int in
        guard let start = raw.baseAddress else { return -1 }
        return readlink(link, start.assumingMemoryBound(to: CChar.self), raw.count)
      }
      guard count >= 0 else { throw failure(path, "cannot read the symbolic link") }
      if count < buffer.count {
        return String(decoding: buffer[0..<count], as: UTF8.self)
      }
      // Truncated: try again with more room (PATH_MAX is 4096 on Linux, 1024 on Darwin).
      guard buffer.count < 1 << 16 else {
        throw BoardFileError(.io, at: path, "the symbolic link is too long")
      }
      buffer = [UInt8](repeating: 0, count: buffer.count * 4)
    }
  }
}
