import Foundation
import HexBoard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Making and inspecting the kinds of files the save and load tests need: links, FIFOs,
/// sockets and device nodes.
package enum FileKinds {
  package struct Failure: Error, CustomStringConvertible {
    package let description: String
    package init(description: String) { self.description = description }
  }

  /// A fresh folder (removed with its contents by ``remove(_:)``).
  package static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("hexboard-kinds-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  package static func remove(_ folder: String) {
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// The names in `folder`, sorted (hidden ones included).
  package static func list(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  /// The `S_IFMT` bits of what is at `path` (not following a link), or nil.
  package static func type(_ path: String) -> mode_t? {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
  }

  /// The device number of the node at `path`, to check a device was left as it was.
  package static func deviceNumber(_ path: String) -> UInt64? {
    var info = stat()
    return lstat(path, &info) == 0 ? UInt64(info.st_rdev) : nil
  }

  package static func isCharacterDevice(_ path: String) -> Bool { type(path) == S_IFCHR }

  /// The text of the symbolic link at `path`.
  package static func linkText(_ path: String) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: path)
  }

  package static func makeLink(_ target: String, at path: String) throws {
    guard symlink(target, path) == 0 else { throw Failure(description: "symlink \(path)") }
  }

  package static func makeFIFO(_ path: String) throws {
    guard mkfifo(path, 0o644) == 0 else { throw Failure(description: "mkfifo \(path)") }
  }

  /// A listening Unix-domain socket bound at `path`; close the returned descriptor.
  package static func makeSocket(_ path: String) throws -> Int32 {
    #if canImport(Glibc)
      let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw Failure(description: "socket") }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      close(fd)
      throw Failure(description: "socket path too long: \(path)")
    }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in bytes.enumerated() { raw[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else {
      close(fd)
      throw Failure(description: "bind \(path)")
    }
    return fd
  }

  /// A block device node (loop0's numbers) at `path`; only root may make one, so nil
  /// otherwise. Nothing ever opens it: the code under test must refuse it first.
  package static func makeBlockDevice(_ path: String) -> String? {
    // makedev(7, 0) is a C macro; on Linux and Darwin alike it is 7 << 8 or 7 << 24, and
    // any number will do for a node nobody opens.
    guard getuid() == 0, mknod(path, S_IFBLK | 0o600, dev_t(7 << 8)) == 0 else { return nil }
    return path
  }

  /// A character device to write to in tests: as root, a private node in `folder` with
  /// the same device number as `/dev/NAME` (the same driver: /dev/full fails with ENOSPC
  /// just the same), so a regression that renames over a device could only ever replace
  /// that copy, never the system's /dev/null; otherwise `/dev/NAME` itself, which a user
  /// cannot replace.
  package static func device(_ name: String, in folder: String) -> String {
    var info = stat()
    let path = folder + "/" + name
    guard getuid() == 0, stat("/dev/" + name, &info) == 0,
      mknod(path, S_IFCHR | 0o666, info.st_rdev) == 0
    else { return "/dev/" + name }
    return path
  }

  /// Runs `body` on another thread and waits up to `seconds` for it; if it has not
  /// finished by then, each FIFO in `fifos` is opened and closed for writing (a reader
  /// waiting on it then sees the end of the file) and the result is reported as blocked.
  /// Keeps a test that would hang on a regression from hanging.
  package static func withDeadline<T: Sendable>(
    seconds: Double, releasing fifos: [String], _ body: @escaping @Sendable () -> T
  ) -> (value: T, blocked: Bool) {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var value: T?
    Thread.detachNewThread {
      value = body()
      done.signal()
    }
    let blocked = done.wait(timeout: .now() + seconds) == .timedOut
    if blocked {
      for fifo in fifos { releaseFIFOReader(fifo) }
      done.wait()
    }
    return (value!, blocked)
  }

  /// Opens the FIFO at `path` for writing and closes it at once, so a reader waiting on
  /// it sees the end of the file (what ``withDeadline(seconds:releasing:_:)`` needs).
  package static func releaseFIFOReader(_ path: String) {
    let fd = open(path, O_WRONLY | O_NONBLOCK)
    if fd >= 0 { close(fd) }
  }
}
